import { spawn, type ChildProcess } from 'node:child_process';
import { FrameDecoder, encodeFrame } from './frames.ts';
import type { SandboxCommand } from './sandbox-command.ts';

export type ZygoteMessage = Record<string, unknown>;

/** One running zygote: a child process speaking frames on stdin/stdout. */
export class ZygoteProcess {
  readonly exited: Promise<void>;
  private readonly child: ChildProcess;
  private readonly decoder = new FrameDecoder();
  private waiting: ((message: ZygoteMessage | null) => void) | undefined;
  private pending: ZygoteMessage[] = [];
  private alive = true;
  private stderrTail = '';

  constructor(command: SandboxCommand, cwd: string) {
    this.child = spawn(command.command, command.args, {
      cwd,
      env: command.env,
      stdio: ['pipe', 'pipe', 'pipe'],
      ...(command.uid === undefined ? {} : { uid: command.uid, gid: command.gid }),
    });
    this.child.stdout!.on('data', (chunk: Buffer) => {
      for (const message of this.decoder.push(chunk)) this.deliver(message);
    });
    this.child.stderr!.on('data', (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString('utf8')).slice(-4000);
    });
    this.child.stdin!.on('error', () => {});
    this.exited = new Promise((resolve) => {
      this.child.on('error', (error) => {
        this.stderrTail += String(error);
        this.finish();
        resolve();
      });
      this.child.on('exit', () => {
        this.finish();
        resolve();
      });
    });
  }

  get isAlive(): boolean {
    return this.alive;
  }

  /** What the zygote printed on stderr lately: the reason when it failed to start. */
  get diagnostics(): string {
    return this.stderrTail.trim();
  }

  send(message: ZygoteMessage): void {
    if (this.alive) this.child.stdin!.write(encodeFrame(message));
  }

  /** The next message from the zygote, or null once it has exited. */
  next(): Promise<ZygoteMessage | null> {
    const message = this.pending.shift();
    if (message) return Promise.resolve(message);
    if (!this.alive) return Promise.resolve(null);
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  kill(): void {
    if (this.alive) this.child.kill('SIGKILL');
  }

  private deliver(message: ZygoteMessage): void {
    const waiting = this.waiting;
    if (waiting) {
      this.waiting = undefined;
      waiting(message);
    } else {
      this.pending.push(message);
    }
  }

  private finish(): void {
    this.alive = false;
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.(null);
  }
}
