// @vitest-environment node
import { readFileSync } from 'node:fs';
import { errorDescMap } from '@module-federation/error-codes';
import { describe, expect, it } from 'vitest';
import { DEPTH_FACTS } from '../../../config/facts/behaviour/depth';

/** The page that holds a code's entry: the path its docs link points to (decision 0007). */
const pageOf = (code: string) => `docs/en/guide/troubleshooting/${code.split('-')[0]?.toLowerCase()}.mdx`;
const CATALOG = 'docs/en/guide/basic/error-catalog.mdx';

/** The text of the `##` section of `file` whose id is `id`, up to the next `##` heading. */
function section(file: string, id: string): string | undefined {
  const page = readFileSync(file, 'utf8');
  const start = page.search(new RegExp(`^## .*\\{#${id}\\}\\s*$`, 'm'));
  if (start < 0) return undefined;
  const rest = page.slice(page.indexOf('\n', start) + 1);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

describe('given the codes @module-federation/error-codes defines', () => {
  const codes = Object.keys(errorDescMap);

  it('should find codes to check', () => {
    expect(codes.length).toBeGreaterThan(0);
  });

  it.each(codes)(
    'should give %s an entry with message, cause, confirmation and fix on its troubleshooting page',
    (code) => {
      const id = code.toLowerCase();
      const text = section(pageOf(code), id);
      expect(text, `${pageOf(code)} has no "## ${code} {#${id}}" section`).toBeDefined();
      expect(Object.keys(DEPTH_FACTS), `no behaviour fact errors.${id}`).toContain(`errors.${id}`);
      expect(text, 'the message comes from the fact').toContain(`**Message.** <Fact id="errors.${id}" />`);
      for (const label of ['**Cause.**', '**Confirm.**', '**Fix.**'])
        expect(text, `${code}: ${label}`).toContain(label);
    },
  );

  it.each(codes)('should list %s in the error catalog table, linked to its entry', (code) => {
    const id = code.toLowerCase();
    const row = readFileSync(CATALOG, 'utf8')
      .split('\n')
      .find((line) => line.startsWith(`| [\`${code}\`]`));
    expect(row, `${CATALOG} has no table row for ${code}`).toBeDefined();
    expect(row).toContain(`(/guide/troubleshooting/${id.split('-')[0]}#${id})`);
    expect(row).toContain(`<Fact id="errors.${id}" />`);
  });
});
