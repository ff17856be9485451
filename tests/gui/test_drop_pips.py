"""The action pips measure their size once per look (marks, words, measures, font): the size
is always what measuring afresh gives, and a spent pip, which takes the same room, asks no
layout of the dock again."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

from gui.docks.pips import FAST, SLOW, SPENT, PipsWidget


def _fresh(marks, measures: str = "", font: QFont | None = None) -> PipsWidget:
    w = PipsWidget(size=11)
    if font is not None:
        w.setFont(font)
    w.set_marks(marks, "words", measures)
    return w


def _same_as_fresh(w: PipsWidget, font: QFont | None = None) -> None:
    f = _fresh(w.marks, w.measures, font)
    assert (w.sizeHint(), w.minimumSizeHint()) == (f.sizeHint(), f.minimumSizeHint())


class _Requests(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.count += 1
        return False


def test_the_size_follows_the_marks_the_measures_and_the_font(qtbot) -> None:
    w = PipsWidget(size=11)
    qtbot.addWidget(w)
    w.set_marks((SLOW, FAST), "2 actions")
    _same_as_fresh(w)
    narrow = w.sizeHint().width()
    w.set_marks((SLOW, FAST, FAST, FAST), "4 actions", "10 m")
    _same_as_fresh(w)
    assert w.sizeHint().width() > narrow
    big = QFont(w.font())
    big.setPointSizeF(big.pointSizeF() * 2)
    w.setFont(big)
    _same_as_fresh(w, big)


def test_a_spent_pip_asks_no_layout_again(qtbot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    QVBoxLayout(host).addWidget(pips := PipsWidget(host, size=11))
    pips.set_marks((SLOW, FAST), "2 actions")
    host.show()
    qtbot.waitExposed(host)
    QApplication.processEvents()
    requests = _Requests()
    host.installEventFilter(requests)
    pips.set_marks((SLOW, SPENT), "1 action")  # the same room
    QApplication.processEvents()
    assert requests.count == 0 and pips.marks == (SLOW, SPENT)
    pips.set_marks((SLOW, FAST, FAST), "3 actions")  # more room
    QApplication.processEvents()
    assert requests.count == 1
