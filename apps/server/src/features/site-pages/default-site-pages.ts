import type { SitePageKey } from '@madang/contracts';
import type { LocalizedText } from '../../db/schema.ts';

/**
 * The titles of the pages installed on first start; their bodies are the markdown files in content/site-pages.
 * The recruit page starts empty: an installation has no open positions until its admins write some.
 */
export const defaultSitePageTitles: Record<SitePageKey, LocalizedText> = {
  about: { ko: '마당 소개', en: 'About Madang' },
  join: { ko: '참여 방법', en: 'How to take part' },
  inspire: { ko: '마당에서 이룬 것들', en: 'What members achieve' },
  sponsorship: { ko: '마당에서 대회 열기', en: 'Host a competition on Madang' },
  recruit: { ko: '함께 일할 사람을 찾습니다', en: 'Work with us' },
};

/** The first version of each policy: the documents shipped in content/policy, in effect since the spec's terms date. */
export const FIRST_POLICY_EFFECTIVE_ON = '2023-03-29';
