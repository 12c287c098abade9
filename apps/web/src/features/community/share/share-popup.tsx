import './share.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/modal.tsx';
import type { CommunityBoard } from '../board.ts';
import { shareTargets, shareUrl } from './share-links.ts';
import { useRecordShare } from './use-record-share.ts';

interface Props {
  board: CommunityBoard;
  postId: number;
  title: string;
  shareCount: number;
}

/**
 * The share popup (spec sections 3 and 4): copy the post's link, or open a network's own share form through a
 * plain link (no third-party script). Each share is counted, and the post shows the count.
 */
export function SharePopup({ board, postId, title, shareCount }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const record = useRecordShare(board, postId);
  // Read while the popup is open: the server's render of a post has no window, and the closed popup shows no link.
  const page = open ? window.location.href.split('#')[0]! : '';

  const openPopup = () => {
    setCopy('idle');
    setOpen(true);
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(page);
      setCopy('copied');
      record.mutate('link');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <>
      <button type="button" className="btn btn-ghost btn-sm" onClick={openPopup}>
        {t('talk.share.open')}
      </button>
      <span className="share-count muted" data-testid="share-count">
        {t('talk.share.count', { count: shareCount })}
      </span>
      <Modal open={open} onOpenChange={setOpen} title={t('talk.share.title')} testId="share-popup">
        <div className="share-popup">
          <label className="share-link">
            <span>{t('talk.share.linkLabel')}</span>
            <input type="text" readOnly value={page} onFocus={(event) => event.target.select()} />
          </label>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => void copyLink()}>
            {t('talk.share.copyLink')}
          </button>
          {copy !== 'idle' ? (
            <p className={copy === 'copied' ? 'share-note' : 'field-error'} role="status">
              {t(copy === 'copied' ? 'talk.share.copied' : 'talk.share.copyFailed')}
            </p>
          ) : null}
          <ul className="share-networks">
            {shareTargets.map((target) => (
              <li key={target}>
                <a className="btn btn-outline btn-sm" href={shareUrl(target, page, title)} target="_blank" rel="noopener noreferrer" onClick={() => record.mutate(target)}>
                  {t(`talk.share.${target}`)}
                  <span className="sr-only"> {t('talk.share.opensNew')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Modal>
    </>
  );
}
