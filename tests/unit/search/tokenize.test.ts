import { describe, expect, it } from 'vitest';
import { foldText, textWidth } from '../../../theme/logic/search/normalize';
import {
  bigrams,
  defaultSegmenter,
  identifierParts,
  indexTerms,
  mergeSingles,
  parseQuery,
} from '../../../theme/logic/search/tokenize';

describe('given text with case and accents', () => {
  it('should fold both and keep the length', () => {
    expect(foldText('Écrire ÜBER Ａｂ')).toBe('ecrire uber ab');
    expect(foldText('İstanbul').length).toBe('İstanbul'.length);
  });
  it('should count full-width characters as 3', () => {
    expect(textWidth('ab共享')).toBe(8);
  });
});

describe('given an identifier', () => {
  it('should keep the compound and its parts', () => {
    expect(identifierParts('shareStrategy')).toEqual(['share', 'strategy']);
    expect(identifierParts('HTMLParser')).toEqual(['html', 'parser']);
    expect(indexTerms('@module-federation/enhanced loadRemote', null)).toEqual([
      'module',
      'federation',
      'enhanced',
      'loadremote',
      'load',
      'remote',
    ]);
  });
});

describe('given Chinese text', () => {
  it('should index segmenter words and bigrams', () => {
    const terms = indexTerms('共享依赖', defaultSegmenter());
    expect(terms).toEqual(expect.arrayContaining(['~共享', '~享依', '~依赖', '共享', '依赖']));
    expect(bigrams('插件')).toEqual(['~插件']);
  });
  it('should parse a query with the same segmenter and join one-character segments', () => {
    expect(mergeSingles(['远程', '入口', '加', '载', '失败'])).toEqual(['远程', '入口', '加载', '失败']);
    const q = parseQuery('loadRemote 共享依赖', defaultSegmenter());
    expect(q.concepts.map((c) => c.term)).toEqual(['loadremote', '共享', '依赖']);
    expect(q.phrases).toContain('共享依赖');
  });
  it('should fall back to whole runs without a segmenter', () => {
    expect(parseQuery('共享依赖', null).concepts.map((c) => c.term)).toEqual(['共享依赖']);
  });
});
