// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { rspressPatches } from '../../../rspress-patches';
import { isPatchOn, PATCH_IDS, patchesOff } from '../../../rspress-patches/patches';

const names = (off: string) => rspressPatches({ docsDir: '/docs', off: patchesOff(off) }).map((p) => p.name);

describe('given RSPRESS_PATCHES_OFF', () => {
  it('should build with every patch when it is unset', () => {
    expect(names('')).toEqual([
      'mf-rspress-patches',
      'mf-client-stubs',
      'mf-per-route-layouts',
      'mf-slim-page-data',
      'mf-static-code-blocks',
      'mf-title-suffix',
    ]);
  });

  it('should leave out the build side of the patches it names, and tell the client side', () => {
    const plugins = rspressPatches({ docsDir: '/docs', off: patchesOff('slimPageData, docContentMemo') });
    expect(plugins.map((p) => p.name)).not.toContain('mf-slim-page-data');
    expect(plugins[0]?.builderConfig?.source?.define).toEqual({
      __MF_PATCHES_OFF__: JSON.stringify(['slimPageData', 'docContentMemo']),
    });
  });

  it('should fail on an id it does not know, listing the known ones', () => {
    expect(() => patchesOff('slimPageDta')).toThrow(`unknown patches: slimPageDta. Known: ${PATCH_IDS.join(', ')}`);
  });

  it('should count a client patch as on when the build defined nothing (unit tests, dev tools)', () => {
    expect(isPatchOn('docContentMemo')).toBe(true);
  });

  it('should switch all of them off with "all"', () => {
    expect([...patchesOff('all')]).toEqual([...PATCH_IDS]);
  });
});

describe('given the ids the build defined as off (__MF_PATCHES_OFF__)', () => {
  const global = globalThis as { __MF_PATCHES_OFF__?: readonly string[] };
  afterEach(() => {
    delete global.__MF_PATCHES_OFF__;
  });

  it('should count the client side of those patches as off, and only those', () => {
    global.__MF_PATCHES_OFF__ = ['docContentMemo', 'hydratedPageData'];
    expect(isPatchOn('docContentMemo')).toBe(false);
    expect(isPatchOn('hydratedPageData')).toBe(false);
    expect(isPatchOn('perRouteLayouts')).toBe(true);
  });

  it('should count every patch as on when the build defined an empty list', () => {
    global.__MF_PATCHES_OFF__ = [];
    expect(PATCH_IDS.filter((id) => !isPatchOn(id))).toEqual([]);
  });
});
