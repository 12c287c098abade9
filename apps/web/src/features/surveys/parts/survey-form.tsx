import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SurveyData } from '@madang/contracts/surveys';
import { useFormErrors } from '../../../ui/use-form-errors.ts';
import { useSubmitSurvey } from '../api/surveys-api.ts';
import { type AnswerValue, QuestionField } from './question-field.tsx';
import { emptyTalentDraft, TalentPoolFields, talentInput } from './talent-pool-fields.tsx';

/** The questions in order with one submit; a job survey adds the talent pool's opt-in, sent with the answers. */
export function SurveyForm({ survey, onDone }: { survey: SurveyData; onDone: () => void }) {
  const { t } = useTranslation();
  const submit = useSubmitSurvey(survey.id);
  const form = useFormErrors();
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>({});
  const [talent, setTalent] = useState(emptyTalentDraft);
  // The questions whose file is still being sent: answers go only once every file has its id.
  const [uploading, setUploading] = useState<ReadonlySet<string>>(new Set());
  const markUploading = (questionId: string, running: boolean) =>
    setUploading((current) => {
      const next = new Set(current);
      if (running) next.add(questionId);
      else next.delete(questionId);
      return next;
    });
  const send = (event: FormEvent) => {
    event.preventDefault();
    form.clear();
    const given = Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== null));
    submit.mutate(
      { survey_id: survey.id, answers: given, ...(survey.kind === 'job' && talent.join ? { talent_pool: talentInput(talent) } : {}) },
      { onSuccess: onDone, onError: form.show },
    );
  };
  return (
    <form className="survey-form" onSubmit={send} noValidate>
      {survey.questions.map((question) => (
        <QuestionField
          key={question.id}
          surveyId={survey.id}
          question={question}
          value={answers[question.id] ?? null}
          onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
          onUploading={(running) => markUploading(question.id, running)}
          error={form.errors[`answers.${question.id}`]}
        />
      ))}
      {survey.kind === 'job' ? (
        <fieldset className="survey-question">
          <legend className="survey-question-title">{t('survey.talent.title')}</legend>
          <label className="survey-choice">
            <input type="checkbox" checked={talent.join} onChange={(event) => setTalent({ ...talent, join: event.target.checked })} />
            <span>{t('survey.talent.join')}</span>
          </label>
          {talent.join ? <TalentPoolFields draft={talent} onChange={setTalent} errors={form.errors} /> : null}
        </fieldset>
      ) : null}
      {form.formError ? (
        <p className="field-error" role="alert">
          {form.formError}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={submit.isPending || uploading.size > 0}>
        {submit.isPending ? t('survey.answer.submitting') : t('survey.answer.submit')}
      </button>
    </form>
  );
}
