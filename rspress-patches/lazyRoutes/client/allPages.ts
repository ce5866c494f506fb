/**
 * Called by the 404 layout for every page's record (its suggestions and language links read them all).
 * Does nothing here: the prerender has every record already, and so has the browser with lazyRoutes off.
 * With it on, the browser build swaps this module for one that adds every record (../plugin.ts), which
 * only the 404 layout's chunk carries.
 */
export function loadAllPages(): void {}
