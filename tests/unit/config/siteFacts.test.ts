import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EN_ONLY, existsIn, missingIn, ROUTES, servedPath, ZH_ONLY } from '../../../config/siteFacts.mjs';

const SPEC_ROUTES = path.resolve('../shared/tools/spec-routes.mjs');

describe('given the site facts module', () => {
  it('should hold the route set of SPEC §2 in both languages', async () => {
    if (!fs.existsSync(SPEC_ROUTES)) {
      throw new Error(`${SPEC_ROUTES} is missing: check out the shared specification beside this repository`);
    }
    const spec: { EN: string[]; ZH: string[] } = await import(SPEC_ROUTES);
    expect(ROUTES.en.map((r) => servedPath('en', r)).sort()).toEqual([...spec.EN].sort());
    expect(ROUTES.zh.map((r) => servedPath('zh', r)).sort()).toEqual([...spec.ZH].sort());
  });

  it('should say of every one-language page which language lacks it', () => {
    for (const route of EN_ONLY) {
      expect(missingIn(route)).toBe('zh');
      expect(existsIn('zh', route)).toBe(false);
    }
    for (const route of ZH_ONLY) {
      expect(missingIn(route)).toBe('en');
      expect(existsIn('en', route)).toBe(false);
    }
    expect(missingIn('/guide/start/')).toBeUndefined();
    expect(servedPath('zh', '/')).toBe('/zh/');
  });

  it('should be what CONTRIBUTING.md lists as pages in one language only', () => {
    const text = fs.readFileSync('CONTRIBUTING.md', 'utf8').replace(/\s+/g, ' ');
    const listed = (label: string) => {
      const sentence = new RegExp(`${label} ((?:\`[^\`]+\`(?:, | and )?)+)`).exec(text)?.[1] ?? '';
      return [...sentence.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    };
    expect(listed('English-only')).toEqual(EN_ONLY);
    expect(listed('Chinese-only')).toEqual(ZH_ONLY);
  });
});
