import { Root as OriginalRoot } from '@rspress/core/theme-original';
import { type ReactNode, useEffect } from 'react';
import { PrerenderedLangFor404 } from '../PrerenderedLangFor404';

/**
 * Wraps Rspress v2's Root (2.0.22), the element around everything App renders (the llms hint as well
 * as the Layout), so that a 404 page's first client render uses the language its HTML was
 * prerendered in (see PrerenderedLangFor404). Once the page has hydrated it
 * sets `data-mf-hydrated` on `<html>`: the browser tests wait for it before they press anything (an effect
 * runs after hydration commits, never in the prerender).
 */
export function Root({ children }: { children?: ReactNode }) {
  useEffect(() => {
    document.documentElement.setAttribute('data-mf-hydrated', '');
  }, []);
  return (
    <OriginalRoot>
      <PrerenderedLangFor404>{children}</PrerenderedLangFor404>
    </OriginalRoot>
  );
}
