#!/usr/bin/env bash
# nginx for the hosting test (tests/runners/hosting.mjs runs deploy/nginx.conf on 127.0.0.1).
# The test starts its own nginx with its own prefix and port; nothing here starts a service.
set -euo pipefail
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  echo "Installing Debian package: nginx-light"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends nginx-light
fi
/usr/sbin/nginx -v 2>&1
