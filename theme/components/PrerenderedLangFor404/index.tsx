import { PageContext, useSite } from '@rspress/core/runtime';
import { type ReactNode, useContext, useEffect, useState } from 'react';

/** Becomes true once the app has hydrated; stays true for the rest of the visit. */
let hydrated = false;

/**
 * Rspress prerenders one `404.html`, in the default language, and serves it for every unknown path;
 * on `/zh/…` the client then renders Chinese at once and React reports a hydration mismatch (#418).
 * This renders the first client pass of a 404 page with the language the HTML was prerendered in,
 * then switches to the URL's language right after hydration.
 */
export function PrerenderedLangFor404({ children }: { children: ReactNode }) {
  const context = useContext(PageContext);
  const { site } = useSite();
  const [ready, setReady] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setReady(true);
  }, []);
  const data = context.data;
  const prerenderedLang = site.lang || '';
  if (ready || !data || data.pageType !== '404' || data.lang === prerenderedLang) return <>{children}</>;
  return (
    <PageContext.Provider value={{ ...context, data: { ...data, lang: prerenderedLang } }}>
      {children}
    </PageContext.Provider>
  );
}
