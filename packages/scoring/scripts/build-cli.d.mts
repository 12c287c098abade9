/** Path of the bundled command line, packages/scoring/dist/score.mjs. */
export const bundlePath: string;
/** Whether the bundle exists and is at least as new as every source. */
export function isBundleFresh(): boolean;
/** Bundles src/cli/main.ts into dist/score.mjs. */
export function buildCli(): Promise<void>;
