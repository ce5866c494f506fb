// @ts-nocheck: a child process of edges.ts, plain CommonJS run by Node, no bundler.
/**
 * How `consumeTypes` of @module-federation/dts-plugin 2.9.2 fetches a producer's `@mf-types.zip` from an
 * HTTPS server with a self-signed certificate (127.0.0.1, port 0), and whether it goes through a proxy
 * named by `HTTPS_PROXY`. Usage: `node edges.types.cjs <zip> <key.pem> <cert.pem> <proxy|direct>`; the
 * parent sets `NODE_EXTRA_CA_CERTS` or `NODE_TLS_REJECT_UNAUTHORIZED`, which Node reads at start-up.
 * Prints `{ logs, types, proxyConnections }` as JSON. Nothing leaves the machine.
 */
const fs = require('node:fs');
const http = require('node:http');
const https = require('node:https');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { consumeTypes } = require('@module-federation/dts-plugin/core');

const [zipFile, keyFile, certFile, mode] = process.argv.slice(2);

async function main() {
  const zip = fs.readFileSync(zipFile);
  const server = https.createServer({ key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) }, (req, res) => {
    if (req.url === '/@mf-types.zip') {
      res.writeHead(200, { 'content-type': 'application/zip' });
      res.end(zip);
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = server.address().port;

  // A CONNECT proxy that counts the tunnels it is asked for.
  let proxyConnections = 0;
  const proxy = http.createServer((_req, res) => {
    proxyConnections += 1;
    res.writeHead(502);
    res.end();
  });
  proxy.on('connect', (req, socket) => {
    proxyConnections += 1;
    const [host, target] = req.url.split(':');
    const upstream = net.connect(Number(target), host, () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
  });
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  if (mode === 'proxy') {
    process.env.HTTPS_PROXY = `http://127.0.0.1:${proxy.address().port}`;
    process.env.https_proxy = process.env.HTTPS_PROXY;
  }

  const context = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-edges-types-'));
  const logs = [];
  const saved = { log: console.log, warn: console.warn, error: console.error, info: console.info };
  console.log =
    console.warn =
    console.error =
    console.info =
      (...args) => logs.push(args.map(String).join(' ').replace(`127.0.0.1:${port}`, '127.0.0.1:<port>'));
  try {
    await consumeTypes({
      host: {
        moduleFederationConfig: {
          name: 'shell',
          remotes: { catalog: `catalog@https://127.0.0.1:${port}/remoteEntry.js` },
        },
        context,
        maxRetries: 1,
        timeout: 10_000,
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
  process.stdout.write(JSON.stringify({ logs, types, proxyConnections }));
  server.close();
  proxy.close();
  process.exit(0);
}

main().catch((error) => {
  process.stdout.write(JSON.stringify({ __error: String(error?.stack ?? error) }));
  process.exit(0);
});
