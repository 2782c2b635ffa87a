"""Themes: the shipped ones load and draw every element; broken player themes are
refused with a message naming the problem; switching is live and remembered;
Automatic follows the system's colour scheme."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSize, Qt
from PySide6.QtGui import QAction, QColor, QGuiApplication, QImage, QPalette
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication, QMenu

from minesweeper_qt.view.paint.art import REQUIRED_ELEMENTS, Art
from minesweeper_qt.view.themes.theme_switcher import controls_style
from minesweeper_qt.view.themes.themes import (
    MAX_SVG_BYTES,
    SHIPPED,
    ThemeError,
    check_svg,
    colorblind_numbers,
    discover,
    load_theme,
    player_folder,
    recolour_numbers,
    shipped_folder,
    themed,
)

ARGB = QImage.Format.Format_ARGB32_Premultiplied


def image(pixmap) -> QImage:
    return pixmap.toImage().convertToFormat(ARGB)


def copy_theme(tmp_path: Path, name: str = "mine", source: str = "modern") -> Path:
    folder = tmp_path / name
    shutil.copytree(shipped_folder() / source, folder)
    return folder


# --- loading -----------------------------------------------------------------------------


@pytest.mark.parametrize("theme_id", SHIPPED)
def test_every_shipped_theme_loads_and_draws_every_element(qapp, theme_id):
    theme = load_theme(shipped_folder() / theme_id, shipped=True)
    art = Art()
    art.load(theme.svg)
    for element in REQUIRED_ELEMENTS:
        assert art.has(element), element
    looks = [image(art.pixmap(e, QSize(32, 32))) for e in REQUIRED_ELEMENTS[:16]]
    for i, a in enumerate(looks):  # every cell look is its own picture
        for b in looks[i + 1:]:
            assert a != b
    assert theme.display_name()
    assert theme.dark == (theme_id in ("dark", "high-contrast"))


@pytest.mark.parametrize("theme_id", SHIPPED)
@pytest.mark.parametrize("colorblind", [False, True])
def test_every_shipped_theme_passes_the_checks_a_player_theme_gets(qapp, theme_id, colorblind):
    # The game trusts its shipped themes at start (load_theme(shipped=True) skips
    # the checks): this is where they are checked, as a player's theme would be.
    theme = load_theme(shipped_folder() / theme_id, shipped=True)
    palette, svg = themed(theme, colorblind)
    check_svg(svg, palette.numbers)
    assert QSvgRenderer(QByteArray(svg)).isValid()
    copy = load_theme(shipped_folder() / theme_id)  # the player's path runs the checks
    assert copy.svg == theme.svg


@pytest.mark.parametrize("theme_id", SHIPPED)
def test_a_ticked_menu_box_holds_a_check_mark_in_every_theme(qapp, theme_id):
    """A ticked box is its fill and a mark of the other lightness in it (a
    play-tester could not tell on from off by a plain light square)."""
    palette, _svg = themed(load_theme(shipped_folder() / theme_id, shipped=True), False)
    qapp.setStyleSheet(controls_style(palette))
    try:
        menu = QMenu()
        for on in (True, False):
            action = QAction("No guessing", menu)
            action.setCheckable(True)
            action.setChecked(on)
            menu.addAction(action)
        menu.ensurePolished()
        menu.adjustSize()  # laid out, drawn by grab() (a shown pop-up warns offscreen)
        ticked, unticked = (menu.actionGeometry(a) for a in menu.actions())
        shot = menu.grab().toImage()

        def lightness(rect) -> set[int]:  # the box: left of the text, in the row
            return {round(QColor(shot.pixel(x, y)).lightnessF() * 10)
                    for x in range(rect.x() + 4, rect.x() + 22)
                    for y in range(rect.y() + 2, rect.bottom() - 1)}

        fill = round(QColor(palette.text).lightnessF() * 10)
        mark = lightness(ticked) - lightness(unticked)
        assert fill in lightness(ticked)
        assert any(abs(v - fill) >= 5 for v in mark), (fill, mark)
    finally:
        qapp.setStyleSheet("")


def test_a_player_theme_is_found_and_named_in_the_language(qapp, tmp_path):
    folder = copy_theme(tmp_path, "sunset")
    meta = json.loads((folder / "theme.json").read_text())
    meta.update(name="Sunset", names={"de": "Sonnenuntergang"})
    (folder / "theme.json").write_text(json.dumps(meta))
    library = discover(tmp_path)
    assert library.refused == []
    assert list(library.themes) == [*SHIPPED, "sunset"]
    assert library.themes["sunset"].display_name() == "Sunset"


def broken(folder: Path, how: str) -> None:
    svg, meta = folder / "theme.svg", folder / "theme.json"
    if how == "missing element":
        svg.write_text(svg.read_text().replace('id="num3"', 'id="numthree"'))
    elif how == "broken svg":
        svg.write_text(svg.read_text()[:5000])
    elif how == "bad json":
        meta.write_text('{"name": "x", "colors": ')
    elif how == "bad colour":
        meta.write_text(meta.read_text().replace('"#e9edf2"', '"grey"'))
    elif how == "unknown slot":
        data = json.loads(meta.read_text())
        data["colors"]["windw"] = "#ffffff"
        meta.write_text(json.dumps(data))
    elif how == "entity":
        svg.write_text('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]>'
                       + svg.read_text().split("?>", 1)[1])
    elif how == "external":
        svg.write_text(svg.read_text().replace(
            "</svg>", '<image href="file:///etc/passwd" width="1" height="1"/></svg>'))
    elif how == "too large":
        svg.write_bytes(b" " * (MAX_SVG_BYTES + 1))
    elif how == "link":
        svg.unlink()
        svg.symlink_to("/etc/hostname")
    elif how == "fifo":
        svg.unlink()
        os.mkfifo(svg)
    elif how == "missing file":
        svg.unlink()
    elif how == "nested json":
        meta.write_bytes(b'{"name":' + b"[" * 50_000)  # within 64 KB
    elif how == "number colour":
        meta.write_text(meta.read_text().replace('"#2f6fd6"', '"#123456"'))


PROBLEMS = {
    "missing element": "lacks the elements num3",
    "broken svg": "is not a valid SVG file",
    "bad json": "theme.json is not valid JSON",
    "nested json": "nested more than 32 levels deep",
    "bad colour": "is not a colour",
    "unknown slot": 'unknown colour slot "windw"',
    "entity": "declares a document type",
    "external": "refers to another file",
    "too large": "theme.svg is larger than",
    "link": "theme.svg is not a regular file",
    "fifo": "theme.svg is not a regular file",
    "missing file": "theme.svg is missing",
    "number colour": "num1 in theme.svg is not drawn in its number colour #123456",
}


@pytest.mark.parametrize("how", PROBLEMS)
def test_a_broken_theme_is_refused_naming_the_problem(qapp, tmp_path, how):
    folder = copy_theme(tmp_path, "broken")
    broken(folder, how)
    with pytest.raises(ThemeError, match=PROBLEMS[how]):
        load_theme(folder)
    library = discover(tmp_path)  # never raises for a player's folder
    assert "broken" not in library.themes
    assert [name for name, _ in library.refused] == ["broken"]
    assert PROBLEMS[how] in library.refused[0][1]


def test_a_player_folder_may_not_replace_a_shipped_theme(qapp, tmp_path):
    copy_theme(tmp_path, "classic", "modern")
    library = discover(tmp_path)
    assert library.themes["classic"].palette.window == "#c0c0c0"
    assert library.refused == [("classic", "a shipped theme has this name")]


# --- colour-blind numbers in the SVG ------------------------------------------------------


def test_colorblind_numbers_recolour_only_the_number_glyphs(qapp):
    theme = load_theme(shipped_folder() / "classic", shipped=True)
    palette, svg = themed(theme, colorblind=True)
    assert palette.numbers == colorblind_numbers(theme.palette) != theme.palette.numbers
    on, off = Art(), Art()
    on.load(svg)
    off.load(theme.svg)
    for element in ("cell_open", "cell_hidden", "flag", "mine", "led_8", "face_smile"):
        assert image(on.pixmap(element, QSize(32, 32))) == image(off.pixmap(element, QSize(32, 32)))
    for n in range(1, 9):
        glyph = image(on.pixmap(f"num{n}", QSize(32, 32)))
        colours = {QColor(glyph.pixel(x, y)).name() for x in range(32) for y in range(32)}
        assert palette.numbers[n - 1] in colours, n
    assert recolour_numbers(theme.svg, theme.palette.numbers, theme.palette.numbers) == theme.svg


# --- the window: switching, remembering, following the system ------------------------------


def board_pixels(window) -> QImage:
    window.board.viewport().repaint()
    return window.board.viewport().grab().toImage().convertToFormat(ARGB)


def test_switching_theme_redraws_board_header_and_window_at_once(window, qtbot):
    before = board_pixels(window)
    face_before = window.faceButton.icon().pixmap(26, 26).toImage()
    led_before = window.mineCounter.grab().toImage()
    window.findChild(type(window.themes.actionAutomatic), "actionTheme_dark").trigger()
    assert window.settings.theme == "dark"
    assert window.themes.current.id == "dark"
    after = board_pixels(window)
    assert after != before
    assert window.faceButton.icon().pixmap(26, 26).toImage() != face_before
    assert window.mineCounter.grab().toImage() != led_before
    assert "#1e2127" in window.centralWidget().styleSheet()
    # A dark theme on a light desktop: menus and dialogs get dark colours too.
    window_colour = QApplication.palette().color(QPalette.ColorRole.Window)
    assert window_colour.lightnessF() < 0.3
    window.themes.choose("classic")
    assert board_pixels(window) == before
    assert QApplication.palette().color(QPalette.ColorRole.Window).lightnessF() > 0.5


def test_the_choice_is_remembered(window, make_window, fake_clock):
    window.themes.choose("high-contrast")
    window.themes.actionColorblind.setChecked(True)
    again = make_window(time_source=fake_clock, ask_abandon=True)
    assert again.themes.current.id == "high-contrast"
    assert again.themes.actionColorblind.isChecked()
    assert again.board.colors.numbers == colorblind_numbers(again.themes.current.palette)
    assert again.findChild(
        type(again.themes.actionAutomatic), "actionTheme_high-contrast"
    ).isChecked()


def test_automatic_follows_the_system_scheme_live(window, qtbot):
    themes = window.themes
    assert window.settings.theme == "" and themes.actionAutomatic.isChecked()
    assert themes.current.id == "classic"  # offscreen: no dark scheme
    light = board_pixels(window)
    QGuiApplication.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert themes.current.id == "dark"
    assert board_pixels(window) != light
    themes.onColorSchemeChanged(Qt.ColorScheme.Light)
    assert themes.current.id == "classic"
    assert board_pixels(window) == light
    themes.choose("modern")  # a chosen theme stays put
    themes.onColorSchemeChanged(Qt.ColorScheme.Dark)
    assert themes.current.id == "modern"


def test_a_refused_chosen_theme_falls_back_to_classic_with_a_message(make_window, qtbot, settings,
                                                                      fake_clock):
    folder = player_folder()
    shutil.copytree(shipped_folder() / "modern", folder / "mine")
    broken(folder / "mine", "missing element")
    settings.theme = "mine"
    window = make_window(time_source=fake_clock, ask_abandon=True, shown=True)
    assert window.themes.current.id == "classic"

    def text() -> str:
        return window.notice._label.text() if window.notice._label is not None else ""

    qtbot.waitUntil(lambda: "mine" in text())  # told once the window is up
    assert "lacks the elements num3" in text() and "Classic" in text()


def test_the_colorblind_option_changes_the_numbers_live(window, ui, qtbot):
    ui.load_cross()
    ui.click((2, 0))  # the zero region: numbers on screen
    before = board_pixels(window)
    window.themes.actionColorblind.setChecked(True)
    assert window.settings.colorblind_numbers
    assert board_pixels(window) != before
    window.themes.actionColorblind.setChecked(False)
    assert board_pixels(window) == before
