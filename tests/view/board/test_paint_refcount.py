"""Regression guard for the PySide6 6.12.0 None-refcount bug (see the design notes).

PySide6 6.12.0 on Python 3.11 and older drops a reference to ``None`` on every
``QPainter.drawPixmap`` / ``drawRect`` / ``fillRect`` call; after a few thousand
painted cells the interpreter aborts with "Fatal Python error: none_dealloc".
These tests paint 10,000 cells through the real code paths and check that
``sys.getrefcount(None)`` has not fallen (growth is fine, a drop is not).
"""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from minesweeper_qt.engine import Game, Look
from minesweeper_qt.model import BoardModel
from minesweeper_qt.view.board.board_view import BoardView
from minesweeper_qt.view.board.layers import CellsLayer
from minesweeper_qt.view.board.paint_context import PaintContext
from minesweeper_qt.view.paint.art import Art

pytestmark = pytest.mark.skipif(
    sys.version_info >= (3, 12),
    reason="Python 3.12+ makes None immortal (PEP 683): its refcount is a fixed "
    "sentinel, so the leak cannot crash and cannot be measured here",
)

CELLS = 10_000
SIDE = 100
#: Refcount noise allowed (caches, interned objects); the bug drops one per call.
TOLERANCE = 300


def checkerboard_game() -> Game:
    """100 x 100 with a mine on every other cell, lost: mines and hidden cells
    alternate, so no two neighbours in a row share a look and every cell is its
    own draw call."""
    mines = [(r, c) for r in range(SIDE) for c in range(SIDE) if (r + c) % 2 == 0]
    game = Game.from_layout(SIDE, SIDE, mines)
    game.reveal(0, 0)  # a mine: lost, every mine now shows
    assert game.look(0, 1) is Look.HIDDEN and game.look(0, 2) is Look.MINE
    return game


@pytest.fixture
def big_board(qtbot):
    art = Art()
    model = BoardModel(checkerboard_game())
    board = BoardView(model, art)
    qtbot.addWidget(board)
    board.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    board.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    board.setCellSize(8)
    board.resize(SIDE * 8, SIDE * 8)
    return board


def none_refs() -> int:
    return sys.getrefcount(None)


def assert_not_fallen(before: int, what: str) -> None:
    after = none_refs()
    assert after >= before - TOLERANCE, (
        f"{what}: sys.getrefcount(None) fell from {before} to {after}; this PySide6 "
        "leaks None references on paint calls and will crash the interpreter"
    )


def test_painting_a_board_of_10000_cells_keeps_none_alive(big_board):
    viewport = big_board.viewport()
    assert viewport.size() == QSize(800, 800)
    art = big_board.art
    real = art.cell
    lookups: list[int] = []

    def counting(key, size, dpr):
        lookups.append(key)
        return real(key, size, dpr)

    art.cell = counting  # one lookup per drawn run of equal cells
    try:
        image = viewport.grab().toImage()  # warm-up: renders the art
    finally:
        del art.cell
    assert len(lookups) == CELLS  # every cell is its own draw call
    for x, y in ((12, 4), (796, 796), (396, 500)):
        # Mine, hidden: neighbours differ all across the board.
        assert image.pixelColor(x, y) != image.pixelColor(x - 8, y)
    before = none_refs()
    for _ in range(3):
        viewport.grab()  # 3 x 10,000 cells, one drawPixmap each
    assert_not_fallen(before, "BoardView paint")


def test_10000_layer_paints_keep_none_alive(big_board):
    """The cells layer, called block by block (one row of cells each time)."""
    target = QImage(8 * SIDE, 8 * SIDE, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(target)
    layer = CellsLayer()
    try:
        before = none_refs()
        for row in range(SIDE):
            for col in range(SIDE):
                ctx = PaintContext(painter, range(row, row + 1), range(col, col + 1),
                                   QPoint(0, 0), 8, 1.0, big_board.boardModel(),
                                   big_board.art, big_board.colors)
                layer.paint(ctx)
        assert_not_fallen(before, "CellsLayer.paint")
    finally:
        painter.end()


def test_10000_raw_painter_calls_keep_none_alive(big_board):
    art = Art()
    pixmap = art.pixmap("flag", QSize(8, 8))
    target = QImage(80, 80, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(target)
    colour = QColor(255, 140, 0)
    try:
        before = none_refs()
        for n in range(CELLS):
            x, y = (n % 10) * 8, (n // 10 % 10) * 8
            painter.drawPixmap(x, y, pixmap)
            painter.fillRect(x, y, 8, 8, colour)
            painter.drawRect(QRect(x, y, 7, 7))
        painter.drawTiledPixmap(0, 0, 80, 80, pixmap)
        assert_not_fallen(before, "QPainter.drawPixmap/fillRect/drawRect")
    finally:
        painter.end()


def test_the_guard_can_see_a_drop():
    """The measurement itself works: dropping references to None is visible."""
    before = none_refs()
    held = [None] * 5000
    assert none_refs() >= before + 5000 - TOLERANCE
    del held
    assert none_refs() < before + TOLERANCE
