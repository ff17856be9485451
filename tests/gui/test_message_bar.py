"""Messages show in a line under the map, never over it (issue 13), and never widen the window."""

from __future__ import annotations

from typing import Any


def test_a_long_message_is_cut_to_the_bar_and_never_widens_the_window(window: Any, qtbot) -> None:
    text = "The door between the Kitchen and the Hall is locked. " * 12
    window.resize(1700, 800)
    qtbot.wait(10)
    window.show_message(text)  # cut to a wide bar …
    qtbot.wait(10)
    window.resize(1100, 800)  # … then the GM makes the window smaller: it must follow
    qtbot.wait(10)
    bar = window.message_bar
    assert window.width() == 1100
    assert bar.message() == text
    assert bar.text().endswith("…") and len(bar.text()) < len(text)
    assert bar.toolTip() == text  # the whole text is a hover away (and in the status bar)
    view = window.view.geometry()
    assert not view.intersects(bar.geometry())  # under the map, not over it


def test_a_message_fades_and_a_hint_is_taken_back(window: Any, qtbot) -> None:
    bar = window.message_bar
    bar.show_text("Ana moves to the Hall.", msec=20)
    qtbot.waitUntil(lambda: bar.message() == "", timeout=1000)
    assert bar.text() == ""
    bar.show_text("Click the target.")
    bar.clear_message("Something else")  # only the message it names
    assert bar.message() == "Click the target."
    bar.clear_message("Click the target.")
    assert bar.message() == ""
