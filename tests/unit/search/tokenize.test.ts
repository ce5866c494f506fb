import { describe, expect, it } from 'vitest';
import { bigrams, foldText, tokenize } from '../../../theme/logic/search/text';
import { ENGINE_SEGMENTERS } from './segmenters';
import { SINGLE_WORDS } from './segmentQueries';

describe('given text with case and accents', () => {
  it('should fold both and keep the length', () => {
    expect(foldText('Écrire ÜBER Ａｂ')).toBe('ecrire uber ab');
    expect(foldText('İstanbul').length).toBe('İstanbul'.length);
  });
});

describe('given an identifier', () => {
  it('should keep the compound and its parts', () => {
    expect(tokenize('shareStrategy')).toEqual(['sharestrategy', 'share', 'strategy']);
    expect(tokenize('HTMLParser')).toEqual(['htmlparser', 'html', 'parser']);
    expect(tokenize('@module-federation/enhanced loadRemote')).toEqual([
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
  it('should index character pairs, whatever the segmenter', () => {
    const pairs = ['~共享', '~享依', '~依赖'];
    expect(tokenize('共享依赖')).toEqual(pairs);
    expect(tokenize('共享依赖', { segmenter: null })).toEqual(pairs);
    expect(bigrams('插件')).toEqual(['~插件']);
  });
  it('should ask for the pairs inside each word of a query, not across two words', () => {
    const segmenter = { segment: () => [{ segment: '注册' }, { segment: '生产者' }] };
    expect(tokenize('注册生产者', { segmenter })).toEqual(['~注册', '~生产', '~产者']);
  });
  it('should keep a pair term as it is (the engine looks terms up one by one)', () => {
    expect(tokenize('~共享')).toEqual(['~共享']);
  });
});

describe.each(Object.entries(ENGINE_SEGMENTERS))(
  'given a one-word Chinese query segmented as %s does',
  (_, segmenter) => {
    // Firefox marks 共享 alone as not word-like: the query must not come out empty (issue 25).
    it.each(SINGLE_WORDS)('should ask for "%s" what Chromium asks for, and not nothing', (query) => {
      const terms = tokenize(query, { segmenter });
      expect(terms).toEqual(tokenize(query, { segmenter: ENGINE_SEGMENTERS.chromium }));
      expect(terms).toEqual(
        expect.arrayContaining(
          query
            .split(' ')
            .slice(0, 1)
            .map((w) => `~${w.slice(0, 2)}`),
        ),
      );
    });
  },
);
