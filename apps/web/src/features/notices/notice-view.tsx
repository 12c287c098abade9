import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Article } from '../editorial/article.tsx';
import { useCountNoticeRead, useNotice } from './api/notices-api.ts';
import { noticeBase } from './lib/notice-lib.ts';

/** One notice: its markdown body, the older and newer notices, and the way back to the list. Opening it counts a read. */
export function NoticeView({ id }: { id: number }) {
  const { t } = useTranslation();
  const base = noticeBase(useLocation().pathname);
  return (
    <Article
      kind="notice"
      id={id}
      query={useNotice(id)}
      countRead={useCountNoticeRead()}
      base={base}
      idOf={(other) => other.nt_id}
      labels={(item) => (
        <span className="notice-row-labels">
          {item.is_top ? <span className="chip notice-chip-top">{t('notice.pinned')}</span> : null}
          <span className="chip chip-quiet">{t(`notice.categories.${item.category}`)}</span>
        </span>
      )}
    />
  );
}
