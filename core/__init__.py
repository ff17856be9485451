"""Zonekeeper core: the zone map, encounters, rulesets, dice and undoable commands.

Pure Python. Nothing in this package may import Qt (``tests/core/test_no_qt.py`` enforces it).
"""

__version__ = "0.1.0"
