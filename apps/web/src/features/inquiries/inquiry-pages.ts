// The public form and the console list share one chunk: one entry in the first visit's route map.
export { default as InquiryPage } from './inquiry-page.tsx';
export { default as InquiriesAdminPage } from './inquiries-admin-page.tsx';
