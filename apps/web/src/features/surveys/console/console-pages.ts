// The console's survey and talent pool pages share one chunk: one entry in the first visit's route map instead of four.
export { default as SurveysAdminPage } from './surveys-admin-page.tsx';
export { default as SurveyEditPage } from './survey-edit-page.tsx';
export { default as SurveyResultsPage } from './survey-results-page.tsx';
export { default as TalentPage } from './talent-page.tsx';
