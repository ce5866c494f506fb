// @ts-check
/**
 * The route set of SPEC §2 as the tests read it: a vendored copy (`tests/fixtures/spec-routes.json`) of
 * the shared specification's data (`../shared/tools/spec-routes.mjs`), kept equal by
 * `scripts/sync-spec-routes.mjs`. The copy is independent of `config/siteFacts.mjs`, so the tests
 * compare the site with the specification, not the site with itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** @typedef {{ EN: string[], ZH: string[], ZH_ABSENT: string[], NOT_IN_SIDEBAR: string[] }} SpecRoutes */

export const SPEC_ROUTES_FIXTURE = path.join('tests', 'fixtures', 'spec-routes.json');

/**
 * The fields of the route set the tests read, in a fixed order.
 * @param {SpecRoutes} routes
 * @returns {SpecRoutes}
 */
export const specRoutesData = (routes) => ({
  EN: routes.EN,
  ZH: routes.ZH,
  ZH_ABSENT: routes.ZH_ABSENT,
  NOT_IN_SIDEBAR: routes.NOT_IN_SIDEBAR,
});

/**
 * The shared specification's route set, or undefined when `../shared` (or `sharedDir`) is absent.
 * @param {string} [sharedDir] the shared folder, `../shared` by default
 */
export async function readSharedSpecRoutes(sharedDir = path.join('..', 'shared')) {
  const file = path.resolve(sharedDir, 'tools', 'spec-routes.mjs');
  if (!fs.existsSync(file)) return undefined;
  /** @type {SpecRoutes} */
  const mod = await import(pathToFileURL(file).href);
  return mod;
}
