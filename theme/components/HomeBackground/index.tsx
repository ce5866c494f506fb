// Upstream's stylesheet (same class) leaves the bundle with the component we replace.
import '@rspress/core/dist/theme/components/HomeBackground/index.css';
import './index.css';
import { type HTMLAttributes, useEffect, useLayoutEffect, useState } from 'react';

/** How far the reader scrolls before the bar stops being see-through (upstream's value). */
const TOP_ARRIVED_LIMIT = 100;

/**
 * Replaces Rspress v2's HomeBackground (2.0.22): the same background `<div>` and the same
 * `notTopArrived` class on `<body>` once the page has scrolled 100 px, but the bar's rules live in
 * `index.css` (scoped with `:has(.rp-home-background)`) instead of a `<style>` element rendered into
 * `<body>`, which the HTML standard does not allow there. The class is removed when the home page is left.
 */
export function HomeBackground({ className, ...otherProps }: HTMLAttributes<HTMLDivElement>) {
  const [topArrived, setTopArrived] = useState(true);
  useEffect(() => {
    const onScroll = () => setTopArrived(window.scrollY < TOP_ARRIVED_LIMIT);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useLayoutEffect(() => {
    document.body.classList.toggle('notTopArrived', !topArrived);
  }, [topArrived]);
  useLayoutEffect(() => () => document.body.classList.remove('notTopArrived'), []);
  return <div className={className ? `rp-home-background ${className}` : 'rp-home-background'} {...otherProps} />;
}
