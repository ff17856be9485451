#!/usr/bin/env bash
# Zonekeeper developer script: sets up what the project needs, then runs, tests or bundles it.
#
#   bash packaging/dev.sh run [app args…]     install, then start the app (sample encounter)
#   bash packaging/dev.sh test [pytest args…] install, then pytest (Qt offscreen) and ruff check;
#                                             with no args, as root on Debian, the .deb round trip too
#   bash packaging/dev.sh setup [run|test|bundle]   install only
#   bash packaging/dev.sh bundle              PyInstaller bundle in dist/zonekeeper + smoke test
#   bash packaging/dev.sh deb                 bundle, then dist/zonekeeper_<version>_<arch>.deb
#   bash packaging/dev.sh bench [args…]       stress encounter + benchmarks/run.py
#   bash packaging/dev.sh python [args…]      the project's Python (the venv)
#
# Set-up, every time, in a second or less when nothing changed:
#   * .venv in the repo (python3 -m venv) with `pip install -e ".[gui,test]"` (plus `package` for
#     bundling) under packaging/constraints.txt; a stamp keyed on a hash of pyproject.toml and the
#     constraints skips pip when it is up to date.
#   * the project's own modules compiled to bytecode (compileall), which the editable install
#     doesn't do: a PYTHONDONTWRITEBYTECODE environment would otherwise compile them every start.
#   * the translation catalogues (resources/i18n/*.ts → .qm, tools/i18n.py build) when changed.
#   * the Debian libraries Qt loads: only missing ones are installed (apt-get update only then);
#     `run` adds the X11/xcb ones and xvfb. Not root: it prints what is missing and goes on.
#
# Environment: ZONEKEEPER_VENV (venv folder, default .venv), ZONEKEEPER_NO_APT=1 (never apt-get).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${ZONEKEEPER_VENV:-$ROOT/.venv}"
PY="$VENV/bin/python"
# versions known to be broken (see the file); kept here, out of pyproject.toml, for the build only
CONSTRAINTS="$ROOT/packaging/constraints.txt"

say() { printf 'dev.sh: %s\n' "$*" >&2; }
die() { say "$*"; exit 1; }

# -- Debian libraries -------------------------------------------------------------------------
# What PySide6 (Qt 6) links to, read with ldd on its libraries and plugins and mapped to Debian 12
# packages with dpkg -S. Offscreen (tests, bundle smoke test): QtCore/Gui/Widgets/Svg and the
# offscreen platform plugin. fonts-dejavu-core: without any font Qt draws no text at all.
DEBS_OFFSCREEN=(libegl1 libgl1 libxkbcommon0 libfontconfig1 libfreetype6 libglib2.0-0
    libdbus-1-3 libx11-6 fonts-dejavu-core)
# A real window (xcb platform plugin, libqxcb.so + its GLX integration), and a virtual screen.
DEBS_XCB=(libx11-xcb1 libxcb1 libxcb-cursor0 libxcb-glx0 libxcb-icccm4 libxcb-image0
    libxcb-keysyms1 libxcb-randr0 libxcb-render0 libxcb-render-util0 libxcb-shape0 libxcb-shm0
    libxcb-sync1 libxcb-util1 libxcb-xfixes0 libxcb-xkb1 libxkbcommon-x11-0 xvfb xauth)
# PyInstaller reads shared-library dependencies with ldd/objdump.
DEBS_BUNDLE=(binutils)

is_root() { [ "$(id -u)" = 0 ]; }

deb_installed() {
    local status
    status="$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null || true)"
    [[ "$status" == *" installed" ]]
}

APT_UPDATED=0
apt_install() {
    # apt_install PKG… — install as root, noninteractive, without recommends; else print how.
    [ "$#" -gt 0 ] || return 0
    if [ "${ZONEKEEPER_NO_APT:-0}" = 1 ] || ! is_root || ! command -v apt-get >/dev/null; then
        say "missing Debian packages: $*"
        say "  install them with: sudo apt-get install --no-install-recommends $*"
        return 0
    fi
    export DEBIAN_FRONTEND=noninteractive
    if [ "$APT_UPDATED" = 0 ]; then
        say "apt-get update (missing: $*)"
        apt-get -q -o DPkg::Lock::Timeout=300 update >/dev/null
        APT_UPDATED=1
    fi
    say "apt-get install $*"
    apt-get -q -y -o DPkg::Lock::Timeout=300 install --no-install-recommends "$@" >/dev/null
}

ensure_debs() {
    command -v dpkg-query >/dev/null || { say "not a Debian system: install Qt's libraries by hand"; return 0; }
    local missing=() p
    for p in "$@"; do deb_installed "$p" || missing+=("$p"); done
    apt_install "${missing[@]}"
}

soname_package() {
    # The Debian 12 package that ships a library soname (for what ldd still reports missing).
    case "$1" in
        libEGL.so.*) echo libegl1 ;;
        libGL.so.*) echo libgl1 ;;
        libGLX.so.*) echo libglx0 ;;
        libOpenGL.so.*) echo libopengl0 ;;
        libxkbcommon.so.*) echo libxkbcommon0 ;;
        libxkbcommon-x11.so.*) echo libxkbcommon-x11-0 ;;
        libfontconfig.so.*) echo libfontconfig1 ;;
        libfreetype.so.*) echo libfreetype6 ;;
        libdbus-1.so.*) echo libdbus-1-3 ;;
        libglib-2.0.so.* | libgthread-2.0.so.* | libgobject-2.0.so.* | libgio-2.0.so.*) echo libglib2.0-0 ;;
        libX11.so.*) echo libx11-6 ;;
        libX11-xcb.so.*) echo libx11-xcb1 ;;
        libxcb.so.*) echo libxcb1 ;;
        libxcb-util.so.*) echo libxcb-util1 ;;
        libxcb-render-util.so.*) echo libxcb-render-util0 ;;
        libxcb-*.so.*)
            # libxcb-NAME.so.N is in libxcb-NAMEN (icccm4, keysyms1, image0, cursor0, randr0 …)
            local base="${1%%.so.*}" ver="${1##*.so.}"
            echo "${base}${ver%%.*}" ;;
        libpng16.so.*) echo libpng16-16 ;;
        libz.so.*) echo zlib1g ;;
        libzstd.so.*) echo libzstd1 ;;
        libjpeg.so.62) echo libjpeg62-turbo ;;
        libSM.so.*) echo libsm6 ;;
        libICE.so.*) echo libice6 ;;
        libXrender.so.*) echo libxrender1 ;;
        libXext.so.*) echo libxext6 ;;
        libXi.so.*) echo libxi6 ;;
        *) return 1 ;;
    esac
}

qt_files() {
    # The Qt binaries the given platform needs, in the venv's PySide6.
    local qt="$1" platform="$2"
    local files=("$qt"/lib/libQt6Core.so.6 "$qt"/lib/libQt6Gui.so.6 "$qt"/lib/libQt6Widgets.so.6
        "$qt"/lib/libQt6Svg.so.6 "$qt"/plugins/platforms/libqoffscreen.so
        "$qt"/plugins/imageformats/*.so "$qt"/plugins/iconengines/*.so)
    if [ "$platform" = xcb ]; then
        files+=("$qt"/plugins/platforms/libqxcb.so "$qt"/plugins/xcbglintegrations/*.so)
    fi
    local f
    for f in "${files[@]}"; do [ -e "$f" ] && echo "$f"; done
    return 0
}

ensure_qt_libs() {
    # ensure_qt_libs offscreen|xcb — the listed packages, then whatever ldd still can't find.
    local platform="$1"
    ensure_debs "${DEBS_OFFSCREEN[@]}"
    [ "$platform" = xcb ] && ensure_debs "${DEBS_XCB[@]}"
    command -v ldd >/dev/null || return 0
    local qt
    qt="$("$PY" -c 'import os, PySide6; print(os.path.join(os.path.dirname(PySide6.__file__), "Qt"))' 2>/dev/null)" || return 0
    local missing=() extra=() unknown=() so pkg
    mapfile -t missing < <(qt_files "$qt" "$platform" | xargs -r ldd 2>/dev/null \
        | awk '/=> not found/ && $1 !~ /^libQt6/ {print $1}' | sort -u)
    # (a libQt6* one missing is PySide6's own business: e.g. the PDF image plugin wants QtPdf,
    # which PySide6-Essentials does not ship; Qt then skips that plugin.)
    [ "${#missing[@]}" -gt 0 ] || return 0
    for so in "${missing[@]}"; do
        if pkg="$(soname_package "$so")"; then extra+=("$pkg"); else unknown+=("$so"); fi
    done
    if [ "${#extra[@]}" -gt 0 ]; then
        mapfile -t extra < <(printf '%s\n' "${extra[@]}" | sort -u)
        ensure_debs "${extra[@]}"
    fi
    [ "${#unknown[@]}" -eq 0 ] || say "Qt needs libraries this script can't map to a package: ${unknown[*]}"
}

# -- the virtual environment ------------------------------------------------------------------
ensure_venv() {
    # ensure_venv EXTRAS (e.g. "gui,test") — venv + editable install, skipped when up to date.
    local extras="$1"
    if [ ! -x "$PY" ] || ! "$PY" -c 'import sys' >/dev/null 2>&1; then
        command -v python3 >/dev/null || die "python3 is not installed (Zonekeeper needs 3.11+)."
        python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
            || die "python3 is $(python3 -V 2>&1 | cut -d' ' -f2); Zonekeeper needs 3.11 or newer."
        if ! python3 -c 'import ensurepip, venv' >/dev/null 2>&1; then
            # Debian's own python3 keeps venv in a separate package
            ensure_debs python3-venv
        fi
        if [ -e "$VENV" ] && [ ! -f "$VENV/pyvenv.cfg" ]; then
            die "$VENV exists and is not a virtual environment; move it away first."
        fi
        say "creating $VENV"
        rm -rf "$VENV"
        python3 -m venv "$VENV"
    fi
    local key stamp="$VENV/.zonekeeper-installed"
    key="$( { cat "$ROOT/pyproject.toml" "$CONSTRAINTS"; echo "$ROOT"; "$PY" -V; } | sha256sum | cut -c1-16)"
    # one line "KEY EXTRA" per extra installed with this pyproject.toml (and this venv/checkout)
    local extra todo=0
    for extra in ${extras//,/ }; do
        if [ ! -f "$stamp" ] || ! grep -qx "$key $extra" "$stamp"; then todo=1; fi
    done
    [ "$todo" = 1 ] || return 0
    say "pip install -e \".[$extras]\" (first run, or pyproject.toml changed)"
    (cd "$ROOT" && "$PY" -m pip install -q --disable-pip-version-check -c "$CONSTRAINTS" -e ".[$extras]") \
        || die "pip install failed"
    if [ ! -f "$stamp" ] || ! grep -q "^$key " "$stamp"; then
        : >"$stamp"  # a new key voids the older lines
    fi
    for extra in ${extras//,/ }; do
        grep -qx "$key $extra" "$stamp" || echo "$key $extra" >>"$stamp"
    done
}

compile_sources() {
    # The editable install leaves the project's own modules uncompiled, and an environment with
    # PYTHONDONTWRITEBYTECODE=1 then compiles ~80 of them again on every start: compile them here
    # (quick when up to date; Python ignores a .pyc whose source has changed since).
    "$PY" -m compileall -q -j 0 "$ROOT/core" "$ROOT/gui" >/dev/null || say "compileall failed (the app still runs)"
}

build_catalogues() {
    # The UI's translations: resources/i18n/*.ts compiled to .qm beside them (built, not
    # committed); only the ones whose .ts changed, so quick when up to date.
    "$PY" "$ROOT/tools/i18n.py" build >/dev/null \
        || say "can't build the translation catalogues: the app runs in English"
}

setup() {
    # setup run|test|bundle
    case "$1" in
        run) ensure_venv gui,test; ensure_qt_libs xcb ;;
        test) ensure_venv gui,test; ensure_qt_libs offscreen ;;
        # the xcb libraries too: PyInstaller copies the host's into the bundle, and xvfb lets
        # the smoke test open a real window
        bundle) ensure_venv gui,test,package; ensure_qt_libs xcb; ensure_debs "${DEBS_BUNDLE[@]}" ;;
        *) die "setup what? run, test or bundle" ;;
    esac
    compile_sources
    build_catalogues
}

has_display() { [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ] || [ -n "${QT_QPA_PLATFORM:-}" ]; }

quote_args() { local a out=""; for a in "$@"; do out+=" $(printf '%q' "$a")"; done; printf '%s' "$out"; }

cmd_run() {
    setup run
    [ -f "$ROOT/gui/app.py" ] || die "gui/app.py is not there yet: the GUI is still being written."
    local rc=0
    (cd "$ROOT" && "$PY" -m gui "$@") || rc=$?
    if [ "$rc" = 2 ] && ! has_display; then
        if command -v xvfb-run >/dev/null; then
            say "no display here. To run Zonekeeper on a virtual X screen:"
            say "  xvfb-run -a -s '-screen 0 1600x1000x24' bash packaging/dev.sh run$(quote_args "$@")"
        else
            say "no display here, and xvfb-run is missing (apt-get install xvfb xauth)."
        fi
        say "or without any X server: QT_QPA_PLATFORM=offscreen bash packaging/dev.sh run --screenshot shot.png"
    fi
    return "$rc"
}

cmd_test() {
    setup test
    local rc=0 lint=0
    (cd "$ROOT" && QT_QPA_PLATFORM=offscreen "$PY" -m pytest "$@") || rc=$?
    case "$rc" in
        0) ;;
        5) say "pytest collected no tests: that counts as a failure." ;;
        *) say "pytest failed (exit $rc)." ;;
    esac
    say "ruff check"
    (cd "$ROOT" && "$VENV/bin/ruff" check .) || lint=$?
    [ "$lint" = 0 ] || say "ruff check failed (exit $lint)."
    if [ "$rc" != 0 ]; then return "$rc"; fi
    [ "$lint" = 0 ] || return "$lint"
    installer_round_trip
}

# The Linux installer's round trip (issue 12), after the suite: the bundle and the .deb built from
# this checkout, lintian, then installed with apt-get, started on the sample (offscreen) and purged.
# Needs root, apt-get and dpkg-deb (a Debian CI machine); skipped elsewhere or with
# ZONEKEEPER_SKIP_INSTALLER=1, and only when the whole suite ran (no pytest arguments).
installer_round_trip() {
    if [ "${ZONEKEEPER_SKIP_INSTALLER:-0}" = 1 ] || [ "${TEST_ARGS:-0}" != 0 ]; then
        say "installer round trip skipped (ZONEKEEPER_SKIP_INSTALLER=1 or a partial test run)"
        return 0
    fi
    if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null || ! command -v dpkg-deb >/dev/null; then
        say "installer round trip skipped: it needs root, apt-get and dpkg-deb"
        return 0
    fi
    command -v lintian >/dev/null || apt_install lintian
    setup bundle
    ZONEKEEPER_SETUP_DONE=1 bash "$ROOT/packaging/build_deb.sh" --rebuild --lintian --install-test
}

cmd_bench() {
    setup test
    cd "$ROOT"
    if [ ! -f benchmarks/out/stress.zkenc ] || [ benchmarks/make_stress.py -nt benchmarks/out/stress.zkenc ]; then
        "$PY" benchmarks/make_stress.py
    fi
    QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}" "$PY" benchmarks/run.py "$@"
}

usage() { sed -n '2,20p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; }

main() {
    local cmd="${1:-help}"
    [ "$#" -gt 0 ] && shift
    case "$cmd" in
        run) cmd_run "$@" ;;
        test) TEST_ARGS=$#; cmd_test "$@" ;;
        setup) setup "${1:-test}" ;;
        bundle) setup bundle; ZONEKEEPER_SETUP_DONE=1 bash "$ROOT/packaging/build_bundle.sh" "$@" ;;
        deb) setup bundle; ZONEKEEPER_SETUP_DONE=1 bash "$ROOT/packaging/build_deb.sh" "$@" ;;
        bench) cmd_bench "$@" ;;
        python) setup test; exec "$PY" "$@" ;;
        help | -h | --help) usage ;;
        *) usage; die "unknown command: $cmd" ;;
    esac
}

main "$@"
