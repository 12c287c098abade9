import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const DEFAULT_BASE_URL = 'http://localhost:3000';

/** MADANG_TOKEN, else the first line of ~/.madang/token, as the Python client reads it. */
export function tokenFromEnvironment(env: NodeJS.ProcessEnv = process.env, home = os.homedir()): string | undefined {
  const fromEnv = env.MADANG_TOKEN?.trim();
  if (fromEnv) return fromEnv;
  const file = path.join(home, '.madang', 'token');
  if (!existsSync(file)) return undefined;
  return readFileSync(file, 'utf8').split('\n')[0]?.trim() || undefined;
}

export const baseUrlFromEnvironment = (env: NodeJS.ProcessEnv = process.env) => (env.MADANG_BASE_URL ?? DEFAULT_BASE_URL).replace(/\/$/, '');
