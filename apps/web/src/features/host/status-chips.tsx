import { useTranslation } from 'react-i18next';

/** Draft or published, and active, practice or closed. */
export function StatusChips({ published, status }: { published: boolean; status: 'active' | 'practice' | 'closed' }) {
  const { t } = useTranslation();
  return (
    <span className="host-chips">
      <span className={`chip ${published ? 'host-chip-on' : 'chip-quiet'}`}>{published ? t('host.status.published') : t('host.status.draft')}</span>
      <span className="chip chip-quiet">{t(`host.status.${status}`)}</span>
    </span>
  );
}
