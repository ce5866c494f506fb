// @ts-check
/** Where the lab serves each scenario's apps (run.mjs starts both servers). */
export const HOST_PORT = Number(process.env.LAB_HOST_PORT ?? 4194);
export const REMOTE_PORT = Number(process.env.LAB_REMOTE_PORT ?? 4195);

/** Apps named like these are the page the browser opens, served from the host origin; the others from the remote origin. */
const isHost = (/** @type {string} */ app) => app === 'consumer' || app === 'host';

/** @param {string} base the scenario's folder @param {string} variant @param {string} app */
export const appUrl = (base, variant, app) =>
  `http://localhost:${isHost(app) ? HOST_PORT : REMOTE_PORT}/${base}/${variant}/${app}/`;
