import { createHash } from 'node:crypto';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import type { Executor } from '../../../db/client.ts';
import { competitions, eduProjectFiles, eduProjects, eduStages, eduSteps } from '../../../db/schema.ts';
import { imageStorageKey, uploadImage } from '../../host/upload-image.ts';
import { ContentError } from './content-error.ts';
import type { ProjectContent, StageContent } from './project-content.ts';

export interface ImportedProject {
  projectId: number;
  /** False when a project with the slug existed and was replaced. */
  created: boolean;
}

/** Where a data file's bytes live: named by their hash, so an unchanged file is stored once however often it is imported. */
export const dataFileStorageKey = (bytes: Uint8Array) => `edu-files/${createHash('sha256').update(bytes).digest('hex')}`;

/**
 * Writes a validated project to the database in one transaction, by slug: a new slug makes a project; an existing
 * one is replaced in place. Stages and steps are matched by number, so a step that keeps its (stage number, step
 * number) and its kind keeps its id and with it learners' progress; steps and stages that disappear, or change
 * kind, take their progress with them (docs/learning.md "Content as files").
 */
export async function importProject(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  options: { content: ProjectContent; authorUserId: number | null; state?: ProjectContent['state'] },
): Promise<ImportedProject> {
  const { content } = options;
  // Files first: a failed transaction leaves at worst an unused object, never a row without its file.
  const stored: { name: string; storageKey: string; size: number }[] = [];
  for (const file of content.files) {
    const key = dataFileStorageKey(file.bytes);
    await ctx.storage.put(key, Buffer.from(file.bytes));
    stored.push({ name: file.name, storageKey: key, size: file.bytes.length });
  }
  const coverPath = content.cover ? imageStorageKey((await uploadImage(ctx.storage, Buffer.from(content.cover.bytes))).url.split('/').pop()!) : null;

  const { imported, dropped } = await ctx.db.transaction(async (tx) => {
    const competitionId = content.competition ? await competitionIdOf(tx, content.competition) : null;
    const fields = {
      category: content.category,
      level: content.level,
      access: content.access,
      state: options.state ?? content.state,
      title: content.title,
      summary: content.summary,
      description: content.description,
      coverPath,
      competitionId,
      position: content.position,
      updatedAt: new Date(),
    };
    const [project] = await tx
      .insert(eduProjects)
      .values({ slug: content.slug, authorUserId: options.authorUserId, ...fields })
      .onConflictDoUpdate({ target: eduProjects.slug, set: fields })
      .returning({ id: eduProjects.id, created: sql<boolean>`xmax = 0` });
    const projectId = project!.id;
    await replaceStages(tx, projectId, content.stages);

    const oldFiles = await tx.delete(eduProjectFiles).where(eq(eduProjectFiles.projectId, projectId)).returning({ storageKey: eduProjectFiles.storageKey });
    if (stored.length > 0) await tx.insert(eduProjectFiles).values(stored.map((file) => ({ projectId, ...file })));
    return { imported: { projectId, created: project!.created }, dropped: oldFiles.map((file) => file.storageKey) };
  });
  await deleteUnusedFiles(ctx, dropped);
  return imported;
}

async function competitionIdOf(tx: Executor, slug: string): Promise<number> {
  const [competition] = await tx.select({ id: competitions.id }).from(competitions).where(eq(competitions.slug, slug));
  if (!competition) throw new ContentError([{ file: 'project.md', field: 'competition', key: 'validation.edu_unknown_competition', params: { slug } }]);
  return competition.id;
}

async function replaceStages(tx: Executor, projectId: number, stages: StageContent[]) {
  await tx.delete(eduStages).where(
    and(
      eq(eduStages.projectId, projectId),
      notInArray(
        eduStages.number,
        stages.map((stage) => stage.number),
      ),
    ),
  );
  const stageIds = new Map(
    (await tx.select({ id: eduStages.id, number: eduStages.number }).from(eduStages).where(eq(eduStages.projectId, projectId))).map((row) => [row.number, row.id]),
  );
  for (const stage of stages.filter((each) => stageIds.has(each.number))) {
    await tx
      .update(eduStages)
      .set({ title: stage.title, summary: stage.summary, xp: stage.xp })
      .where(eq(eduStages.id, stageIds.get(stage.number)!));
  }
  const added = stages.filter((stage) => !stageIds.has(stage.number));
  if (added.length > 0) {
    const rows = await tx
      .insert(eduStages)
      .values(added.map((stage) => ({ projectId, number: stage.number, title: stage.title, summary: stage.summary, xp: stage.xp })))
      .returning({ id: eduStages.id, number: eduStages.number });
    for (const row of rows) stageIds.set(row.number, row.id);
  }
  await replaceSteps(
    tx,
    stages.map((stage) => ({ stageId: stageIds.get(stage.number)!, stage })),
  );
}

/** Steps in place by (stage, number); one insert for all new steps keeps a first import to a few statements. */
async function replaceSteps(tx: Executor, stages: { stageId: number; stage: StageContent }[]) {
  const wanted = new Map(stages.flatMap(({ stageId, stage }) => stage.steps.map((step) => [`${stageId}:${step.number}`, step] as const)));
  const kept = await tx
    .select({ id: eduSteps.id, stageId: eduSteps.stageId, number: eduSteps.number, kind: eduSteps.kind })
    .from(eduSteps)
    .where(
      inArray(
        eduSteps.stageId,
        stages.map(({ stageId }) => stageId),
      ),
    );
  // A step whose number is gone, or that became another kind, goes with its progress (an old quiz answer means nothing to a code step).
  const gone = kept.filter((row) => wanted.get(`${row.stageId}:${row.number}`)?.kind !== row.kind).map((row) => row.id);
  if (gone.length > 0) await tx.delete(eduSteps).where(inArray(eduSteps.id, gone));
  const survivors = new Map(kept.filter((row) => !gone.includes(row.id)).map((row) => [`${row.stageId}:${row.number}`, row.id]));
  const inserts = [];
  for (const { stageId, stage } of stages) {
    for (const step of stage.steps) {
      const values = { kind: step.kind, title: step.title, body: step.body, quiz: step.quiz, code: step.code };
      const id = survivors.get(`${stageId}:${step.number}`);
      if (id) await tx.update(eduSteps).set(values).where(eq(eduSteps.id, id));
      else inserts.push({ stageId, number: step.number, ...values });
    }
  }
  if (inserts.length > 0) await tx.insert(eduSteps).values(inserts);
}

/** Removes stored data files that no project refers to any more. */
async function deleteUnusedFiles(ctx: Pick<AppContext, 'db' | 'storage'>, keys: string[]) {
  if (keys.length === 0) return;
  const used = new Set((await ctx.db.select({ key: eduProjectFiles.storageKey }).from(eduProjectFiles).where(inArray(eduProjectFiles.storageKey, keys))).map((row) => row.key));
  for (const key of new Set(keys)) if (!used.has(key)) await ctx.storage.delete(key);
}
