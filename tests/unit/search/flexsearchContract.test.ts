/**
 * The FlexSearch internals the search leans on (docs-dev/decisions/0005-search-engine.md), pinned at
 * `flexsearch` 0.8.212 in package.json: a new version must pass these before the index format is trusted.
 * - `Document#index` is a Map of field name to `Index`, each holding its terms in `Index#map`;
 * - `search(term, { resolve: false }).result` is what the engine's own lookup (`fieldSlots`, which the
 *   browser and the service run in FlexSearch's place) reads from the exported maps: the term's slots, and
 *   for a term the encoder splits, the pages holding every part with empty slots dropped;
 * - `Document#export` hands each field's map as `<field>.<n>.map`, JSON `[term, slots][]`, with the
 *   prefixes (`forward`) and typo variants (`tolerant`) as terms of their own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Document, type Index } from 'flexsearch';
import { describe, expect, it } from 'vitest';
import { createDocument } from '../../../theme/logic/search/build';
import { fieldSlots } from '../../../theme/logic/search/engine';
import { encodeMap, type Slots } from '../../../theme/logic/search/fragments';
import { tokenize } from '../../../theme/logic/search/text';

const root = path.resolve(import.meta.dirname, '../../..');
const json = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

/** A Document as the engine makes one, over a title (`forward`) and a typo field (`tolerant`). */
function makeDocument() {
  const encode = (text: string) => tokenize(text);
  const doc = new Document({
    document: {
      id: 'id',
      index: [
        { field: 'title', tokenize: 'forward', encode, resolution: 1 },
        { field: 'typo', tokenize: 'tolerant', encode, resolution: 1 },
      ] as never,
    },
  }) as unknown as Document<{ id: number; title: string; typo: string }> & { index: Map<string, Index> };
  doc.add({ id: 0, title: 'loadRemote', typo: 'loadRemote' });
  doc.add({ id: 1, title: 'vue3 bridge', typo: 'vue3 bridge' });
  return doc;
}

describe('given flexsearch as installed', () => {
  it('should be exactly the version package.json pins', () => {
    expect(json('package.json').devDependencies?.flexsearch ?? json('package.json').dependencies?.flexsearch).toBe(
      '0.8.212',
    );
    expect(json('node_modules/flexsearch/package.json').version).toBe('0.8.212');
  });

  it('should keep each field as an Index with its terms in a Map named map', () => {
    const doc = makeDocument();
    expect(doc.index).toBeInstanceOf(Map);
    expect([...doc.index.keys()]).toEqual(['title', 'typo']);
    const title = doc.index.get('title') as Index & { map: Map<string, unknown> };
    expect(title.map).toBeInstanceOf(Map);
    expect(title.map.get('loadremot')).toEqual([[0]]);
  });

  it("should answer a term's slots as the engine's lookup reads them from the exported maps", () => {
    // The engine's own Document: in the body, how often a page uses a term is its slot.
    const doc = createDocument();
    const texts = ['vue3 vue3 vue 3 auth0', 'vue 3 vue3', 'vue3 bridge 3 3 3', 'auth0 auth0 auth0 auth 0', 'vue'];
    for (const [id, content] of texts.entries()) doc.add({ id, title: '', heading: '', typo: '', content });
    const entries: [string, Slots][] = [];
    doc.export((key: string, data: string) => {
      if (key.endsWith('.map')) entries.push(...(JSON.parse(data) as [string, Slots][]));
    });
    const shard = { content: encodeMap(entries) };
    const index = doc.index.get('content') as Index;
    const sorted = (slots: unknown[]) => Array.from(slots, (ids) => (ids ? [...(ids as number[])].sort() : null));
    for (const term of ['vue3', 'vue', '3', 'auth0', 'bridge', 'missing']) {
      const theirs = index.search(term, { limit: 10, resolve: false }).result as unknown[];
      expect(sorted(fieldSlots(() => shard, 'content', term)), term).toEqual(sorted(theirs));
    }
  });

  it('should export each map as <field>.<n>.map, prefixes and typo variants as terms', () => {
    const doc = makeDocument();
    const maps = new Map<string, [string, unknown][]>();
    doc.export((key: string, data: string) => {
      if (key.endsWith('.map')) maps.set(key, JSON.parse(data));
    });
    expect([...maps.keys()]).toEqual(['title.1.map', 'typo.1.map']);
    const terms = (key: string) => new Map(maps.get(key));
    expect(terms('title.1.map').get('loadremo')).toEqual([[0]]);
    // `laodremote`: the first two letters swapped, one of the variants the tolerant field keeps.
    expect(terms('typo.1.map').get('laodremote')).toEqual([[0]]);
  });
});
