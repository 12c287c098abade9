import { competitionCreateSchema, type CompetitionCreate } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { uniqueViolationOf } from '../../db/errors.ts';
import { competitions } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http/app-error.ts';
import { competitionColumnsFrom } from './competition-columns.ts';
import type { CompetitionRow } from './find-competition.ts';

/**
 * Creates a competition from the host's form; data files and ground truth are added afterwards. The
 * console creates drafts (`draft: true`) that only their host sees until published.
 */
export async function createCompetition(db: Executor, options: { input: CompetitionCreate; hostUserId: number | null; draft?: boolean }): Promise<CompetitionRow> {
  const input = competitionCreateSchema.parse(options.input);
  if (input.ends_at <= input.starts_at) throw badRequest('validation', { fields: [{ field: 'ends_at', key: 'validation.invalid_value' }] });
  const [row] = await db
    .insert(competitions)
    .values({
      slug: input.slug,
      hostUserId: options.hostUserId,
      ...competitionColumnsFrom(input),
      ...(options.draft ? { publishedAt: null } : {}),
    })
    .returning()
    .catch((error: unknown) => {
      if (uniqueViolationOf(error)) throw conflict('slug_exist');
      throw error;
    });
  return row!;
}
