import '../learning.css';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EDU_ANSWER_XP_COST, EDU_HINT_XP_COST, EDU_STAGE_XP_DEFAULT, eduLevels, eduStepKinds } from '@madang/contracts/learning-kinds';
import { useLocalePath } from '../../../i18n/use-locale.ts';

/** The daily XP cap the platform shows (spec section 9). */
const DAILY_XP_CAP = 800;

/** /edu/about: what learning on Madang is — levels, steps, XP, hints and subscriptions. */
export default function EduAboutPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const costs = { hint: EDU_HINT_XP_COST, answer: EDU_ANSWER_XP_COST, stage: EDU_STAGE_XP_DEFAULT, cap: DAILY_XP_CAP };
  return (
    <div className="container page-pad edu-page edu-about">
      <h1 className="page-title">{t('learn.about.title')}</h1>
      <p className="edu-lead">{t('learn.about.lead')}</p>

      <section className="card edu-about-section" aria-labelledby="about-structure">
        <h2 id="about-structure">{t('learn.about.structureTitle')}</h2>
        <p>{t('learn.about.structure')}</p>
      </section>

      <section className="card edu-about-section" aria-labelledby="about-levels">
        <h2 id="about-levels">{t('learn.about.levelsTitle')}</h2>
        <dl className="edu-about-list">
          {eduLevels.map((level) => (
            <div key={level}>
              <dt>{t(`learn.level.${level}`)}</dt>
              <dd>{t(`learn.about.levels.${level}`)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="card edu-about-section" aria-labelledby="about-steps">
        <h2 id="about-steps">{t('learn.about.stepsTitle')}</h2>
        <dl className="edu-about-list">
          {eduStepKinds.map((kind) => (
            <div key={kind}>
              <dt>{t(`learn.kind.${kind}`)}</dt>
              <dd>{t(`learn.about.steps.${kind}`)}</dd>
            </div>
          ))}
        </dl>
        <p>{t('learn.about.order')}</p>
      </section>

      <section className="card edu-about-section" aria-labelledby="about-xp">
        <h2 id="about-xp">{t('learn.about.xpTitle')}</h2>
        <ul className="edu-about-bullets">
          <li>{t('learn.about.xp.stage', costs)}</li>
          <li>{t('learn.about.xp.hint', costs)}</li>
          <li>{t('learn.about.xp.answer', costs)}</li>
          <li>{t('learn.about.xp.retake')}</li>
        </ul>
      </section>

      <section className="card edu-about-section" aria-labelledby="about-access">
        <h2 id="about-access">{t('learn.about.accessTitle')}</h2>
        <p>{t('learn.about.access')}</p>
        <p>{t('learn.about.runner')}</p>
      </section>

      <div className="edu-about-actions">
        <Link className="btn btn-primary" to={lp('/hackathon')}>
          {t('learn.about.toHub')}
        </Link>
        <Link className="btn btn-outline" to={lp('/edu')}>
          {t('learn.hub.allProjects')}
        </Link>
      </div>
    </div>
  );
}
