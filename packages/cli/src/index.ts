export { MadangError } from './madang-error.ts';
export { createSubmissionClient, type ClientOptions } from './submission-client.ts';
