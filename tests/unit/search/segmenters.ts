/**
 * Segmenters that replay what each browser engine's `Intl.Segmenter('zh', { granularity: 'word' })`
 * gave for the search tests' Chinese queries (tests/fixtures/search-segments.json, recorded with
 * Debian's Chromium and Firefox ESR by tests/runners/record-search-segments.mjs).
 *
 * WebKit is modelled, not recorded: JavaScriptCore segments with ICU, as Chromium does, and its
 * `isWordLike` is taken as false throughout, the worst case Firefox shows for one-word queries.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { WordSegmenter } from '../../../theme/logic/search/text';

type Recorded = Record<string, [segment: string, isWordLike: boolean][]>;
const file = path.resolve(import.meta.dirname, '../../fixtures/search-segments.json');
const recorded = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<'chromium' | 'firefox', { segments: Recorded }>;

/** A segmenter that answers from recorded segments, and throws for text it has no record of. */
function replay(segments: Recorded, wordLike?: boolean): WordSegmenter {
  return {
    segment(text: string) {
      const known = segments[text];
      if (!known) throw new Error(`No recorded segments for "${text}": run tests/runners/record-search-segments.mjs.`);
      return known.map(([segment, isWordLike]) => ({ segment, isWordLike: wordLike ?? isWordLike }));
    },
  };
}

export const ENGINE_SEGMENTERS = {
  chromium: replay(recorded.chromium.segments),
  firefox: replay(recorded.firefox.segments),
  webkit: replay(recorded.chromium.segments, false),
};
