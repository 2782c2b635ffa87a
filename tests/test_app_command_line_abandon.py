"""Issue #31: a command line that would abandon a saved game in play
(``--difficulty``, ``--seed``, ``--custom``, ``--new``, ``--no-guess``) resumes
it and asks first, as F2 does, through the real question box; keeping it
counts nothing, giving it up counts it as a loss and starts the game asked for."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QPushButton

from minesweeper_qt.app import main
from minesweeper_qt.engine import Game, Status
from minesweeper_qt.session.score_keeper import ScoreKeeper
from minesweeper_qt.storage.history import default_path
from minesweeper_qt.storage.save_format import new_game_id
from minesweeper_qt.storage.save_store import SaveStore
from minesweeper_qt.storage.scores import Statistics, summary_in
from minesweeper_qt.storage.settings import Settings

MINES = [(0, 0), (0, 8), (8, 0), (8, 8), (4, 4), (2, 6), (6, 2), (1, 4), (7, 4), (4, 1)]


@pytest.fixture
def saved_game(qapp: QApplication) -> Game:
    """A counted Beginner game in play, saved where the program looks."""
    qapp.setOrganizationName("minesweeper-qt")
    qapp.setApplicationName("minesweeper-qt")
    game = Game.from_layout(9, 9, MINES)
    game.reveal(2, 2)
    assert game.status is Status.PLAYING
    store = SaveStore()
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.save(game, counted=True, game_id=new_game_id())
    return game


def _run(args: list[str], answer: str | None, new_game: bool = False) -> dict[str, Any]:
    """main(args); ``answer`` the question box's button to press (its object
    name), or None when no question is expected; ``new_game``: then the player
    starts a new game (the note left is ``note_after``). Returns what was seen."""
    seen: dict[str, Any] = {"asked": None}

    def window() -> Any:
        return next(w for w in QApplication.topLevelWidgets()
                    if w.objectName() == "mainWindow" and w.isVisible())

    def look() -> None:
        box = next((w for w in QApplication.topLevelWidgets()
                    if isinstance(w, QMessageBox) and w.isVisible()), None)
        if box is not None:
            seen["asked"] = box.objectName()
            seen["text"] = box.text()
            seen["shown_behind"] = sorted(window().model.game.mines)
            if answer is not None:
                box.findChild(QPushButton, answer).click()
            else:
                box.reject()
            QTimer.singleShot(50, look)
            return
        if "polls" not in seen:
            seen["polls"] = 0
        seen["polls"] += 1
        if seen["polls"] < 20:  # the question comes on the first pass of the loop
            QTimer.singleShot(10, look)
            return
        win = window()
        game = win.model.game
        seen["game"] = (game.rows, game.cols, len(game.moves), sorted(game.mines))
        note = win.findChild(QLabel, "notice")
        seen["note"] = note.text() if note is not None and note.isVisible() else ""
        if new_game:
            win.newGame(ask=False)
            QApplication.processEvents()
            seen["note_after"] = note.text() if note is not None and note.isVisible() else ""
        win.close()

    QTimer.singleShot(0, look)
    seen["status"] = main(["minesweeper-qt", *args])
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()
    return seen


def _losses(settings: Settings) -> int:
    stats = summary_in(default_path()).stats.get(ScoreKeeper.keyOf(Game(9, 9, 10)),
                                                 Statistics())
    return stats.played - stats.won


@pytest.mark.parametrize("args", [["--difficulty", "expert"], ["--seed", "7"],
                                  ["--custom", "10x12x20"], ["--new"]],
                         ids=["difficulty", "seed", "custom", "new"])
def test_keeping_the_saved_game_counts_nothing(saved_game, args):
    before = _losses(Settings())
    seen = _run(args, "keepSavedGameButton")
    assert seen["status"] == 0
    assert seen["asked"] == "commandLineAbandonBox"
    assert "loss" in seen["text"]
    assert seen["shown_behind"] == sorted(MINES)  # the saved game, resumed behind it
    rows, cols, moves, mines = seen["game"]
    assert (rows, cols, moves, mines) == (9, 9, 1, sorted(MINES))  # still the saved game
    assert "saved game goes on" in seen["note"]
    assert _losses(Settings()) == before


def test_the_note_that_the_saved_game_goes_on_goes_with_that_game(saved_game):
    """Play-test: "Your saved game goes on..." stayed after the player had
    started a new game."""
    seen = _run(["--new"], "keepSavedGameButton", new_game=True)
    assert "saved game goes on" in seen["note"]
    assert seen["note_after"] == ""


def test_giving_the_saved_game_up_counts_a_loss_and_starts_the_game_asked_for(saved_game):
    before = _losses(Settings())
    seen = _run(["--difficulty", "expert", "--seed", "7"], "startNewGameButton")
    assert seen["asked"] == "commandLineAbandonBox"
    rows, cols, moves, _mines = seen["game"]
    assert (rows, cols, moves) == (16, 30, 0)
    assert _losses(Settings()) == before + 1  # as F2 would have counted it


def test_without_a_game_in_play_nothing_is_asked(qapp):
    qapp.setOrganizationName("minesweeper-qt")
    qapp.setApplicationName("minesweeper-qt")
    store = SaveStore()
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.save(Game.from_layout(9, 9, MINES), counted=True)  # not started
    seen = _run(["--difficulty", "expert"], None)
    assert seen["asked"] is None
    assert seen["game"][:2] == (16, 30)
