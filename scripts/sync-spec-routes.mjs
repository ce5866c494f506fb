#!/usr/bin/env node
// @ts-check
/**
 * Copies the route set of SPEC §2 from the shared specification beside the repository
 * (`../shared/tools/spec-routes.mjs`) into `tests/fixtures/spec-routes.json`, the copy the tests read, so
 * that a clone without `../shared` still runs every test.
 *
 *   node scripts/sync-spec-routes.mjs           rewrite the fixture from ../shared (formatted by Biome)
 *   node scripts/sync-spec-routes.mjs --check   exit 1 when the fixture differs from ../shared (0 without it)
 *   --shared <dir>                               the shared folder, when it is not `../shared`
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { readSharedSpecRoutes, SPEC_ROUTES_FIXTURE, specRoutesData } from '../tests/harness/specRoutes.mjs';

const { values } = parseArgs({ options: { check: { type: 'boolean' }, shared: { type: 'string' } } });
const sharedDir = values.shared ?? '../shared';
const shared = await readSharedSpecRoutes(values.shared);
if (!shared) {
  console.log(`${sharedDir}/tools/spec-routes.mjs is absent: nothing to compare the fixture with`);
  process.exit(0);
}
const current = fs.existsSync(SPEC_ROUTES_FIXTURE) ? JSON.parse(fs.readFileSync(SPEC_ROUTES_FIXTURE, 'utf8')) : {};
const same = isDeepStrictEqual(current, specRoutesData(shared));
if (values.check) {
  if (same) {
    console.log(`${SPEC_ROUTES_FIXTURE} matches ${sharedDir}`);
    process.exit(0);
  }
  console.error(`${SPEC_ROUTES_FIXTURE} differs from ${sharedDir}: run node scripts/sync-spec-routes.mjs`);
  process.exit(1);
}
if (same) {
  console.log(`${SPEC_ROUTES_FIXTURE} already up to date`);
  process.exit(0);
}
fs.writeFileSync(SPEC_ROUTES_FIXTURE, `${JSON.stringify(specRoutesData(shared), null, 2)}\n`);
spawnSync('npx', ['biome', 'format', '--write', SPEC_ROUTES_FIXTURE], { stdio: 'inherit' });
console.log(`wrote ${SPEC_ROUTES_FIXTURE}`);
