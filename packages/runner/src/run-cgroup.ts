import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = '/sys/fs/cgroup';
/** bwrap's two processes, the zygote and the run's first process: a slot's processes besides the run's own. */
const SLOT_PROCESSES = 4;

/**
 * A slot's memory and pids cgroups, made under the engine's own cgroups when they can be written (cgroup v1 with
 * memory and pids controllers, or v2 with both enabled). They bound the run as a whole (rlimits bound each process)
 * and tell an out-of-memory kill from a crash. Absent when the machine does not let the engine make them.
 */
export class RunCgroup {
  private constructor(
    private readonly memoryDir: string,
    private readonly pidsDir: string,
    private readonly version: 1 | 2,
  ) {}

  /** The directories a launched zygote writes its pid into. */
  get procsFiles(): string[] {
    return [...new Set([this.memoryDir, this.pidsDir])].map((dir) => path.join(dir, 'cgroup.procs'));
  }

  static create(name: string): RunCgroup | undefined {
    try {
      if (existsSync(path.join(ROOT, 'memory/cgroup.procs')) && existsSync(path.join(ROOT, 'pids/cgroup.procs'))) {
        const memoryDir = path.join(ROOT, 'memory', ownPath('memory'), name);
        const pidsDir = path.join(ROOT, 'pids', ownPath('pids'), name);
        removeAbandoned(path.dirname(memoryDir));
        removeAbandoned(path.dirname(pidsDir));
        mkdirSync(memoryDir, { recursive: true });
        mkdirSync(pidsDir, { recursive: true });
        return new RunCgroup(memoryDir, pidsDir, 1);
      }
      const controllers = readFileSync(path.join(ROOT, 'cgroup.controllers'), 'utf8');
      if (!/\bmemory\b/.test(controllers) || !/\bpids\b/.test(controllers)) return undefined;
      const parent = path.join(ROOT, ownPath(''), 'madang-runner');
      mkdirSync(parent, { recursive: true });
      writeFileSync(path.join(parent, 'cgroup.subtree_control'), '+memory +pids');
      removeAbandoned(parent);
      const dir = path.join(parent, name);
      mkdirSync(dir, { recursive: true });
      return new RunCgroup(dir, dir, 2);
    } catch {
      return undefined;
    }
  }

  /** Before a run: the slot may use what the idle zygote uses now plus the run's allowance. */
  limitRun(memoryBytes: number, processes: number): void {
    if (this.version === 1) {
      const used = Number(readFileSync(path.join(this.memoryDir, 'memory.usage_in_bytes'), 'utf8'));
      writeFileSync(path.join(this.memoryDir, 'memory.limit_in_bytes'), String(used + memoryBytes));
    } else {
      const used = Number(readFileSync(path.join(this.memoryDir, 'memory.current'), 'utf8'));
      writeFileSync(path.join(this.memoryDir, 'memory.max'), String(used + memoryBytes));
      if (existsSync(path.join(this.memoryDir, 'memory.swap.max'))) writeFileSync(path.join(this.memoryDir, 'memory.swap.max'), '0');
    }
    writeFileSync(path.join(this.pidsDir, 'pids.max'), String(processes + SLOT_PROCESSES));
  }

  /** How many processes the kernel has killed in this cgroup for want of memory. */
  oomKills(): number {
    const file = this.version === 1 ? 'memory.oom_control' : 'memory.events';
    const match = /^oom_kill (\d+)$/m.exec(readFileSync(path.join(this.memoryDir, file), 'utf8'));
    return match ? Number(match[1]) : 0;
  }

  /** Removes the cgroups once their processes are gone (the kernel refuses while any remain). */
  async remove(): Promise<void> {
    for (const dir of new Set([this.memoryDir, this.pidsDir])) {
      // The sandbox's last processes may take a moment to leave after its first one is killed (up to 5 s).
      for (let attempt = 0; attempt < 250; attempt += 1) {
        try {
          rmdirSync(dir);
          break;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    }
  }
}

/** Empty cgroups left by an engine whose process is gone (killed before it could close the runner). */
function removeAbandoned(parent: string): void {
  for (const entry of readdirSync(parent)) {
    const owner = /^madang-runner-(\d+)-/.exec(entry)?.[1];
    if (!owner || isAlive(Number(owner))) continue;
    try {
      rmdirSync(path.join(parent, entry));
    } catch {
      // still holds a process; a later start retries
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** This process's cgroup path for a v1 controller ('' for v2), so the engine's cgroups nest under its own. */
function ownPath(controller: string): string {
  for (const line of readFileSync('/proc/self/cgroup', 'utf8').split('\n')) {
    const [, controllers, where] = line.split(':');
    if (controllers === undefined || where === undefined) continue;
    if (controller === '' ? controllers === '' : controllers.split(',').includes(controller)) return where;
  }
  return '/';
}
