"""The end panel of a game played with keys names its clicks by what they did
(issue 45: a blind player's statistics without mouse jargon); a mouse game
keeps the community's left / right / chord."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt


def test_a_keyboard_games_figures_name_keys_and_a_mouse_games_buttons(ui: Any) -> None:
    window = ui.window
    ui.load(1, 3, [(0, 0)])
    ui.board.setFocus()
    ui.key(Qt.Key.Key_Right)  # shows the cursor on (0, 0)
    ui.key(Qt.Key.Key_Right)
    ui.key(Qt.Key.Key_Right)
    ui.key(Qt.Key.Key_Space)  # (0, 2), a zero: the game is won
    assert ui.game.status.is_over
    ui.qtbot.waitUntil(lambda: window.dropMenu.isOpen and bool(window.dropMenu.statsLabel.text()))
    text = window.dropMenu.statsLabel.text()
    assert "Keys: 1 (1 open, 0 flag, 0 chord)" in text, text
    ui.load(1, 3, [(0, 0)])
    ui.click((0, 2))
    ui.qtbot.waitUntil(lambda: window.dropMenu.isOpen and "Clicks:" in
                       window.dropMenu.statsLabel.text())
    assert "Clicks: 1 (1 left, 0 right, 0 chord)" in window.dropMenu.statsLabel.text()
