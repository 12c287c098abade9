import './level-test.css';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { ANSWERS_PARAM, decodeAnswers, decodeInterests, INTERESTS_PARAM, levelTestQuery } from './lib/result-query.ts';
import { scoreLevelTest } from './lib/scoring.ts';
import { PracticeCompetitions, RecommendedProjects } from './recommendations.tsx';
import { ShareLink } from './share-link.tsx';

/** The result a shared or just-made address names: level, what it means, subjects, and what to do next. */
export default function LevelTestResultPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const [params] = useSearchParams();
  const answers = decodeAnswers(params.get(ANSWERS_PARAM));
  const interests = decodeInterests(params.get(INTERESTS_PARAM));

  if (!answers || !interests) {
    return (
      <div className="container lt-page">
        <div className="lt-card" role="alert">
          <h1 className="page-title">{t('levelTest.result.invalidTitle')}</h1>
          <p>{t('levelTest.result.invalidText')}</p>
          <Link className="btn btn-primary" to={lp('/mbti/ds-level-test')}>
            {t('levelTest.take')}
          </Link>
        </div>
      </div>
    );
  }

  const result = scoreLevelTest(answers);
  return (
    <div className="container lt-page">
      <header className="lt-card lt-result-head">
        <p className="muted">{t('levelTest.result.kicker')}</p>
        <h1>
          <span className={`chip edu-level edu-level-${result.level}`}>{t(`learn.level.${result.level}`)}</span>
        </h1>
        <p className="lt-score">{t('levelTest.result.score', { correct: result.correct, total: result.total })}</p>
        <p>{t(`levelTest.result.meaning.${result.level}`)}</p>
      </header>
      <section className="lt-card" aria-labelledby="lt-subjects-title">
        <h2 id="lt-subjects-title">{t('levelTest.result.subjects')}</h2>
        <ul className="lt-subjects">
          {result.subjects.map((score) => (
            <li key={score.subject}>
              <span>{t(`learn.category.${score.subject}`)}</span>
              <meter min={0} max={score.total} value={score.correct} aria-label={t(`learn.category.${score.subject}`)} />
              <span>{t('levelTest.result.subjectScore', { correct: score.correct, total: score.total })}</span>
            </li>
          ))}
        </ul>
        {result.strengths.length > 0 ? <p>{t('levelTest.result.strengths', { subjects: result.strengths.map((subject) => t(`learn.category.${subject}`)).join(', ') })}</p> : null}
        {result.weaknesses.length > 0 ? (
          <p>{t('levelTest.result.weaknesses', { subjects: result.weaknesses.map((subject) => t(`learn.category.${subject}`)).join(', ') })}</p>
        ) : null}
      </section>
      <section className="lt-card" aria-labelledby="lt-interests-title">
        <h2 id="lt-interests-title">{t('levelTest.result.interests')}</h2>
        <p>
          {interests.length > 0
            ? t('levelTest.result.interestsChosen', { subjects: interests.map((subject) => t(`learn.category.${subject}`)).join(', ') })
            : t('levelTest.result.interestsNone')}
        </p>
        <p className="lt-actions">
          <Link className="btn btn-outline btn-sm" to={lp(`/mbti/mbti-survey${levelTestQuery(answers, interests)}`)}>
            {interests.length > 0 ? t('levelTest.result.interestsChange') : t('levelTest.result.interestsTell')}
          </Link>
        </p>
      </section>
      <RecommendedProjects result={result} interests={interests} />
      <PracticeCompetitions />
      <ShareLink answers={answers} interests={interests} />
      <p className="lt-actions">
        <Link className="btn btn-outline" to={lp('/mbti/ds-level-test')}>
          {t('levelTest.retake')}
        </Link>
      </p>
    </div>
  );
}
