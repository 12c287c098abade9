// The console's notice and FAQ pages share one chunk: one entry in the first visit's route map instead of four.
export { default as NoticesAdminPage } from './notices-admin-page.tsx';
export { default as NoticeEditPage } from './notice-edit-page.tsx';
export { default as FaqAdminPage } from './faq-admin-page.tsx';
export { default as FaqEditPage } from './faq-edit-page.tsx';
