import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeIndex } from '../../../plugins/search';
import { startSearchServer } from '../../../plugins/search/service';
import { buildIndex } from '../../../theme/logic/search/build';

let service: { url: string; close: () => Promise<unknown> };
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-server-'));
  const page = (routePath: string, title: string, content: string) => ({
    title,
    routePath,
    content,
    toc: [],
    lang: 'en',
    version: '',
  });
  const pages = [
    page('/guide/basic/runtime', 'Runtime API', 'Call loadRemote to load a module.'),
    page('/configure/shared', 'shared', 'Share react as a singleton.'),
  ];
  writeIndex(path.join(dir, 'static'), 'search_index.en.0a1b2c3d.json', buildIndex(pages, 'en'));
  const zh = [{ ...page('/zh/configure/shared', 'shared', '共享依赖的配置。'), lang: 'zh' }];
  writeIndex(path.join(dir, 'static'), 'search_index.zh.0a1b2c3d.json', buildIndex(zh, 'zh'));
  service = (await startSearchServer({
    indexes: [
      { name: 'docs', dir },
      { name: 'other', dir, domain: 'https://other.example.com' },
    ],
  })) as typeof service;
});
afterAll(async () => {
  await service.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = async (query: string) => {
  const res = await fetch(`${service.url}/search?${query}`);
  return {
    status: res.status,
    cors: res.headers.get('access-control-allow-origin'),
    body: (await res.json()) as unknown,
  };
};

describe('given a valid search', () => {
  it('should answer a list of groups with hits, one per index, with the other site domain', async () => {
    const { status, cors, body } = await get('keyword=loadRemot&limit=5&searchIndexes=docs,other&lang=en');
    expect(status).toBe(200);
    expect(cors).toBe('*');
    const groups = body as { index: string; hits: { link: string }[] }[];
    expect(groups.map((g) => g.index)).toEqual(['docs', 'other']);
    expect(groups[0]!.hits[0]!.link).toBe('/guide/basic/runtime');
    expect(groups[1]!.hits[0]!.link).toBe('https://other.example.com/guide/basic/runtime');
  });

  it('should search the language asked for', async () => {
    const { body } = await get(`keyword=${encodeURIComponent('共享')}&limit=5&searchIndexes=docs&lang=zh`);
    expect((body as { hits: { link: string }[] }[])[0]!.hits[0]!.link).toBe('/zh/configure/shared');
  });

  it('should answer concurrent requests', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        get(`keyword=${i % 2 ? 'react' : 'module'}&limit=3&searchIndexes=docs&lang=en`),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
  });
});

describe('given a bad request', () => {
  it.each([
    ['limit=3&searchIndexes=docs&lang=en', /Missing "keyword"/],
    ['keyword=x&searchIndexes=docs&lang=en', /Missing "limit"/],
    ['keyword=x&limit=-1&searchIndexes=docs&lang=en', /"limit" must be a whole number from 1 to 50; got "-1"/],
    ['keyword=x&limit=100000&searchIndexes=docs&lang=en', /from 1 to 50/],
    ['keyword=x&limit=2.5&searchIndexes=docs&lang=en', /whole number/],
    ['keyword=x&limit=3&searchIndexes=nope&lang=en', /Unknown index "nope"; this service knows docs, other/],
    ['keyword=x&limit=3&lang=en', /Missing "searchIndexes"/],
    ['keyword=x&limit=3&searchIndexes=docs&lang=fr', /"lang" must be one of en, zh; got "fr"/],
    [`keyword=${'a'.repeat(1001)}&limit=3&searchIndexes=docs&lang=en`, /1001 characters long; the limit is 1000/],
  ])('should answer 400 with a clear message for %s', async (query, message) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect((body as { error: string }).error).toMatch(message);
  });

  it('should keep serving after bad requests', async () => {
    await get('limit=oops');
    expect((await get('keyword=react&limit=1&searchIndexes=docs&lang=en')).status).toBe(200);
  });
});
