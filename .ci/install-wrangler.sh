#!/usr/bin/env bash
# Cloudflare's wrangler for the edge tier (npm run test:full): `wrangler pages dev` serves a build as
# Cloudflare Pages does, the search function in functions/ included (tests/runners/edge-search.mjs, and
# the `cloudflare` host of tests/runners/hosting.mjs). Installed into node_modules/.cache/wrangler, not
# package.json, so the README's `npm install` stays light. 4.86.0 is pinned: later releases need Node 22.
# Idempotent: does nothing when that version is there.
set -euo pipefail
cd "$(dirname "$0")/.."
version=4.86.0
dir=node_modules/.cache/wrangler
installed=$(node -p "require('./$dir/node_modules/wrangler/package.json').version" 2>/dev/null || true)
if [ "$installed" != "$version" ]; then
  echo "Installing wrangler $version into $dir"
  mkdir -p "$dir"
  # Its own package.json, so npm installs there and never touches the project's.
  [ -f "$dir/package.json" ] || echo '{ "private": true }' >"$dir/package.json"
  npm install --prefix "$dir" --no-audit --no-fund --save-exact "wrangler@$version"
fi
node "$dir/node_modules/wrangler/bin/wrangler.js" --version
