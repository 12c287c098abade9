import { asc, eq, inArray } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../../app-context.ts';
import { competitions, eduProjectFiles, eduProjects, eduStages, eduSteps } from '../../../db/schema.ts';
import type { Storage } from '../../storage/storage.ts';
import type { ContentFile, ProjectContent } from './project-content.ts';

async function readStored(storage: Storage, key: string): Promise<Uint8Array> {
  const object = await storage.get(key);
  if (!object) throw new Error(`stored file missing: ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A project as it is in the database and the store, in the shape import takes: what export writes out.
 * `fileBytes: false` leaves the data files' bytes empty, for a notebook that only names them.
 */
export async function loadProjectContent(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  projectId: number,
  options: { fileBytes: boolean } = { fileBytes: true },
): Promise<ProjectContent | undefined> {
  const [project] = await ctx.db
    .select({ project: eduProjects, competition: competitions.slug })
    .from(eduProjects)
    .leftJoin(competitions, eq(competitions.id, eduProjects.competitionId))
    .where(eq(eduProjects.id, projectId));
  if (!project) return undefined;
  const { project: row } = project;
  const stages = await ctx.db.select().from(eduStages).where(eq(eduStages.projectId, projectId)).orderBy(asc(eduStages.number));
  const steps = stages.length
    ? await ctx.db
        .select()
        .from(eduSteps)
        .where(
          inArray(
            eduSteps.stageId,
            stages.map((stage) => stage.id),
          ),
        )
        .orderBy(asc(eduSteps.number))
    : [];
  const fileRows = await ctx.db.select().from(eduProjectFiles).where(eq(eduProjectFiles.projectId, projectId)).orderBy(asc(eduProjectFiles.name));
  const files: ContentFile[] = [];
  for (const file of fileRows) files.push({ name: file.name, bytes: options.fileBytes ? await readStored(ctx.storage, file.storageKey) : new Uint8Array() });
  // The stored cover is named by its hash; in the folder it is `cover.<ext>`.
  const cover =
    row.coverPath && options.fileBytes ? { name: `cover${row.coverPath.slice(row.coverPath.lastIndexOf('.'))}`, bytes: await readStored(ctx.storage, row.coverPath) } : null;

  return {
    slug: row.slug,
    category: row.category,
    level: row.level,
    access: row.access,
    state: row.state,
    position: row.position,
    competition: project.competition,
    cover,
    title: row.title,
    summary: row.summary,
    description: row.description,
    files,
    stages: stages.map((stage) => ({
      number: stage.number,
      title: stage.title,
      summary: stage.summary,
      xp: stage.xp,
      steps: steps
        .filter((step) => step.stageId === stage.id)
        .map((step) => ({ number: step.number, kind: step.kind, title: step.title, body: step.body, quiz: step.quiz, code: step.code })),
    })),
  };
}
