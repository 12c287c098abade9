import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Runner } from './runner.ts';
import { hostProcessesWith, startTestRunner, stdoutOf, waitFor } from './test-support.ts';

// Small limits keep the hostile runs short; the defaults are checked on their own below.
const limits = { cpuSeconds: 2, wallSeconds: 8, memoryBytes: 256 * 1024 ** 2, processes: 16, writtenBytes: 8 * 1024 ** 2 };

let runner: Runner;
let workDir: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ runner, workDir, close } = await startTestRunner({ slots: 2, limits }));
}, 120_000);
afterAll(() => close());

afterEach(async () => {
  const next = await runner.run({ code: 'print("next")' });
  expect(next.status).toBe('ok');
  expect(stdoutOf(next)).toBe('next\n');
});

function cgroupsWritable(): boolean {
  return process.getuid?.() === 0 && (existsSync('/sys/fs/cgroup/memory/cgroup.procs') || existsSync('/sys/fs/cgroup/cgroup.controllers'));
}

describe('hostile code is stopped and the engine keeps serving', { timeout: 60_000 }, () => {
  it('stops an infinite loop at the CPU limit', async () => {
    const result = await runner.run({ code: 'while True:\n    pass', limits: { wallSeconds: 120 } });
    expect(result.status).toBe('cpu_limit');
    expect(result.cpuMs).toBeGreaterThanOrEqual(1900);
  });

  it('stops a loop that ignores SIGXCPU', async () => {
    const result = await runner.run({ code: 'import signal\nsignal.signal(signal.SIGXCPU, signal.SIG_IGN)\nwhile True:\n    pass', limits: { wallSeconds: 120 } });
    expect(result.status).toBe('cpu_limit');
  });

  it('stops sleeping past the wall limit, with every process of the run', async () => {
    const tag = String(800_000 + (Date.now() % 99_999));
    const code = `import subprocess, time\nsubprocess.Popen(["/usr/bin/sleep", "${tag}"], start_new_session=True)\nprint("sleeping", flush=True)\ntime.sleep(600)`;
    const result = await runner.run({ code, limits: { wallSeconds: 2 } });
    expect(result.status).toBe('timeout');
    expect(stdoutOf(result)).toBe('sleeping\n');
    await waitFor(() => hostProcessesWith(tag).length === 0, 5_000);
  });

  it('caps the number of processes and survives a fork bomb', async () => {
    const counted = await runner.run({
      code: 'import os, time\ncount = 0\ntry:\n    while True:\n        if os.fork() == 0:\n            time.sleep(60)\n            os._exit(0)\n        count += 1\nexcept OSError as error:\n    print("stopped after", count, error.errno)',
    });
    expect(counted.status).toBe('ok');
    const [, forked] = /stopped after (\d+) 11/.exec(stdoutOf(counted)) ?? [];
    expect(Number(forked)).toBeLessThan(limits.processes);

    const bomb = await runner.run({ code: 'import os\nwhile True:\n    os.fork()' });
    expect(['error', 'cpu_limit', 'timeout']).toContain(bomb.status);
  });

  it('stops allocating 10 GB at the memory limit', async () => {
    const bytes = await runner.run({ code: 'x = bytearray(10 * 1024 ** 3)' });
    expect(bytes.status).toBe('memory_limit');
    expect(bytes.error?.type).toBe('MemoryError');
    const growing = await runner.run({ code: 'chunks = []\nwhile True:\n    chunks.append(bytearray(50 * 1024 ** 2))' });
    expect(growing.status).toBe('memory_limit');
    const numpy = await runner.run({ code: 'import numpy as np\nnp.ones(10 * 1024 ** 3 // 8).sum()' });
    expect(numpy.status).toBe('memory_limit');
  });

  it.skipIf(!cgroupsWritable())('stops processes that together pass the memory limit', async () => {
    // Each child stays under the per-process address-space limit; together they pass the slot's memory cgroup.
    const code =
      'import os\nchildren = []\nfor _ in range(8):\n    pid = os.fork()\n    if pid == 0:\n        block = bytearray(200 * 1024 ** 2)\n        os._exit(0)\n    children.append(pid)\nprint([os.waitpid(pid, 0)[1] for pid in children])';
    const result = await runner.run({ code });
    expect(result.status).toBe('memory_limit');
    expect(stdoutOf(result)).toContain(', 9');
  });

  it('stops writing 10 GB to scratch at the written-bytes limit', async () => {
    const oneFile = await runner.run({ code: 'with open("big", "wb") as f:\n    for _ in range(10 * 1024):\n        f.write(b"x" * 1024 ** 2)' });
    expect(oneFile.status).toBe('error');
    expect(oneFile.error?.message).toMatch(/File too large|No space left/);
    const manyFiles = await runner.run({ code: 'for i in range(10 * 1024):\n    with open(f"part{i}", "wb") as f:\n        f.write(b"x" * 1024 ** 2)' });
    expect(manyFiles.status).toBe('error');
    expect(manyFiles.error?.message).toMatch(/No space left/);
  });

  it('cuts printing 100 MB at the output limit', async () => {
    const once = await runner.run({ code: 'print("x" * 100_000_000)', limits: { outputBytes: 1024 ** 2 } });
    expect(once.status).toBe('output_limit');
    expect(once.truncated).toBe(true);
    expect(stdoutOf(once).length).toBe(1024 ** 2);
    const lines = await runner.run({ code: 'while True:\n    print("0123456789" * 10)', limits: { outputBytes: 1024 ** 2 } });
    expect(lines.status).toBe('output_limit');
    expect(stdoutOf(lines).length).toBeLessThanOrEqual(1024 ** 2);
    const raw = await runner.run({ code: 'import os\nwhile True:\n    os.write(1, b"y" * 65536)', limits: { outputBytes: 1024 ** 2 } });
    expect(raw.status).toBe('output_limit');
    const value = await runner.run({ code: 'list(range(10 ** 6))', limits: { outputBytes: 64 * 1024 } });
    expect(value.status).toBe('output_limit');
    expect(value.outputs[0]!.text!.length).toBe(64 * 1024);
    const figure = await runner.run({
      code: 'import matplotlib.pyplot as plt\nplt.figure(figsize=(8, 8))\nplt.imshow(__import__("numpy").random.rand(600, 600))\nplt.show()',
      limits: { outputBytes: 64 * 1024 },
    });
    expect(figure.status).toBe('output_limit');
    expect(figure.outputs).toEqual([]);
  });

  it('cannot read /etc/shadow', async () => {
    const result = await runner.run({ code: 'import os\nprint(sorted(os.listdir("/etc")))\nopen("/etc/shadow").read()' });
    expect(result.status).toBe('error');
    expect(result.error?.type).toBe('FileNotFoundError');
    expect(stdoutOf(result)).not.toContain('shadow');
  });

  it('cannot see the platform’s data directory, only its own files at /data', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'madang-data-canary-'));
    const secret = `canary-${process.pid}-${Date.now()}`;
    writeFileSync(path.join(dataDir, 'secret.txt'), secret);
    writeFileSync(path.join(dataDir, 'lesson.csv'), 'a,b\n1,2\n');
    try {
      const code = [
        'import os',
        `print("direct", os.path.exists(${JSON.stringify(path.join(dataDir, 'secret.txt'))}))`,
        'found = []',
        'for root, dirs, files in os.walk("/"):',
        '    dirs[:] = [d for d in dirs if os.path.join(root, d) not in ("/proc", "/usr", "/dev")]',
        '    for name in files:',
        '        try:',
        '            if b"canary-" in open(os.path.join(root, name), "rb").read(1 << 20):',
        '                found.append(os.path.join(root, name))',
        '        except OSError:',
        '            pass',
        'print("found", found)',
        'print(open("/data/lesson.csv").read())',
      ].join('\n');
      const result = await runner.run({ code, files: [{ name: 'lesson.csv', hostPath: path.join(dataDir, 'lesson.csv') }] });
      expect(result.status).toBe('ok');
      expect(stdoutOf(result)).toBe('direct False\nfound []\na,b\n1,2\n\n');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('cannot read the host’s environment', async () => {
    const canary = `env-canary-${Date.now()}`;
    // The engine must not pass the server's environment on; a variable set here proves it.
    process.env.MADANG_RUNNER_CANARY = canary;
    try {
      const code =
        'import os\nprint(dict(os.environ))\nfor pid in os.listdir("/proc"):\n    try:\n        print(open(f"/proc/{pid}/environ", "rb").read())\n    except OSError:\n        pass';
      const result = await runner.run({ code });
      expect(result.status).toBe('ok');
      expect(stdoutOf(result)).toContain('PATH');
      expect(stdoutOf(result)).not.toContain(canary);
    } finally {
      delete process.env.MADANG_RUNNER_CANARY;
    }
  });

  it.skipIf(process.getuid?.() !== 0)('cannot read another run’s scratch files', async () => {
    const secret = `scratch-secret-${Date.now()}`;
    // The marker goes into both slots' /data, whichever slot the writer runs on.
    const markers = [0, 1].map((slot) => path.join(workDir, `slot-${slot}`, 'data', 'marker'));
    const writer = runner.run({
      code: `import os, time\nopen("/tmp/${secret}", "w").write("${secret}")\nwhile not os.path.exists("/data/marker"):\n    time.sleep(0.05)\nprint("kept", open("/tmp/${secret}").read())`,
      limits: { wallSeconds: 60, cpuSeconds: 30 },
    });
    // The writer's secret exists (seen from the host, as root) before the reader looks.
    await waitFor(() => readdirSync('/proc').some((pid) => /^\d+$/.test(pid) && existsSync(`/proc/${pid}/root/tmp/${secret}`)));
    const reader = await runner.run({
      code: [
        'import os, glob',
        `name = "${secret}"`,
        'places = ["/tmp", "/", "/data", "/opt", "/var/tmp", "/dev/shm"] + glob.glob("/proc/*/root/tmp") + glob.glob("/proc/*/cwd")',
        'hits = [p for p in places if os.path.isdir(p) and name in os.listdir(p)]',
        'for root, dirs, files in os.walk("/"):',
        '    dirs[:] = [d for d in dirs if os.path.join(root, d) not in ("/usr", "/sys")]',
        '    hits += [os.path.join(root, f) for f in files if name in f]',
        'print("hits", hits)',
      ].join('\n'),
    });
    for (const marker of markers) writeFileSync(marker, '');
    const written = await writer;
    expect(reader.status).toBe('ok');
    expect(stdoutOf(reader)).toBe('hits []\n');
    expect(written.status).toBe('ok');
    expect(stdoutOf(written)).toBe(`kept ${secret}\n`);
  });

  it('leaves nothing on disk for the runs after it', async () => {
    const name = `leftover-${Date.now()}`;
    const writer = await runner.run({
      code: `import os\nwritten = []\nfor root, dirs, files in os.walk("/"):\n    dirs[:] = [d for d in dirs if os.path.join(root, d) not in ("/proc", "/sys")]\n    try:\n        open(os.path.join(root, "${name}"), "w").write("x")\n        written.append(root)\n    except OSError:\n        pass\nprint(sorted(written))`,
    });
    expect(stdoutOf(writer)).toBe("['/dev/shm', '/tmp']\n");
    // Two runs at once take both slots, so one of them runs where the writer ran.
    const look = `import os\nfound = []\nfor root, dirs, files in os.walk("/"):\n    dirs[:] = [d for d in dirs if os.path.join(root, d) not in ("/proc", "/sys", "/usr")]\n    found += [os.path.join(root, f) for f in files if f == "${name}"]\nprint(found)`;
    const readers = await Promise.all([runner.run({ code: look }), runner.run({ code: look })]);
    expect(readers.map(stdoutOf)).toEqual(['[]\n', '[]\n']);
  });

  it('cannot slip markup or a fake figure past the engine by writing frames itself', async () => {
    const code = [
      'import os, json, struct',
      'def frame(message):',
      '    body = json.dumps(message).encode()',
      '    return struct.pack(">I", len(body)) + body',
      'html = \'<table onclick="x()"><tr><td style="color:red" colspan="2">a<img src=x onerror=alert(1)><script>alert(2)</script></td></tr></table>\'',
      'data = frame({"t": "out", "kind": "table", "html": html}) + frame({"t": "out", "kind": "figure", "png": "PHN2Zz48L3N2Zz4="})',
      'for fd in map(int, os.listdir("/proc/self/fd")):',
      '    try:',
      '        if fd > 2 and os.readlink(f"/proc/self/fd/{fd}").startswith("pipe:"):',
      '            os.write(fd, data)',
      '    except OSError:',
      '        pass',
    ].join('\n');
    const result = await runner.run({ code });
    expect(result.status).toBe('ok');
    expect(result.outputs).toEqual([{ kind: 'table', html: '<table><tr><td colspan="2">a</td></tr></table>' }]);
  });

  it('cannot make the engine hold a huge forged frame', async () => {
    // A header announcing 50 MB, then silence: the engine must end the run at once, not wait and buffer.
    const code =
      'import os, struct, time\nfor fd in (3, 4, 5, 6):\n    try:\n        os.write(fd, struct.pack(">I", 50 * 1024 ** 2) + b"{")\n    except OSError:\n        pass\ntime.sleep(600)';
    const result = await runner.run({ code, limits: { wallSeconds: 60 } });
    expect(result.status).toBe('output_limit');
  });

  it('holds no file descriptor of the server’s process', async () => {
    // 0-2, the descriptor listdir opens and the harness's frame pipe; nothing inherited from the engine's parent.
    const result = await runner.run({ code: 'import os\nprint(len(os.listdir("/proc/self/fd")))' });
    expect(stdoutOf(result)).toBe('5\n');
  });

  it('cannot open a socket, even to 127.0.0.1', async () => {
    let connections = 0;
    const server: Server = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const code = `import socket\nfor host in ("127.0.0.1", "1.1.1.1"):\n    try:\n        socket.create_connection((host, ${port}), timeout=2)\n        print(host, "connected")\n    except OSError as error:\n        print(host, "refused", error.errno)`;
      const result = await runner.run({ code });
      expect(result.status).toBe('ok');
      expect(stdoutOf(result)).not.toContain('connected');
      expect(connections).toBe(0);
    } finally {
      server.close();
    }
  });

  it('cannot kill its parent, the zygote or anything else', async () => {
    const code = [
      'import os, signal',
      'print("ppid", os.getppid(), "pid", os.getpid())',
      'for target in (os.getppid(), 1, -1):',
      '    try:',
      '        os.kill(target, signal.SIGKILL)',
      '    except OSError as error:',
      '        print("kill", target, error.errno)',
      'for pid in range(2, 4096):',
      '    try:',
      '        os.kill(pid, signal.SIGKILL)',
      '        print("killed", pid)',
      '    except OSError:',
      '        pass',
      'print("still here")',
    ].join('\n');
    const result = await runner.run({ code });
    expect(result.status).toBe('ok');
    expect(stdoutOf(result)).toContain('still here');
    expect(stdoutOf(result)).not.toContain('killed');
  });

  it('leaves no process behind', async () => {
    const tag = String(900_000 + (Date.now() % 99_999));
    const code = `import os\nif os.fork() == 0:\n    os.setsid()\n    if os.fork() == 0:\n        os.execv("/usr/bin/sleep", ["sleep", "${tag}"])\n    os._exit(0)\nimport time\ndef running():\n    for pid in os.listdir("/proc"):\n        try:\n            if "${tag}" in open(f"/proc/{pid}/cmdline").read():\n                return True\n        except OSError:\n            pass\n    return False\nwhile not running():\n    time.sleep(0.05)\nprint("daemon running")`;
    const result = await runner.run({ code });
    expect(result.status).toBe('ok');
    expect(stdoutOf(result)).toBe('daemon running\n');
    await waitFor(() => hostProcessesWith(tag).length === 0, 5_000);
  });

  it('reports a crashed interpreter', async () => {
    const segfault = await runner.run({ code: 'import ctypes\nctypes.string_at(0)' });
    expect(segfault.status).toBe('crashed');
    const abort = await runner.run({ code: 'import os\nprint("before", flush=True)\nos.abort()' });
    expect(abort.status).toBe('crashed');
    expect(stdoutOf(abort)).toBe('before\n');
  });
});

describe('the default limits', { timeout: 60_000 }, () => {
  it('applies each default inside the sandbox', async () => {
    const code =
      'import os, resource\nprint(resource.getrlimit(resource.RLIMIT_CPU)[0], resource.getrlimit(resource.RLIMIT_NOFILE)[0], resource.getrlimit(resource.RLIMIT_NPROC)[0], resource.getrlimit(resource.RLIMIT_FSIZE)[0])\ns = os.statvfs("/tmp")\nprint(s.f_blocks * s.f_frsize)';
    const defaults = { cpuSeconds: 10, wallSeconds: 20, memoryBytes: 1024 ** 3, processes: 64, openFiles: 256, outputBytes: 1024 ** 2, writtenBytes: 50 * 1024 ** 2 };
    const result = await runner.run({
      code: `${code}\nmapped = int(open("/proc/self/statm").read().split()[0]) * os.sysconf("SC_PAGE_SIZE")\nlimit = resource.getrlimit(resource.RLIMIT_AS)[0]\nprint(1024 ** 3 < limit <= mapped + 1024 ** 3)`,
      limits: defaults,
    });
    // The address space allowed is what the zygote had mapped at the fork (less than now) plus 1 GiB.
    expect(stdoutOf(result)).toBe(`10 256 64 ${50 * 1024 ** 2}\n${50 * 1024 ** 2}\nTrue\n`);
  });
});
