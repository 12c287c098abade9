import '../../styles/article.css';
import './interviews.css';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { Article } from '../editorial/article.tsx';
import { useCountInterviewRead, useInterview } from './api/interviews-api.ts';
import { interviewBase } from './lib/interview-base.ts';

/** One interview: the winners, the competition it tells about, the body, and the older and newer interviews. */
function InterviewView({ id }: { id: number }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const base = interviewBase(useLocation().pathname);
  return (
    <Article
      kind="interview"
      id={id}
      query={useInterview(id)}
      countRead={useCountInterviewRead()}
      base={base}
      idOf={(other) => other.win_id}
      cover={(item) => (item.cover_image_url ? <img className="interview-cover" src={item.cover_image_url} alt="" /> : null)}
      labels={(item) =>
        item.competition ? (
          <Link className="chip chip-quiet" to={lp(`/competitions/${item.competition.host}/${item.competition.slug}/overview/description`)}>
            {item.competition.title}
          </Link>
        ) : null
      }
      byline={(item) => <p className="interview-winners">{t('notice.interview.winners', { winners: item.winners })}</p>}
      lead={(item) => <p className="interview-summary">{item.summary}</p>}
    />
  );
}

/** /ranking/interview/{id} and /more/interview/{id}; the route lets only digits through. */
export default function InterviewPage() {
  const id = Number(useParams().id);
  return (
    <div className="container notice-narrow page-pad notice-page">
      <InterviewView key={id} id={id} />
    </div>
  );
}
