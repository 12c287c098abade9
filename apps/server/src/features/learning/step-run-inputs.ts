import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import type { RunCheck, RunFile } from '@madang/runner';
import type { AppContext } from '../../app-context.ts';
import { eduProjectFiles, eduStages, eduSteps } from '../../db/schema.ts';

export interface StepRunInputs {
  files: RunFile[];
  /** A submission's hidden check against the model answer; none for a plain run. */
  check?: RunCheck;
  /** Removes the files' local copies once the run has ended. */
  dispose(): Promise<void>;
}

/**
 * What a run of a learning step needs besides its code: the project's data files, copied from the store to a
 * private directory the runner mounts them from, and for a submission the step's check and model answer.
 */
export async function prepareStepRunInputs(ctx: Pick<AppContext, 'db' | 'storage'>, options: { stepId: number; submit: boolean }): Promise<StepRunInputs> {
  const [row] = await ctx.db
    .select({ code: eduSteps.code, projectId: eduStages.projectId })
    .from(eduSteps)
    .innerJoin(eduStages, eq(eduStages.id, eduSteps.stageId))
    .where(eq(eduSteps.id, options.stepId));
  if (!row) return { files: [], dispose: async () => {} };
  const stored = await ctx.db.select().from(eduProjectFiles).where(eq(eduProjectFiles.projectId, row.projectId));
  const dir = await mkdtemp(path.join(os.tmpdir(), 'madang-step-files-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const files: RunFile[] = [];
    for (const file of stored) {
      const object = await ctx.storage.get(file.storageKey);
      // A file missing from the store is left out: the learner's code then meets FileNotFoundError, as it would.
      if (!object) continue;
      const hostPath = path.join(dir, `${files.length}`);
      await pipeline(object.body, createWriteStream(hostPath));
      files.push({ name: file.name, hostPath });
    }
    const check = options.submit && row.code ? { checkCode: row.code.check, solutionCode: row.code.solution } : undefined;
    return { files, check, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
