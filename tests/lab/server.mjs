// @ts-check
/**
 * The lab's static server: one folder served on the host port and the remote port, so the page and its
 * producers have different origins, as in production. Files are sent with
 * `Access-Control-Allow-Origin: *` unless the app's folder holds `.lab-serve.json` with `"cors": false`
 * (the manifest-cors scenario), and `"spa": true` answers unknown paths with the app's index.html.
 * `"redeploy": "<another app of the variant>"` stands for a redeploy at the same URL: once the page has
 * requested `<app URL>__lab/redeploy`, the app's URLs answer with the other app's files (life.redeploy).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/** @type {Record<string, string>} */
const TYPES = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.json': 'application/json',
  '.zip': 'application/zip',
};

/** @param {string} root @param {string} file */
function serveOptions(root, file) {
  // The app folder is the third level: <scenario>/<variant>/<app>/.
  const parts = path.relative(root, file).split(path.sep);
  const app = path.join(root, ...parts.slice(0, 3));
  const f = path.join(app, '.lab-serve.json');
  return { app, ...(fs.existsSync(f) ? JSON.parse(fs.readFileSync(f, 'utf8')) : {}) };
}

/** @param {string} root @param {number[]} ports @returns {Promise<() => Promise<void>>} */
export async function startServers(root, ports) {
  /** @type {Map<string, string>} App folders redeployed by a request to `__lab/redeploy`: the folder they answer from now. */
  const deployed = new Map();
  const servers = ports.map(() =>
    http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      let file = path.join(root, decodeURIComponent(url.pathname));
      if (!file.startsWith(root)) return res.writeHead(403).end();
      const opts = serveOptions(root, file);
      const headers = /** @type {Record<string, string>} */ ({ 'cache-control': 'no-store' });
      if (opts.cors !== false) headers['access-control-allow-origin'] = '*';
      if (opts.redeploy && url.pathname.endsWith('/__lab/redeploy')) {
        deployed.set(opts.app, path.join(path.dirname(opts.app), opts.redeploy));
        return res.writeHead(204, headers).end();
      }
      const now = deployed.get(opts.app);
      if (now) file = path.join(now, path.relative(opts.app, file));
      if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
      if (!fs.existsSync(file) && opts.spa) file = path.join(opts.app, 'index.html');
      if (!fs.existsSync(file)) return res.writeHead(404, headers).end('not found');
      headers['content-type'] = TYPES[path.extname(file)] ?? 'application/octet-stream';
      res.writeHead(200, headers).end(fs.readFileSync(file));
    }),
  );
  await Promise.all(
    servers.map(
      (s, i) =>
        new Promise((resolve, reject) =>
          s.once('error', reject).listen(ports[i], '127.0.0.1', () => resolve(undefined)),
        ),
    ),
  );
  return () =>
    Promise.all(
      servers.map((s) => {
        const closed = new Promise((r) => s.close(() => r(undefined)));
        s.closeAllConnections();
        return closed;
      }),
    ).then(() => undefined);
}
