import type { ShareNetwork } from '@madang/contracts/shares';

export type ShareTarget = Exclude<ShareNetwork, 'link'>;
export const shareTargets: ShareTarget[] = ['twitter', 'facebook', 'linkedin', 'kakao'];

/**
 * Each network's plain share address for a page: an ordinary link that opens the network's own share form, so
 * the platform loads none of their scripts and tells them nothing until the reader chooses to share.
 */
export function shareUrl(target: ShareTarget, page: string, title: string): string {
  const url = encodeURIComponent(page);
  switch (target) {
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(title)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
    case 'kakao':
      return `https://story.kakao.com/share?url=${url}`;
  }
}
