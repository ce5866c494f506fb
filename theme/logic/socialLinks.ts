/** SPEC §9: the navigation bar shows at most this many social icons; the rest go into a `More` pop-up. */
const MAX_VISIBLE_SOCIAL_LINKS = 3;

/** Splits links into those shown in the bar and those in the `More` pop-up. */
export function splitSocialLinks<T>(links: readonly T[], max = MAX_VISIBLE_SOCIAL_LINKS): { shown: T[]; more: T[] } {
  return { shown: links.slice(0, max), more: links.slice(max) };
}
