// The console's banner pages share one chunk: one entry in the first visit's route map instead of two.
export { default as BannersAdminPage } from './banners-admin-page.tsx';
export { default as BannerEditPage } from './banner-edit-page.tsx';
