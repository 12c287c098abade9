import { useTranslation } from 'react-i18next';
import { Failed, Loading } from '../../../ui/query-state.tsx';
import { useCertificates } from '../api/profile-api.ts';
import { useProfile } from '../profile-layout-page.tsx';
import { CertificateList } from './certificate-list.tsx';

/** The owner's certificates of competition results, to download. */
export function CertificateTab() {
  const { t } = useTranslation();
  const { head } = useProfile();
  const certificates = useCertificates(head.id);
  return (
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
  );
}
