"""Contrast between two colours as WCAG 2 measures it, and the pairs of a
theme's palette that must be readable.

Sources: WCAG 2.2, "relative luminance" and "contrast ratio" (success
criteria 1.4.3, text: 4.5:1; 1.4.11, borders of controls: 3:1).
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from .palette import Palette

#: Least contrast of text with its background (WCAG 1.4.3).
TEXT = 4.5
#: Least contrast of a control's border, and of a disabled control's text
#: (which WCAG exempts; kept legible all the same), with its background.
BORDER = 3.0


def luminance(colour: str) -> float:
    """The relative luminance of ``colour`` (a QColor name), 0.0 to 1.0."""
    c = QColor(colour)

    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())


def contrast(first: str, second: str) -> float:
    """The contrast ratio of two colours, 1.0 (the same) to 21.0 (black on white)."""
    a, b = sorted((luminance(first), luminance(second)), reverse=True)
    return (a + 0.05) / (b + 0.05)


def readable_pairs(palette: Palette) -> list[tuple[str, str, str, float]]:
    """Every (what, foreground, background, least ratio) the window draws
    from ``palette``: texts, links, panels, disabled texts and borders."""
    return [
        ("text on the window", palette.text, palette.window, TEXT),
        ("text on the header", palette.text, palette.header, TEXT),
        ("link on the window", palette.link, palette.window, TEXT),
        ("hint panel text", palette.panel_text, palette.panel, TEXT),
        ("hint panel border", palette.panel_text, palette.panel, BORDER),
        ("disabled text on the window", palette.disabled_text, palette.window, BORDER),
        ("disabled text on a button", palette.disabled_text, palette.header, BORDER),
        ("control border on the window", palette.border, palette.window, BORDER),
        ("control border on the header", palette.border, palette.header, BORDER),
    ]
