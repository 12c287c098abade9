/** The profile's pages in one chunk: the frame with its head and tabs, and the tab contents. */
export { ProfileLayoutPage } from './profile-layout-page.tsx';
export { ProfileTabPage } from './profile-tab-page.tsx';
