import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'madang-runner-config-'));

describe('runner settings', () => {
  it('default to a sandboxed runner with the issue’s limits, in the runner’s units', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).runner).toEqual({
      enabled: true,
      python: '/usr/bin/python3',
      allowUnsandboxed: false,
      slots: 2,
      limits: { cpuSeconds: 10, wallSeconds: 20, memoryBytes: 1024 ** 3, processes: 64, openFiles: 256, outputBytes: 1024 ** 2, writtenBytes: 50 * 1024 ** 2 },
      activePerMember: 3,
      runsPerMinute: 20,
    });
  });

  it('read every setting and refuse nonsense with the setting’s name', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      RUNNER_ENABLED: 'false',
      RUNNER_ALLOW_UNSANDBOXED: 'true',
      RUNNER_SLOTS: '4',
      RUNNER_MEMORY_MB: '256',
      RUNNER_OUTPUT_KB: '64',
      RUNNER_WRITTEN_MB: '5',
      RUNNER_ACTIVE_PER_MEMBER: '1',
    }).runner;
    expect(config).toMatchObject({ enabled: false, allowUnsandboxed: true, slots: 4, activePerMember: 1 });
    expect(config.limits).toMatchObject({ memoryBytes: 256 * 1024 ** 2, outputBytes: 64 * 1024, writtenBytes: 5 * 1024 ** 2 });
    try {
      loadConfig({ DATA_DIR: dataDir(), RUNNER_SLOTS: '0', RUNNER_CPU_SECONDS: '-1', RUNNER_ENABLED: 'maybe' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.map((p) => p.split(':')[0]).sort()).toEqual(['RUNNER_CPU_SECONDS', 'RUNNER_ENABLED', 'RUNNER_SLOTS']);
    }
  });
});
