import { eq } from 'drizzle-orm';
import type { Locale } from '@madang/contracts';
import type { Executor } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';
import { CODE_RUN_QUEUE } from '../../code-runs/create-code-run.ts';
import { queuePositions } from '../../jobs/queue.ts';
import { loadOutline, type ProjectRow } from '../project-outline.ts';
import { findPublishProblems } from './publish-problems.ts';
import { loadStepPreviews } from './preview-state.ts';
import { fingerprintFiles, stepVersion } from './step-version.ts';

/** A project as its editor shows it: every part with the hidden ones, each code step's latest preview, what publishing would refuse. */
export async function loadAuthoredProject(db: Executor, options: { project: ProjectRow; locale: Locale }) {
  const { project } = options;
  const [outline, files, author] = await Promise.all([
    loadOutline(db, project),
    fingerprintFiles(db, project.id),
    project.authorUserId === null ? Promise.resolve([]) : db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, project.authorUserId)),
  ]);
  const versions = new Map(outline.steps.flatMap((step) => (step.kind === 'code' && step.code ? [[step.id, stepVersion(step.code, files)] as const] : [])));
  const previews = await loadStepPreviews(db, versions);
  const queued = [...previews.latest.values()].flatMap(({ solution, starter }) => [solution, starter]).filter((run) => run.status === 'queued');
  const positions = await queuePositions(db, { queue: CODE_RUN_QUEUE, key: 'runId', values: queued.map((run) => run.id) });
  return {
    outline,
    author: author[0] ?? null,
    versions,
    previews: previews.latest,
    queuePositions: positions,
    problems: findPublishProblems(outline, { current: previews.current, locale: options.locale }),
  };
}

export type AuthoredProject = Awaited<ReturnType<typeof loadAuthoredProject>>;
