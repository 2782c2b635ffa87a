"""Issues #27 and #31: the header's buttons follow every theme switch, in any
order, and their icons stay visible (measured on the rendered pixels: WCAG
contrast of the icon against the button's own background)."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QToolButton

from minesweeper_qt.engine import Game
from minesweeper_qt.view.main_window import MainWindow

THEMES = ("classic", "modern", "dark", "high-contrast")
#: Sequences players reported, then every ordered pair (High contrast -> Classic among them).
SEQUENCES = [("classic", "dark", "classic"),
             ("dark", "high-contrast", "modern", "classic", "dark"),
             *itertools.permutations(THEMES, 2)]


def _luminance(colour: QColor) -> float:
    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return (0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF())
            + 0.0722 * channel(colour.blueF()))


def contrast(a: QColor, b: QColor) -> float:
    """WCAG 2 contrast ratio (1 to 21)."""
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def _image(button: QToolButton) -> QImage:
    QApplication.processEvents()
    return button.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def _background(image: QImage) -> QColor:
    """The button's fill: just inside its 2 px border, half way down."""
    return image.pixelColor(3, image.height() // 2)


def _icon_rect(button: QToolButton, image: QImage) -> QRect:
    side = button.iconSize().width()
    return QRect(QPoint((image.width() - side) // 2, (image.height() - side) // 2),
                 button.iconSize())


def _visible_pixels(image: QImage, rect: QRect, background: QColor) -> int:
    """Pixels in ``rect`` that stand out from ``background`` (contrast >= 3:1,
    the WCAG minimum for graphical objects)."""
    return sum(1 for y in range(rect.top(), rect.bottom() + 1)
               for x in range(rect.left(), rect.right() + 1)
               if contrast(image.pixelColor(x, y), background) >= 3.0)


def _check_header(window: MainWindow, theme: str) -> None:
    header = window.header
    palette_header = QColor(window.themes.current.palette.header)
    for button in (header.menuButton, header.flagModeButton, header.hintButton,
                   header.overlayButton, header.faceButton):
        image = _image(button)
        background = _background(image)
        # The theme's header colour, not one left by an earlier theme.
        assert contrast(background, palette_header) < 1.2, (theme, button.objectName())
        rect = _icon_rect(button, image)
        assert _visible_pixels(image, rect, background) >= 20, (theme, button.objectName())
    # The ≡ icon: three bars, each of them visible.
    image = _image(header.menuButton)
    background = _background(image)
    rect = _icon_rect(header.menuButton, image)
    third = rect.height() // 3
    for k in range(3):
        band = QRect(rect.left(), rect.top() + k * third, rect.width(), third)
        assert _visible_pixels(image, band, background) >= 8, (theme, "menu bar", k)
    # The flag icon keeps its stand (the lowest quarter of the icon).
    image = _image(header.flagModeButton)
    background = _background(image)
    rect = _icon_rect(header.flagModeButton, image)
    stand = QRect(rect.left(), rect.top() + rect.height() * 3 // 4, rect.width(),
                  rect.height() // 4)
    assert _visible_pixels(image, stand, background) >= 6, (theme, "flag stand")


@pytest.mark.parametrize("sequence", SEQUENCES, ids=["-".join(s) for s in SEQUENCES])
def test_header_buttons_follow_every_theme_switch(window, sequence):
    for theme in sequence:
        window.themes.choose(theme)
        QApplication.processEvents()
        assert window.themes.current.id == theme
        _check_header(window, theme)


def test_the_flag_mode_button_shows_that_it_is_on_in_every_theme(window):
    button = window.flagModeButton
    for theme in THEMES:
        window.themes.choose(theme)
        button.setChecked(False)
        off = _background(_image(button))
        button.setChecked(True)
        on = _image(button)
        distance = max(abs(_background(on).red() - off.red()),
                       abs(_background(on).green() - off.green()),
                       abs(_background(on).blue() - off.blue()))
        assert distance >= 60, (theme, _background(on).name(), off.name())
        # Its edge in the theme's cursor colour, all round.
        cursor = QColor(window.board.colors.cursor)
        edge = on.pixelColor(0, on.height() // 2)
        assert max(abs(edge.red() - cursor.red()), abs(edge.green() - cursor.green()),
                   abs(edge.blue() - cursor.blue())) <= 40, (theme, edge.name())
        button.setChecked(False)


def test_the_undo_badge_digit_is_legible_at_100_percent(window, qtbot):
    window.settings.animations = False
    window.applyOptions()
    window.model.setGame(Game.from_layout(9, 9, [(r, 4) for r in range(9)]))
    model = window.model
    model.reveal(model.index(0, 0))  # the left part opens
    model.reveal(model.index(0, 4))  # lost
    window.assist.actionUndo.trigger()  # one loss undone: the badge says 1
    mark = window.header.assistedMark
    qtbot.waitUntil(mark.isVisible)
    image = mark.pixmap().toImage().convertToFormat(QImage.Format.Format_RGB32)
    ratio = mark.pixmap().devicePixelRatio()
    white = [(x, y) for y in range(image.height()) for x in range(image.width())
             if image.pixelColor(x, y).lightness() > 235 and y > image.height() * 0.45
             and x > image.width() * 0.45]
    assert white, "a white digit on the badge"
    ys = [y for _, y in white]
    # The digit's height in logical pixels (the badge's white ring excluded by
    # looking at the middle column of the badge).
    middle = round(image.width() * 0.70)
    column = [y for x, y in white if abs(x - middle) <= 1]
    height = (max(column) - min(column) + 1) / ratio if column else 0
    assert (max(ys) - min(ys)) / ratio >= 8
    assert height >= 7, height
