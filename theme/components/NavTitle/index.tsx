import { addLeadingSlash, addTrailingSlash, normalizeImagePath, useLang, useSite } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
// Upstream's stylesheet (the dark/light logo switch) leaves the bundle with the component we replace.
import '@rspress/core/dist/theme/components/NavTitle/index.css';

type Logo = string | { light: string; dark: string } | undefined;

/** The logo images: one, or a light and a dark one that upstream's CSS shows by theme. */
function LogoImages({ logo, alt }: { logo: Logo; alt: string }) {
  if (!logo) return null;
  const base = 'rspress-logo rp-nav__title__logo-image';
  if (typeof logo === 'string') return <img src={normalizeImagePath(logo)} alt={alt} className={base} />;
  return (
    <>
      <img src={normalizeImagePath(logo.light)} alt={alt} className={`${base} rp-nav__title__logo-image--light`} />
      <img src={normalizeImagePath(logo.dark)} alt={alt} className={`${base} rp-nav__title__logo-image--dark`} />
    </>
  );
}

/**
 * Replaces Rspress v2's NavTitle (2.0.22): same markup and classes, but upstream gives both logo images
 * (light and dark) `id="logo"`, so every page had a duplicate id; ours have none. Their `alt` is empty
 * when the logo text names the link (upstream: "logo", read out before the site name), else the title.
 */
export function NavTitle() {
  const { site } = useSite();
  const lang = useLang();
  const defaultLang = site.lang ?? '';
  const localeInfo = site.themeConfig?.locales?.find((locale) => locale.lang === lang);
  const title = (localeInfo?.title ?? site.title) || 'Home';
  const langRoutePrefix = lang === defaultLang ? '/' : addTrailingSlash(lang);
  const { logo, logoText, logoHref } = site;
  return (
    <div className="rp-nav__title">
      <Link href={logoHref || addLeadingSlash(langRoutePrefix)} className="rp-nav__title__link">
        {logo && (
          <div className="rp-nav__title__logo">
            <LogoImages logo={logo} alt={logoText ? '' : title} />
          </div>
        )}
        {logoText && <span>{logoText}</span>}
        {!logo && !logoText && <span>{title}</span>}
      </Link>
    </div>
  );
}
