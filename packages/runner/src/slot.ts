import { chmodSync, chownSync, copyFileSync, constants, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import type { RunLimits } from './limits.ts';
import { RunCgroup } from './run-cgroup.ts';
import { buildSandboxCommand, launchThrough, NOBODY, type SlotPaths } from './sandbox-command.ts';
import type { RunFile, RunOutput, RunRequest, RunResult, RunStatus, SandboxMode } from './types.ts';
import { ZygoteProcess } from './zygote-process.ts';

const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/** How long the zygote gets to report a run it was told to kill before the whole sandbox is killed instead. */
const KILL_GRACE_MS = 5_000;
const STARTUP_TIMEOUT_MS = 120_000;

export interface SlotOptions {
  index: number;
  python: string;
  sandbox: SandboxMode;
  workDir: string;
  harnessDir: string;
  /** Unique to this runner, so two runners on one machine make different cgroups. */
  cgroupName: string;
}

/** One zygote and the directories it sees; runs one request at a time and respawns its zygote when it dies. */
export class Slot {
  private zygote: ZygoteProcess | undefined;
  private ready: Promise<ZygoteProcess> | undefined;
  private readonly paths: SlotPaths & { root: string; scratchDir: string };
  private closed = false;
  private readonly cgroup: RunCgroup | undefined;

  constructor(private readonly options: SlotOptions) {
    this.cgroup = RunCgroup.create(`${options.cgroupName}-slot-${options.index}`);
    const root = path.join(options.workDir, `slot-${options.index}`);
    this.paths = {
      root,
      harnessDir: options.harnessDir,
      dataDir: path.join(root, 'data'),
      mplDir: path.join(root, 'matplotlib'),
      scratchDir: path.join(root, 'scratch'),
    };
    for (const dir of [root, this.paths.dataDir, this.paths.mplDir]) {
      mkdirSync(dir, { recursive: true });
      chmodSync(dir, 0o755);
    }
    // Without a sandbox, a root server still runs the code as uid 65534, which writes only its own directories.
    if (options.sandbox === 'none' && isRoot()) chownSync(this.paths.mplDir, NOBODY, NOBODY);
  }

  /** Starts the zygote (if it is not running) and resolves once it has imported the libraries. */
  start(): Promise<ZygoteProcess> {
    if (this.ready && this.zygote?.isAlive) return this.ready;
    const runAsRoot = isRoot();
    const sandboxCommand = buildSandboxCommand({
      python: this.options.python,
      sandbox: this.options.sandbox,
      paths: this.paths,
      existing: existsSync,
      runAsRoot,
    });
    const command =
      this.cgroup || sandboxCommand.uid !== undefined
        ? launchThrough(sandboxCommand, {
            python: this.options.python,
            launcher: path.join(this.options.harnessDir, 'launch.py'),
            procsFiles: this.cgroup?.procsFiles ?? [],
          })
        : sandboxCommand;
    const zygote = new ZygoteProcess(command, this.paths.root);
    this.zygote = zygote;
    let started = false;
    // A zygote that has not imported the libraries in two minutes is stuck, not slow.
    const stuck = setTimeout(() => zygote.kill(), STARTUP_TIMEOUT_MS);
    this.ready = zygote.next().then((message) => {
      clearTimeout(stuck);
      if (message?.t !== 'ready') throw new Error(`the runner's Python did not start: ${zygote.diagnostics || 'no output'}`);
      started = true;
      return zygote;
    });
    void zygote.exited.then(() => {
      if (this.closed || this.zygote !== zygote) return;
      this.ready = undefined;
      // A zygote that had started and then died (killed, or taken down with a run) is replaced at once, so the next
      // run does not pay for the imports; one that never started is retried only when a run needs it.
      if (started) this.start().catch(() => {});
    });
    return this.ready;
  }

  async run(request: RunRequest, limits: RunLimits, signal?: AbortSignal): Promise<RunResult> {
    const started = performance.now();
    if (signal?.aborted) return emptyResult('cancelled', started);
    const zygote = await this.start();
    try {
      this.prepareFiles(request.files ?? []);
      const scratch = this.options.sandbox === 'none' ? this.prepareScratch() : undefined;
      this.cgroup?.limitRun(limits.memoryBytes, limits.processes);
      const oomKills = this.cgroup?.oomKills() ?? 0;
      const message = await this.exchange(zygote, { t: 'run', code: request.code, check: request.check ?? null, limits, scratch }, limits, signal);
      const result = toRunResult(message, started);
      // The kernel killed a process of the run for using more memory than the slot allows.
      if (this.cgroup && this.cgroup.oomKills() > oomKills && !['output_limit', 'cancelled', 'timeout'].includes(result.status)) {
        result.status = 'memory_limit';
      }
      return result;
    } finally {
      this.clearFiles();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const zygote = this.zygote;
    if (zygote) {
      zygote.kill();
      await zygote.exited;
    }
    await this.cgroup?.remove();
  }

  private exchange(zygote: ZygoteProcess, message: Record<string, unknown>, limits: RunLimits, signal?: AbortSignal): Promise<Record<string, unknown>> {
    return new Promise((resolve) => {
      let reason: RunStatus | undefined;
      let backstop: NodeJS.Timeout | undefined;
      const stop = (why: 'timeout' | 'cancelled') => {
        if (reason) return;
        reason = why;
        zygote.send({ t: 'kill', reason: why });
        // A zygote that cannot end its run in time takes its whole sandbox (every process of the run) with it.
        backstop = setTimeout(() => zygote.kill(), KILL_GRACE_MS);
      };
      const wall = setTimeout(() => stop('timeout'), limits.wallSeconds * 1000);
      const onAbort = () => stop('cancelled');
      signal?.addEventListener('abort', onAbort, { once: true });
      zygote.send(message);
      void zygote.next().then((reply) => {
        clearTimeout(wall);
        clearTimeout(backstop);
        signal?.removeEventListener('abort', onAbort);
        if (reply?.t === 'result') resolve(reply);
        else resolve({ t: 'result', status: reason ?? 'crashed', outputs: [], truncated: false, cpuMs: 0, failure: zygote.diagnostics });
      });
    });
  }

  private prepareFiles(files: RunFile[]): void {
    this.clearFiles();
    for (const file of files) {
      if (!FILE_NAME.test(file.name)) throw new Error(`invalid data file name: ${file.name}`);
      const target = path.join(this.paths.dataDir, file.name);
      copyFileSync(file.hostPath, target, constants.COPYFILE_FICLONE);
      chmodSync(target, 0o444);
    }
  }

  private clearFiles(): void {
    for (const name of readdirSync(this.paths.dataDir)) rmSync(path.join(this.paths.dataDir, name), { force: true, recursive: true });
  }

  /** Without a sandbox: a fresh scratch directory per run, with the run's files under data/. */
  private prepareScratch(): string {
    rmSync(this.paths.scratchDir, { recursive: true, force: true });
    mkdirSync(this.paths.scratchDir, { recursive: true });
    if (isRoot()) chownSync(this.paths.scratchDir, NOBODY, NOBODY);
    symlinkSync(this.paths.dataDir, path.join(this.paths.scratchDir, 'data'));
    return this.paths.scratchDir;
  }
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

function emptyResult(status: RunStatus, started: number): RunResult {
  return { status, outputs: [], truncated: false, cpuMs: 0, wallMs: Math.round(performance.now() - started) };
}

function toRunResult(message: Record<string, unknown>, started: number): RunResult {
  const result: RunResult = {
    status: message.status as RunStatus,
    outputs: (message.outputs as RunOutput[]) ?? [],
    truncated: Boolean(message.truncated),
    cpuMs: Number(message.cpuMs ?? 0),
    wallMs: Math.round(performance.now() - started),
  };
  if (message.error) result.error = message.error as RunResult['error'] & object;
  if (message.check) result.check = message.check as RunResult['check'] & object;
  return result;
}
