import '../../styles/article.css';
import './notices.css';
import { useParams } from 'react-router';
import { NoticeView } from './notice-view.tsx';

/** /notice/{id} and /more/notice/{id}; the route lets only digits through. */
export default function NoticePage() {
  const id = Number(useParams().id);
  return (
    <div className="container notice-narrow page-pad notice-page">
      <NoticeView key={id} id={id} />
    </div>
  );
}
