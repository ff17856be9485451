#!/usr/bin/env bash
# Build dist/zonekeeper_<version>_<arch>.deb from the PyInstaller bundle, with dpkg-deb:
#   /opt/zonekeeper/                       the one-folder bundle (dist/zonekeeper)
#   /usr/bin/zonekeeper                    symlink to /opt/zonekeeper/zonekeeper
#   /usr/share/applications/zonekeeper.desktop, the icon (scalable SVG + 256 px PNG),
#   /usr/share/mime/packages/zonekeeper.xml (*.zkenc files open in Zonekeeper)
# Depends: lists the Debian packages of the host libraries the bundle links to but does not carry
# (found with ldd, mapped with dpkg -S, like dpkg-shlibdeps), e.g. libc6, libgl1, libegl1.
#
#   bash packaging/build_deb.sh [--rebuild] [--install-test]
#     --rebuild        build the bundle first even if dist/zonekeeper exists
#     --install-test   as root: dpkg -i the package, run `zonekeeper --screenshot` offscreen
#                      from /usr/bin, then dpkg -r it again
# Usually run as `bash packaging/dev.sh deb` (which builds the bundle when it is missing).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${ZONEKEEPER_VENV:-$ROOT/.venv}"
PY="$VENV/bin/python"
DIST="$ROOT/dist"
BUNDLE="$DIST/zonekeeper"

say() { printf 'build_deb: %s\n' "$*" >&2; }
die() { say "$*"; exit 1; }

rebuild=0 install_test=0
for arg in "$@"; do
    case "$arg" in
        --rebuild) rebuild=1 ;;
        --install-test) install_test=1 ;;
        *) die "unknown option $arg" ;;
    esac
done
command -v dpkg-deb >/dev/null || die "dpkg-deb is missing (this recipe is for Debian and Ubuntu)."

if [ "$rebuild" = 1 ] || [ ! -x "$BUNDLE/zonekeeper" ]; then
    bash "$ROOT/packaging/build_bundle.sh"
fi
[ -x "$PY" ] || bash "$ROOT/packaging/dev.sh" setup bundle

VERSION="$("$PY" -c 'import sys, tomllib; print(tomllib.load(open(sys.argv[1], "rb"))["project"]["version"])' "$ROOT/pyproject.toml")"
ARCH="$(dpkg --print-architecture)"
NAME="zonekeeper_${VERSION}_${ARCH}"
STAGE="$ROOT/build/deb/$NAME"
OUT="$DIST/$NAME.deb"

say "staging $STAGE"
rm -rf "$STAGE"
mkdir -p "$STAGE/DEBIAN" "$STAGE/opt" "$STAGE/usr/bin" "$STAGE/usr/share/applications" \
    "$STAGE/usr/share/icons/hicolor/scalable/apps" "$STAGE/usr/share/icons/hicolor/256x256/apps" \
    "$STAGE/usr/share/mime/packages" "$STAGE/usr/share/doc/zonekeeper"
cp -a "$BUNDLE" "$STAGE/opt/zonekeeper"
ln -s /opt/zonekeeper/zonekeeper "$STAGE/usr/bin/zonekeeper"
install -m 644 "$ROOT/packaging/deb/zonekeeper.desktop" "$STAGE/usr/share/applications/"
install -m 644 "$ROOT/packaging/deb/zonekeeper-mime.xml" "$STAGE/usr/share/mime/packages/zonekeeper.xml"
# the app's own window icon when the GUI ships one, else the packaging copy
ICON="$ROOT/resources/icons/zonekeeper.svg"
[ -f "$ICON" ] || ICON="$ROOT/packaging/zonekeeper.svg"
install -m 644 "$ICON" "$STAGE/usr/share/icons/hicolor/scalable/apps/zonekeeper.svg"
QT_QPA_PLATFORM=offscreen "$PY" - "$ICON" "$STAGE/usr/share/icons/hicolor/256x256/apps/zonekeeper.png" <<'PYEOF'
import sys
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

app = QGuiApplication(sys.argv[:1])
renderer = QSvgRenderer(sys.argv[1])
if not renderer.isValid():
    sys.exit(f"not a valid SVG: {sys.argv[1]}")
image = QImage(256, 256, QImage.Format.Format_ARGB32)
image.fill(Qt.GlobalColor.transparent)
painter = QPainter(image)
renderer.render(painter)
painter.end()
if not image.save(sys.argv[2], "PNG"):
    sys.exit(f"could not write {sys.argv[2]}")
PYEOF
cat >"$STAGE/usr/share/doc/zonekeeper/copyright" <<TXT
Zonekeeper $VERSION — proprietary; all rights reserved by its authors.
The bundle in /opt/zonekeeper carries Python, Qt 6 / PySide6 (LGPLv3), shapely and GEOS (BSD,
LGPL), NumPy (BSD), networkx (BSD) and pydantic (MIT) under their own licences.
TXT

# Depends: host libraries that the bundle's ELF files load but do not carry.
say "working out Depends"
mapfile -t host_libs < <(
    find "$STAGE/opt/zonekeeper" -type f \( -name '*.so' -o -name '*.so.*' -o -name zonekeeper \) \
        -exec sh -c 'head -c 4 "$1" | grep -q ELF && printf "%s\0" "$1"' _ {} \; \
    | LD_LIBRARY_PATH="$STAGE/opt/zonekeeper/_internal" xargs -0 -r ldd 2>/dev/null \
    | awk '$2 == "=>" && $3 ~ /^\// {print $3}' | grep -v "^$STAGE" | sort -u
)
declare -A pkgs=()
for lib in "${host_libs[@]}"; do
    real="$(readlink -f "$lib")"
    pkg="$(dpkg -S "$real" 2>/dev/null || dpkg -S "${real#/usr}" 2>/dev/null || dpkg -S "$lib" 2>/dev/null || true)"
    pkg="${pkg%%:*}"
    if [ -n "$pkg" ]; then pkgs["$pkg"]=1; else say "no package owns $lib (left out of Depends)"; fi
done
depends="$(printf '%s\n' "${!pkgs[@]}" | sort | paste -sd, - | sed 's/,/, /g')"
[ -n "$depends" ] || depends="libc6"

installed_kb="$(du -sk "$STAGE" --exclude=DEBIAN | cut -f1)"
cat >"$STAGE/DEBIAN/control" <<CTRL
Package: zonekeeper
Version: $VERSION
Architecture: $ARCH
Maintainer: Zonekeeper developers <zonekeeper@example.invalid>
Installed-Size: $installed_kb
Depends: $depends
Recommends: fonts-dejavu-core | fonts-liberation2
Suggests: xvfb
Section: games
Priority: optional
Description: run tabletop-RPG combat on a zone map
 Zonekeeper is a desktop tool for game masters: draw a zone map with
 borders (open, wall, door, hatch), place combatants, and let it answer
 range bands, line of sight and what a move costs under the Year Zero
 Engine rules, with undo for every change.
 .
 This package carries its own Python and Qt in /opt/zonekeeper.
CTRL

mkdir -p "$DIST"
dpkg-deb --root-owner-group -Zxz --build "$STAGE" "$OUT" >/dev/null
say "built $OUT ($(du -h "$OUT" | cut -f1)); Depends: $depends"

if [ "$install_test" = 1 ]; then
    [ "$(id -u)" = 0 ] || die "--install-test needs root"
    if dpkg-query -W -f='${Status}' zonekeeper 2>/dev/null | grep -q " installed"; then
        die "--install-test: a zonekeeper package is already installed; remove it first"
    fi
    say "install test: dpkg -i, then /usr/bin/zonekeeper --screenshot offscreen, then dpkg -r"
    apt-get install -y -q --no-install-recommends "$OUT" >/dev/null
    rc=0
    rm -f /tmp/zk-deb-smoke.png
    (cd / && QT_QPA_PLATFORM=offscreen timeout 120 /usr/bin/zonekeeper --screenshot /tmp/zk-deb-smoke.png) || rc=$?
    dpkg -r zonekeeper >/dev/null
    if [ "$rc" != 0 ] || [ ! -s /tmp/zk-deb-smoke.png ]; then
        die "install test FAILED (exit $rc)"
    fi
    say "install test passed: /tmp/zk-deb-smoke.png"
fi
