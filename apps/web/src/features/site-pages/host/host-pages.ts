// The console's page and policy editing share one chunk: one entry in the first visit's route map.
export { default as SitePagesAdminPage } from './site-pages-admin-page.tsx';
export { default as SitePageEditPage } from './site-page-edit-page.tsx';
export { default as PolicyEditPage } from './policy-edit-page.tsx';
