import '../../styles/article.css';
import './notices.css';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NoticeList } from './notice-list.tsx';
import { NoticeView } from './notice-view.tsx';

/** /notice/notice/{id?}: the old address shows the notice it names, or the list without one. */
export default function NoticeLegacyPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  if (id) {
    return (
      <div className="container notice-narrow page-pad notice-page">
        <NoticeView key={id} id={Number(id)} />
      </div>
    );
  }
  return (
    <div className="container page-pad notice-page">
      <h1 className="page-title">{t('notice.title')}</h1>
      <NoticeList />
    </div>
  );
}
