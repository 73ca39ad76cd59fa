#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# deps.sh [app|check]: installs the Debian 12 packages that building and
# running (app) or building and testing (check) need, and only those that
# are missing.  Uses sudo when not run as root.
set -euo pipefail

build_packages=(
  meson ninja-build pkg-config gcc gettext
  libglib2.0-dev libglib2.0-dev-bin libxml2-dev libjson-glib-dev libsoup-3.0-dev
  libgtk-4-dev libadwaita-1-dev librsvg2-dev librsvg2-common libglib2.0-bin libqrencode-dev
  fonts-cantarell adwaita-icon-theme hicolor-icon-theme gsettings-desktop-schemas
  desktop-file-utils libxml2-utils itstool
)
check_packages=(
  libxtst-dev libpoppler-glib-dev
  python3 python3-gi gir1.2-atspi-2.0 xvfb xauth dbus-daemon at-spi2-core libgl1-mesa-dri appstream
  clang libclang-rt-14-dev xdotool util-linux shared-mime-info yelp-tools
  chromium chromium-driver python3-selenium
)

packages=("${build_packages[@]}")
if [ "${1:-app}" = check ]; then
  packages+=("${check_packages[@]}")
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "Installing missing packages: ${missing[*]}"
as_root=()
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null; then
    echo "deps.sh: these packages are missing and you are not root (and there is no sudo):" >&2
    echo "  apt-get install --no-install-recommends ${missing[*]}" >&2
    exit 1
  fi
  as_root=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
if ! "${as_root[@]}" apt-get update -q; then
  echo "deps.sh: apt-get update failed (see above): is the network or the package mirror reachable?" >&2
  exit 1
fi
if ! "${as_root[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"; then
  echo "deps.sh: installing ${missing[*]} failed (see above)" >&2
  exit 1
fi
