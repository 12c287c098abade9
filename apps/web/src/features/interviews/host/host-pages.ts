// The console's interview pages share one chunk: one entry in the first visit's route map.
export { default as InterviewsAdminPage } from './interviews-admin-page.tsx';
export { default as InterviewEditPage } from './interview-edit-page.tsx';
