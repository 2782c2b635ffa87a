"""The art a game's end shows first is drawn ahead, also after a zoom
(``view/window/warm_up.prepare_the_game_end``; the first game's end in a
real process: tests/test_start_imports.py)."""

from __future__ import annotations

from typing import Any

import pytest

from minesweeper_qt.view.window import warm_up


@pytest.fixture(autouse=True)
def quick_warm_up(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(warm_up, "WARM_UP_MS", 50)


def _lose(ui: Any) -> int:
    """Reveal a safe cell, then a mine; the SVG renders the loss made."""
    window = ui.window
    ui.click((0, 0))
    ui.qtbot.wait(200)  # the first reveal's numbers drawn
    drawn = window.art.cached_count
    game = window.model.game
    mine = next((r, c) for r in range(game.rows) for c in range(game.cols) if game.is_mine(r, c))
    ui.click(mine)
    assert game.status.is_over
    ui.qtbot.wait(800)  # the explosion played, the end menu shown
    return int(window.art.cached_count - drawn)


def test_a_new_game_after_a_zoom_draws_its_end_ahead(ui: Any) -> None:
    ui.qtbot.wait(200)  # the start's own warm-up done
    ui.window.setZoom(ui.window.board.cellSize + 8)  # clears the art
    ui.window.newGame()
    ui.qtbot.wait(200)  # past WARM_UP_MS
    assert _lose(ui) == 0


def test_without_the_warm_up_the_end_renders_its_art(ui: Any) -> None:
    # What the test above guards against: the same end, drawn at the end.
    ui.qtbot.wait(200)
    ui.window.setZoom(ui.window.board.cellSize + 8)
    assert _lose(ui) > 0
