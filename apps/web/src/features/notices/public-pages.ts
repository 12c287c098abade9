// The public notice and FAQ pages share one chunk: one entry in the first visit's route map instead of four.
export { default as NoticeListPage } from './notice-list-page.tsx';
export { default as NoticePage } from './notice-page.tsx';
export { default as NoticeLegacyPage } from './notice-legacy-page.tsx';
export { default as FaqPage } from './faq-page.tsx';
