"""Zonekeeper's desktop GUI (PySide6). Thin: every rule question goes to :mod:`core`.

``STARTED`` is taken at the earliest import of the GUI package so that start-up can be timed
(``ZONEKEEPER_REPORT_STARTUP=1``).
"""

import time

STARTED = time.perf_counter()
