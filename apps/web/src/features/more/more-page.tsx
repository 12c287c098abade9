import { useTranslation } from 'react-i18next';
import { MoreMenuContent } from './more-menu-content.tsx';

export default function MorePage() {
  const { t } = useTranslation();
  return (
    <div className="container narrow page-pad">
      <h1 className="page-title">{t('more.title')}</h1>
      <MoreMenuContent />
    </div>
  );
}
