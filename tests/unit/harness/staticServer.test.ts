import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip, parseRange, resolveFile, startServer } from '../../harness/staticServer.mjs';
import { tempTree } from '../support/tempTree';

let root = '';
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  root = tempTree('site', {
    'index.html': 'home',
    '404.html': 'not found',
    'guide/start/index.html': 'intro',
    'guide/start/quick-start.html': 'quick',
    'static/app.js': 'js',
  });
  server = await startServer({ root });
});
afterAll(() => server.close());

describe('given a built site served like the CDN', () => {
  it.each([
    ['/', 'home'],
    ['/guide/start/', 'intro'],
    ['/guide/start/index', 'intro'],
    ['/guide/start/index.html', 'intro'],
    ['/guide/start/quick-start', 'quick'],
    ['/guide/start/quick-start.html', 'quick'],
  ])('should answer %s with its page', async (url, body) => {
    const res = await fetch(server.url + url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(body);
  });

  it('should answer unknown paths with 404.html and status 404', async () => {
    const res = await fetch(`${server.url}/nope`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('not found');
  });

  it('should send JavaScript with its content type', async () => {
    const res = await fetch(`${server.url}/static/app.js`);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it('should never leave the output folder', () => {
    expect(resolveFile(root, '/../../etc/passwd')).toBeNull();
  });
});

describe('given byte-range requests, as media elements send them', () => {
  it('should answer a range with 206 and the slice', async () => {
    const res = await fetch(`${server.url}/guide/start/quick-start.html`, { headers: { Range: 'bytes=1-3' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 1-3/5');
    expect(await res.text()).toBe('uic');
  });

  it('should answer an unsatisfiable range with 416', async () => {
    const res = await fetch(`${server.url}/static/app.js`, { headers: { Range: 'bytes=10-20' } });
    expect(res.status).toBe(416);
  });

  it('should read suffix and open-ended ranges', () => {
    expect(parseRange('bytes=-2', 10)).toEqual({ start: 8, end: 9 });
    expect(parseRange('bytes=4-', 10)).toEqual({ start: 4, end: 9 });
    expect(parseRange('items=1-2', 10)).toBeNull();
  });
});

/** A raw GET (fetch would decompress and hide the encoding). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('given a client that accepts gzip, as every browser does', () => {
  it('should send pages and scripts compressed, as a CDN does', async () => {
    const res = await rawGet(`${server.url}/guide/start/quick-start`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(zlib.gunzipSync(res.body).toString()).toBe('quick');
  });

  it('should send them as they are to a client that does not accept gzip', async () => {
    const res = await rawGet(`${server.url}/static/app.js`, { 'Accept-Encoding': 'identity' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('js');
  });

  it('should read q=0 as a refusal', () => {
    expect(acceptsGzip('gzip;q=0, br')).toBe(false);
    expect(acceptsGzip('br, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('')).toBe(false);
  });
});
