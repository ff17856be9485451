"""HintFence: a held widget's text or rows change without relaying out the main window, yet it
always has the room its whole text needs, and the window's minimum size comes back as it was
once the fence shrinks (the status bar's actions, the log's count, the attack form)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDockWidget, QHBoxLayout, QLabel, QWidget

from gui.hint_fence import HintFence


def pump() -> None:
    for _ in range(4):
        QCoreApplication.processEvents()


def fence_of(widget: QWidget) -> HintFence:
    fence = widget.parentWidget()
    assert isinstance(fence, HintFence)
    return fence


def fits(label: QLabel) -> bool:
    """The label is as wide as its whole text needs (nothing cut)."""
    return label.width() >= label.sizeHint().width() and label.height() >= label.sizeHint().height()


def test_a_fence_grows_at_once_keeps_its_room_and_fits_when_quiet(qtbot: Any) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    row = QHBoxLayout(host)
    label = QLabel("short")
    fence = HintFence(label)
    row.addWidget(fence)
    row.addStretch(1)
    host.resize(800, 40)
    host.show()
    pump()
    narrow = fence.sizeHint()
    assert label.geometry() == fence.rect() and fits(label)
    label.setText("a much longer text than the one before it")
    pump()
    assert fits(label) and fence.sizeHint() == label.sizeHint()  # grown at once
    wide = fence.sizeHint()
    label.setText("short")
    pump()
    assert fence.sizeHint() == wide and fits(label)  # keeps its room for now
    assert fence._shrink.isActive()
    fence._shrink.setInterval(0)
    fence._shrink.start()
    pump()
    assert fence.sizeHint() == narrow == label.sizeHint() and label.width() == narrow.width()


def test_the_status_label_shows_its_whole_text_where_it_was(window: Any) -> None:
    label = window.actions_label
    right = None
    for text in ("Ann: ●", "Someone with a very long name indeed: ●●○ move, ●○ action", "Bo: ○"):
        label.setText(text)
        pump()
        assert fits(label) and label.width() == label.sizeHint().width(), text
        edge = label.mapTo(window, label.rect().topRight())
        assert right is None or edge == right  # right-aligned text ends where it did
        right = edge
    fence_of(label).fit()
    pump()
    assert label.width() == label.sizeHint().width()


def test_the_window_minimum_comes_back_after_a_long_log_count(window: Any) -> None:
    log = window.findChild(QDockWidget, "logDock")
    label, fence = log.count_label, log.widget()
    assert isinstance(fence, HintFence)
    pump()
    fence.fit()
    pump()
    before, text = window.minimumSizeHint(), label.text()
    label.setText("9" * 120 + " entries · round 99")
    pump()
    assert fits(label)
    assert window.minimumSizeHint().width() > before.width()  # the window can't cut it
    label.setText(text)
    pump()
    fence.fit()
    pump()
    assert window.minimumSizeHint() == before


def test_the_attack_form_is_fenced(window: Any) -> None:
    attack = window.findChild(QDockWidget, "attackDock")
    assert isinstance(attack.widget(), HintFence)
    assert attack.widget().inner.objectName() == "attackHost"
    host = attack.widget().inner
    pump()
    assert host.geometry() == attack.widget().rect()
