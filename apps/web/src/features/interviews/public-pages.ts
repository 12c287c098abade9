// The interview list and the interview share one chunk: one entry in the first visit's route map.
export { default as InterviewListPage } from './interview-list-page.tsx';
export { default as InterviewPage } from './interview-page.tsx';
