import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalizedSurveyQuestion, SurveyFileType } from '@madang/contracts/surveys';
import { apiErrorText } from '../../../lib/api/api-error-text.ts';
import { FilePicker } from '../../../ui/file-picker.tsx';
import { useUploadProgress } from '../../../ui/use-upload-progress.ts';
import { uploadSurveyFile } from '../api/surveys-api.ts';

export type AnswerValue = string | string[] | number | null;

const EXTENSIONS: Record<SurveyFileType, string[]> = { pdf: ['.pdf'], png: ['.png'], jpeg: ['.jpg', '.jpeg'], zip: ['.zip'], txt: ['.txt'] };

interface Props {
  surveyId: number;
  question: LocalizedSurveyQuestion;
  value: AnswerValue;
  onChange: (value: AnswerValue) => void;
  /** Told when this question's file starts and stops sending, so the form holds its submit meanwhile. */
  onUploading: (running: boolean) => void;
  error: string | undefined;
}

function Legend({ question }: { question: LocalizedSurveyQuestion }) {
  const { t } = useTranslation();
  return (
    <legend className="survey-question-title">
      {question.title}
      {question.required ? <span className="chip chip-quiet survey-required">{t('survey.answer.required')}</span> : null}
    </legend>
  );
}

/** A file answer: sent as soon as it is picked, so the answers carry only its id; the picker waits while one is sent. */
function FileAnswer({ surveyId, question, onChange, onUploading, error }: Props) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const { progress, onProgress, stop } = useUploadProgress();
  const [problem, setProblem] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const rules = question.file!;
  const pick = async (picked: File | null) => {
    setFile(picked);
    setProblem(undefined);
    setSent(null);
    onChange(null);
    if (!picked) return;
    onProgress(0);
    onUploading(true);
    try {
      const uploaded = await uploadSurveyFile({ surveyId, questionId: question.id, file: picked, onProgress });
      setSent(uploaded.name);
      onChange(uploaded.upload_id);
    } catch (failure) {
      setProblem(apiErrorText(failure, t));
    } finally {
      stop();
      onUploading(false);
    }
  };
  return (
    <div>
      <FilePicker
        label={question.title}
        rules={{ accept: rules.types.flatMap((type) => EXTENSIONS[type]), maxBytes: rules.max_mb * 1024 * 1024 }}
        file={file}
        onChange={(picked) => void pick(picked)}
        disabled={progress !== null}
        progress={progress}
        error={problem ?? error}
        testId={`survey-file-${question.id}`}
      />
      {sent ? (
        <p className="cell-sub" role="status">
          {t('survey.answer.uploaded', { name: sent })}
        </p>
      ) : null}
    </div>
  );
}

/** One question of the survey as its kind asks: radios, checkboxes, a text box, a scale or a file. */
export function QuestionField(props: Props) {
  const { t } = useTranslation();
  const { question, value, onChange, error } = props;
  const name = `q-${question.id}`;
  const errorLine = error ? (
    <p className="field-error" role="alert">
      {error}
    </p>
  ) : null;
  const help = question.help ? <p className="field-hint">{question.help}</p> : null;
  if (question.kind === 'file') {
    return (
      <fieldset className="survey-question" data-testid={`question-${question.id}`}>
        <Legend question={question} />
        {help}
        <FileAnswer {...props} />
      </fieldset>
    );
  }
  if (question.kind === 'text') {
    const text = typeof value === 'string' ? value : '';
    return (
      <fieldset className="survey-question" data-testid={`question-${question.id}`}>
        <Legend question={question} />
        {help}
        <textarea
          className="survey-text"
          aria-label={question.title}
          aria-invalid={error ? true : undefined}
          maxLength={question.max_length ?? undefined}
          rows={4}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
        <p className="cell-sub">{t('survey.answer.textCount', { count: text.length, max: question.max_length })}</p>
        {errorLine}
      </fieldset>
    );
  }
  const choices =
    question.kind === 'scale'
      ? Array.from({ length: question.scale!.max }, (_, i) => ({ id: String(i + 1), label: String(i + 1) }))
      : question.options.map((option) => ({ id: option.id, label: option.label }));
  const checked = (id: string) => (Array.isArray(value) ? value.includes(id) : String(value) === id);
  const toggle = (id: string) => {
    if (question.kind === 'multiple') {
      const current = Array.isArray(value) ? value : [];
      onChange(current.includes(id) ? current.filter((item) => item !== id) : [...current, id]);
    } else onChange(question.kind === 'scale' ? Number(id) : id);
  };
  return (
    <fieldset className="survey-question" data-testid={`question-${question.id}`}>
      <Legend question={question} />
      {help}
      {question.kind === 'scale' ? (
        <p className="cell-sub">
          {t('survey.answer.scaleLabel', { min: question.scale!.min_label || '1', max: question.scale!.max_label || question.scale!.max, n: question.scale!.max })}
        </p>
      ) : null}
      <div className={question.kind === 'scale' ? 'survey-choices survey-scale' : 'survey-choices'}>
        {choices.map((choice) => (
          <label key={choice.id} className="survey-choice">
            <input type={question.kind === 'multiple' ? 'checkbox' : 'radio'} name={name} checked={checked(choice.id)} onChange={() => toggle(choice.id)} />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {errorLine}
    </fieldset>
  );
}
