"""The installer recipes agree with each other and with the app (issue 12, installers).

The recipes themselves (PyInstaller spec, Inno Setup script, Info.plist, .deb control, workflow)
mostly run on other systems; these tests read them as text and check what must be the same
everywhere: the version, the .zkenc file type, the icons.
"""

from __future__ import annotations

import ast
import importlib.util
import struct
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import core

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "zonekeeper.spec"
ISS = PACKAGING / "windows" / "zonekeeper.iss"
WORKFLOW = ROOT / ".github" / "workflows" / "ci.yml"
MIME_TYPE = "application/x-zonekeeper-encounter"


def _spec_call(name: str) -> ast.Call:
    """The (only) call of ``name`` in the spec: Analysis, EXE, BUNDLE …"""
    calls = [
        node
        for node in ast.walk(ast.parse(SPEC.read_text(encoding="utf-8")))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == name
    ]
    assert len(calls) == 1, f"{name}(…) appears {len(calls)} times in the spec"
    return calls[0]


def _keyword(call: ast.Call, name: str) -> ast.expr:
    return next(k.value for k in call.keywords if k.arg == name)


@pytest.fixture(scope="module")
def info_plist() -> dict:
    """The macOS Info.plist entries the spec's BUNDLE declares (VERSION filled in)."""
    node = _keyword(_spec_call("BUNDLE"), "info_plist")
    return eval(compile(ast.Expression(node), str(SPEC), "eval"), {"VERSION": core.__version__})


def test_version_script_reads_core_version(tmp_path):
    spec = importlib.util.spec_from_file_location("zk_packaging_version", PACKAGING / "version.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.version() == core.__version__
    init = tmp_path / "__init__.py"
    init.write_text('"""doc"""\n\n__version__ = "9.8.7"\n', encoding="utf-8")
    assert module.version(init) == "9.8.7"


def test_inno_setup_default_version_is_the_apps():
    text = ISS.read_text(encoding="utf-8")
    assert f'#define AppVersion "{core.__version__}"' in text


def test_debian_changelog_starts_at_the_apps_version():
    first = (PACKAGING / "deb" / "changelog").read_text(encoding="utf-8").splitlines()[0]
    assert first.startswith(f"zonekeeper ({core.__version__}) ")


def test_info_plist_version_and_document_type(info_plist):
    assert info_plist["CFBundleShortVersionString"] == core.__version__
    (uti,) = info_plist["UTExportedTypeDeclarations"]
    assert uti["UTTypeTagSpecification"]["public.filename-extension"] == ["zkenc"]
    assert uti["UTTypeTagSpecification"]["public.mime-type"] == [MIME_TYPE]
    (doc,) = info_plist["CFBundleDocumentTypes"]
    assert doc["LSItemContentTypes"] == [uti["UTTypeIdentifier"]]
    assert doc["CFBundleTypeIconFile"] == "zonekeeper.icns"


def test_linux_mime_type_and_desktop_entry_name_the_same_type():
    root = ET.parse(PACKAGING / "deb" / "zonekeeper-mime.xml").getroot()
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    mime = root.find("m:mime-type", ns)
    assert mime.get("type") == MIME_TYPE
    assert mime.find("m:glob", ns).get("pattern") == "*.zkenc"
    desktop = (PACKAGING / "deb" / "zonekeeper.desktop").read_text(encoding="utf-8")
    assert f"MimeType={MIME_TYPE};" in desktop.splitlines()


def test_inno_setup_associates_zkenc_per_user_with_an_icon():
    text = ISS.read_text(encoding="utf-8")
    assert "PrivilegesRequired=lowest" in text
    assert 'Subkey: "Software\\Classes\\.zkenc\\OpenWithProgids"' in text
    assert "DefaultIcon" in text and "zonekeeper.ico" in text
    assert "{autoprograms}" in text  # Start-menu entry


def test_windows_and_macos_builds_are_windowed_with_icons():
    exe = _spec_call("EXE")
    assert ast.unparse(_keyword(exe, "console")) == "IS_LINUX"
    assert "zonekeeper.ico" in ast.unparse(_keyword(exe, "icon"))
    assert "zonekeeper.icns" in ast.unparse(_keyword(_spec_call("BUNDLE"), "icon"))


def test_ico_holds_png_images_from_16_to_256_px():
    data = (PACKAGING / "icons" / "zonekeeper.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1)
    sides = []
    for i in range(count):
        width, _h, _c, _r, _p, _b, size, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        assert data[offset : offset + 8] == b"\x89PNG\r\n\x1a\n"
        assert offset + size <= len(data)
        sides.append(width or 256)
    assert {16, 32, 48, 256} <= set(sides)


def test_icns_is_well_formed_up_to_1024_px():
    data = (PACKAGING / "icons" / "zonekeeper.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    kinds, pos = [], 8
    while pos < len(data):
        kind, length = data[pos : pos + 4], struct.unpack_from(">I", data, pos + 4)[0]
        assert data[pos + 8 : pos + 16] == b"\x89PNG\r\n\x1a\n"
        kinds.append(kind)
        pos += length
    assert pos == len(data)
    assert {b"icp4", b"ic07", b"ic10"} <= set(kinds)


def test_qt_translations_kept_are_the_ui_languages():
    text = SPEC.read_text(encoding="utf-8")
    assert '("pt_BR", "es", "en")' in text


def test_deb_recipe_section_fonts_and_syntax():
    script = PACKAGING / "build_deb.sh"
    text = script.read_text(encoding="utf-8")
    assert "Section: utils" in text and "Section: games" not in text
    assert "dpkg-shlibdeps" in text and "fonts-dejavu-core" in text
    subprocess.run(["bash", "-n", str(script)], check=True)


def test_workflow_builds_each_installer_from_these_recipes():
    text = WORKFLOW.read_text(encoding="utf-8")
    for needle in (
        "packaging/windows/zonekeeper.iss",
        "packaging/build_deb.sh --install-test",
        "hdiutil create",
        "packaging/zonekeeper.spec",
        "startsWith(github.ref, 'refs/tags/v')",
    ):
        assert needle in text, needle


def test_bundle_excludes_the_test_tools():
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    assign = next(
        n
        for n in tree.body
        if isinstance(n, ast.Assign) and ast.unparse(n.targets[0]) == "excludes"
    )
    excludes = set(ast.literal_eval(assign.value))
    assert {"pytest", "hypothesis", "pytestqt", "PyInstaller"} <= excludes


def test_the_bundle_ships_the_user_guide_where_guide_dir_looks() -> None:
    spec = (ROOT / "packaging" / "zonekeeper.spec").read_text(encoding="utf-8")
    assert '"README.md"), "resources/guide")' in spec
    assert '"docs"), "resources/guide/docs")' in spec
