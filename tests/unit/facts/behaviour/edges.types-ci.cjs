// @ts-nocheck: a child process of edges.ts, plain CommonJS run by Node, no bundler.
/**
 * Type download in CI (reader questions 93, 153): `consumeTypes` of @module-federation/dts-plugin 2.9.2
 * (1) with the producer not running (its port closed), and (2) with `remotes: {}` and `remoteTypeUrls`
 * naming the producer's `@mf-types.zip` and `@mf-types.d.ts` on another path (an HTTP server on 127.0.0.1,
 * port 0). Usage: `node edges.types-ci.cjs <zip> <down|type-urls>`. Prints `{ logs, types }` as JSON.
 * Nothing leaves the machine.
 */
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { consumeTypes } = require('@module-federation/dts-plugin/core');

const [zipFile, mode] = process.argv.slice(2);

/** A port that nothing listens on: taken, then released. */
async function closedPort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function main() {
  const zip = fs.readFileSync(zipFile);
  const server = http.createServer((req, res) => {
    if (req.url === '/types/catalog/@mf-types.zip') {
      res.writeHead(200, { 'content-type': 'application/zip' });
      res.end(zip);
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = server.address().port;
  const down = await closedPort();
  const base = `http://127.0.0.1:${port}/types/catalog`;
  const moduleFederationConfig =
    mode === 'down'
      ? { name: 'shell', remotes: { catalog: `catalog@http://127.0.0.1:${down}/remoteEntry.js` } }
      : { name: 'shell', remotes: {} };
  const context = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-edges-types-ci-'));
  const logs = [];
  const saved = { log: console.log, warn: console.warn, error: console.error, info: console.info };
  console.log =
    console.warn =
    console.error =
    console.info =
      (...args) =>
        logs.push(
          args
            .map(String)
            .join(' ')
            .replaceAll(`127.0.0.1:${port}`, '127.0.0.1:<port>')
            .replaceAll(`127.0.0.1:${down}`, '127.0.0.1:<port>'),
        );
  try {
    await consumeTypes({
      host: {
        moduleFederationConfig,
        context,
        maxRetries: 1,
        timeout: 10_000,
        ...(mode === 'type-urls'
          ? {
              remoteTypeUrls: {
                catalog: { alias: 'catalog', zip: `${base}/@mf-types.zip`, api: `${base}/@mf-types.d.ts` },
              },
            }
          : {}),
      },
    });
  } catch (error) {
    logs.push(`thrown: ${String(error?.message ?? error).split('\n')[0]}`);
  } finally {
    Object.assign(console, saved);
  }
  const folder = path.join(context, '@mf-types', 'catalog');
  const types = fs.existsSync(folder) ? fs.readdirSync(folder).sort().join(', ') : 'no @mf-types/catalog';
  fs.rmSync(context, { recursive: true, force: true });
  process.stdout.write(JSON.stringify({ logs, types }));
  server.close();
  process.exit(0);
}

main().catch((error) => {
  process.stdout.write(JSON.stringify({ __error: String(error?.stack ?? error) }));
  process.exit(0);
});
