/**
 * The patches of Rspress behaviour this site carries, by id. Each one can be switched off for a build
 * with `RSPRESS_PATCHES_OFF=<id>[,<id>…]` (README.md beside this file: the ledger, what each patch
 * relies on upstream and when to delete it). Plain data: the client modules read it too.
 */
export const PATCH_IDS = ['clientStubs', 'perRouteLayouts', 'docContentMemo', 'lazyRoutes'] as const;

export type PatchId = (typeof PATCH_IDS)[number];

/** Replaced at build time by the ids switched off (rspress-patches/index.ts); absent in unit tests. */
declare const __MF_PATCHES_OFF__: readonly string[] | undefined;

/** Whether a patch is on in this bundle (client side; the build side reads {@link patchesOff}). */
export function isPatchOn(id: PatchId): boolean {
  return typeof __MF_PATCHES_OFF__ === 'undefined' || !__MF_PATCHES_OFF__.includes(id);
}

/**
 * The ids named in `RSPRESS_PATCHES_OFF` (`all` names every one); an unknown id fails the build with the
 * list of known ones.
 */
export function patchesOff(value: string | undefined): Set<PatchId> {
  if (value?.trim() === 'all') return new Set(PATCH_IDS);
  const ids = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = ids.filter((id) => !(PATCH_IDS as readonly string[]).includes(id));
  if (unknown.length > 0)
    throw new Error(`RSPRESS_PATCHES_OFF names unknown patches: ${unknown.join(', ')}. Known: ${PATCH_IDS.join(', ')}`);
  return new Set(ids as PatchId[]);
}
