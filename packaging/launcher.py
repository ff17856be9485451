"""Entry script of the PyInstaller bundle: the same as the ``zonekeeper`` console script."""

import sys

from gui.app import main

if __name__ == "__main__":
    sys.exit(main())
