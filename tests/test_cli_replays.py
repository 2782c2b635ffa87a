"""Command line: a replay file as the positional argument opens the replay
player; ``--export-replays DIR`` writes every recorded game as an .evf file."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QWidget

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
    assert "3 replays written" in capsys.readouterr().out  # English plural forms


def _watch_alone(path: Path, look: Callable[[QWidget], object]) -> None:
    """Run the program on the replay file ``path``, call ``look`` on its replay
    window once shown, close it as a player would; the program must exit 0."""

    def close_player() -> None:
        for widget in QApplication.topLevelWidgets():
            if widget.objectName() == "replayView" and widget.isVisible():
                look(widget)
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


def test_a_replay_file_on_the_command_line_opens_the_replay_player(
        qapp: QApplication, tmp_path: Path) -> None:
    path = export_evf(_game(), tmp_path / "game.evf")
    seen: list[object] = []
    _watch_alone(path, lambda widget: seen.append(widget.windowTitle()))
    assert seen and "game.evf" in str(seen[0])


def test_a_replay_opened_alone_is_in_the_player_s_theme(
        qapp: QApplication, tmp_path: Path) -> None:
    from minesweeper_qt.storage.settings import Settings
    from minesweeper_qt.view.themes.themes import discover

    path = export_evf(_game(), tmp_path / "game.evf")
    settings = Settings()
    chosen, settings.theme = settings.theme, "dark"
    colours: list[object] = []
    try:
        _watch_alone(path, lambda widget: colours.append(
            widget.board.colors))  # type: ignore[attr-defined]
    finally:
        settings.theme = chosen
        qapp.setStyleSheet("")
        qapp.setPalette(QPalette())
    assert colours == [discover().themes["dark"].palette]


def test_english_has_its_plural_forms(qapp: object) -> None:
    """"1 replays written" no more: English gets its plural forms from a
    plural-only translation (``minesweeper_qt_en.ts``), as Qt's ``%n`` wants."""
    from minesweeper_qt.export_cli import ExportText
    from minesweeper_qt.i18n import Translators

    translators = Translators()
    translators.install("en")
    text = ExportText()
    assert text.written(1) == "1 replay written to {0}"
    assert text.written(3) == "3 replays written to {0}"
    assert text.skipped(1) == "minesweeper-qt: 1 game had no usable recording"
    translators.install("de")
    assert text.written(1).startswith("1 Wiederholung ")
    translators.install("en")


def _cli_home(tmp_path: Path) -> tuple[dict[str, str], Path]:
    """A private home for a real ``minesweeper-qt`` process; its history path."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from robust_helpers import environment

    env = environment(tmp_path / "home")
    env["LANG"] = env["LC_ALL"] = "C.UTF-8"
    history = Path(env["XDG_DATA_HOME"]) / ORGANIZATION / APP_NAME / "history.sqlite3"
    return env, history


def _cli(env: dict[str, str], *args: str, umask: int = 0o022) -> tuple[int, str, str]:
    import os
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-m", "minesweeper_qt", *args], env=env,
                          capture_output=True, text=True, timeout=120,
                          preexec_fn=lambda: os.umask(umask))
    return done.returncode, done.stdout, done.stderr


@pytest.mark.parametrize("umask, mode", [(0o022, 0o644), (0o002, 0o664), (0o077, 0o600)])
def test_exported_replays_get_the_user_s_usual_permissions(tmp_path: Path, umask: int,
                                                           mode: int) -> None:
    pytest.importorskip("ms_toollib")
    env, path = _cli_home(tmp_path)
    history = History(path)
    rec = _game(1)
    history.add(rec, Result.WON if compute(rec).won else Result.LOST, compute(rec))
    history.close()
    out = tmp_path / "out"
    code, stdout, stderr = _cli(env, "--export-replays", str(out), umask=umask)
    assert code == 0, stderr
    assert stdout.strip() == f"1 replay written to {out}"  # one, not "1 replays"
    files = list(out.glob("*.evf"))
    assert len(files) == 1 and files[0].stat().st_mode & 0o777 == mode


def test_a_locked_history_is_one_line_and_exit_2(tmp_path: Path) -> None:
    """Another program holds the history locked: no traceback, one line
    saying so, exit status 2; the file is left alone."""
    import subprocess
    import sys
    import textwrap

    env, path = _cli_home(tmp_path)
    history = History(path)
    rec = _game(2)
    history.add(rec, Result.LOST, compute(rec))
    history.close()
    holder = subprocess.Popen([sys.executable, "-c", textwrap.dedent(f"""
        import sqlite3, sys
        db = sqlite3.connect({str(path)!r}, isolation_level=None)
        db.execute("PRAGMA locking_mode = EXCLUSIVE")
        db.execute("BEGIN EXCLUSIVE")
        db.execute("UPDATE games SET clicks = clicks")
        print("locked", flush=True)
        sys.stdin.readline()
    """)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        code, stdout, stderr = _cli(env, "--export-replays", str(tmp_path / "out"))
    finally:
        assert holder.stdin is not None
        holder.stdin.close()
        holder.wait(10)
    assert code == 2 and stdout == ""
    assert stderr.splitlines() == [
        "minesweeper-qt: the game history cannot be read: another program is using it"], stderr
    assert "Traceback" not in stderr
    assert not list(path.parent.glob("history.sqlite3.damaged-*"))
