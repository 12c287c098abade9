// The learning pages ship as one chunk: one entry in the first visit's route map instead of six. The code
// editor is not in it; it comes with the first code step. The loading and failure states are the competitions'.
export { default as HubPage } from './hub/hub-page.tsx';
export { default as EduListPage } from './catalog/edu-list-page.tsx';
export { default as EduAboutPage } from './catalog/edu-about-page.tsx';
export { default as ProjectPage } from './project/project-page.tsx';
export { default as StagePage } from './stage/stage-page.tsx';
export { default as ColabProjectPage } from './colab/colab-project-page.tsx';
