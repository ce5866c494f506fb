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

/** The site's engines, loaded by the first request an isolate serves; again after a failure. */
let loading: Promise<Engines | null> | undefined;

function enginesOf({ request, env }: PagesContext): Promise<Engines | null> {
  const origin = new URL(request.url).origin;
  const getJson = async (path: string) => {
    const res = await env.ASSETS.fetch(`${origin}${path}`);
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    return res.json();
  };
  loading ??= enginesOfSite(getJson);
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
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
