export * from './accounts.ts';
export * from './envelope.ts';
export * from './locale.ts';
export * from './platform.ts';
export * from './session-token.ts';
export * from './xp-level.ts';
