import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { NOBODY } from './sandbox-command.ts';
import type { RunnerAvailability, SandboxMode } from './types.ts';

const LIBRARIES: Record<string, string> = {
  pandas: 'python3-pandas',
  numpy: 'python3-numpy',
  sklearn: 'python3-sklearn',
  matplotlib: 'python3-matplotlib',
};
const BWRAP = '/usr/bin/bwrap';
/** The same nesting a run needs: a user namespace inside bwrap's, owning new mount and pid namespaces. */
const NESTED_NAMESPACES = `import ctypes,sys;libc=ctypes.CDLL(None,use_errno=True);sys.exit(0 if libc.unshare(0x10000000|0x20000|0x20000000|0x08000000)==0 else 3)`;

interface Outcome {
  code: number | null;
  output: string;
}

function execute(command: string, args: string[], asNobody: boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8', MPLBACKEND: 'Agg' },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(asNobody ? { uid: NOBODY, gid: NOBODY, cwd: '/' } : {}),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ code: null, output: String(error) }));
    child.on('close', (code) => resolve({ code, output: output.trim().slice(-2000) }));
  });
}

function installCommand(packages: string[]): string {
  return `sudo apt-get install -y --no-install-recommends ${packages.join(' ')}`;
}

/** Whether runs can happen here: Python with the four libraries, and (unless sandbox is 'none') a working bwrap. */
export async function probeRunner(options: { python?: string; sandbox: SandboxMode }): Promise<RunnerAvailability> {
  const python = options.python ?? '/usr/bin/python3';
  const sandboxed = options.sandbox === 'bwrap';
  if (!existsSync(python)) {
    return { available: false, sandboxed, reason: `${python} is missing`, install: installCommand(['python3', ...Object.values(LIBRARIES)]) };
  }
  const names = Object.keys(LIBRARIES);
  // Imported, not just found: a half-installed library fails here rather than in every run.
  const script = `import importlib,sys\nmissing=[]\nfor n in sys.argv[1:]:\n  try: importlib.import_module(n)\n  except Exception: missing.append(n)\nprint(' '.join(missing))`;
  const found = await execute(python, ['-I', '-c', script, ...names], false);
  if (found.code !== 0) return { available: false, sandboxed, reason: `${python} does not run: ${found.output}` };
  const missing = found.output.split(/\s+/).filter(Boolean);
  if (missing.length > 0) {
    return {
      available: false,
      sandboxed,
      reason: `${python} lacks ${missing.join(', ')}`,
      install: installCommand(missing.map((name) => LIBRARIES[name]!)),
    };
  }
  if (!sandboxed) return { available: true, sandboxed };
  if (!existsSync(BWRAP)) return { available: false, sandboxed, reason: `${BWRAP} is missing`, install: installCommand(['bubblewrap']) };
  const args = [
    '--unshare-user',
    '--unshare-pid',
    '--unshare-net',
    '--unshare-ipc',
    '--unshare-uts',
    '--die-with-parent',
    '--ro-bind',
    '/usr',
    '/usr',
    '--symlink',
    'usr/lib',
    '/lib',
    '--symlink',
    'usr/lib64',
    '/lib64',
    '--symlink',
    'usr/bin',
    '/bin',
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--tmpfs',
    '/tmp',
    python,
    '-I',
    '-c',
    NESTED_NAMESPACES,
  ];
  const sandbox = await execute(BWRAP, args, process.getuid?.() === 0);
  if (sandbox.code !== 0) {
    return {
      available: false,
      sandboxed,
      reason: `bubblewrap cannot create the run's namespaces here (unprivileged user namespaces may be disabled): ${sandbox.output || `exit ${sandbox.code}`}`,
    };
  }
  return { available: true, sandboxed };
}
