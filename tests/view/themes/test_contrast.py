"""Every shipped theme is readable (issue 44): its palette's texts, links and
panels reach 4.5:1 against their backgrounds, its borders and disabled texts
3:1 (WCAG 2.2 contrast, computed from the palette); and the window drawn in
it takes those colours: the end menu's link, the hint panel, the dialogs'
buttons and the menus' check boxes."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from minesweeper_qt.engine import BEGINNER, Gesture, InputMode, Status
from minesweeper_qt.view.paint.contrast import BORDER, TEXT, contrast, readable_pairs
from minesweeper_qt.view.themes.theme_switcher import ThemeSwitcher

SHIPPED = ["classic", "dark", "high-contrast", "modern"]


def test_the_ratio_is_wcag_s() -> None:
    assert contrast("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)
    assert contrast("#0000ff", "#000000") == pytest.approx(2.44, abs=0.01)  # the old HC link


def _shipped(window) -> dict[str, object]:
    themes = window.themes.library.themes
    return {key: themes[key] for key in SHIPPED}


def test_every_shipped_theme_is_named(make_window) -> None:
    window = make_window(BEGINNER)
    library = window.themes.library.themes
    assert set(SHIPPED) == {key for key, theme in library.items() if theme.shipped}


@pytest.mark.parametrize("theme_id", SHIPPED)
def test_the_palette_of_each_shipped_theme_reads(make_window, theme_id: str) -> None:
    window = make_window(BEGINNER)
    palette = _shipped(window)[theme_id].palette  # type: ignore[attr-defined]
    low = [(what, fg, bg, round(contrast(fg, bg), 2))
           for what, fg, bg, least in readable_pairs(palette) if contrast(fg, bg) < least]
    assert low == [], f"{theme_id}: too little contrast"


@pytest.mark.parametrize("theme_id", SHIPPED)
def test_the_window_drawn_in_each_theme_takes_its_colours(make_window, settings, qtbot,
                                                           theme_id: str) -> None:
    settings.theme = theme_id
    settings.animations = False
    window = make_window(BEGINNER, seed=3, shown=True)
    window.finishBuilding()
    switcher: ThemeSwitcher = window.themes
    palette = switcher.current.palette
    assert switcher.current.id == theme_id
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    qp = app.palette()
    if app.styleSheet():  # the theme's own palette (not the desktop's, which fits it)
        pairs = [(QPalette.ColorRole.WindowText, QPalette.ColorRole.Window, TEXT),
                 (QPalette.ColorRole.Link, QPalette.ColorRole.Window, TEXT),
                 (QPalette.ColorRole.ButtonText, QPalette.ColorRole.Button, TEXT),
                 (QPalette.ColorRole.Text, QPalette.ColorRole.Base, TEXT)]
        for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Disabled):
            for fg, bg, least in pairs:
                least = least if group is QPalette.ColorGroup.Active else BORDER
                ratio = contrast(qp.color(group, fg).name(), qp.color(group, bg).name())
                assert ratio >= least, (theme_id, group, fg, bg, ratio)
        assert palette.border in app.styleSheet()  # buttons and check boxes drawn
    # The hint panel in the theme's panel colours.
    window.model.act(window.model.index(4, 4), Gesture.PRIMARY, InputMode())
    window.assist.showHint()
    sheet = window.assist.bar.styleSheet()
    assert palette.panel in sheet and palette.panel_text in sheet
    # The end menu's review link in the theme's link colour, on its window colour.
    game = window.model.game
    for row in range(game.rows):
        for col in range(game.cols):
            if game.status is Status.PLAYING and (row, col) not in game.mines:
                window.model.act(window.model.index(row, col), Gesture.PRIMARY, InputMode())
    QApplication.processEvents()
    menu = window.dropMenu
    assert menu.isVisible()
    review = window.reviewLine.button
    qtbot.waitUntil(review.isVisible, timeout=10_000)
    link = review.palette().color(QPalette.ColorRole.Link).name()
    back = menu.palette().color(QPalette.ColorRole.Window).name()
    assert contrast(link, back) >= TEXT, (theme_id, link, back)
