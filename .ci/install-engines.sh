#!/usr/bin/env bash
# Installs what the engines tier (node tests/runners/engines.mjs) drives besides Chromium: Firefox ESR
# (WebDriver BiDi), WebKitGTK's WebDriver under a virtual X server, the codecs both need for the
# announcement clip (H.264), and the zh_CN.UTF-8 locale so WebKit can report zh-CN to the page.
# Idempotent: safe to run on a machine that already has them. Debian 12 (bookworm) package names.
set -euo pipefail

packages=(
  firefox-esr
  webkit2gtk-driver
  xvfb
  xauth
  libavcodec59
  gstreamer1.0-libav
  gstreamer1.0-plugins-bad
  gstreamer1.0-plugins-good
  locales
  fonts-noto-cjk
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if ((${#missing[@]})); then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if ! locale -a 2>/dev/null | grep -qi '^zh_CN\.utf-\?8$'; then
  sed -i 's/^# *\(zh_CN.UTF-8 UTF-8\)/\1/' /etc/locale.gen
  grep -q '^zh_CN.UTF-8 UTF-8' /etc/locale.gen || echo 'zh_CN.UTF-8 UTF-8' >>/etc/locale.gen
  locale-gen >/dev/null
fi
