import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../harness/staticServer.mjs';

let root = '';
let withHeaders: Awaited<ReturnType<typeof startServer>>;
let plain: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-headers-'));
  fs.writeFileSync(path.join(root, 'index.html'), 'home');
  fs.writeFileSync(path.join(root, '404.html'), 'not found');
  fs.mkdirSync(path.join(root, 'static'));
  fs.writeFileSync(path.join(root, 'static/a.js'), 'js');
  fs.writeFileSync(
    path.join(root, '_headers'),
    "/*\n  Content-Security-Policy: default-src 'self'\n/static/*\n  Cache-Control: immutable\n",
  );
  withHeaders = await startServer({ root, hostingHeaders: true });
  plain = await startServer({ root });
});
afterAll(async () => {
  await withHeaders.close();
  await plain.close();
});

describe('given a site with a _headers file', () => {
  it('should send the headers of every matching rule when asked to', async () => {
    const res = await fetch(`${withHeaders.url}/static/a.js`);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(res.headers.get('cache-control')).toBe('immutable');
    const home = await fetch(`${withHeaders.url}/`);
    expect(home.headers.get('cache-control')).toBeNull();
  });

  it('should send them on 404 answers too', async () => {
    const res = await fetch(`${withHeaders.url}/nope`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'");
  });

  it('should not cache a missing fingerprinted file by the policy of its folder', async () => {
    const res = await fetch(`${withHeaders.url}/static/missing.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(res.headers.get('cache-control')).toBeNull();
  });

  it('should keep its old behaviour by default', async () => {
    const res = await fetch(`${plain.url}/static/a.js`);
    expect(res.headers.get('content-security-policy')).toBeNull();
  });

  it('should refuse to start without a _headers file when asked to apply it', () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bare-'));
    fs.writeFileSync(path.join(bare, 'index.html'), 'home');
    expect(() => startServer({ root: bare, hostingHeaders: true })).toThrow(/No _headers file/);
  });
});
