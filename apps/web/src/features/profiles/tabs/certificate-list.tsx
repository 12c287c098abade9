import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileCertificate } from '@madang/contracts/profiles';
import { useLocale } from '../../../i18n/use-locale.ts';
import { apiErrorText } from '../../../lib/api/api-error-text.ts';
import { notify } from '../../../ui/toast.ts';
import { localized } from '../../../lib/format/localized.ts';
import { downloadCertificate } from '../api/profile-api.ts';
import { MedalMark } from './medal.tsx';
import { formatDate } from '../../../lib/format/dates.ts';

/** Certificates of final places on closed boards; the owner downloads each as a printable page. */
export function CertificateList({ certificates, canDownload }: { certificates: ProfileCertificate[]; canDownload: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const [busy, setBusy] = useState<number | null>(null);
  if (certificates.length === 0) return <p className="muted">{t('profile.certificates.none')}</p>;

  const download = async (cptId: number) => {
    setBusy(cptId);
    try {
      await downloadCertificate(cptId);
    } catch (error) {
      notify.error(apiErrorText(error, t));
    } finally {
      setBusy(null);
    }
  };
  return (
    <ul className="profile-rows">
      {certificates.map((certificate) => (
        <li key={certificate.cpt_id} className="profile-row">
          <div>
            <span className="profile-row-title">{localized(certificate.title, locale)}</span>
            <p className="muted profile-row-meta">
              {t('profile.competitions.rank', { rank: certificate.rank, total: certificate.ranked_teams })} ·{' '}
              {t('profile.certificates.closed', { date: formatDate(certificate.closed_at, i18n.language) })}
            </p>
          </div>
          <div className="profile-row-side">
            <MedalMark medal={certificate.medal} />
            {canDownload ? (
              <button type="button" className="btn btn-outline btn-sm" disabled={busy === certificate.cpt_id} onClick={() => void download(certificate.cpt_id)}>
                {t('profile.certificates.download')}
              </button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
