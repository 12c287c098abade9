import type { SandboxMode } from './types.ts';

export const NOBODY = 65534;
const SANDBOX_PATH = '/usr/bin:/bin';
/** Files under /etc that Python, its linker and matplotlib read; nothing else of /etc is shown. */
const ETC_FILES = ['/etc/ld.so.cache', '/etc/alternatives', '/etc/matplotlibrc', '/etc/fonts', '/etc/localtime', '/etc/mime.types'];

export interface SlotPaths {
  harnessDir: string;
  dataDir: string;
  /** The slot's matplotlib cache outside the sandbox (only used without one). */
  mplDir: string;
}

export interface SandboxCommand {
  command: string;
  args: string[];
  env: Record<string, string>;
  uid?: number;
  gid?: number;
}

function baseEnv(home: string, mplDir: string): Record<string, string> {
  return {
    PATH: SANDBOX_PATH,
    HOME: home,
    LANG: 'C.UTF-8',
    MPLBACKEND: 'Agg',
    MPLCONFIGDIR: mplDir,
    OPENBLAS_NUM_THREADS: '1',
    OMP_NUM_THREADS: '1',
    MKL_NUM_THREADS: '1',
    PYTHONDONTWRITEBYTECODE: '1',
  };
}

/**
 * How a slot's zygote is started. With bwrap: new user, pid, net, ipc, uts and cgroup namespaces, an empty root
 * with /usr and a few /etc files read-only, its own /tmp, the harness and the slot's data read-only, no environment
 * but the few variables below, and (when the engine runs as root) the host uid nobody so rlimits bind.
 */
export function buildSandboxCommand(options: { python: string; sandbox: SandboxMode; paths: SlotPaths; existing: (path: string) => boolean; runAsRoot: boolean }): SandboxCommand {
  const { python, paths } = options;
  const zygote = ['-I', '-B'];
  const asNobody = options.runAsRoot ? { uid: NOBODY, gid: NOBODY } : {};
  if (options.sandbox === 'none') {
    return { command: python, args: [...zygote, `${paths.harnessDir}/zygote.py`, 'none'], env: baseEnv(paths.mplDir, paths.mplDir), ...asNobody };
  }
  const env = baseEnv('/tmp', '/tmp/.matplotlib');
  const args = [
    '--unshare-user',
    '--unshare-pid',
    '--unshare-net',
    '--unshare-ipc',
    '--unshare-uts',
    '--unshare-cgroup-try',
    '--die-with-parent',
    '--new-session',
    '--clearenv',
    ...Object.entries(env).flatMap(([name, value]) => ['--setenv', name, value]),
    '--hostname',
    'madang-run',
    '--ro-bind',
    '/usr',
    '/usr',
    '--symlink',
    'usr/bin',
    '/bin',
    '--symlink',
    'usr/sbin',
    '/sbin',
    '--symlink',
    'usr/lib',
    '/lib',
    '--symlink',
    'usr/lib64',
    '/lib64',
    ...ETC_FILES.filter(options.existing).flatMap((file) => ['--ro-bind', file, file]),
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--tmpfs',
    '/tmp',
    '--ro-bind',
    paths.harnessDir,
    '/opt/madang',
    '--ro-bind',
    paths.dataDir,
    '/data',
    '--remount-ro',
    '/',
    '--chdir',
    '/tmp',
    python,
    ...zygote,
    '/opt/madang/zygote.py',
    'bwrap',
  ];
  return { command: '/usr/bin/bwrap', args, env: {}, ...asNobody };
}

/**
 * The same command started through python/launch.py, which joins the slot's cgroups and (as root) becomes the
 * unprivileged uid before it execs the command, so no process of the sandbox ever runs outside them or as root.
 */
export function launchThrough(command: SandboxCommand, options: { python: string; launcher: string; procsFiles: string[] }): SandboxCommand {
  const identity = command.uid === undefined ? [] : ['--uid', String(command.uid), '--gid', String(command.gid)];
  return {
    command: options.python,
    args: ['-I', '-S', options.launcher, ...options.procsFiles.flatMap((file) => ['--cgroup', file]), ...identity, '--', command.command, ...command.args],
    env: command.env,
  };
}
