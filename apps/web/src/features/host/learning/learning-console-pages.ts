/** The console's learning pages as one chunk: the project list and a project's editor. */
export { default as LearningProjectsPage } from './learning-projects-page.tsx';
export { default as LearningProjectPage } from './learning-project-page.tsx';
