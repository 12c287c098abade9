/**
 * The host console's pages as one chunk, as notices/host/host-pages.ts does for notices: fewer entries in the first
 * visit's route map. The learning section's own code loads behind its small entry.
 */
export { default as HostHomePage } from './host-home-page.tsx';
export { default as CompetitionNewPage } from './competition-new-page.tsx';
export { default as CompetitionEditPage } from './competition-edit-page.tsx';
export { default as RolesPage } from './roles-page.tsx';
export { default as LearningConsolePage } from './learning/learning-console-entry.tsx';
