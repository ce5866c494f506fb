import { describe, expect, it, vi } from 'vitest';
import {
  MAX_KEYWORD_LENGTH,
  parseRemoteAnswer,
  remoteSearchUrl,
  runSearch,
} from '../../../theme/logic/search/protocol';
import type { DefaultResultGroup } from '../../../theme/logic/search/types';

describe('given a remote search', () => {
  it('should send keyword, limit, comma-joined indexes and language', () => {
    const url = remoteSearchUrl('https://search.example.com/api?site=mf', {
      keyword: 'load remote',
      limit: 7,
      searchIndexes: ['docs', { value: 'blog', label: 'Blog' }],
      lang: 'zh',
    });
    expect(url).toBe(
      'https://search.example.com/api?site=mf&keyword=load+remote&limit=7&searchIndexes=docs%2Cblog&lang=zh',
    );
    expect(remoteSearchUrl('/api/search', { keyword: 'x', limit: 1, searchIndexes: ['a'], lang: 'en' })).toBe(
      '/api/search?keyword=x&limit=1&searchIndexes=a&lang=en',
    );
  });

  it('should send a pasted line longer than the service takes cut to its first MAX_KEYWORD_LENGTH characters', () => {
    const line = `Panic occurred at runtime. ${'x'.repeat(MAX_KEYWORD_LENGTH)}`;
    const url = new URL(
      remoteSearchUrl('/search', { keyword: line, limit: 5, searchIndexes: ['a'], lang: 'en' }),
      'http://h',
    );
    expect(url.searchParams.get('keyword')).toBe(line.slice(0, MAX_KEYWORD_LENGTH));
  });

  it('should read groups in the declared order, label them and drop malformed hits', () => {
    const hit = {
      type: 'title',
      title: 'Runtime',
      header: 'Runtime',
      link: '/r',
      query: 'r',
      highlightInfoList: [{ start: 0, length: 1 }, { start: 'x' }],
    };
    const groups = parseRemoteAnswer(
      [
        { index: 'blog', hits: [hit] },
        { index: 'docs', hits: [hit, { type: 'bogus' }] },
      ],
      ['docs', { value: 'blog', label: 'Blog' }],
    );
    expect(groups.map((g) => [g.group, g.currentSite, g.result.length])).toEqual([
      ['docs', true, 1],
      ['Blog', false, 1],
    ]);
    expect(groups[0]!.result[0]!.highlightInfoList).toEqual([{ start: 0, length: 1 }]);
  });

  it('should reject an answer that is not a list of groups', () => {
    expect(() => parseRemoteAnswer({ error: 'down' }, ['docs'])).toThrow(/expected a list of \{ index, hits \} groups/);
  });
});

describe('given search hooks', () => {
  const defaults: DefaultResultGroup[] = [{ group: 'Docs', renderType: 'default', result: [], currentSite: true }];

  it('should search the rewritten query but report the typed one', async () => {
    const source = vi.fn(async () => defaults);
    const afterSearch = vi.fn();
    const out = await runSearch('lodRemote', source, {
      beforeSearch: (q) => q.replace('lod', 'load'),
      onSearch: () => [{ group: 'Videos', result: ['a video'] }],
      afterSearch,
    });
    expect(source).toHaveBeenCalledWith('loadRemote');
    expect(out.query).toBe('lodRemote');
    expect(out.groups).toEqual([...defaults, { group: 'Videos', renderType: 'custom', result: ['a video'] }]);
    expect(afterSearch).toHaveBeenCalledWith('loadRemote', out.groups);
  });

  it('should ignore an onSearch answer that is not a list', async () => {
    const out = await runSearch('x', async () => defaults, { onSearch: () => undefined });
    expect(out.groups).toEqual(defaults);
  });
});
