"""The check library authors use in a step's hidden check code, in the spirit of DataCamp's pythonwhat.

The check runs after the learner's code, in the same process, with these names in scope:

    check_object("df", hint={"ko": "...", "en": "..."})   # the learner's df equals the model answer's df
    check_output_contains("714")                            # the learner printed this
    check_function_result("f", [3])                         # learner's f(3) == model answer's f(3)
    check_call("dropna")                                    # the learner's code calls dropna (or x.dropna, pd.dropna)
    check_import("pandas", alias="pd")                      # the learner imported pandas as pd
    check(condition, ko="...", en="...")                    # any other rule
    learner, solution                                       # both namespaces, to look further

The first check that fails ends the check with a message naming what differs, in Korean and English.
The engine loads this file fresh from source for every check, with builtins saved before the learner's code ran.
"""
import ast
import io
import math
import sys

REL_TOLERANCE = 1e-6
ABS_TOLERANCE = 1e-9
MAX_LISTED = 5


class CheckFailed(Exception):
    def __init__(self, ko, en):
        super().__init__(en)
        self.message = {'ko': ko, 'en': en}


def _with_hint(ko, en, hint):
    if hint:
        ko = f"{ko} — {hint.get('ko', '')}" if hint.get('ko') else ko
        en = f"{en} — {hint.get('en', '')}" if hint.get('en') else en
    return ko, en


def _fail(ko, en, hint=None):
    raise CheckFailed(*_with_hint(ko, en, hint))


def _listed(items):
    items = [str(item) for item in items]
    shown = ', '.join(items[:MAX_LISTED])
    return shown + (f' … (+{len(items) - MAX_LISTED})' if len(items) > MAX_LISTED else '')


def _close(a, b):
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        if math.isnan(a) and math.isnan(b):
            return True
        return math.isclose(a, b, rel_tol=REL_TOLERANCE, abs_tol=ABS_TOLERANCE)
    return None


def _compare_frames(name, got, want, hint):
    import pandas as pd
    if isinstance(want, pd.Series):
        want = want.to_frame()
        got = got.to_frame() if isinstance(got, pd.Series) else got
    if got.shape[0] != want.shape[0]:
        _fail(f'`{name}`의 행이 {got.shape[0]:,}개입니다. {want.shape[0]:,}개여야 합니다.',
              f'`{name}` has {got.shape[0]:,} rows; expected {want.shape[0]:,}.', hint)
    missing = [column for column in want.columns if column not in got.columns]
    extra = [column for column in got.columns if column not in want.columns]
    if missing:
        _fail(f'`{name}`에 열 {_listed(missing)}이(가) 없습니다.', f'`{name}` is missing the column(s) {_listed(missing)}.', hint)
    if extra:
        _fail(f'`{name}`에 없어야 할 열 {_listed(extra)}이(가) 있습니다.', f'`{name}` has unexpected column(s) {_listed(extra)}.', hint)
    if list(got.columns) != list(want.columns):
        _fail(f'`{name}`의 열 순서가 다릅니다: {_listed(want.columns)} 순서여야 합니다.',
              f'`{name}` has its columns in another order; expected {_listed(want.columns)}.', hint)
    for column in want.columns:
        if got[column].dtype != want[column].dtype and not (
            pd.api.types.is_numeric_dtype(got[column]) and pd.api.types.is_numeric_dtype(want[column])
        ):
            _fail(f'`{name}`의 열 `{column}`의 자료형이 {got[column].dtype}입니다. {want[column].dtype}이어야 합니다.',
                  f'Column `{column}` of `{name}` has dtype {got[column].dtype}; expected {want[column].dtype}.', hint)
    for column in want.columns:
        mismatch = _first_mismatch(got[column].reset_index(drop=True), want[column].reset_index(drop=True))
        if mismatch is not None:
            position, got_value, want_value = mismatch
            _fail(f'`{name}`의 열 `{column}`이(가) {position}번째 행에서 다릅니다: {got_value!r}, 기대값 {want_value!r}.',
                  f'Column `{column}` of `{name}` differs at row {position}: {got_value!r}; expected {want_value!r}.', hint)


def _first_mismatch(got, want):
    import numpy as np
    import pandas as pd
    if pd.api.types.is_numeric_dtype(got) and pd.api.types.is_numeric_dtype(want) and not (
        pd.api.types.is_bool_dtype(got) or pd.api.types.is_bool_dtype(want)
    ):
        a = got.to_numpy(dtype='float64', na_value=np.nan)
        b = want.to_numpy(dtype='float64', na_value=np.nan)
        same = np.isclose(a, b, rtol=REL_TOLERANCE, atol=ABS_TOLERANCE, equal_nan=True)
    else:
        same = np.array([(x == y) or (pd.isna(x) and pd.isna(y)) if not isinstance(x == y, np.ndarray) else False
                         for x, y in zip(got.tolist(), want.tolist())], dtype=bool)
    if same.all():
        return None
    position = int(np.argmin(same))
    return position, got.iloc[position], want.iloc[position]


def _compare_values(name, got, want, hint):
    """Equal values, naming the first difference; numbers within a small tolerance."""
    import numpy as np
    import pandas as pd
    if isinstance(want, (pd.DataFrame, pd.Series)):
        if not isinstance(got, (pd.DataFrame, pd.Series)):
            _fail(f'`{name}`은(는) {type(got).__name__}입니다. {type(want).__name__}이어야 합니다.',
                  f'`{name}` is a {type(got).__name__}; expected a {type(want).__name__}.', hint)
        _compare_frames(name, got, want, hint)
        return
    if isinstance(want, np.ndarray):
        got_array = np.asarray(got)
        if got_array.shape != want.shape:
            _fail(f'`{name}`의 모양이 {got_array.shape}입니다. {want.shape}이어야 합니다.',
                  f'`{name}` has shape {got_array.shape}; expected {want.shape}.', hint)
        if not np.allclose(got_array, want, rtol=REL_TOLERANCE, atol=ABS_TOLERANCE, equal_nan=True):
            _fail(f'`{name}`의 값이 모범 답안과 다릅니다.', f'`{name}` has different values from the model answer.', hint)
        return
    close = _close(got, want)
    if close is True:
        return
    if close is None and isinstance(want, (list, tuple)) and isinstance(got, (list, tuple)):
        if len(got) != len(want):
            _fail(f'`{name}`의 길이가 {len(got)}입니다. {len(want)}이어야 합니다.',
                  f'`{name}` has length {len(got)}; expected {len(want)}.', hint)
        for index, (a, b) in enumerate(zip(got, want)):
            _compare_values(f'{name}[{index}]', a, b, hint)
        return
    if close is None and isinstance(want, dict) and isinstance(got, dict):
        missing = [key for key in want if key not in got]
        if missing:
            _fail(f'`{name}`에 키 {_listed(missing)}이(가) 없습니다.', f'`{name}` is missing the key(s) {_listed(missing)}.', hint)
        for key in want:
            _compare_values(f'{name}[{key!r}]', got[key], want[key], hint)
        return
    if close is None and got == want:
        return
    _fail(f'`{name}`이(가) {_short(got)}입니다. {_short(want)}이어야 합니다.',
          f'`{name}` is {_short(got)}; expected {_short(want)}.', hint)


def _short(value):
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + '...'


class _Quiet:
    """The model answer's display: it shows nothing to the learner."""

    def show(self, value):
        return None


def _dotted(node):
    """`pd.read_csv` for pd.read_csv(...), `df.dropna` for df.dropna(...), None for calls on expressions."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        inner = _dotted(node.value)
        return f'{inner}.{node.attr}' if inner else node.attr
    if isinstance(node, ast.Call):
        return _dotted(node.func)
    return None


def _calls(tree):
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = _dotted(node.func)
            if name:
                names.add(name)
                names.add(name.rsplit('.', 1)[-1])
    return names


class Check:
    def __init__(self, learner, printed, solution_code, run_cell, display, code=''):
        self.code = code
        self.learner = learner
        self.printed = printed
        self.solution_code = solution_code
        self.run_cell = run_cell
        self.display = display
        self._solution = None

    @property
    def solution(self):
        """The model answer's namespace, run once on first use, its output kept out of the learner's view."""
        if self._solution is None:
            if not self.solution_code:
                raise RuntimeError('this step has no model answer')
            self._solution = {'__name__': '__main__'}
            self.run_cell(self.solution_code, self._solution, _Quiet(), filename='<solution>')
            self.display.plt.close('all')
        return self._solution

    def check_object(self, name, hint=None):
        if name not in self.learner:
            _fail(f'`{name}`이(가) 정의되지 않았습니다.', f'`{name}` is not defined.', hint)
        if name not in self.solution:
            raise RuntimeError(f'the model answer does not define {name}')
        _compare_values(name, self.learner[name], self.solution[name], hint)

    def check_output_contains(self, text, hint=None):
        if str(text) not in self.printed:
            _fail(f'출력에 "{text}"이(가) 없습니다.', f'The output does not contain "{text}".', hint)

    def check_function_result(self, name, args=(), kwargs=None, hint=None):
        kwargs = kwargs or {}
        function = self.learner.get(name)
        if not callable(function):
            _fail(f'함수 `{name}`이(가) 정의되지 않았습니다.', f'The function `{name}` is not defined.', hint)
        call = f"{name}({', '.join([repr(arg) for arg in args] + [f'{k}={v!r}' for k, v in kwargs.items()])})"
        try:
            got = function(*args, **kwargs)
        except Exception as error:
            _fail(f'`{call}`에서 {type(error).__name__} 오류가 났습니다: {error}',
                  f'`{call}` raised {type(error).__name__}: {error}', hint)
        want = self.solution[name](*args, **kwargs)
        _compare_values(call, got, want, hint)

    def check_call(self, name, hint=None):
        if name not in _calls(ast.parse(self.code)):
            _fail(f'코드에서 `{name}()`을(를) 호출하지 않았습니다.', f'Your code does not call `{name}()`.', hint)

    def check_import(self, module, alias=None, hint=None):
        imported = {}
        for node in ast.walk(ast.parse(self.code)):
            if isinstance(node, ast.Import):
                imported.update({item.name: item.asname or item.name for item in node.names})
        if module not in imported:
            _fail(f'`{module}`을(를) import하지 않았습니다.', f'Your code does not import `{module}`.', hint)
        if alias and imported[module] != alias:
            _fail(f'`{module}`을(를) `{alias}`라는 이름으로 import하세요.', f'Import `{module}` as `{alias}`.', hint)

    def check(self, condition, ko, en):
        if not condition:
            _fail(ko, en)


PASSED = {'ko': '통과했습니다.', 'en': 'Passed.'}


def run_check(check, learner, printed, run_cell, display, code=''):
    """Runs the author's check code; returns {'passed', 'message'} for the engine."""
    context = Check(learner, printed, check.get('solutionCode'), run_cell, display, code)
    scope = {
        '__name__': '__check__',
        'check_object': context.check_object,
        'check_output_contains': context.check_output_contains,
        'check_function_result': context.check_function_result,
        'check_call': context.check_call,
        'check_import': context.check_import,
        'check': context.check,
        'learner': learner,
    }
    saved = sys.stdout, sys.stderr
    sys.stdout = sys.stderr = io.StringIO()
    try:
        if check.get('solutionCode'):
            scope['solution'] = context.solution
        exec(compile(check['checkCode'], '<check>', 'exec'), scope)
        return {'passed': True, 'message': PASSED}
    except CheckFailed as failure:
        return {'passed': False, 'message': failure.message}
    except Exception as error:  # a broken check or model answer is the author's fault: say so, never pass
        return {'passed': False, 'message': {
            'ko': f'검사 코드가 실패했습니다 ({type(error).__name__}: {error}). 운영진에게 알려 주세요.',
            'en': f'The check itself failed ({type(error).__name__}: {error}). Please tell the organizers.',
        }}
    finally:
        sys.stdout, sys.stderr = saved
