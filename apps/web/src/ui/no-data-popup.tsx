import { useTranslation } from 'react-i18next';
import { AlertDialog } from './alert-dialog.tsx';

/** What was asked for is gone (removed since the page loaded): said in a popup instead of a failed action. */
export function NoDataPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return <AlertDialog open={open} title={t('common.noData.title')} body={t('common.noData.body')} onClose={onClose} testId="no-data-popup" />;
}
