"""The zone map drawn with QGraphicsView: one item class each for zone, border and token."""
