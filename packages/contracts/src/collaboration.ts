/**
 * Set by a partner grant (the spec's `collaboration` cookie, a week): the web shows the partner-school header while it
 * exists. A module without zod, so the header reads the name without bringing the schemas into the first visit.
 */
export const COLLABORATION_COOKIE = 'collaboration';
export const COLLABORATION_COOKIE_MAX_AGE_SECONDS = 604_800;
