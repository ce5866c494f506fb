// @vitest-environment node
import { readFileSync } from 'node:fs';
import { errorDescMap } from '@module-federation/error-codes';
import { describe, expect, it } from 'vitest';
import { DEPTH_FACTS } from '../../../config/facts/behaviour/depth';

const PAGE = 'docs/en/guide/basic/error-catalog.mdx';
const page = readFileSync(PAGE, 'utf8');

/** The text of the `###` section whose id is `id`, up to the next heading of level 2 or 3. */
function section(id: string): string | undefined {
  const start = page.search(new RegExp(`^### .*\\{#${id}\\}\\s*$`, 'm'));
  if (start < 0) return undefined;
  const rest = page.slice(page.indexOf('\n', start) + 1);
  const end = rest.search(/^#{2,3} /m);
  return end < 0 ? rest : rest.slice(0, end);
}

describe('given the codes @module-federation/error-codes defines', () => {
  const codes = Object.keys(errorDescMap);

  it('should find codes to check', () => {
    expect(codes.length).toBeGreaterThan(0);
  });

  it.each(codes)('should give %s an entry in the error catalog with message, cause, confirmation and fix', (code) => {
    const id = code.toLowerCase();
    const text = section(id);
    expect(text, `${PAGE} has no "### … {#${id}}" section`).toBeDefined();
    expect(Object.keys(DEPTH_FACTS), `no behaviour fact errors.${id}`).toContain(`errors.${id}`);
    expect(text, 'the message comes from the fact').toContain(`<Fact id="errors.${id}" />`);
    for (const label of ['**Cause.**', '**Confirm.**', '**Fix.**']) expect(text, `${code}: ${label}`).toContain(label);
  });
});
