"""What runs inside a run's pid 1 after the sandbox is set: the learner's code as a notebook cell, then the hidden
check. Everything shown goes out as frames on the run's frame pipe; the zygote re-checks each frame."""
import ast
import base64
import builtins
import io
import linecache
import sys
import traceback

import frames
from html_table import render_table

CELL = '<cell>'
TEXT_FLUSH_BYTES = 8192


class Emitter:
    """Frames on the run's pipe; text is buffered per stream and flushed before anything else is shown."""

    def __init__(self, fd, remember_bytes):
        self.fd = fd
        self.write_frame = frames.write_frame
        self.pending_kind = None
        self.pending = []
        self.pending_size = 0
        self.printed = []
        self.printed_size = 0
        self.remember_bytes = remember_bytes

    def text(self, kind, text):
        if len(text) > TEXT_FLUSH_BYTES:
            for start in range(0, len(text), TEXT_FLUSH_BYTES):
                self.text(kind, text[start:start + TEXT_FLUSH_BYTES])
            return
        if not text:
            return
        if kind != self.pending_kind:
            self.flush()
            self.pending_kind = kind
        self.pending.append(text)
        self.pending_size += len(text)
        if kind == 'stdout' and self.printed_size < self.remember_bytes:
            self.printed.append(text)
            self.printed_size += len(text)
        if self.pending_size >= TEXT_FLUSH_BYTES or '\n' in text:
            self.flush()

    def flush(self):
        if self.pending:
            self.write_frame(self.fd, {'t': 'out', 'kind': self.pending_kind, 'text': ''.join(self.pending)})
        self.pending = []
        self.pending_size = 0

    def send(self, message):
        self.flush()
        self.write_frame(self.fd, message)

    def printed_text(self):
        return ''.join(self.printed)


class Stream(io.TextIOBase):
    def __init__(self, emitter, kind):
        self.emitter = emitter
        self.kind = kind

    def writable(self):
        return True

    def write(self, text):
        if not isinstance(text, str):
            raise TypeError(f'write() argument must be str, not {type(text).__name__}')
        self.emitter.text(self.kind, text)
        return len(text)

    def flush(self):
        self.emitter.flush()


def figure_png(figure):
    buffer = io.BytesIO()
    figure.savefig(buffer, format='png', dpi=100, bbox_inches='tight')
    return base64.b64encode(buffer.getvalue()).decode('ascii')


class Display:
    """How a value is shown: tables for pandas objects, PNG for figures, repr for the rest."""

    def __init__(self, emitter):
        import matplotlib.pyplot as plt
        self.emitter = emitter
        self.plt = plt
        plt.show = lambda *args, **kwargs: self.show_figures()

    def show(self, value):
        if value is None:
            return
        name = type(value).__name__
        module = type(value).__module__ or ''
        if module.startswith('pandas') and name in ('DataFrame', 'Series'):
            self.emitter.send({'t': 'out', 'kind': 'table', 'html': render_table(value)})
        elif module.startswith('matplotlib') and name == 'Figure':
            self.emitter.send({'t': 'out', 'kind': 'figure', 'png': figure_png(value)})
            self.plt.close(value)
        else:
            # One past the output limit at most: enough for the engine to see the cut, never a frame it refuses.
            text = repr(value)[:self.emitter.remember_bytes + 1]
            self.emitter.send({'t': 'out', 'kind': 'value', 'text': text})

    def show_figures(self):
        for number in self.plt.get_fignums():
            figure = self.plt.figure(number)
            self.emitter.send({'t': 'out', 'kind': 'figure', 'png': figure_png(figure)})
        self.plt.close('all')


def run_cell(code, namespace, display, filename=CELL):
    """Runs code as a notebook cell does: the value of a last bare expression is shown."""
    linecache.cache[filename] = (len(code), None, code.splitlines(True), filename)
    tree = ast.parse(code, filename=filename, mode='exec')
    last = None
    if tree.body and isinstance(tree.body[-1], ast.Expr):
        last = ast.Expression(tree.body.pop().value)
    exec(compile(tree, filename, 'exec'), namespace)
    if last is not None:
        value = eval(compile(last, filename, 'eval'), namespace)
        display.show(value)


def describe_error(error):
    """The exception as the learner should see it: only the frames of their own cell."""
    summary = traceback.TracebackException.from_exception(error)
    stack = summary.stack
    cell_frames = [index for index, frame in enumerate(stack) if frame.filename == CELL]
    if cell_frames:
        summary.stack = traceback.StackSummary.from_list(stack[cell_frames[0]:])
    else:
        summary.stack = traceback.StackSummary.from_list([])
    return {
        'type': type(error).__name__,
        'message': str(error),
        'traceback': ''.join(summary.format()),
    }


def run(request, frame_fd):
    """The run's whole life after the sandbox: learner code, figures, then the check. Returns the exit code."""
    emitter = Emitter(frame_fd, int(request['limits']['outputBytes']))
    check = request.get('check')
    nonce = request.pop('nonce', None)
    check_source = request.pop('checkLibrary', None)
    builtins_dict = vars(builtins)
    pristine_builtins = dict(builtins_dict)
    exec_ = builtins.exec
    display = Display(emitter)
    sys.stdout = Stream(emitter, 'stdout')
    sys.stderr = Stream(emitter, 'stderr')
    namespace = {'__name__': '__main__', '__builtins__': builtins, 'display': display.show}
    builtins.display = display.show

    error = None
    try:
        run_cell(request['code'], namespace, display)
        display.show_figures()
    except SystemExit as exit_request:
        if exit_request.code not in (None, 0):
            error = {'type': 'SystemExit', 'message': str(exit_request.code), 'traceback': ''}
    except BaseException as exception:  # the learner's code may raise anything, KeyboardInterrupt included
        error = describe_error(exception)
    finally:
        # What the learner changed in builtins must not change how the harness or the check behave.
        builtins_dict.clear()
        builtins_dict.update(pristine_builtins)
    emitter.send({'t': 'end', 'error': error})

    if check and error is None and check_source:
        module = {'__name__': 'madang_check', '__builtins__': pristine_builtins}
        exec_(compile(check_source, 'madang_check.py', 'exec'), module)
        verdict = module['run_check'](
            check=check, learner=namespace, printed=emitter.printed_text(), run_cell=run_cell, display=display,
            code=request['code'],
        )
        emitter.write_frame(frame_fd, {'t': 'verdict', 'nonce': nonce, **verdict})
    return 0
