// The policy, recruit and competitions landing pages share one chunk: one entry in the first visit's route map.
export { default as PolicyPage } from './policy-page.tsx';
export { default as RecruitPage } from './recruit-page.tsx';
export { default as Cpt10Page } from './cpt10-page.tsx';
