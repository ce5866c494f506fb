import type { DEPTH_FACTS } from '../../../../config/facts/behaviour/depth';
import type { Scenarios } from '../../../../config/facts/behaviour/types';

/** One scenario per fact of config/facts/behaviour/depth.ts; each runs the installed packages. */
export const DEPTH_SCENARIOS: Scenarios<keyof typeof DEPTH_FACTS> = {};
