import { useTranslation } from 'react-i18next';
import { surveyFileTypes, surveyQuestionKinds } from '@madang/contracts/surveys';
import { Field } from '../../../ui/field.tsx';
import { freshId, type QuestionDraft } from './survey-draft.ts';

interface Props {
  question: QuestionDraft;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange: (question: QuestionDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** The first refusal the server named under this question's path (`questions.2.options.0.label.ko`). */
const errorUnder = (errors: Record<string, string>, path: string) => errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];

/** One question of the builder: its kind, texts in both languages, required flag, and its kind's own settings. */
export function QuestionEditor({ question, index, count, errors, onChange, onMove, onRemove }: Props) {
  const { t } = useTranslation();
  const n = index + 1;
  const at = `questions.${index}`;
  const set = (patch: Partial<QuestionDraft>) => onChange({ ...question, ...patch });
  const setOption = (i: number, lang: 'ko' | 'en', value: string) =>
    set({ options: question.options.map((option, j) => (j === i ? { ...option, label: { ...option.label, [lang]: value } } : option)) });
  return (
    <fieldset className="cpt-panel host-section survey-editor-question" data-testid={`editor-question-${n}`}>
      <legend className="survey-question-title">{t('survey.console.question', { n })}</legend>
      <div className="host-inline">
        <label className="field survey-select">
          <span>{t('survey.console.kind')}</span>
          <select className="host-select" value={question.kind} onChange={(event) => set({ kind: event.target.value as QuestionDraft['kind'] })}>
            {surveyQuestionKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`survey.questionKinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="survey-choice">
          <input type="checkbox" checked={question.required} onChange={(event) => set({ required: event.target.checked })} />
          <span>{t('survey.console.required')}</span>
        </label>
      </div>
      <Field
        label={t('survey.console.questionKo')}
        value={question.title.ko}
        error={errorUnder(errors, `${at}.title`)}
        onChange={(e) => set({ title: { ...question.title, ko: e.target.value } })}
      />
      <Field label={t('survey.console.questionEn')} value={question.title.en} onChange={(e) => set({ title: { ...question.title, en: e.target.value } })} />
      {question.kind === 'single' || question.kind === 'multiple' ? (
        <div className="survey-editor-options">
          {question.options.map((option, i) => (
            <div key={option.id} className="host-inline">
              <Field
                label={t('survey.console.optionKo', { n: i + 1 })}
                value={option.label.ko}
                error={errorUnder(errors, `${at}.options.${i}`)}
                onChange={(e) => setOption(i, 'ko', e.target.value)}
              />
              <Field label={t('survey.console.optionEn', { n: i + 1 })} value={option.label.en} onChange={(e) => setOption(i, 'en', e.target.value)} />
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={question.options.length <= 2}
                onClick={() => set({ options: question.options.filter((_, j) => j !== i) })}
                aria-label={t('survey.console.removeOption', { n: i + 1 })}
              >
                ✕
              </button>
            </div>
          ))}
          {errors[`${at}.options`] ? <p className="field-error">{errors[`${at}.options`]}</p> : null}
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => set({ options: [...question.options, { id: freshId('o', question.options), label: { ko: '', en: '' } }] })}
          >
            {t('survey.console.addOption')}
          </button>
        </div>
      ) : null}
      {question.kind === 'text' ? (
        <Field
          type="number"
          min={1}
          max={2000}
          label={t('survey.console.maxLength')}
          value={question.maxLength}
          error={errorUnder(errors, `${at}.max_length`)}
          onChange={(e) => set({ maxLength: Number(e.target.value) })}
        />
      ) : null}
      {question.kind === 'scale' ? (
        <>
          <Field
            type="number"
            min={2}
            max={10}
            label={t('survey.console.scaleMax')}
            value={question.max}
            error={errorUnder(errors, `${at}.max`)}
            onChange={(e) => set({ max: Number(e.target.value) })}
          />
          <div className="host-inline">
            <Field label={t('survey.console.minLabelKo')} value={question.minLabel.ko} onChange={(e) => set({ minLabel: { ...question.minLabel, ko: e.target.value } })} />
            <Field label={t('survey.console.minLabelEn')} value={question.minLabel.en} onChange={(e) => set({ minLabel: { ...question.minLabel, en: e.target.value } })} />
          </div>
          <div className="host-inline">
            <Field label={t('survey.console.maxLabelKo')} value={question.maxLabel.ko} onChange={(e) => set({ maxLabel: { ...question.maxLabel, ko: e.target.value } })} />
            <Field label={t('survey.console.maxLabelEn')} value={question.maxLabel.en} onChange={(e) => set({ maxLabel: { ...question.maxLabel, en: e.target.value } })} />
          </div>
        </>
      ) : null}
      {question.kind === 'file' ? (
        <>
          <fieldset className="survey-choices">
            <legend>{t('survey.console.fileTypes')}</legend>
            {surveyFileTypes.map((type) => (
              <label key={type} className="survey-choice">
                <input
                  type="checkbox"
                  checked={question.fileTypes.includes(type)}
                  onChange={(event) => set({ fileTypes: event.target.checked ? [...question.fileTypes, type] : question.fileTypes.filter((item) => item !== type) })}
                />
                <span>{t(`survey.fileTypes.${type}`)}</span>
              </label>
            ))}
          </fieldset>
          {errorUnder(errors, `${at}.file_types`) ? <p className="field-error">{errorUnder(errors, `${at}.file_types`)}</p> : null}
          <Field
            type="number"
            min={1}
            max={20}
            label={t('survey.console.maxMb')}
            value={question.maxMb}
            error={errorUnder(errors, `${at}.max_mb`)}
            onChange={(e) => set({ maxMb: Number(e.target.value) })}
          />
        </>
      ) : null}
      <div className="host-inline">
        <button type="button" className="btn btn-ghost btn-sm" disabled={index === 0} onClick={() => onMove(-1)} aria-label={t('survey.console.moveUp', { n })}>
          ↑
        </button>
        <button type="button" className="btn btn-ghost btn-sm" disabled={index === count - 1} onClick={() => onMove(1)} aria-label={t('survey.console.moveDown', { n })}>
          ↓
        </button>
        <button type="button" className="btn btn-ghost btn-sm" disabled={count <= 1} onClick={onRemove}>
          {t('survey.console.removeQuestion', { n })}
        </button>
      </div>
    </fieldset>
  );
}
