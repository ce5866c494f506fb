/**
 * The Cloudflare Pages Function of remote search (functions/search.ts), called as workerd calls it, with
 * the static assets of a built site behind `env.ASSETS`: the same answers as the Node server, and the
 * static site's own answer for a build without remote search. `npm run test:full` runs it for real
 * under `wrangler pages dev` (tests/runners/edge-search.mjs).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeIndex } from '../../../plugins/search';
import { buildIndex } from '../../../theme/logic/search/build';
import { SERVICE_FILE } from '../../../theme/logic/search/service';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A built site's static files: an index per language, and `search-service.json` unless told not to. */
function site({ listed = true } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-search-'));
  dirs.push(dir);
  const page = (routePath: string, title: string, content: string, lang: string) => ({
    title,
    routePath,
    content,
    toc: [],
    lang,
    version: '',
  });
  const en = [page('/guide/basic/runtime', 'Runtime API', 'Call loadRemote to load a module.', 'en')];
  const zh = [page('/zh/configure/shared', 'shared', '共享依赖的配置。', 'zh')];
  writeIndex(path.join(dir, 'static'), 'search_index.en.0a1b2c3d.json', buildIndex(en, 'en'));
  writeIndex(path.join(dir, 'static'), 'search_index.zh.0a1b2c3d.json', buildIndex(zh, 'zh'));
  const names = { en: 'search_index.en.0a1b2c3d.json', zh: 'search_index.zh.0a1b2c3d.json' };
  if (listed) fs.writeFileSync(path.join(dir, SERVICE_FILE), JSON.stringify({ 'mf-docs': names }));
  return dir;
}

/** The function module afresh (it keeps the loaded index per isolate), called on `url` over `dir`. */
async function call(dir: string, url: string, { method = 'GET' } = {}) {
  vi.resetModules();
  const { onRequest } = await import('../../../functions/search');
  const fetched: string[] = [];
  const ASSETS = {
    fetch: async (input: string) => {
      const p = new URL(input).pathname;
      fetched.push(p);
      const file = path.join(dir, p);
      return fs.existsSync(file) ? new Response(fs.readFileSync(file)) : new Response('not found', { status: 404 });
    },
  };
  const next = vi.fn(async () => new Response('the static site', { status: 404 }));
  const res = await onRequest({
    request: new Request(`https://docs.example${url}`, { method }),
    env: { ASSETS },
    next,
  });
  return { res, next, fetched };
}

let dir: string;
beforeAll(() => {
  dir = site();
});

describe('given a remote-search build', () => {
  it('should answer the search protocol from the fragments it fetches from the assets', async () => {
    const { res, fetched } = await call(dir, '/search?keyword=loadRemot&limit=5&searchIndexes=mf-docs&lang=en');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const groups = (await res.json()) as { index: string; hits: { link: string }[] }[];
    expect(groups[0]?.index).toBe('mf-docs');
    expect(groups[0]?.hits[0]?.link).toBe('/guide/basic/runtime');
    expect(fetched[0]).toBe(`/${SERVICE_FILE}`);
    expect(fetched.filter((p) => p.startsWith('/static/search/')).length).toBeGreaterThan(0);
  });

  it('should search Chinese with the runtime’s segmenter', async () => {
    const { res } = await call(
      dir,
      `/search?keyword=${encodeURIComponent('共享')}&limit=5&searchIndexes=mf-docs&lang=zh`,
    );
    expect(((await res.json()) as { hits: { link: string }[] }[])[0]?.hits[0]?.link).toBe('/zh/configure/shared');
  });

  it.each([
    ['/search?keyword=x&limit=3&searchIndexes=other&lang=en', /Unknown index "other"; this service knows mf-docs/],
    ['/search?keyword=x&limit=0&searchIndexes=mf-docs&lang=en', /from 1 to 50/],
  ])('should answer 400 with the Node server’s message for %s', async (url, message) => {
    const { res } = await call(dir, url);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(message);
  });

  it('should answer 500, not hang, when a fragment is missing', async () => {
    const broken = site();
    fs.rmSync(path.join(broken, 'static/search'), { recursive: true });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { res } = await call(broken, '/search?keyword=loadRemote&limit=5&searchIndexes=mf-docs&lang=en');
    expect(res.status).toBe(500);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('given a build without remote search', () => {
  it('should leave the request to the static site', async () => {
    const { res, next } = await call(
      site({ listed: false }),
      '/search?keyword=x&limit=1&searchIndexes=mf-docs&lang=en',
    );
    expect(next).toHaveBeenCalledOnce();
    expect(res.status).toBe(404);
  });
});
