import { describe, expect, it } from 'vitest';
import { foldText } from '../../../theme/logic/search/normalize';
import { bigrams, defaultSegmenter, identifierParts, tokenize } from '../../../theme/logic/search/tokenize';

describe('given text with case and accents', () => {
  it('should fold both and keep the length', () => {
    expect(foldText('Écrire ÜBER Ａｂ')).toBe('ecrire uber ab');
    expect(foldText('İstanbul').length).toBe('İstanbul'.length);
  });
});

describe('given an identifier', () => {
  it('should keep the compound and its parts', () => {
    expect(identifierParts('shareStrategy')).toEqual(['share', 'strategy']);
    expect(identifierParts('HTMLParser')).toEqual(['html', 'parser']);
    expect(tokenize('@module-federation/enhanced loadRemote', null)).toEqual([
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
    const terms = tokenize('共享依赖', defaultSegmenter());
    expect(terms).toEqual(expect.arrayContaining(['~共享', '~享依', '~依赖', '共享', '依赖']));
    expect(bigrams('插件')).toEqual(['~插件']);
  });
  it('should keep a bigram term as it is (the engine looks terms up one by one)', () => {
    expect(tokenize('~共享')).toEqual(['~共享']);
  });
  it('should fall back to whole runs without a segmenter', () => {
    expect(tokenize('共享依赖', null)).toEqual(['~共享', '~享依', '~依赖', '共享依赖']);
  });
});
