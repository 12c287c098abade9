// The support tab's pages ship as one chunk: one entry in the first visit's route map instead of three.
export { default as SupportListPage } from './support-list-page.tsx';
export { default as SupportQuestionPage } from './support-question-page.tsx';
export { default as SupportFormPage } from './support-form-page.tsx';
