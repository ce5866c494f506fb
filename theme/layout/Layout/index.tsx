import { type LayoutProps, Layout as OriginalLayout } from '@rspress/core/theme-original';
import { PageLoadProgress } from '../../components/PageLoadProgress';
import { SkipLink, SkipTarget } from '../../components/SkipLink';
import { UntranslatedNotice } from '../../components/UntranslatedNotice';
import { useLayoutEffects } from './useLayoutEffects';

function LayoutEffects(): null {
  useLayoutEffects();
  return null;
}

/**
 * Rspress's Layout with our additions through its slot props: the skip link first in the page, its
 * target before the content of doc and home pages, the note shown when the language switch led to the
 * nearest page (UntranslatedNotice), the route-change progress bar, and the behaviours of SPEC §2/§4 that the default
 * theme lacks (see useLayoutEffects).
 */
export function Layout(props: LayoutProps) {
  return (
    <OriginalLayout
      {...props}
      top={
        <>
          <SkipLink />
          <PageLoadProgress />
          <LayoutEffects />
          {props.top}
        </>
      }
      beforeDocContent={
        <>
          <SkipTarget />
          <UntranslatedNotice />
          {props.beforeDocContent}
        </>
      }
      beforeHero={
        <>
          <SkipTarget />
          <UntranslatedNotice />
          {props.beforeHero}
        </>
      }
    />
  );
}
