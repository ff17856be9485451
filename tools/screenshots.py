"""Screenshots of the main window mid-fight, per ruleset and window size, to look at.

    QT_QPA_PLATFORM=offscreen python tools/screenshots.py OUT_DIR [--sizes 1366x768,1920x1080]
    xvfb-run -a -s '-screen 0 1920x1080x24' python tools/screenshots.py OUT_DIR

Each ruleset's sample is opened, its order rolled, the fight started, the first combatant's
Attack dock aimed at an enemy, and the window grabbed at each size (``<ruleset>-<W>x<H>.png``).
With ``--character`` the Character dialog of the first PC is grabbed too. ``--lang pt_BR`` (or
``es``) shoots the UI in that language (``<ruleset>-<W>x<H>-<lang>.png``; the catalogues are
compiled first if they are stale).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

RULESETS = ("yze", "brp", "ww2", "d20", "pulp2d6")


def mid_fight(window) -> None:
    from gui.docks.combat_base import settle

    docks = window.combat_docks
    settle()
    if docks.initiative.draw_button.isEnabled():
        docks.initiative.draw_button.click()
        settle()
    if docks.initiative.start_button.isEnabled():
        docks.initiative.start_button.click()
    settle()
    runner = window.enc.combat
    first = runner.current_turn()
    item = window.scene.token_items.get(first) if first is not None else None
    if item is not None:
        window.scene.select_only(item)
    settle()


def shoot(out: Path, sizes: list[tuple[int, int]], character: bool, lang: str = "en") -> list[Path]:
    from PySide6.QtWidgets import QApplication

    from gui import i18n
    from gui.docks.combat_base import settle
    from gui.main_window import MainWindow, samples_dir

    app = QApplication.instance() or QApplication(["zonekeeper"])
    app.setApplicationName("Zonekeeper")
    if lang != "en":
        build_catalogues()
    i18n.install(lang)
    tag = "" if lang == "en" else f"-{lang}"
    written: list[Path] = []
    for ruleset in RULESETS:
        window = MainWindow()
        window.open_sample(samples_dir() / f"sample_{ruleset}.zkenc")
        window.show()
        mid_fight(window)
        for w, h in sizes:
            window.resize(w, h)
            settle()
            window.action_fit.trigger()  # the GM's Fit: the view never re-fits by itself
            window.message_bar.clear_message()  # the opening message fades after a while anyway
            settle()
            app.processEvents()
            path = out / f"{ruleset}-{w}x{h}{tag}.png"
            window.grab().save(str(path), "PNG")
            written.append(path)
        if character:
            pc = next((c.name for c in window.enc.combatants() if c.side == "pc"), None)
            if pc:
                dlg = window.characters.open_sheet(pc)
                settle()
                path = out / f"{ruleset}-character{tag}.png"
                dlg.grab().save(str(path), "PNG")
                written.append(path)
                dlg.close()
        window.close_without_asking()
        settle()
    return written


def build_catalogues() -> None:
    """Compile the stale translation catalogues (tools/i18n.py build)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("zk_i18n", Path(__file__).with_name("i18n.py"))
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    sys.modules["zk_i18n"] = tool
    spec.loader.exec_module(tool)
    tool.build()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--sizes", default="1366x768,1920x1080")
    parser.add_argument("--character", action="store_true")
    parser.add_argument("--lang", default="en", choices=("en", "pt_BR", "es"))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    sizes = [tuple(int(n) for n in s.split("x")) for s in args.sizes.split(",")]
    for p in shoot(args.out, sizes, args.character, args.lang):  # type: ignore[arg-type]
        print(p)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
