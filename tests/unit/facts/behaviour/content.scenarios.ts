import type { CONTENT_FACTS } from '../../../../config/facts/behaviour/content';
import type { Scenarios } from '../../../../config/facts/behaviour/types';

/** One scenario per fact of config/facts/behaviour/content.ts; each runs the installed packages. */
export const CONTENT_SCENARIOS: Scenarios<keyof typeof CONTENT_FACTS> = {};
