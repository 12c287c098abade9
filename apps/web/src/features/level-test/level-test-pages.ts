// The level test, its result and the interest survey ship as one chunk; the result page brings the learning cards with it.
export { default as LevelTestPage } from './level-test-page.tsx';
export { default as LevelTestResultPage } from './level-test-result-page.tsx';
export { default as SurveyPage } from './survey-page.tsx';
