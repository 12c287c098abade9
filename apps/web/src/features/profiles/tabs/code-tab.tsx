import { useTranslation } from 'react-i18next';
import { NotYetTab } from './not-yet-tab.tsx';

/** The member's shared code posts. */
export function CodeTab() {
  const { t } = useTranslation();
  return <NotYetTab title={t('profile.code.title')} text={t('profile.code.pending')} />;
}
