"""A slot's zygote: imports the data-science libraries once, then forks one fresh, isolated process per run.

Talks to the engine with frames on stdin/stdout: {"t":"run",...} and {"t":"kill","reason":...} in,
{"t":"ready"} and one {"t":"result",...} per run out. It is the trust boundary for what a run shows: every frame a
run sends is checked and re-sanitized here, because the learner's code can write to the run's pipe too.
"""
import os
import resource
import selectors
import signal
import sys

# Whatever descriptors the server's process left open must not reach a run.
os.closerange(3, os.sysconf('SC_OPEN_MAX'))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import frames  # noqa: E402
import sandbox  # noqa: E402
from run_outputs import RunOutputs  # noqa: E402


def warm_up():
    """Everything a typical lesson touches, imported and exercised once so each run's fork starts warm."""
    import gc
    import io

    import matplotlib
    matplotlib.use('Agg')
    import matplotlib.pyplot as plt
    import numpy  # noqa: F401
    import pandas as pd
    import sklearn.ensemble  # noqa: F401
    import sklearn.linear_model  # noqa: F401
    import sklearn.metrics  # noqa: F401
    import sklearn.model_selection  # noqa: F401
    import sklearn.preprocessing  # noqa: F401
    import sklearn.tree  # noqa: F401

    import harness
    frame = pd.read_csv(io.StringIO('a,b\n1,x\n2,y\n'))
    frame.describe().to_html()
    frame.head().to_string()
    figure = plt.figure()
    plt.plot([1, 2], [3, 4])
    harness.figure_png(figure)
    plt.close('all')
    gc.collect()
    gc.freeze()


def child_process(request, pipes, isolated):
    """The run's first process (between the zygote and the learner's pid 1): enters the run's namespaces, forks the
    learner's process, and reports its pid and how it ended. Never returns."""
    frame_w, raw_w, status_w = pipes['frame_w'], pipes['raw_w'], pipes['status_w']
    try:
        for fd in (pipes['frame_r'], pipes['raw_r'], pipes['status_r']):
            os.close(fd)
        null = os.open('/dev/null', os.O_RDWR)
        os.dup2(null, 0)
        os.dup2(null, 1)
        sandbox.prctl(sandbox.PR_SET_PDEATHSIG, signal.SIGKILL)
        if isolated:
            sandbox.prctl(sandbox.PR_SET_DUMPABLE, 1)
            sandbox.enter_run_namespaces(os.getuid(), os.getgid())
        pid = os.fork()
        if pid == 0:
            learner_process(request, frame_w, raw_w, status_w, null, isolated)
        os.close(frame_w)
        os.close(raw_w)
        os.write(status_w, f'pid {pid}\n'.encode())
        _, status = os.waitpid(pid, 0)
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu_ms = int((usage.ru_utime + usage.ru_stime) * 1000)
        os.write(status_w, f'exit {status} {cpu_ms}\n'.encode())
        os._exit(0)
    except BaseException as error:  # report any setup failure to the zygote instead of dying silently
        try:
            os.write(status_w, f'fail {type(error).__name__}: {error}\n'.encode())
        finally:
            os._exit(70)


def learner_process(request, frame_w, raw_w, status_w, null, isolated):
    """pid 1 of the run's own pid namespace (bwrap) or a new session (none): limits, then the harness."""
    try:
        os.setsid()
        sandbox.prctl(sandbox.PR_SET_PDEATHSIG, signal.SIGKILL)
        limits = request['limits']
        if isolated:
            sandbox.mount_run_filesystems(int(limits['writtenBytes']))
            scratch = '/tmp'
        else:
            scratch = request['scratch']
        os.chdir(scratch)
        os.environ['HOME'] = scratch
        os.environ['TMPDIR'] = scratch
        os.environ['MPLCONFIGDIR'] = os.path.join(scratch, '.matplotlib')
        os.dup2(null, 0)
        os.dup2(raw_w, 1)
        os.dup2(raw_w, 2)
        for fd in (raw_w, status_w, null):
            os.close(fd)
        with open('/proc/self/oom_score_adj', 'w') as file:
            file.write('1000')
        sandbox.set_limits(limits, counts_processes=isolated)
        if isolated:
            sandbox.drop_privileges()
        import harness
        code = harness.run(request, frame_w)
    except BaseException as error:  # a failure before the learner's code runs is the engine's, not the learner's
        try:
            frames.write_frame(frame_w, {'t': 'fail', 'message': f'{type(error).__name__}: {error}'})
        finally:
            os._exit(70)
    os._exit(code)


class Zygote:
    def __init__(self, isolated):
        self.isolated = isolated
        self.reader = frames.FrameReader()
        self.requests = []
        self.stdin_open = True
        with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'madang_check.py')) as file:
            self.check_library = file.read()

    def read_stdin(self):
        data = os.read(0, 65536)
        if not data:
            self.stdin_open = False
            return
        self.requests.extend(self.reader.feed(data))

    def serve_forever(self):
        while self.stdin_open or self.requests:
            if not self.requests:
                self.read_stdin()
                continue
            request = self.requests.pop(0)
            if request.get('t') == 'run':
                result = self.serve(request)
                frames.write_frame(1, result)

    def serve(self, request):
        nonce = os.urandom(16).hex()
        request['nonce'] = nonce
        request['checkLibrary'] = self.check_library
        frame_r, frame_w = os.pipe()
        raw_r, raw_w = os.pipe()
        status_r, status_w = os.pipe()
        pipes = dict(frame_r=frame_r, frame_w=frame_w, raw_r=raw_r, raw_w=raw_w, status_r=status_r, status_w=status_w)
        child = os.fork()
        if child == 0:
            child_process(request, pipes, self.isolated)
        for fd in (frame_w, raw_w, status_w):
            os.close(fd)
        outputs = RunOutputs(request, nonce)
        learner_pid = None
        run_status = None
        kill_reason = None

        def kill(reason):
            nonlocal kill_reason
            if kill_reason is None:
                kill_reason = reason
            for pid in (learner_pid, child):
                if pid:
                    try:
                        os.kill(pid, signal.SIGKILL)
                        if not self.isolated and pid == learner_pid:
                            os.killpg(pid, signal.SIGKILL)
                    except ProcessLookupError:
                        pass

        selector = selectors.DefaultSelector()
        for fd in (frame_r, raw_r, status_r):
            selector.register(fd, selectors.EVENT_READ)
        if self.stdin_open:
            selector.register(0, selectors.EVENT_READ)
        open_pipes = 3
        status_text = b''
        while open_pipes:
            for key, _ in selector.select():
                fd = key.fd
                if fd == 0:
                    self.read_stdin()
                    if not self.stdin_open:
                        selector.unregister(0)
                        kill('cancelled')
                    for message in [m for m in self.requests if m.get('t') == 'kill']:
                        self.requests.remove(message)
                        kill(message.get('reason') if message.get('reason') in ('timeout', 'cancelled') else 'cancelled')
                    continue
                data = os.read(fd, 262144)
                if not data:
                    selector.unregister(fd)
                    os.close(fd)
                    open_pipes -= 1
                    continue
                if fd == status_r:
                    status_text += data
                    *lines, status_text = status_text.split(b'\n')
                    for line in (part.decode() for part in lines):
                        if line.startswith('pid '):
                            learner_pid = int(line.split()[1])
                            if kill_reason:
                                kill(kill_reason)
                        elif line.startswith('exit '):
                            _, status, cpu_ms = line.split()
                            run_status = (int(status), int(cpu_ms))
                        elif line.startswith('fail '):
                            outputs.engine_failure(line[5:])
                elif kill_reason is None:
                    if fd == raw_r:
                        overflow = outputs.add_raw(data)
                    else:
                        overflow = outputs.add_frames(data)
                    if overflow:
                        kill(overflow)
        selector.close()
        os.waitpid(child, 0)
        return outputs.result(run_status, kill_reason)


def main():
    isolated = sys.argv[1] == 'bwrap'
    warm_up()
    if isolated:
        sandbox.prctl(sandbox.PR_SET_DUMPABLE, 0)
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    frames.write_frame(1, {'t': 'ready', 'pid': os.getpid()})
    Zygote(isolated).serve_forever()


if __name__ == '__main__':
    main()
