/** Search constants fixed by SPEC §9. */

/** Pages shown per search by default. */
export const DEFAULT_LIMIT = 7;
/** Queries whose results are kept. */
export const CACHE_SIZE = 100;
/** Input debounce, in milliseconds. */
export const DEBOUNCE_MS = 150;
/**
 * The search service refuses keywords longer than this (characters).
 * @public read by plugins/search/service.mjs through jiti, which knip does not follow.
 */
export const MAX_KEYWORD_LENGTH = 200;
/**
 * The search service refuses limits above this.
 * @public read by plugins/search/service.mjs through jiti.
 */
export const MAX_LIMIT = 50;
