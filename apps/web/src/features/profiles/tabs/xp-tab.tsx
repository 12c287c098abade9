import { useTranslation } from 'react-i18next';
import { NotYetTab } from './not-yet-tab.tsx';

/** The owner's XP, level and history, with their rank and tier. */
export function XpTab() {
  const { t } = useTranslation();
  return <NotYetTab title={t('profile.xp.title')} text={t('profile.xp.pending')} />;
}
