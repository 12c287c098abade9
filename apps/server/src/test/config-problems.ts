import { ConfigError, loadConfig } from '../config.ts';

/** The problems a configuration is refused for, or none when it loads. */
export function configProblemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}
