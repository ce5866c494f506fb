// @ts-check
/**
 * Runs Debian's nginx with deploy/nginx.conf on 127.0.0.1 for a test: its own prefix folder (config,
 * includes generated from the build, pid, logs, temp files), a free port, in the foreground as our child
 * process, stopped by its pid.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { redirectsConf, securityHeadersConf } from '../../lib/nginx.mjs';

/** Where `deploy/nginx.conf` expects the generated files and the site (edit both there and here). */
export const NGINX_INCLUDE_DIR = '/etc/nginx/module-federation';
export const NGINX_SITE_ROOT = '/srv/module-federation/site';

/**
 * `deploy/nginx.conf` made to run somewhere else: its `listen` lines replaced by one on `listen`, its
 * site root and include folder by the given ones. Throws when the template no longer has what it
 * replaces, so a changed recipe cannot be tested by accident in its old form.
 * @param {string} conf
 * @param {{ listen: string, root: string, includeDir: string }} at
 */
export function relocateServerBlock(conf, { listen, root, includeDir }) {
  const checks = [
    [/^\s*listen\s[^;]*;\s*$/m, 'a listen line'],
    [new RegExp(`^\\s*root\\s+${NGINX_SITE_ROOT};`, 'm'), `root ${NGINX_SITE_ROOT};`],
    [new RegExp(`include\\s+${NGINX_INCLUDE_DIR}/`), `include ${NGINX_INCLUDE_DIR}/…`],
  ];
  for (const [re, what] of /** @type {[RegExp, string][]} */ (checks)) {
    if (!re.test(conf)) throw new Error(`deploy/nginx.conf has no ${what}`);
  }
  let first = true;
  return conf
    .replace(/^(\s*)listen\s[^;]*;[^\n]*$/gm, (_m, indent) => {
      const line = first ? `${indent}listen ${listen};` : `${indent}# (second listen line dropped for the test)`;
      first = false;
      return line;
    })
    .replaceAll(`root ${NGINX_SITE_ROOT};`, `root ${root};`)
    .replaceAll(`${NGINX_INCLUDE_DIR}/`, `${includeDir}/`);
}

/** The nginx binary: `$NGINX`, else Debian's place (`/usr/sbin` is not on every user's PATH). */
export function findNginx(env = process.env) {
  for (const cmd of [env.NGINX, '/usr/sbin/nginx', 'nginx']) {
    if (cmd && spawnSync(cmd, ['-v'], { stdio: 'ignore' }).status === 0) return cmd;
  }
  return null;
}

/** A TCP port free on 127.0.0.1 now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `port` accepts connections, or rejects after `ms` (the process may have failed). */
async function waitForPort(/** @type {number} */ port, ms = 10_000, isAlive = () => true) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error('the server exited before it listened');
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nothing listened on 127.0.0.1:${port} within ${ms} ms`);
}

/**
 * The main configuration around the server block: what Debian's /etc/nginx/nginx.conf gives a site
 * (mime.types, default type, sendfile), with every file in `prefix`.
 * @param {string} prefix
 * @param {string} serverConf path of the relocated server block
 */
function mainConf(prefix, serverConf) {
  const p = (/** @type {string} */ name) => path.join(prefix, name);
  // As root, nginx's workers would run as `nobody`, who may not read a build under /root.
  const user = process.getuid?.() === 0 ? 'user root root;\n' : '';
  return `${user}daemon off;
worker_processes 1;
pid ${p('nginx.pid')};
error_log ${p('error.log')} warn;
events { worker_connections 128; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    access_log off;
    client_body_temp_path ${p('tmp/body')};
    proxy_temp_path ${p('tmp/proxy')};
    fastcgi_temp_path ${p('tmp/fastcgi')};
    uwsgi_temp_path ${p('tmp/uwsgi')};
    scgi_temp_path ${p('tmp/scgi')};
    include ${serverConf};
}
`;
}

/**
 * Starts nginx with `conf` (deploy/nginx.conf's text) serving `root` (a build) on a free port.
 * @param {{ nginx: string, conf: string, root: string }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void>, errorLog: () => string }>}
 */
export async function startNginx({ nginx, conf, root }) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-nginx-'));
  fs.mkdirSync(path.join(prefix, 'tmp'));
  const includeDir = path.join(prefix, 'includes');
  fs.mkdirSync(includeDir);
  fs.writeFileSync(
    path.join(includeDir, 'security-headers.conf'),
    securityHeadersConf(fs.readFileSync(path.join(root, '_headers'), 'utf8')),
  );
  fs.writeFileSync(
    path.join(includeDir, 'redirects.conf'),
    redirectsConf(fs.readFileSync(path.join(root, '_redirects'), 'utf8')),
  );
  const port = await freePort();
  const serverConf = path.join(prefix, 'server.conf');
  fs.writeFileSync(serverConf, relocateServerBlock(conf, { listen: `127.0.0.1:${port}`, root, includeDir }));
  const main = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(main, mainConf(prefix, serverConf));
  const args = ['-p', prefix, '-c', main, '-e', path.join(prefix, 'error.log')];
  const errorLog = () => {
    try {
      return fs.readFileSync(path.join(prefix, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const test = spawnSync(nginx, [...args, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}${errorLog()}`);
  // A warning is a mistake in the recipe too (a duplicate MIME type, a directive in the wrong place).
  if (/\[warn\]/.test(test.stderr)) throw new Error(`nginx -t warned about the configuration:\n${test.stderr}`);
  const child = spawn(nginx, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (c) => {
    stderr += c;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitForPort(port, 10_000, () => child.exitCode === null);
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`${/** @type {Error} */ (error).message}\n${stderr}${errorLog()}`);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    errorLog,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT'); // graceful: the master stops its worker
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
