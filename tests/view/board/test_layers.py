"""Painting: the board's layers; every cell look has its own picture, drawn 1:1
from the one pixmap cache (``Art``).

Paint keys are the model's ``CellRole.PAINT_KEY`` (``look * 16 + number``);
``-1`` here stands for the pressed look of the press preview.
"""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from minesweeper_qt.engine import Look
from minesweeper_qt.model import CellRole
from minesweeper_qt.view.board.layers import CellsLayer, CoverLayer, CursorLayer
from minesweeper_qt.view.board.paint_context import PaintContext
from minesweeper_qt.view.paint.art import NUMBER_ELEMENTS, PRESSED_ELEMENT, Art, element_for_key

LEFT = Qt.MouseButton.LeftButton
RIGHT = Qt.MouseButton.RightButton
PRESSED = -1

#: Every picture a cell can show, by paint key.
KEYS: dict[str, int] = {
    "hidden": Look.HIDDEN * 16,
    "pressed": PRESSED,
    "open": Look.REVEALED * 16,
    **{f"num{n}": Look.REVEALED * 16 + n for n in range(1, 9)},
    "flag": Look.FLAG * 16,
    "question": Look.QUESTION * 16,
    "mine": Look.MINE * 16,
    "exploded": Look.EXPLODED * 16,
    "wrong_flag": Look.WRONG_FLAG * 16,
}

ARGB = QImage.Format.Format_ARGB32_Premultiplied


def image(pixmap) -> QImage:
    return pixmap.toImage().convertToFormat(ARGB)


def pixmap_for(art: Art, key: int, side: int, dpr: float):
    """The picture of a paint key (or the pressed look) at ``side`` pixels."""
    if key == PRESSED:
        return art.pixmap(PRESSED_ELEMENT, QSize(side, side), dpr)
    return art.cell(key, side, dpr)


def differing_pixels(a: QImage, b: QImage) -> int:
    assert a.size() == b.size()
    return sum(
        1 for y in range(a.height()) for x in range(a.width()) if a.pixel(x, y) != b.pixel(x, y)
    )


def numbers_layout() -> tuple[int, int, list[tuple[int, int]]]:
    """A 5 x 32 board whose cells (1, 4k + 1), k = 0..7, show k + 1, with a
    zero area along the bottom row."""
    ring = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
    mines = []
    for k in range(8):
        centre = 4 * k + 1
        mines += [(1 + dr, centre + dc) for dr, dc in ring[: k + 1]]
    return 5, 32, mines


# --- every look is its own picture ----------------------------------------------------


@pytest.mark.parametrize("side", [16, 32, 64])
def test_every_look_paints_a_different_picture(window, side):
    images = {name: image(pixmap_for(window.art, key, side, 1.0))
              for name, key in KEYS.items()}
    for name, img in images.items():
        assert img.size() == QSize(side, side), name
        assert not img.isNull()
        # Not blank: the art drew something with more than one colour.
        assert len({img.pixel(x, y) for x in range(side) for y in range(side)}) > 1, name
    for (name_a, a), (name_b, b) in itertools.combinations(images.items(), 2):
        assert a != b, f"{name_a} and {name_b} look the same at {side} px"
        assert differing_pixels(a, b) >= side // 4, f"{name_a} vs {name_b} barely differ"


def test_paint_keys_map_to_the_theme_elements(window):
    art = window.art
    for key in KEYS.values():
        if key == PRESSED:
            continue
        element = element_for_key(key)
        assert art.has(element), element
    assert [element_for_key(Look.REVEALED * 16 + n) for n in range(9)] == NUMBER_ELEMENTS


def test_the_board_shows_each_look_with_its_picture(ui, qtbot):
    """Grab real cells in every state and match them against the cached pixmaps."""
    rows, cols, mines = numbers_layout()
    game = ui.load(rows, cols, mines, question_marks=True)
    ui.window.setZoom(16)  # the window refits: every cell on screen
    qtbot.waitUntil(lambda: ui.viewport.width() >= ui.board.boardSize().width())
    ui.window.menus.actionAnimations.setChecked(False)  # no explosion frames over the cells
    for k in range(8):
        assert game.number(1, 4 * k + 1) == k + 1
        ui.click((1, 4 * k + 1))
    ui.click((4, 3))  # a zero: opens the bottom area
    assert game.look(4, 3) is Look.REVEALED and game.number(4, 3) == 0
    hidden = [(r, c) for r in range(rows) for c in range(cols)
              if game.look(r, c) is Look.HIDDEN and (r, c) not in game.mines]
    flag_cell = (0, 0)  # a mine: stays a flag after the loss
    ui.click(flag_cell, RIGHT)
    wrong_cell = hidden[0]  # not a mine
    ui.click(wrong_cell, RIGHT)
    question_cell = hidden[1]
    ui.click(question_cell, RIGHT)
    ui.click(question_cell, RIGHT)
    assert game.look(*question_cell) is Look.QUESTION

    side = ui.board.cellSize
    dpr = ui.board.pixelRatio
    seen: set[int] = set()

    def check_board() -> None:
        QApplication.processEvents()
        for r in range(rows):
            for c in range(cols):
                key = ui.model.index(r, c).data(CellRole.PAINT_KEY)
                if (r, c) in ui.board.pressedCells:
                    key = PRESSED
                expected = image(pixmap_for(ui.window.art, key, side, dpr))
                assert ui.grab_cell((r, c)) == expected, (r, c, key)
                seen.add(key)

    check_board()
    ui.press(hidden[2])  # the press preview
    assert ui.board.pressedCells == {hidden[2]}
    check_board()
    ui.release(ui.off_board())
    ui.click((1, 4 * 7 + 1 - 1))  # a mine next to the "8": lost
    assert game.look(1, 28) is Look.EXPLODED
    assert game.look(*wrong_cell) is Look.WRONG_FLAG
    check_board()
    assert seen == set(KEYS.values())


def test_the_cursor_is_drawn_over_its_cell_only(ui, qtbot):
    ui.load_cross()
    plain = ui.grab_cell((0, 0))
    neighbour = ui.grab_cell((0, 1))
    ui.key(Qt.Key.Key_Down)  # shows the cursor at (0, 0)
    qtbot.waitUntil(lambda: ui.grab_cell((0, 0)) != plain, timeout=2000)
    framed = ui.grab_cell((0, 0))
    assert framed != plain
    assert ui.grab_cell((0, 1)) == neighbour
    # The frame is the cursor colour along the edge; the middle is untouched.
    assert QColor(framed.pixel(1, framed.height() // 2)) == QColor(255, 140, 0)
    centre = framed.width() // 2
    assert framed.pixel(centre, centre) == plain.pixel(centre, centre)
    ui.key(Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: ui.grab_cell((0, 0)) == plain, timeout=2000)


# --- caching ----------------------------------------------------------------------------


@pytest.fixture
def render_calls(monkeypatch):
    """Counts QSvgRenderer.render calls (the real render still runs)."""
    calls: list[str] = []
    original = QSvgRenderer.render

    def counting(self, *args, **kwargs):
        calls.append(str(args[1]) if len(args) > 1 else "")
        return original(self, *args, **kwargs)

    monkeypatch.setattr(QSvgRenderer, "render", counting)
    return calls


def test_pixmaps_are_cached_and_the_svg_is_not_rendered_while_painting(ui, render_calls):
    ui.load_cross()
    ui.click((0, 2))
    ui.click((0, 0), RIGHT)
    viewport = ui.viewport
    viewport.grab()  # warm-up: renders what is missing
    count = ui.window.art.cached_count
    render_calls.clear()
    for _ in range(3):
        viewport.grab()
    assert render_calls == []
    assert ui.window.art.cached_count == count
    # A zoom change empties the one cache (the old size is never drawn again)
    # and the new size renders (so the counter above can see renders).
    ui.window.setZoom(20)
    assert ui.window.art.cached_count < count  # the header may re-render at once
    viewport.grab()
    assert render_calls
    count = ui.window.art.cached_count
    assert count > 0
    render_calls.clear()
    viewport.grab()
    assert render_calls == []
    assert ui.window.art.cached_count == count


def test_cell_pixmaps_are_rendered_once_per_size(window, render_calls):
    art = window.art
    first = art.cell(KEYS["num3"], 24, 1.0)
    render_calls.clear()
    again = art.cell(KEYS["num3"], 24, 1.0)
    assert again.cacheKey() == first.cacheKey()
    assert render_calls == []
    other = art.cell(KEYS["num3"], 28, 1.0)
    assert other.size() == QSize(28, 28)
    assert render_calls == ["num3"]
    art.clear()
    assert art.cached_count == 0
    art.cell(KEYS["num3"], 24, 1.0)
    assert render_calls == ["num3", "num3"]


# --- device pixel ratio ---------------------------------------------------------------------


@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0, 3.0])
def test_pixmaps_honour_the_device_pixel_ratio(window, dpr):
    pixmap = window.art.cell(KEYS["flag"], 32, dpr)
    assert pixmap.size() == QSize(round(32 * dpr), round(32 * dpr))
    assert pixmap.devicePixelRatio() == dpr
    assert pixmap.deviceIndependentSize().toSize() == QSize(32, 32)


def test_dpr_2_is_rendered_sharper_not_scaled(window):
    art = window.art
    # The mine has a circle: a 2x rendering is not a pixel-doubled 1x one.
    one = art.pixmap("mine", QSize(32, 32), 1.0)
    two = art.pixmap("mine", QSize(32, 32), 2.0)
    assert two.width() == 2 * one.width()
    upscaled = image(one).scaled(64, 64)
    assert image(two) != upscaled.convertToFormat(ARGB)


def paint_layers(board, layers, dpr: float, covered: bool = False,
                 cursor=None) -> QImage:
    """The board's top-left 2 x 2 cells painted by ``layers`` into a ``dpr`` image."""
    target = QImage(round(64 * dpr), round(64 * dpr), ARGB)
    target.setDevicePixelRatio(dpr)
    target.fill(Qt.GlobalColor.transparent)
    painter = QPainter(target)
    ctx = PaintContext(painter, range(2), range(2), QPoint(0, 0), 32, dpr, board.boardModel(),
                       board.art, board.colors, cursor=cursor, covered=covered)
    for layer in layers:
        layer.paint(ctx)
    painter.end()
    return target


def test_the_cells_layer_paints_at_the_contexts_pixel_ratio(ui):
    ui.load_cross()
    ui.click((2, 2))  # lost: the mines show
    assert ui.model.index(0, 0).data(CellRole.LOOK) == Look.MINE
    exact = image(ui.window.art.pixmap("mine", QSize(32, 32), 2.0))
    sharp = paint_layers(ui.board, [CellsLayer()], 2.0).copy(0, 0, 64, 64)
    assert sharp.convertToFormat(ARGB) == exact


def test_the_cover_layer_hides_every_cell_and_the_cells_layer_stays_out(ui):
    ui.load_cross()
    ui.click((2, 2))
    hidden = image(ui.window.art.cell(Look.HIDDEN * 16, 32, 1.0))
    covered = paint_layers(ui.board, [CellsLayer(), CursorLayer(), CoverLayer()], 1.0,
                           covered=True, cursor=(0, 0))
    for r in range(2):
        for c in range(2):
            assert covered.copy(c * 32, r * 32, 32, 32).convertToFormat(ARGB) == hidden


def test_a_new_layer_is_one_more_object_in_the_list(ui, qtbot):
    """The seam overlays use: anything with ``paint(ctx)`` appended to ``layers``."""
    ui.load_cross()
    seen: list[tuple[range, range]] = []

    class Marker:
        def paint(self, ctx: PaintContext) -> None:
            seen.append((ctx.rows, ctx.cols))
            ctx.painter.fillRect(ctx.cell_rect(1, 1), QColor(0, 255, 0))

    ui.board.layers.append(Marker())
    ui.board.viewport().update()
    qtbot.waitUntil(lambda: bool(seen))
    assert QColor(ui.grab_cell((1, 1)).pixel(16, 16)) == QColor(0, 255, 0)
    assert QColor(ui.grab_cell((0, 0)).pixel(16, 16)) != QColor(0, 255, 0)


@pytest.mark.qt_log_ignore("Cannot read file")
def test_a_missing_theme_is_an_error(tmp_path):
    bad = tmp_path / "theme.svg"
    bad.write_text("not svg")
    with pytest.raises(ValueError):
        Art(str(bad))


def render_viewport(board, dpr: float) -> QImage:
    """The board's own paint path rendered into a ``dpr`` device."""
    viewport = board.viewport()
    target = QImage(viewport.size() * dpr, ARGB)
    target.setDevicePixelRatio(dpr)
    target.fill(Qt.GlobalColor.transparent)
    viewport.render(target)
    return target


def test_the_board_paints_2x_pixmaps_at_pixel_ratio_2(ui):
    ui.load_cross()
    ui.window.menus.actionAnimations.setChecked(False)
    ui.click((2, 2))  # lost: (0, 0) shows a mine, whose circle a stretch would blur
    # The window settles around the end panel, its review line included (a resize
    # resets the board's pixel ratio, set by hand below).
    ui.qtbot.waitUntil(lambda: not ui.window.reviewLine.pending)
    QApplication.processEvents()
    board = ui.board
    exact = image(ui.window.art.pixmap("mine", QSize(32, 32), 2.0))
    board.pixelRatio = 2.0
    try:
        sharp = render_viewport(board, 2.0).copy(0, 0, 64, 64)
    finally:
        board.pixelRatio = 1.0
    sharp.setDevicePixelRatio(2.0)
    assert sharp == exact
    stretched = render_viewport(board, 2.0).copy(0, 0, 64, 64)
    stretched.setDevicePixelRatio(2.0)
    assert stretched != exact
