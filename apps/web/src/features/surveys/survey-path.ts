import type { SurveyKind } from '@madang/contracts/surveys';

/** Where a survey is answered: the spec's three survey addresses, by kind. */
export const surveyPagePath = (survey: { id: number; kind: SurveyKind }) => (survey.kind === 'general' ? `/survey/${survey.id}` : `/${survey.kind}/survey/${survey.id}`);
