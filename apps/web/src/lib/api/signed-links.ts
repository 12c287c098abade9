/**
 * Lists that carry signed download links (code uploads, survey result files) get links the server signs for 600 s,
 * while the cache keeps answers for an hour: such lists refetch at half the links' life, so a page left open
 * never offers an expired link.
 */
export const SIGNED_LIST_REFRESH_MS = 300_000;
