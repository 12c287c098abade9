import type { TalkPostCreate } from '@madang/contracts/talkboard';
import type { Executor } from '../../db/client.ts';
import { badRequest, type FieldProblem } from '../../http/app-error.ts';
import { findSubjects } from './list-posts.ts';

type SubjectInput = Pick<TalkPostCreate, 'category' | 'subject_cpt_id' | 'subject_edu_id'>;

/**
 * What a post may be about: only forum posts name a competition or a learning project, a looking-for-team
 * post of the forum must name its competition, and only a competition everyone may see or a published project will do.
 */
export async function checkSubject(db: Executor, options: { competitionId: number | null; input: SubjectInput }): Promise<void> {
  const competitionId = options.input.subject_cpt_id ?? null;
  const projectId = options.input.subject_edu_id ?? null;
  const problems: FieldProblem[] = [];
  if (options.competitionId !== null) {
    if (competitionId !== null) problems.push({ field: 'subject_cpt_id', key: 'validation.talk_subject_forum_only' });
    if (projectId !== null) problems.push({ field: 'subject_edu_id', key: 'validation.talk_subject_forum_only' });
  } else if (options.input.category === 'team' && competitionId === null) {
    problems.push({ field: 'subject_cpt_id', key: 'validation.talk_team_competition' });
  } else {
    const found = await findSubjects(db, { competitionId, projectId });
    if (competitionId !== null && !found.competition) problems.push({ field: 'subject_cpt_id', key: 'validation.talk_subject_competition' });
    if (projectId !== null && !found.project) problems.push({ field: 'subject_edu_id', key: 'validation.talk_subject_project' });
  }
  if (problems.length > 0) throw badRequest('validation', { fields: problems });
}
