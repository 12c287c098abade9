import './level-test.css';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { eduCategories, type EduCategory } from '@madang/contracts';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { ANSWERS_PARAM, decodeAnswers, decodeInterests, INTERESTS_PARAM, levelTestQuery, resultPath } from './lib/result-query.ts';

/**
 * The interest survey: which subjects the taker wants to learn. It keeps nothing on the server; the chosen
 * subjects ride in the result's address, so the recommendations follow them and a shared link keeps them.
 * Without a test result it leads on to the test, which passes the subjects on to the result.
 */
export default function SurveyPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const answers = decodeAnswers(params.get(ANSWERS_PARAM));
  const [chosen, setChosen] = useState<EduCategory[]>(() => decodeInterests(params.get(INTERESTS_PARAM)) ?? []);
  const [missing, setMissing] = useState(false);

  const toggle = (subject: EduCategory) => {
    setMissing(false);
    setChosen((previous) =>
      previous.includes(subject) ? previous.filter((item) => item !== subject) : eduCategories.filter((item) => item === subject || previous.includes(item)),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return setMissing(true);
    void navigate(lp(answers ? resultPath(answers, chosen) : `/mbti/ds-level-test${levelTestQuery(null, chosen)}`));
  };

  return (
    <div className="container lt-page">
      <header className="lt-head">
        <h1 className="page-title">{t('levelTest.survey.title')}</h1>
        <p className="muted">{t('levelTest.survey.lead')}</p>
      </header>
      <form className="lt-card" onSubmit={submit} noValidate>
        <fieldset aria-describedby={missing ? 'lt-survey-missing' : undefined}>
          <legend className="lt-question">{t('levelTest.survey.question')}</legend>
          <div className="lt-options">
            {eduCategories.map((subject) => (
              <label key={subject} className={`lt-option${chosen.includes(subject) ? ' lt-option-chosen' : ''}`}>
                <input type="checkbox" checked={chosen.includes(subject)} onChange={() => toggle(subject)} />
                <span>{t(`learn.category.${subject}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {missing ? (
          <p id="lt-survey-missing" role="alert" className="lt-error">
            {t('levelTest.survey.missing')}
          </p>
        ) : null}
        <div className="lt-actions">
          <button type="submit" className="btn btn-primary">
            {answers ? t('levelTest.survey.toResult') : t('levelTest.survey.toTest')}
          </button>
        </div>
      </form>
    </div>
  );
}
