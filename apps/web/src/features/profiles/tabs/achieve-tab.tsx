import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Failed, Loading } from '../../../ui/query-state.tsx';
import { useBadges, useCertificates, useConfirmBadges } from '../api/profile-api.ts';
import { useProfile } from '../profile-layout-page.tsx';
import { BadgeList } from './badge-list.tsx';
import { CertificateList } from './certificate-list.tsx';

/** Badges earned and still to earn, and certificates of competition results. */
export function AchieveTab() {
  const { t } = useTranslation();
  const { head } = useProfile();
  const earned = useBadges(head.id, true);
  const toEarn = useBadges(head.id, false);
  const certificates = useCertificates(head.id);
  const confirm = useConfirmBadges();
  const hasNew = !!earned.data?.some((badge) => badge.is_new);

  // The owner has now seen their new badges.
  useEffect(() => {
    if (head.is_mine && hasNew) confirm.mutate();
  }, [head.is_mine, hasNew, confirm.mutate]);

  return (
    <div className="profile-achieve">
      <section className="card profile-section">
        <h2>{t('profile.badges.title')}</h2>
        {earned.isPending ? <Loading /> : earned.isError ? <Failed onRetry={() => void earned.refetch()} /> : <BadgeList badges={earned.data} empty={t('profile.badges.none')} />}
        {toEarn.data && toEarn.data.length > 0 ? (
          <>
            <h3 className="profile-subtitle">{t('profile.badges.toEarn')}</h3>
            <BadgeList badges={toEarn.data} empty="" />
          </>
        ) : null}
      </section>
      <section className="card profile-section">
        <h2>{t('profile.certificates.title')}</h2>
        <p className="muted">{t('profile.certificates.about')}</p>
        {certificates.isPending ? (
          <Loading />
        ) : certificates.isError ? (
          <Failed onRetry={() => void certificates.refetch()} />
        ) : (
          <CertificateList certificates={certificates.data.items} canDownload={head.is_mine} />
        )}
      </section>
    </div>
  );
}
