export interface RunFile {
  name: string;
  hostPath: string;
}

export interface RunCheck {
  checkCode: string;
  solutionCode?: string;
}

export interface RunRequest {
  code: string;
  files?: RunFile[];
  check?: RunCheck;
  limits?: Partial<import('./limits.ts').RunLimits>;
}

export type RunStatus = 'ok' | 'error' | 'timeout' | 'cpu_limit' | 'memory_limit' | 'output_limit' | 'crashed' | 'cancelled';

export interface RunOutput {
  kind: 'stdout' | 'stderr' | 'value' | 'table' | 'figure';
  text?: string;
  html?: string;
  png?: string;
}

export interface CheckResult {
  passed: boolean;
  message: { ko: string; en: string };
}

export interface RunResult {
  status: RunStatus;
  outputs: RunOutput[];
  truncated: boolean;
  error?: { type: string; message: string; traceback: string };
  check?: CheckResult;
  cpuMs: number;
  wallMs: number;
}

export interface RunnerAvailability {
  available: boolean;
  sandboxed: boolean;
  reason?: string;
  install?: string;
}

export type SandboxMode = 'bwrap' | 'none';
