"""The probability scale's colours, from safe to mine: the overlay paints
cells with them and the overlay button's icon shows them."""

from __future__ import annotations

import itertools

from PySide6.QtGui import QColor

#: (position 0-1, colour) anchors of the scale, sampled from cividis.
SCALE = ((0.0, (0x00, 0x22, 0x4E)), (0.25, (0x35, 0x45, 0x6C)), (0.5, (0x66, 0x69, 0x70)),
         (0.75, (0xA5, 0x9C, 0x74)), (1.0, (0xFE, 0xE8, 0x38)))


def scale_color(p: float) -> QColor:
    """The scale's colour for mine probability ``p`` (0.0 safe to 1.0 mine),
    opaque. Values outside 0-1 are clamped."""
    p = min(1.0, max(0.0, p))
    for (p0, c0), (p1, c1) in itertools.pairwise(SCALE):
        if p <= p1:
            t = (p - p0) / (p1 - p0)
            return QColor(*(round(a + (b - a) * t) for a, b in zip(c0, c1, strict=True)))
    return QColor(*SCALE[-1][1])
