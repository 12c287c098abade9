import '../code.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { Empty, Failed, Loading } from '../../../ui/query-state.tsx';
import { useCommunityError } from '../../community/use-community-error.ts';
import { useCodeList } from '../api/code-api.ts';
import { readCodeListState } from '../lib/code-list-state.ts';
import { CodeCard } from '../list/code-card.tsx';

const LATEST = 4;
const FIRST_PAGE = readCodeListState(new URLSearchParams());

/** The community index's section of the newest shared code, site-wide and from public competitions. */
export function LatestCode() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const latest = useCodeList(0, FIRST_PAGE);
  const errorText = useCommunityError();
  return (
    <section className="talk-community-section" aria-labelledby="latest-code-heading">
      <div className="code-section-head">
        <h2 id="latest-code-heading">{t('code.community.latest')}</h2>
        <Link className="link-btn" to={lp('/community/codeshare')}>
          {t('code.community.goAll')}
        </Link>
      </div>
      {latest.isPending ? (
        <Loading />
      ) : latest.isError ? (
        <Failed text={errorText(latest.error)} onRetry={() => void latest.refetch()} />
      ) : latest.data.items.length === 0 ? (
        <Empty text={t('code.list.empty')} />
      ) : (
        <ul className="code-list">
          {latest.data.items.slice(0, LATEST).map((post) => (
            <CodeCard key={post.cs_id} post={post} showBoard />
          ))}
        </ul>
      )}
    </section>
  );
}
