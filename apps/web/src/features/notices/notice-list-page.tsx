import '../../styles/article.css';
import './notices.css';
import { useTranslation } from 'react-i18next';
import { NoticeList } from './notice-list.tsx';

/** /notice, /more/notice and the community's notices tab: the list of notices. */
export default function NoticeListPage() {
  const { t } = useTranslation();
  return (
    <div className="container page-pad notice-page">
      <h1 className="page-title">{t('notice.title')}</h1>
      <NoticeList />
    </div>
  );
}
