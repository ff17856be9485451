"""``python -m gui`` starts Zonekeeper."""

from gui.app import main

raise SystemExit(main())
