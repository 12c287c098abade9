import type { HostSurvey, SurveyFileType, SurveyInput, SurveyKind, SurveyQuestionKind } from '@madang/contracts/surveys';
import { fromLocalInput, toLocalInput } from '../../../lib/format/kst-input.ts';

type Text = { ko: string; en: string };
const blank = (): Text => ({ ko: '', en: '' });

/** One question as the builder edits it: every kind's fields at once, so switching kind keeps what was typed. */
export interface QuestionDraft {
  id: string;
  kind: SurveyQuestionKind;
  title: Text;
  required: boolean;
  options: { id: string; label: Text }[];
  maxLength: number;
  max: number;
  minLabel: Text;
  maxLabel: Text;
  fileTypes: SurveyFileType[];
  maxMb: number;
}

export interface SurveyDraft {
  kind: SurveyKind;
  title: Text;
  description: Text;
  competitionId: string;
  opensAt: string;
  closesAt: string;
  questions: QuestionDraft[];
}

/** A fresh id not used by `taken`: `q1`, `q2`, … (ids key the answers, so they never change once given). */
export function freshId(prefix: string, taken: readonly { id: string }[]): string {
  let n = taken.length + 1;
  while (taken.some((item) => item.id === `${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}

export function newQuestion(taken: readonly { id: string }[]): QuestionDraft {
  return {
    id: freshId('q', taken),
    kind: 'single',
    title: blank(),
    required: false,
    options: [
      { id: 'o1', label: blank() },
      { id: 'o2', label: blank() },
    ],
    maxLength: 2000,
    max: 5,
    minLabel: blank(),
    maxLabel: blank(),
    fileTypes: ['pdf'],
    maxMb: 10,
  };
}

export const emptyDraft = (): SurveyDraft => ({
  kind: 'general',
  title: blank(),
  description: blank(),
  competitionId: '',
  opensAt: '',
  closesAt: '',
  questions: [newQuestion([])],
});

/** The stored survey as the builder's draft. */
export function draftOf(survey: HostSurvey): SurveyDraft {
  return {
    kind: survey.kind,
    title: survey.title,
    description: survey.description,
    competitionId: survey.competition_id ? String(survey.competition_id) : '',
    opensAt: toLocalInput(survey.opens_at),
    closesAt: toLocalInput(survey.closes_at),
    questions: survey.questions.map((question) => ({
      ...newQuestion([]),
      id: question.id,
      kind: question.kind,
      title: question.title,
      required: question.required,
      ...(question.kind === 'single' || question.kind === 'multiple' ? { options: question.options } : {}),
      ...(question.kind === 'text' ? { maxLength: question.max_length } : {}),
      ...(question.kind === 'scale' ? { max: question.max, minLabel: question.min_label, maxLabel: question.max_label } : {}),
      ...(question.kind === 'file' ? { fileTypes: question.file_types, maxMb: question.max_mb } : {}),
    })),
  };
}

function questionInput(question: QuestionDraft): SurveyInput['questions'][number] {
  const base = { id: question.id, title: question.title, required: question.required };
  switch (question.kind) {
    case 'single':
    case 'multiple':
      return { ...base, kind: question.kind, options: question.options };
    case 'text':
      return { ...base, kind: 'text', max_length: question.maxLength };
    case 'scale':
      return { ...base, kind: 'scale', max: question.max, min_label: question.minLabel, max_label: question.maxLabel };
    case 'file':
      return { ...base, kind: 'file', file_types: question.fileTypes, max_mb: question.maxMb };
  }
}

/** The draft as the API takes it; the server checks everything and names each field it refuses. */
export function inputOf(draft: SurveyDraft): SurveyInput {
  return {
    kind: draft.kind,
    title: draft.title,
    description: draft.description,
    competition_id: draft.kind === 'winner' && draft.competitionId ? Number(draft.competitionId) : null,
    opens_at: fromLocalInput(draft.opensAt),
    closes_at: fromLocalInput(draft.closesAt),
    questions: draft.questions.map(questionInput),
  };
}
