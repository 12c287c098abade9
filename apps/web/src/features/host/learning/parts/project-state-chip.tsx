import { useTranslation } from 'react-i18next';

/** Draft or published, as the console's competition list shows it. */
export function ProjectStateChip({ state }: { state: 'draft' | 'published' }) {
  const { t } = useTranslation();
  return <span className={`chip ${state === 'published' ? 'host-chip-on' : 'chip-quiet'}`}>{t(`host.status.${state}`)}</span>;
}
