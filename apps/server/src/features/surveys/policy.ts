import type { SurveyState } from '@madang/contracts/surveys';
import type { UserRow } from '../accounts/sessions.ts';
import { forbidden } from '../../http/app-error.ts';
import type { SurveyRow } from './find-survey.ts';

/** Surveys speak for the whole site, so only admins build, publish and read them in the console. */
export function assertSurveyAdmin(user: UserRow): void {
  if (user.role !== 'admin') throw forbidden('admin_only');
}

/** Where a published survey stands at `now`: before its opening, open, or after its close. */
export function surveyState(survey: Pick<SurveyRow, 'opensAt' | 'closesAt'>, now: Date): SurveyState {
  if (survey.opensAt && now < survey.opensAt) return 'upcoming';
  if (survey.closesAt && now >= survey.closesAt) return 'closed';
  return 'open';
}
