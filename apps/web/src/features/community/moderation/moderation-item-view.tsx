import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ModerationItem } from '@madang/contracts/talkboard';
import { useLocalePath } from '../../../i18n/use-locale.ts';

/** What a report or a hidden entry is about: kind, board, author, excerpt and a link to it. */
export function ModerationItemView({ item }: { item: ModerationItem }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <div className="mod-item">
      <div className="mod-item-meta">
        <span className="chip">{t(`talk.moderation.${item.kind}`)}</span>
        <span className="muted">{item.board_title ?? t('talk.moderation.forum')}</span>
        <span className="muted">{t('talk.moderation.by', { name: item.author?.name ?? t('talk.moderation.unknown') })}</span>
        {item.hidden ? <span className="talk-hidden-badge">{t('talk.moderation.hiddenBadge')}</span> : null}
      </div>
      <p className="mod-excerpt">{item.excerpt}</p>
      {item.hidden && item.hidden_reason ? <p className="muted">{t('talk.moderation.reason', { reason: item.hidden_reason })}</p> : null}
      <Link to={lp(item.link)} className="link-btn">
        {t('talk.moderation.view')}
      </Link>
    </div>
  );
}
