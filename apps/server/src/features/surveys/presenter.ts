import type { Locale } from '@madang/contracts';
import type { HostSurvey, HostSurveySummary, LocalizedSurveyQuestion, SurveyData, SurveyQuestion } from '@madang/contracts/surveys';
import type { LocalizedText } from '../../db/schema.ts';
import { surveyState } from './policy.ts';
import type { SurveyRow } from './find-survey.ts';

/** The text in the reader's language; an empty English text shows the Korean one. */
export const pick = (text: LocalizedText, locale: Locale) => (locale === 'en' && text.en ? text.en : text.ko);

function presentQuestion(question: SurveyQuestion, locale: Locale): LocalizedSurveyQuestion {
  return {
    id: question.id,
    kind: question.kind,
    title: pick(question.title, locale),
    help: pick(question.help, locale),
    required: question.required,
    options: question.kind === 'single' || question.kind === 'multiple' ? question.options.map((option) => ({ id: option.id, label: pick(option.label, locale) })) : [],
    max_length: question.kind === 'text' ? question.max_length : null,
    scale: question.kind === 'scale' ? { max: question.max, min_label: pick(question.min_label, locale), max_label: pick(question.max_label, locale) } : null,
    file: question.kind === 'file' ? { types: question.file_types, max_mb: question.max_mb } : null,
  };
}

/** A published survey as members read it, in their language. */
export function presentSurveyData(survey: SurveyRow, options: { locale: Locale; competitionTitle: LocalizedText | null; now: Date }): SurveyData {
  const { locale } = options;
  return {
    id: survey.id,
    kind: survey.kind,
    title: pick(survey.title, locale),
    description: pick(survey.description, locale),
    competition: survey.competitionId && options.competitionTitle ? { id: survey.competitionId, title: pick(options.competitionTitle, locale) } : null,
    opens_at: survey.opensAt?.toISOString() ?? null,
    closes_at: survey.closesAt?.toISOString() ?? null,
    state: surveyState(survey, options.now),
    questions: survey.questions.map((question) => presentQuestion(question, locale)),
  };
}

export function presentHostSurveySummary(survey: SurveyRow, responseCount: number): HostSurveySummary {
  return {
    id: survey.id,
    kind: survey.kind,
    title: survey.title,
    published: survey.publishedAt !== null,
    opens_at: survey.opensAt?.toISOString() ?? null,
    closes_at: survey.closesAt?.toISOString() ?? null,
    response_count: responseCount,
    open_count: survey.openCount,
  };
}

/** The survey as the builder edits it, in both languages. */
export function presentHostSurvey(survey: SurveyRow, responseCount: number): HostSurvey {
  return { ...presentHostSurveySummary(survey, responseCount), description: survey.description, competition_id: survey.competitionId, questions: survey.questions };
}
