"""The size baseline: an empty PySide6 window, bundled like Zonekeeper (docs/packaging.md).

    .venv/bin/python -m PyInstaller --noconfirm --distpath build/minimal/dist \
        --workpath build/minimal/work packaging/minimal/minimal_window.spec
"""

import sys

from PySide6.QtWidgets import QApplication, QMainWindow

if __name__ == "__main__":
    app = QApplication(sys.argv)
    window = QMainWindow()
    window.setWindowTitle("minimal")
    window.show()
    sys.exit(0 if "--quit" in sys.argv else app.exec())
