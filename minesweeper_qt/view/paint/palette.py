"""Named colour slots: every colour the window paints outside the SVG theme.

Each theme fills these from its ``theme.json`` (see :mod:`.themes` and
docs/themes.md); :data:`CLASSIC` is the classic grey look. Colours are
``#rrggbb`` or ``#aarrggbb`` strings (``QColor`` syntax).
"""

from __future__ import annotations

from dataclasses import dataclass


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
    #: The background of an opened cell (numbers are measured against it).
    opened: str = "#c0c0c0"
    #: Text drawn on the window body (notices, labels).
    text: str = "#000000"
    #: A hint's cell (fill at partial alpha, and frame); Okabe-Ito blue.
    hint: str = "#0072b2"
    #: Dashed frames of the cells that prove a hint; Okabe-Ito vermillion.
    hint_proof: str = "#d55e00"
    #: The eight number colours, 1 to 8 (the fills of ``num1``..``num8`` in the SVG).
    numbers: tuple[str, ...] = (
        "#0000ff", "#008000", "#ff0000", "#000080", "#800000", "#008080", "#000000", "#7b7b7b",
    )
    #: The pause sign over the clock's digits (the LED red).
    led_pause: str = "#ff2020"
    #: Links in the window's texts (the end menu's review link).
    link: str = "#0000ee"
    #: Panels over the board (the hint's explanation, notes) and their text.
    panel: str = "#f4f0d8"
    panel_text: str = "#000000"
    #: The text of disabled controls (at least 3:1 on the window and header).
    disabled_text: str = "#5f5f5f"
    #: The borders of buttons, check boxes and fields in dialogs and menus.
    border: str = "#5a5a5a"

    def style_sheet(self) -> str:
        """The window's style sheet: body, header and board in sunken bevels."""
        return f"""
QWidget#central {{ background: {self.window}; }}
QFrame#header, QTableView#board {{
    border-style: solid; border-width: 3px;
    border-color: {self.bevel_dark} {self.bevel_light} {self.bevel_light} {self.bevel_dark};
}}
QFrame#header, QFrame#liveStrip, QFrame#makingBoard {{ background: {self.header}; }}
QFrame#liveStrip {{
    border-style: solid; border-width: 2px;
    border-color: {self.bevel_dark} {self.bevel_light} {self.bevel_light} {self.bevel_dark};
}}
QLabel#notice {{
    background: {self.panel}; color: {self.panel_text};
    border: 1px solid {self.border}; border-radius: 3px;
}}
"""


CLASSIC = Palette()
