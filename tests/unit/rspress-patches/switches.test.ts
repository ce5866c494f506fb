// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rspressPatches } from '../../../rspress-patches';
import { isPatchOn, PATCH_IDS, patchesOff } from '../../../rspress-patches/patches';
import { layoutModules as layouts } from '../../../theme/plugin';

const names = (off: string) => rspressPatches({ layouts, off: patchesOff(off) }).map((p) => p.name);

describe('given RSPRESS_PATCHES_OFF', () => {
  it('should build with every patch when it is unset', () => {
    expect(names('')).toEqual(['mf-rspress-patches', 'mf-client-stubs', 'mf-per-route-layouts', 'mf-lazy-routes']);
  });

  it('should leave out the build side of the patches it names, and tell the client side', () => {
    const plugins = rspressPatches({ layouts, off: patchesOff('clientStubs, docContentMemo') });
    expect(plugins.map((p) => p.name)).not.toContain('mf-client-stubs');
    expect(plugins[0]?.builderConfig?.source?.define).toEqual({
      __MF_PATCHES_OFF__: JSON.stringify(['clientStubs', 'docContentMemo']),
    });
  });

  it('should switch every patch off with "all"', () => {
    expect([...patchesOff('all')]).toEqual([...PATCH_IDS]);
  });

  it('should fail on an id it does not know, listing the known ones', () => {
    expect(() => patchesOff('lazyRoute')).toThrow(`unknown patches: lazyRoute. Known: ${PATCH_IDS.join(', ')}`);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('should count a client patch as off in a bundle built with it off, and the others as on', () => {
    const plugins = rspressPatches({ layouts, off: patchesOff('docContentMemo') });
    const define = plugins[0]?.builderConfig?.source?.define as Record<string, string>;
    // What the bundler's define does to the client modules: the identifier becomes the value.
    vi.stubGlobal('__MF_PATCHES_OFF__', JSON.parse(define.__MF_PATCHES_OFF__ ?? 'null'));
    expect(isPatchOn('docContentMemo')).toBe(false);
    expect(isPatchOn('lazyRoutes')).toBe(true);
  });

  it('should count a client patch as on when the build defined nothing (unit tests, dev tools)', () => {
    expect(isPatchOn('docContentMemo')).toBe(true);
  });
});
