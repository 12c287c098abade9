// The about, join and inspire pages share one chunk: one entry in the first visit's route map.
export { default as AboutPage } from './about-page.tsx';
export { default as JoinPage } from './join-page.tsx';
export { default as InspirePage } from './inspire-page.tsx';
