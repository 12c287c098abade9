import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RunCgroup } from './run-cgroup.ts';

const v1 = existsSync('/sys/fs/cgroup/pids/cgroup.procs') && existsSync('/sys/fs/cgroup/memory/cgroup.procs');
const writable = process.getuid?.() === 0 && v1;

function ownPids(): string {
  const line = readFileSync('/proc/self/cgroup', 'utf8')
    .split('\n')
    .find((entry) => entry.split(':')[1]?.split(',').includes('pids'));
  return path.join('/sys/fs/cgroup/pids', line!.split(':')[2]!);
}

describe('a slot’s cgroups', () => {
  it.skipIf(!writable)('limit the run and are removed, with any an engine that died left behind', async () => {
    const dead = spawnSync('/bin/true').pid;
    const abandoned = path.join(ownPids(), `madang-runner-${dead}-abandoned-slot-0`);
    mkdirSync(abandoned, { recursive: true });
    const cgroup = RunCgroup.create(`madang-runner-${process.pid}-test-slot-0`)!;
    expect(existsSync(abandoned)).toBe(false);
    cgroup.limitRun(256 * 1024 ** 2, 16);
    const dir = path.join(ownPids(), `madang-runner-${process.pid}-test-slot-0`);
    expect(readFileSync(path.join(dir, 'pids.max'), 'utf8').trim()).toBe('20');
    expect(cgroup.oomKills()).toBe(0);
    await cgroup.remove();
    expect(existsSync(dir)).toBe(false);
  });
});
