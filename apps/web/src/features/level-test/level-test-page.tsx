import './level-test.css';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { LEVEL_QUESTIONS } from './lib/questions.ts';
import { decodeInterests, INTERESTS_PARAM, resultPath } from './lib/result-query.ts';

/** The level test: one question a screen, with the way back, then the result page that the answers address. */
export default function LevelTestPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  // Subjects named by the survey, when it came first, go on to the result.
  const interests = decodeInterests(useSearchParams()[0].get(INTERESTS_PARAM)) ?? [];
  const [answers, setAnswers] = useState<(number | undefined)[]>(() => LEVEL_QUESTIONS.map(() => undefined));
  const [index, setIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const question = LEVEL_QUESTIONS[index]!;
  const chosen = answers[index];
  const last = index === LEVEL_QUESTIONS.length - 1;

  // A new question takes the focus to its heading, so a screen reader and the keyboard start from it.
  const go = (next: number) => {
    setIndex(next);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === undefined) return;
    if (!last) return go(index + 1);
    void navigate(
      lp(
        resultPath(
          answers.map((answer) => answer ?? 0),
          interests,
        ),
      ),
    );
  };

  return (
    <div className="container lt-page">
      <header className="lt-head">
        <h1 className="page-title">{t('levelTest.title')}</h1>
        <p className="muted">{t('levelTest.lead', { count: LEVEL_QUESTIONS.length })}</p>
      </header>
      <div className="lt-progress">
        <span>{t('levelTest.progress', { current: index + 1, total: LEVEL_QUESTIONS.length })}</span>
        <progress max={LEVEL_QUESTIONS.length} value={index + 1} aria-label={t('levelTest.progressLabel')} />
      </div>
      <form className="lt-card" onSubmit={submit}>
        <fieldset>
          <legend className="lt-subject chip">{t(`learn.category.${question.subject}`)}</legend>
          <h2 className="lt-question" ref={headingRef} tabIndex={-1} id={`lt-q-${question.id}`}>
            {t(`levelTest.question.${question.id}.text`)}
          </h2>
          <div className="lt-options" role="radiogroup" aria-labelledby={`lt-q-${question.id}`}>
            {Array.from({ length: question.optionCount }, (_, option) => (
              <label key={`${question.id}-${option}`} className={`lt-option${chosen === option ? ' lt-option-chosen' : ''}`}>
                <input
                  type="radio"
                  name={question.id}
                  checked={chosen === option}
                  onChange={() => setAnswers((previous) => previous.map((answer, at) => (at === index ? option : answer)))}
                />
                <span>{t(`levelTest.question.${question.id}.options.${option}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="lt-actions">
          {index > 0 ? (
            <button type="button" className="btn btn-outline" onClick={() => go(index - 1)}>
              {t('levelTest.previous')}
            </button>
          ) : null}
          <button type="submit" className="btn btn-primary" disabled={chosen === undefined}>
            {last ? t('levelTest.finish') : t('levelTest.next')}
          </button>
        </div>
      </form>
    </div>
  );
}
