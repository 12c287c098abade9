"""The zygote's view of one run: what it showed (checked and cut at the output limit), its check's verdict and how
it ended. The learner's code can write anything to the run's pipes, so nothing here trusts a frame's content."""
import base64
import binascii
import os
import signal

import frames
from html_table import sanitize_table_html

PNG_SIGNATURE = b'\x89PNG\r\n\x1a\n'
TEXT_KINDS = ('stdout', 'stderr', 'value')
TAMPERED = {
    'ko': '검사 결과를 믿을 수 없습니다: 코드가 채점 통로에 끼어들었습니다.',
    'en': 'The check result cannot be trusted: the code interfered with the checking channel.',
}
NOT_CHECKED = {
    'ko': '코드가 검사 전에 프로그램을 끝냈습니다.',
    'en': 'The code ended the program before the check could run.',
}


class RunOutputs:
    def __init__(self, request, nonce):
        self.limit = int(request['limits']['outputBytes'])
        self.cpu_limit_ms = int(request['limits']['cpuSeconds']) * 1000
        self.wants_check = bool(request.get('check'))
        self.nonce = nonce
        # No frame the harness sends is larger than the output limit allows, bar its JSON wrapping.
        self.reader = frames.FrameReader(max_frame=self.limit + 65536)
        self.outputs = []
        self.size = 0
        self.truncated = False
        self.ended = False
        self.error = None
        self.verdicts = []
        self.tampered = False
        self.failure = None

    def engine_failure(self, message):
        self.failure = message

    def _add(self, output):
        """Adds one output, cut to what is left of the limit; returns 'output_limit' once the limit is passed."""
        key = 'png' if output['kind'] == 'figure' else 'html' if output['kind'] == 'table' else 'text'
        value = output[key]
        size = len(value.encode('utf-8')) if key == 'text' else len(value)
        if self.size + size > self.limit:
            self.truncated = True
            room = self.limit - self.size
            if key == 'text' and room > 0:
                cut = value.encode('utf-8')[:room].decode('utf-8', 'ignore')
                self._append({'kind': output['kind'], 'text': cut})
                self.size = self.limit
            return 'output_limit'
        self.size += size
        self._append(output)
        return None

    def _append(self, output):
        last = self.outputs[-1] if self.outputs else None
        if last and output['kind'] in ('stdout', 'stderr') and last['kind'] == output['kind']:
            last['text'] += output['text']
        else:
            self.outputs.append(output)

    def add_raw(self, data):
        """What went to file descriptors 1 and 2 directly (subprocesses, C code): shown as stdout."""
        return self._add({'kind': 'stdout', 'text': data.decode('utf-8', 'replace')})

    def add_frames(self, data):
        try:
            messages = self.reader.feed(data)
        except frames.FrameTooLarge:
            self.truncated = True
            return 'output_limit'
        except (ValueError, UnicodeDecodeError):
            self.tampered = True
            return 'crashed'
        for message in messages:
            overflow = self._accept(message)
            if overflow:
                return overflow
        return None

    def _accept(self, message):
        kind = message.get('t')
        if kind == 'verdict':
            self.verdicts.append(message)
            return None
        if self.ended:
            return None
        if kind == 'end':
            self.ended = True
            self.error = _clean_error(message.get('error'))
            return None
        if kind == 'fail':
            self.failure = str(message.get('message'))
            return None
        if kind != 'out':
            return None
        output = _clean_output(message)
        return self._add(output) if output else None

    def _check_result(self):
        if not self.wants_check or not self.ended or self.error is not None:
            return None
        if self.tampered or len(self.verdicts) > 1:
            return {'passed': False, 'message': TAMPERED}
        if not self.verdicts:
            return {'passed': False, 'message': NOT_CHECKED}
        verdict = self.verdicts[0]
        message = verdict.get('message')
        valid = (
            verdict.get('nonce') == self.nonce
            and isinstance(verdict.get('passed'), bool)
            and isinstance(message, dict)
            and all(isinstance(message.get(locale), str) for locale in ('ko', 'en'))
        )
        if not valid:
            return {'passed': False, 'message': TAMPERED}
        return {'passed': verdict['passed'], 'message': {'ko': message['ko'], 'en': message['en']}}

    def result(self, run_status, kill_reason):
        status, signal_number, cpu_ms = self._status(run_status, kill_reason)
        result = {
            't': 'result', 'status': status, 'outputs': self.outputs, 'truncated': self.truncated, 'cpuMs': cpu_ms,
        }
        if self.error is not None and status in ('error', 'memory_limit'):
            result['error'] = self.error
        check = self._check_result() if status == 'ok' or (status == 'output_limit' and self.ended) else None
        if check is not None:
            result['check'] = check
        if signal_number is not None:
            result['signal'] = signal_number
        if self.failure:
            result['failure'] = self.failure
        return result

    def _status(self, run_status, kill_reason):
        wait_status, cpu_ms = run_status if run_status else (None, 0)
        if kill_reason in ('output_limit', 'timeout', 'cancelled'):
            return kill_reason, None, cpu_ms
        if self.failure or wait_status is None or kill_reason == 'crashed':
            return 'crashed', None, cpu_ms
        if os.WIFSIGNALED(wait_status):
            number = os.WTERMSIG(wait_status)
            if number == signal.SIGXCPU or (number == signal.SIGKILL and cpu_ms >= self.cpu_limit_ms):
                return 'cpu_limit', number, cpu_ms
            return 'crashed', number, cpu_ms
        if not self.ended:
            self.error = {
                'type': 'SystemExit',
                'message': f'exit code {os.WEXITSTATUS(wait_status)}',
                'traceback': '',
            }
            return 'error', None, cpu_ms
        if self.error is not None:
            return ('memory_limit' if self.error['type'] == 'MemoryError' else 'error'), None, cpu_ms
        return 'ok', None, cpu_ms


def _clean_output(message):
    kind = message.get('kind')
    if kind in TEXT_KINDS and isinstance(message.get('text'), str):
        return {'kind': kind, 'text': message['text']}
    if kind == 'table' and isinstance(message.get('html'), str):
        return {'kind': 'table', 'html': sanitize_table_html(message['html'])}
    if kind == 'figure' and isinstance(message.get('png'), str):
        try:
            if base64.b64decode(message['png'], validate=True).startswith(PNG_SIGNATURE):
                return {'kind': 'figure', 'png': message['png']}
        except (binascii.Error, ValueError):
            return None
    return None


def _clean_error(error):
    if not isinstance(error, dict):
        return None
    return {key: str(error.get(key, ''))[:20000] for key in ('type', 'message', 'traceback')}
