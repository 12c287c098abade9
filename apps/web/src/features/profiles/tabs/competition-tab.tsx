import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MyCompetitionsPanel } from '../../my-competitions/my-competitions-panel.tsx';
import { Failed, Loading } from '../../../ui/query-state.tsx';
import { useCompetitionsTaken, useCompetitionSummary } from '../api/profile-api.ts';
import { useProfile } from '../profile-layout-page.tsx';
import { CompetitionRows } from './competition-rows.tsx';

/** Every competition the member took part in, or only those that won a medal; the owner also sees their running ones and invitations. */
export function CompetitionTab() {
  const { t } = useTranslation();
  const { head } = useProfile();
  const [gubun, setGubun] = useState<'all' | 'medal'>('all');
  const list = useCompetitionsTaken(head.id, gubun);
  const summary = useCompetitionSummary(head.id);

  return (
    <>
      {head.is_mine ? <MyCompetitionsPanel /> : null}
      <section className="card profile-section">
        <div className="profile-section-head">
          <h2>{t('profile.competitions.title')}</h2>
          <div className="tabs" role="tablist">
            {(['all', 'medal'] as const).map((value) => (
              <button key={value} type="button" role="tab" aria-selected={gubun === value} onClick={() => setGubun(value)}>
                {t(`profile.competitions.filter.${value}`)}
              </button>
            ))}
          </div>
        </div>
        {summary.data ? (
          <p className="muted" data-testid="competition-summary">
            {t('profile.competitions.summary', { joined: summary.data.joined, gold: summary.data.gold, silver: summary.data.silver, bronze: summary.data.bronze })}
          </p>
        ) : null}
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <Failed onRetry={() => void list.refetch()} />
        ) : (
          <CompetitionRows entries={list.data} empty={t(gubun === 'all' ? 'profile.competitions.none' : 'profile.competitions.noMedals')} />
        )}
      </section>
    </>
  );
}
