#!/usr/bin/env bash
# Java for the W3C Nu HTML checker (npm's vnu-jar ships the jar, not a JRE). Needs Java 11 or later.
set -euo pipefail
if ! command -v java >/dev/null 2>&1; then
  echo "Installing Debian package: default-jre-headless"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends default-jre-headless
fi
java -version 2>&1 | head -n 1
