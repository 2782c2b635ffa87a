"""Named colour slots: every colour the window paints outside the SVG theme.

The theme work fills these from a theme file; today there is one palette, the
classic grey look. Colours are ``#rrggbb`` or ``#aarrggbb`` strings (``QColor``
syntax).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor


@dataclass(frozen=True)
class Palette:
    """Colour slots of the window (names say where each colour goes)."""

    #: The window body behind header and board.
    window: str = "#c0c0c0"
    #: The header panel (counter, face, clock).
    header: str = "#c0c0c0"
    #: The dark and light edges of sunken bevels (header and board frames).
    bevel_dark: str = "#7b7b7b"
    bevel_light: str = "#ffffff"
    #: Behind the LED digits of the counter and the clock.
    led_background: str = "#000000"
    #: The keyboard cursor's outline.
    cursor: str = "#ff8c00"
    #: The glow over flags when a game is won (alpha scaled by the animation).
    win_glow: str = "#ffffff"
    #: A hint's cell (fill at partial alpha, and frame); Okabe-Ito blue.
    hint: str = "#0072b2"
    #: Dashed frames of the cells that prove a hint; Okabe-Ito vermillion.
    hint_proof: str = "#d55e00"

    def color(self, slot: str) -> QColor:
        """The slot's colour as a ``QColor``.

        Raises:
            AttributeError: no such slot.
        """
        return QColor(getattr(self, slot))

    def style_sheet(self) -> str:
        """The window's style sheet: body, header and board in sunken bevels."""
        return f"""
QWidget#central {{ background: {self.window}; }}
QFrame#header, QTableView#board {{
    border-style: solid; border-width: 3px;
    border-color: {self.bevel_dark} {self.bevel_light} {self.bevel_light} {self.bevel_dark};
}}
QFrame#header {{ background: {self.header}; }}
"""


CLASSIC = Palette()
#: The classic style sheet (kept as a name for callers of the old constant).
CLASSIC_STYLE = CLASSIC.style_sheet()
