"""Command line: a replay file as the positional argument opens the replay
player; ``--export-replays DIR`` writes every recorded game as an .evf file."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication

from minesweeper_qt import APP_NAME, ORGANIZATION
from minesweeper_qt.app import main
from minesweeper_qt.cli import UsageError, parse
from minesweeper_qt.engine import Game
from minesweeper_qt.replay.formats import export_evf
from minesweeper_qt.replay.recording import Button, InputRecorder, Recording
from minesweeper_qt.replay.statistics import compute
from minesweeper_qt.storage.history import History, Result, default_path


def _game(seed: int = 5) -> Recording:
    """A short beginner game, clicked cell by cell until it ends."""
    game = Game(9, 9, 10, seed=seed)
    rec = InputRecorder(9, 9, 16)
    rng = random.Random(seed)
    t = 0
    order = [(4, 4)] + [(r, c) for r in range(9) for c in range(9)]
    for r, c in order:
        if game.status.is_over:
            break
        if game.has_layout and ((r, c) in game.mines or game.is_revealed(r, c)):
            continue
        t += rng.randrange(50, 300)
        rec.press(t, Button.LEFT, c * 16 + 8, r * 16 + 8)
        t += 60
        rec.release(t, Button.LEFT, c * 16 + 8, r * 16 + 8)
        game.reveal(r, c)
        rec.engine_move(t, game.moves[-1].kind, r, c)
    return rec.finish(game.mines)


def test_positional_replay_file_is_parsed(tmp_path: Path) -> None:
    path = export_evf(_game(), tmp_path / "a.evf")
    assert parse([str(path)]).replay == str(path)
    with pytest.raises(UsageError, match="no such file"):
        parse([str(tmp_path / "missing.evf")])
    (tmp_path / "notes.txt").write_text("x")
    with pytest.raises(UsageError, match="not a replay file"):
        parse([str(tmp_path / "notes.txt")])


def test_bad_export_folder_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    afile = tmp_path / "file"
    afile.write_text("x")
    assert main(["--export-replays", str(afile)]) == 2
    assert "not a folder" in capsys.readouterr().err


def test_export_replays_writes_one_evf_per_game(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APP_NAME)
    history = History(default_path())
    for seed in (1, 2, 3):
        rec = _game(seed)
        history.add(rec, Result.WON if compute(rec).won else Result.LOST, compute(rec))
    history.close()
    out = tmp_path / "replays"
    assert main(["--export-replays", str(out)]) == 0
    files = sorted(out.glob("*.evf"))
    assert len(files) == 3 and all(f.read_bytes()[:1] == b"\x04" for f in files)
    assert "3 replays written" in capsys.readouterr().out


def test_a_replay_file_on_the_command_line_opens_the_replay_player(
        qapp: QApplication, tmp_path: Path) -> None:
    path = export_evf(_game(), tmp_path / "game.evf")
    seen: list[object] = []

    def close_player() -> None:
        for widget in QApplication.topLevelWidgets():
            if widget.objectName() == "replayView" and widget.isVisible():
                seen.append(widget.windowTitle())
                widget.close()
                QTimer.singleShot(0, QApplication.quit)  # after the close is handled
                return
        QTimer.singleShot(50, close_player)

    QTimer.singleShot(50, close_player)
    # Never hang the suite; stopped after: a stray quit() 20 s later would end
    # the event loops of later tests (their windows then never become active).
    guard = QTimer()
    guard.setSingleShot(True)
    guard.timeout.connect(QApplication.quit)
    guard.start(20_000)
    try:
        assert main(["minesweeper-qt", str(path)]) == 0  # the first word is the program
    finally:
        guard.stop()
    assert seen and "game.evf" in str(seen[0])
