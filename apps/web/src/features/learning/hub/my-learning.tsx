import '../learning.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { apiErrorText } from '../../../lib/api/api-error-text.ts';
import { formatDate } from '../../../lib/format/dates.ts';
import { localized } from '../../../lib/format/localized.ts';
import { useMyEdu } from '../api/learning-api.ts';
import { resumePath } from '../lib/learning-lib.ts';
import { ProjectCover } from './project-cover.tsx';
import { ProjectProgress } from './project-progress.tsx';

type Tab = 'ongoing' | 'completed';
const LEARNING_HUB = '/hackathon';
const TABS: Tab[] = ['ongoing', 'completed'];

/**
 * My Learning (spec section 2): the member's ongoing projects with "continue" to the step left off, and the completed
 * ones. On the hub the projects to start are listed below it; elsewhere (the profile) an empty list links to them.
 */
export function MyLearning({ headingLevel = 2, onHub = false }: { headingLevel?: 2 | 3; onHub?: boolean }) {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const [tab, setTab] = useState<Tab>('ongoing');
  const list = useMyEdu(tab, true);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <section className="edu-mine" aria-labelledby="edu-mine-title" data-testid="my-learning">
      <div className="edu-section-head">
        <Heading id="edu-mine-title">{t('learn.mine.title')}</Heading>
        <div className="edu-toggle" role="group" aria-label={t('learn.mine.title')}>
          {TABS.map((name) => (
            <button key={name} type="button" className="edu-toggle-btn" aria-pressed={tab === name} onClick={() => setTab(name)}>
              {t(`learn.mine.${name}`)}
            </button>
          ))}
        </div>
      </div>
      {list.isPending ? (
        <p className="muted edu-mine-state" aria-busy="true">
          {t('common.loading')}
        </p>
      ) : list.isError ? (
        <p className="edu-mine-state" role="alert">
          {apiErrorText(list.error, t)}{' '}
          <button type="button" className="link-btn" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      ) : list.data.items.length === 0 ? (
        <p className="muted edu-mine-state">
          {tab === 'ongoing' && onHub ? t('learn.mine.empty.ongoingOnHub') : t(`learn.mine.empty.${tab}`)}{' '}
          {tab === 'ongoing' && !onHub ? (
            <Link to={lp(LEARNING_HUB)} className="link-btn">
              {t('learn.mine.browse')}
            </Link>
          ) : null}
        </p>
      ) : (
        <ul className="edu-mine-list">
          {list.data.items.map((item) => {
            const title = localized(item.title, i18n.language);
            return (
              <li key={item.id} className="edu-mine-row">
                <ProjectCover url={item.cover_url} category={item.category} />
                <div className="edu-mine-main">
                  <Link to={lp(`/edu/${item.id}`)} className="edu-mine-title">
                    {title}
                  </Link>
                  <ProjectProgress passed={item.passed_steps} total={item.step_count} />
                  <span className="muted edu-mine-meta">
                    {item.completed_at
                      ? t('learn.mine.completedAt', { date: formatDate(item.completed_at, i18n.language) })
                      : t('learn.mine.lastActivity', { date: formatDate(item.last_activity_at, i18n.language) })}
                  </span>
                </div>
                {tab === 'ongoing' ? (
                  <Link className="btn btn-primary btn-sm" to={lp(resumePath(item))} aria-label={t('learn.card.continueNamed', { title })}>
                    {t('learn.card.continue')}
                  </Link>
                ) : (
                  <Link className="btn btn-outline btn-sm" to={lp(`/edu/${item.id}`)}>
                    {t('learn.mine.review')}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
