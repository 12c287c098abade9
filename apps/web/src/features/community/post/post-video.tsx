import './post-video.css';
import { isPlatformVideo } from '@madang/contracts/editor-uploads';
import { useTranslation } from 'react-i18next';

const siteOf = (url: string) => {
  try {
    const host = new URL(url).hostname.replace(/^www\./, '');
    if (/(^|\.)youtube\.com$|^youtu\.be$/.test(host)) return 'YouTube';
    if (/(^|\.)vimeo\.com$/.test(host)) return 'Vimeo';
    return host;
  } catch {
    return null;
  }
};

/**
 * A video post's video: a file uploaded here plays in the page; an address elsewhere (YouTube, Vimeo) is a
 * link card, not an embedded player, so reading the post tells those sites nothing (see docs/security.md).
 */
export function PostVideo({ url }: { url: string }) {
  const { t } = useTranslation();
  if (isPlatformVideo(url)) {
    // biome-ignore lint/a11y/useMediaCaption: members' videos come without caption files; the post's text describes them.
    return <video className="post-video" src={url} controls preload="metadata" aria-label={t('talk.video.player')} />;
  }
  const site = siteOf(url);
  if (!site) return null;
  return (
    <a className="video-card" href={url} target="_blank" rel="noopener noreferrer nofollow">
      <strong>{t('talk.video.watchOn', { site })}</strong>
      <span className="muted">{t('talk.video.privacy', { site })}</span>
    </a>
  );
}
