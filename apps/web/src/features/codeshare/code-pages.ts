// The code share's pages ship as one chunk: one entry in the first visit's route map instead of three.
export { default as CodeListPage } from './list/code-list-page.tsx';
export { default as CodePostPage } from './post/code-post-page.tsx';
export { default as CodeFormPage } from './form/code-form-page.tsx';
