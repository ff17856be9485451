#!/usr/bin/env bash
# Build the one-folder bundle dist/zonekeeper/ with PyInstaller (packaging/zonekeeper.spec), then
# smoke-test the built program headless:
#   QT_QPA_PLATFORM=offscreen dist/zonekeeper/zonekeeper --screenshot /tmp/zk-smoke.png
# must exit 0 and leave a PNG. Usually run as `bash packaging/dev.sh bundle`, which sets up the
# venv with ".[gui,test,package]" first (this script does the same when run on its own).
#
#   bash packaging/build_bundle.sh [--no-smoke]
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${ZONEKEEPER_VENV:-$ROOT/.venv}"
PY="$VENV/bin/python"
DIST="$ROOT/dist"
SMOKE_PNG="${ZONEKEEPER_SMOKE_PNG:-/tmp/zk-smoke.png}"

say() { printf 'build_bundle: %s\n' "$*" >&2; }

smoke=1
for arg in "$@"; do
    case "$arg" in
        --no-smoke) smoke=0 ;;
        *) say "unknown option $arg"; exit 2 ;;
    esac
done

if [ "${ZONEKEEPER_SETUP_DONE:-0}" != 1 ]; then
    bash "$ROOT/packaging/dev.sh" setup bundle
fi

cd "$ROOT"
say "PyInstaller → $DIST/zonekeeper"
start=$SECONDS
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$DIST" --workpath "$ROOT/build/pyinstaller" packaging/zonekeeper.spec
say "built in $((SECONDS - start)) s: $(du -sh "$DIST/zonekeeper" | cut -f1) in $DIST/zonekeeper"

# every translation catalogue compiled into the bundle (the spec builds them; .ts stay out)
for ts in "$ROOT"/resources/i18n/*.ts; do
    [ -e "$ts" ] || continue
    qm="$(basename "${ts%.ts}").qm"
    if [ -z "$(find "$DIST/zonekeeper" -path "*/resources/i18n/$qm" -print -quit)" ]; then
        say "FAILED: $qm is not in the bundle"
        exit 1
    fi
done

[ "$smoke" = 1 ] || exit 0

check_png() {
    [ -s "$1" ] && [ "$(head -c 8 "$1" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ]
}

say "smoke test: QT_QPA_PLATFORM=offscreen dist/zonekeeper/zonekeeper --screenshot $SMOKE_PNG"
rm -f "$SMOKE_PNG"
rc=0
# from another folder, with no project on the path, as an installed copy would run
(cd / && env -u PYTHONPATH -u ZONEKEEPER_RESOURCES QT_QPA_PLATFORM=offscreen \
    timeout 120 "$DIST/zonekeeper/zonekeeper" --screenshot "$SMOKE_PNG") || rc=$?
if [ "$rc" != 0 ]; then
    say "FAILED: the bundled program exited with $rc"
    exit 1
fi
if ! check_png "$SMOKE_PNG"; then
    say "FAILED: $SMOKE_PNG is missing, empty or not a PNG"
    exit 1
fi
size="$("$PY" -c 'import struct, sys; d = open(sys.argv[1], "rb").read(24); print("%dx%d" % struct.unpack(">II", d[16:24]))' "$SMOKE_PNG")"
say "smoke test passed: $SMOKE_PNG ($(stat -c %s "$SMOKE_PNG") bytes, $size)"

# the same in a real X window (xcb platform) on a virtual screen, where xvfb-run is installed
if command -v xvfb-run >/dev/null; then
    xcb_png="${SMOKE_PNG%.png}-xcb.png"
    rm -f "$xcb_png"
    say "smoke test (xcb): xvfb-run -a dist/zonekeeper/zonekeeper --screenshot $xcb_png"
    rc=0
    (cd / && env -u PYTHONPATH -u ZONEKEEPER_RESOURCES -u QT_QPA_PLATFORM timeout 120 \
        xvfb-run -a -s "-screen 0 1600x1000x24" "$DIST/zonekeeper/zonekeeper" --screenshot "$xcb_png") || rc=$?
    if [ "$rc" != 0 ] || ! check_png "$xcb_png"; then
        say "FAILED: under Xvfb the bundled program exited with $rc / no PNG"
        exit 1
    fi
    say "smoke test (xcb) passed: $xcb_png"
else
    say "xvfb-run not installed: skipped the smoke test in a real X window"
fi
