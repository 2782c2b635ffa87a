"""The assistance's two header icons (drawn, not themed): the hint's light bulb
and the probability overlay's scale (its colours: :mod:`..paint.scale`). Apart
from the assistance so that the window's first paint shows them without loading it."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap

from ..paint.scale import scale_color


def _pixmap(side: int = 48) -> tuple[QPixmap, QPainter]:
    pixmap = QPixmap(side, side)
    pixmap.setDevicePixelRatio(2.0)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    return pixmap, painter


def bulb_icon(side: int = 48, deaths: int = 0) -> QPixmap:
    """A light bulb (the hint button and the assisted mark), with a red badge
    holding ``deaths`` when it is not 0. ``side`` in device pixels (ratio 2)."""
    pixmap, p = _pixmap(side)
    s = side / 2  # logical size
    p.setPen(QPen(QColor("#3a3000"), max(1.0, s / 16)))
    p.setBrush(QColor("#ffd84a"))
    p.drawEllipse(QRectF(s * 0.22, s * 0.06, s * 0.56, s * 0.56))
    p.setBrush(QColor("#7b7b7b"))
    p.drawRoundedRect(QRectF(s * 0.36, s * 0.64, s * 0.28, s * 0.26), s * 0.05, s * 0.05)
    if deaths:
        # A badge of 60 % of the side, its digit half the side high in bold
        # (12 px on the 24 px mark at 100 %): legible, over the bulb's base.
        badge = QRectF(s * 0.40, s * 0.40, s * 0.60, s * 0.60)
        p.setPen(QPen(QColor("#ffffff"), max(1.0, s / 24)))
        p.setBrush(QColor("#c00000"))
        p.drawEllipse(badge)
        font = QFont()
        font.setPixelSize(max(8, round(s * (0.50 if deaths < 10 else 0.38))))
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor("#ffffff"))
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(min(deaths, 99)))
    p.end()
    return pixmap


def overlay_icon(side: int = 48) -> QPixmap:
    """Four squares from safe to mine on the overlay's scale."""
    pixmap, p = _pixmap(side)
    s = side / 2
    half = s * 0.42
    for k, (x, y) in enumerate(((0.08, 0.08), (0.5, 0.08), (0.08, 0.5), (0.5, 0.5))):
        p.fillRect(QRectF(s * x, s * y, half, half), scale_color(k / 3))
    p.end()
    return pixmap
