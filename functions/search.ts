/**
 * The search service as a Cloudflare Pages Function (docs-dev/deploy.md, "Remote search on Cloudflare
 * Pages"): `GET /search?keyword=…&limit=…&searchIndexes=…&lang=…` on the site's own origin, answered by
 * the same module as `npm run search-server` (theme/logic/search/service.ts). It reads the index of the
 * build it is deployed with through the static assets (`env.ASSETS`): `search-service.json`, then each
 * language's manifest, then the fragments a query needs. A build without remote search has no
 * `search-service.json`: the request then goes on to the static site (its 404 page).
 */
import { answerRequest, type Engines, enginesOfSite } from '../theme/logic/search/service';

/** What Cloudflare passes a Pages Function (the parts used here). */
type PagesContext = {
  request: Request;
  env: { ASSETS: { fetch: (input: string) => Promise<Response> } };
  next: () => Promise<Response>;
};

/**
 * The files of the index read so far, by path, shared by the requests an isolate serves. Only values are
 * shared, never a fetch in flight: the Workers runtime cancels a request that waits on another request's I/O
 * as hung ("the Worker's code had hung"), which is what sharing the first request's loading promise did
 * under concurrent queries. Two requests that miss the same file at once both fetch it.
 */
const files = new Map<string, unknown>();

/** The site's engines for one request: files already read come from {@link files}, the others with its I/O. */
function enginesOf({ request, env }: PagesContext): Promise<Engines | null> {
  const origin = new URL(request.url).origin;
  const getJson = async (path: string) => {
    if (files.has(path)) return files.get(path);
    const res = await env.ASSETS.fetch(`${origin}${path}`);
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    const value: unknown = await res.json();
    files.set(path, value);
    return value;
  };
  return enginesOfSite(getJson);
}

export async function onRequest(context: PagesContext): Promise<Response> {
  const { request } = context;
  const engines = enginesOf(context);
  // Not a remote-search build: nothing to answer here.
  if ((await engines.catch(() => undefined)) === null) return context.next();
  return answerRequest(request.method, new URL(request.url), engines as Promise<Engines>, (line) =>
    console.error(line),
  );
}
