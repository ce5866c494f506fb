#!/usr/bin/env node
// @ts-check
/**
 * Copies the route set of SPEC §2 from the shared specification beside the repository
 * (`../shared/tools/spec-routes.mjs`) into `tests/fixtures/spec-routes.json`, the copy the tests read, so
 * that a clone without `../shared` still runs every test.
 *
 *   node scripts/sync-spec-routes.mjs           rewrite the fixture from ../shared
 *   node scripts/sync-spec-routes.mjs --check   exit 1 when the fixture differs from ../shared (0 without it)
 *   --shared <dir>                               the shared folder, when it is not `../shared`
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { readSharedSpecRoutes, SPEC_ROUTES_FIXTURE, serializeSpecRoutes } from '../lib/specRoutes.mjs';

const { values } = parseArgs({ options: { check: { type: 'boolean' }, shared: { type: 'string' } } });
const shared = await readSharedSpecRoutes(values.shared);
if (!shared) {
  console.log(`${values.shared ?? '../shared'}/tools/spec-routes.mjs is absent: nothing to compare the fixture with`);
  process.exit(0);
}
const text = serializeSpecRoutes(shared);
const current = fs.existsSync(SPEC_ROUTES_FIXTURE) ? fs.readFileSync(SPEC_ROUTES_FIXTURE, 'utf8') : '';
if (values.check) {
  if (current === text) {
    console.log(`${SPEC_ROUTES_FIXTURE} matches ${values.shared ?? '../shared'}`);
    process.exit(0);
  }
  console.error(
    `${SPEC_ROUTES_FIXTURE} differs from ${values.shared ?? '../shared'}: run node scripts/sync-spec-routes.mjs`,
  );
  process.exit(1);
}
fs.writeFileSync(SPEC_ROUTES_FIXTURE, text);
console.log(current === text ? `${SPEC_ROUTES_FIXTURE} already up to date` : `wrote ${SPEC_ROUTES_FIXTURE}`);
