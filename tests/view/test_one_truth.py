"""One truth per game (issues 27 and 31), in the real window: every place
that shows a game's figures (the end menu, the live counters, best times, the
history's table and details, the replay window and the review) shows the same
time, 3BV/s and IOE, cut by the one rule (truncate); the time is the game's
clock (pauses and the wait before an undo are no time); the recording holds
every move whatever input made it, and ms-toollib reads the exported file
with the same figures.

The cases the issues list: a win whose 3BV/s is on a rounding edge (4 3BV in
1.553 s: 2.5756..., "2.57" everywhere, where rounding would say 2.58 in some
places), a won game played by keyboard with a pause, a game lost, undone and
finished, a hint-played (assisted) win.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from robust_helpers import ROOT, environment

from minesweeper_qt.engine import Status, figures
from minesweeper_qt.i18n import Translators
from minesweeper_qt.replay.formats import export_evf
from minesweeper_qt.replay.recording import ClickSource, EventKind, Recording
from minesweeper_qt.replay.review import review
from minesweeper_qt.replay.statistics import compute
from minesweeper_qt.storage.history import History
from minesweeper_qt.storage.save_format import Encoder, decode, encode
from minesweeper_qt.view.dialogs.best_times_dialog import BestTimesDialog
from minesweeper_qt.view.figures_text import figure, ioe_text, time_text
from minesweeper_qt.view.history.history_dialog import COLUMNS, HistoryDialog
from minesweeper_qt.view.replay.replay_view import ReplayView
from minesweeper_qt.view.replay.review_text import summary_lines

RIGHT = Qt.MouseButton.RightButton
CROSS_SAFE = [(r, c) for r in range(5) for c in range(5)
              if (r, c) not in {(0, 0), (0, 4), (4, 0), (4, 4), (2, 2)}]
#: The cross's openings (its 3BV is 4: every number touches one).
CROSS_ZEROS = [(0, 2), (2, 0), (2, 4), (4, 2)]


@pytest.fixture
def english(qapp: object) -> Iterator[None]:
    translators = Translators()
    translators.install("en")
    yield
    translators.remove()


#: The figures every place must agree on (the review's words, its guesses,
#: mistakes and longest pause, in the app and in ``--analyze`` on the EVF).
KEYS = ("time", "bbbv", "rate", "clicks", "ioe", "guesses", "mistakes", "pause")
Figures = dict[str, str]


def _figures(text: str) -> Figures:
    """(time, 3BV solved/total, 3BV/s, clicks, IOE) as a place writes them
    (a figure it does not show is left out)."""
    found: Figures = {}
    patterns = {"time": r"(?:Time:? |in )(\d+\.\d+) s", "rate": r"3BV/s:? (\d+\.\d+)",
                "ioe": r"IOE:? (\d+\.\d+)",
                "clicks": r"(?:[Cc]licks:? |wasted clicks: \d+ of )(\d+)"}
    for key, pattern in patterns.items():
        match = re.search(pattern, text)
        if match:
            found[key] = match.group(1)
    bbbv = re.search(r"3BV:? (\d+)(?: ?(?:of|/) ?(\d+))?(?! ?s)", text)
    if bbbv:
        found["bbbv"] = f"{bbbv.group(1)}/{bbbv.group(2) or bbbv.group(1)}"
    return found


def _written(time_ms: int, solved: int, bbbv: int, rate: float, clicks: int,
             ioe: float) -> Figures:
    """Numbers as the one rule writes them (for places that give numbers)."""
    return {"time": time_text(time_ms), "bbbv": f"{solved}/{bbbv}",
            "rate": figure(rate, 2), "clicks": str(clicks), "ioe": ioe_text(ioe)}


def _history(ui: Any) -> HistoryDialog:
    ui.window.session.settle()  # the last ending's figures (on their worker) handed over
    ui.window.storage.wait()
    dialog = ui.window.replays.showHistory()
    assert isinstance(dialog, HistoryDialog)
    assert dialog.waitIdle()
    return dialog


def _cell(dialog: HistoryDialog, row: int, column: str) -> str:
    index = dialog.model.index(row, COLUMNS.index(column))
    value = index.data()
    if value is None or value == "\u2026":
        assert dialog.waitIdle()
        value = index.data()
    return str(value)


def every_place(ui: Any, qtbot: Any, tmp_path: Path, *, best_time: bool,
                over: bool = True) -> dict[str, Figures]:
    """The latest game's figures in every place that shows them: the end menu,
    the live counters, best times, the history's table and details, the
    review, the replay window at its end, the exported EVF read back by
    ms-toollib and ``--analyze --json`` on it (``over``: the game ended on the
    board, so the end menu and live counters show it)."""
    win = ui.window
    places: dict[str, Figures] = {}
    if over:
        places["end menu"] = _figures(win.dropMenu.statsLabel.text())
        win.liveCounters.setEnabled(True)
        places["live counters"] = _figures(win.liveCounters.text())
        places["live counters"].pop("time", None)  # "estimated time": not the time
    if best_time:
        dialog = BestTimesDialog(win.records, win.scores.keyOf(ui.game), win)
        qtbot.addWidget(dialog)
        table = dialog.table
        places["best times"] = {"time": table.item(0, 1).text(),
                                "rate": table.item(0, 3).text()}
    history = _history(ui)
    qtbot.addWidget(history)
    bbbv = _cell(history, 0, "bbbv")
    places["history table"] = {
        "time": _cell(history, 0, "time"), "rate": _cell(history, 0, "bbbv_s"),
        "ioe": _cell(history, 0, "ioe"), "bbbv": bbbv if "/" in bbbv else f"{bbbv}/{bbbv}"}
    history.table.selectRow(0)
    assert history.waitIdle()
    qtbot.waitUntil(lambda: "IOE" in history.details.text(), timeout=10_000)
    details = _figures(history.details.text())
    details["time"] = details["time"][:-1]  # 3 decimals there
    places["history details"] = details
    row = History(win.storage.history_path).list(order="id", descending=True)[0]
    recording = History(win.storage.history_path).recording(row.id)
    places["history row"] = _written(row.time_ms, row.bbbv_solved, row.bbbv,
                                     figures.bbbv_per_second(row.bbbv_solved, row.time_ms),
                                     row.clicks, row.ioe)
    summary = review(recording).summary
    lines = summary_lines(summary)
    places["review"] = _figures(lines[0] + " " + lines[2]) | _verdicts(
        summary.guesses, summary.mistakes, [p.seconds for p in summary.pauses])
    view = ReplayView(recording, None, win)
    qtbot.addWidget(view)
    view.seekTime(recording.duration_ms)
    places["replay"] = _figures(view.countersLabel.text())
    length = re.fullmatch(r"(\d+\.\d+) / (\d+\.\d+) s", view.timeLabel.text())
    assert length is not None and length.group(1) == length.group(2), view.timeLabel.text()
    places["replay length"] = {"time": length.group(2)}
    video, _fair = _toollib(recording, tmp_path)
    places["EVF (ms-toollib)"] = _written(video.rtime_ms, video.bbbv_solved, video.bbbv,
                                          video.bbbv_s, video.cl, video.ioe)
    done = subprocess.run(
        [sys.executable, "-m", "minesweeper_qt", "--analyze", str(tmp_path / "game.evf"),
         "--json"], cwd=ROOT, env=environment(tmp_path / "home"), capture_output=True,
        text=True, encoding="utf-8", timeout=120, stdin=subprocess.DEVNULL, check=False)
    assert done.returncode == 0, done.stderr
    s = json.loads(done.stdout)["summary"]
    places["--analyze --json"] = _written(figures.time_ms_of(s["seconds"]), s["bbbv_solved"],
                                          s["bbbv"], s["bbbv_s"], s["clicks"], s["ioe"]) | \
        _verdicts(s["guesses"], s["mistakes"], [p["seconds"] for p in s["pauses"]])
    return places


def _verdicts(guesses: int, mistakes: int, pauses: list[float]) -> Figures:
    """The review's words: guesses, mistakes and its longest pause (to the
    hundredth, by the one rule; "-" when it lists none)."""
    longest = time_text(figures.time_ms_of(max(pauses))) if pauses else "-"
    return {"guesses": str(guesses), "mistakes": str(mistakes), "pause": longest}


def _same(places: dict[str, Figures]) -> Figures:
    """The one set of figures every place agrees on (each figure shown
    somewhere; a place that shows one shows the same)."""
    merged: Figures = {}
    for name, found in places.items():
        for key, value in found.items():
            assert merged.setdefault(key, value) == value, (key, name, places)
    assert set(merged) == set(KEYS), places
    return merged


def _toollib(recording: Recording, folder: Path) -> tuple[Any, bool]:
    """ms-toollib's reading of the exported file, at its end, and its "fair"
    flag as written (``analyse()`` puts its own verdict there)."""
    ms_toollib = pytest.importorskip("ms_toollib")
    path = export_evf(recording, folder / "game.evf")
    video = ms_toollib.EvfVideo(str(path))
    video.parse()
    fair = bool(video.is_fair)
    video.analyse()
    video.current_time = 1e9  # the end
    return video, fair


def test_a_win_on_a_rounding_edge_shows_one_set_of_figures(
        english: None, ui: Any, qtbot: Any, fake_clock: Any, tmp_path: Path) -> None:
    game = ui.load_cross()
    ui.click(CROSS_ZEROS[0])
    for cell in CROSS_ZEROS[1:]:
        fake_clock.advance(0.1)
        if cell == CROSS_ZEROS[-1]:  # the win: at 1.553 s of play
            fake_clock.advance(1.553 - game.elapsed)
        ui.click(cell)
    assert game.status is Status.WON
    event = ui.window.gameEnd.shown
    assert event is not None and event.time_ms == 1553
    same = _same(every_place(ui, qtbot, tmp_path, best_time=True))
    time, rate, ioe = same["time"], same["rate"], same["ioe"]
    assert time == "1.55"
    assert rate == "2.57"  # 4 / 1.553 = 2.5756: truncated, never 2.58
    assert ioe == "1.000"  # 4 3BV in 4 clicks
    assert "Efficiency" not in ui.window.dropMenu.statsLabel.text()
    text = ui.window.dropMenu.statsLabel.text()
    assert text.count("3BV/s") == 1 and text.count("IOE") == 1
    video, fair = _toollib(ui.window.replays.recorder.last, tmp_path)
    assert video.is_completed and video.rtime_ms == 1553
    assert video.bbbv_solved == event.figures.bbbv_solved == 4
    assert fair


def test_keyboard_and_pause_win_is_read_back_by_toollib_completed(
        english: None, ui: Any, qtbot: Any, fake_clock: Any, tmp_path: Path) -> None:
    game = ui.load_cross()
    board = ui.board
    ui.click((0, 2))  # the mouse opens; the keyboard plays the rest
    ui.board.setFocus()
    board.setCursorCell(1, 1)
    fake_clock.advance(1.0)
    ui.key(Qt.Key.Key_F)  # a flag... on a number: nothing
    board.setCursorCell(0, 0)
    ui.key(Qt.Key.Key_F)  # a flag on a mine
    ui.window.openMenu()  # paused: 20 s that are no game time
    assert ui.window.session.paused
    fake_clock.advance(20.0)
    ui.window.closeMenu()
    assert not ui.window.session.paused
    for cell in CROSS_SAFE:
        if not game.is_revealed(*cell):
            fake_clock.advance(0.25)
            board.setCursorCell(*cell)
            ui.key(Qt.Key.Key_Space)
    assert game.status is Status.WON
    event = ui.window.gameEnd.shown
    assert event is not None
    assert event.time_ms == round(game.elapsed * 1000) < 10_000  # the pause is no time
    recording = ui.window.replays.recorder.last
    assert recording is not None
    sources = {e.detail for e in recording.events if e.kind is EventKind.RELEASE}
    assert ClickSource.KEYBOARD in sources and not recording.assisted
    stats = compute(recording)
    assert stats.won and stats.time_ms == event.time_ms
    assert recording.duration_ms - recording.events[0].t_ms < 10_000
    same = _same(every_place(ui, qtbot, tmp_path, best_time=True))
    time, rate, ioe = same["time"], same["rate"], same["ioe"]
    f = event.figures
    assert time == f"{f.time_ms // 10 / 100:.2f}"
    assert rate == f"{f.bbbv_solved * 100_000 // f.time_ms / 100:.2f}"
    assert ioe == f"{int(f.ioe * 1000) / 1000:.3f}"
    video, fair = _toollib(recording, tmp_path)
    assert video.is_completed
    assert video.rtime_ms == event.time_ms
    assert video.bbbv_solved == video.bbbv == event.figures.bbbv
    assert (video.left, video.right, video.double) == (
        event.figures.left, event.figures.right, event.figures.double)
    assert f"{video.bbbv_s:.6f}" == f"{event.figures.bbbv_s:.6f}"
    assert fair


def test_a_loss_undone_and_finished_has_one_time(
        english: None, ui: Any, qtbot: Any, fake_clock: Any, tmp_path: Path) -> None:
    game = ui.load_cross()
    ui.click((0, 2))
    fake_clock.advance(0.4)
    ui.click((2, 2))  # the centre mine
    assert game.status is Status.LOST
    fake_clock.advance(5.0)  # looking at the loss: no game time
    ui.window.assist.undo()
    assert game.status is Status.PLAYING
    for cell in CROSS_SAFE:
        if not game.is_revealed(*cell):
            fake_clock.advance(0.3)
            ui.click(cell)
    assert game.status is Status.WON
    event = ui.window.gameEnd.shown
    assert event is not None and event.deaths == 1
    assert event.time_ms == round(game.elapsed * 1000)
    assert event.figures.time_ms == event.time_ms
    same = _same(every_place(ui, qtbot, tmp_path, best_time=False))
    assert same["time"] == f"{event.time_ms // 10 / 100:.2f}"
    assert same["clicks"] == str(event.figures.clicks)
    assert "Losses undone: 1" in ui.window.dropMenu.statsLabel.text()
    # Exported without the losing click and the undo: it plays to its real end.
    video, fair = _toollib(ui.window.replays.recorder.last, tmp_path)
    assert video.is_completed and video.rtime_ms == event.time_ms and not fair
    # The losing click is left out, and taken back in the game's own count.
    assert video.left == event.figures.left


def test_a_hint_played_win_is_recorded_whole_and_not_fair(
        english: None, ui: Any, qtbot: Any, fake_clock: Any, tmp_path: Path) -> None:
    game = ui.load_cross()
    ui.click((0, 2))
    assist = ui.window.assist
    for _ in range(40):
        if game.status.is_over:
            break
        fake_clock.advance(0.2)
        assist.playHint()
    assert game.status is Status.WON
    event = ui.window.gameEnd.shown
    assert event is not None and event.assisted
    recording = ui.window.replays.recorder.last
    assert recording is not None and recording.assisted
    programs = [e for e in recording.events
                if e.kind is EventKind.RELEASE and e.detail == ClickSource.PROGRAM]
    assert len(programs) >= 1
    stats = compute(recording)
    assert stats.won and stats.bbbv_solved == stats.bbbv and stats.time_ms == event.time_ms
    _same(every_place(ui, qtbot, tmp_path, best_time=False))
    video, fair = _toollib(recording, tmp_path)
    assert video.is_completed and video.rtime_ms == event.time_ms
    assert not fair
    history = History(ui.window.storage.history_path)
    row = history.list(order="id", descending=True)[0]
    assert row.assisted and row.time_ms == event.time_ms


def _win_by_clicks(ui: Any, fake_clock: Any, seconds: float) -> None:
    game = ui.game
    for cell in CROSS_ZEROS:
        if cell != CROSS_ZEROS[0]:
            fake_clock.advance(seconds / 3)
        if not game.is_revealed(*cell):
            ui.click(cell)
    assert game.status is Status.WON


def test_restarted_resumed_and_assisted_wins_are_one_row_each_and_never_bests(
        english: None, ui: Any, qtbot: Any, fake_clock: Any) -> None:
    from minesweeper_qt.engine import Game

    win = ui.window
    ui.load_cross()
    _win_by_clicks(ui, fake_clock, 9.0)  # counted: the best time
    win.restartBoard()
    _win_by_clicks(ui, fake_clock, 1.5)  # restarted: faster, not a best
    assert win.gameEnd.shown.counting.value == "restarted"
    game = ui.load_cross()
    ui.click(CROSS_ZEROS[0])
    fake_clock.advance(0.5)
    game_id = win.session.gameId
    resumed = Game.from_snapshot(game.snapshot(), time_source=fake_clock)
    win.session.resume(resumed, True, game_id)  # as from the save file
    _win_by_clicks(ui, fake_clock, 1.2)
    event = win.gameEnd.shown
    assert event.resumed and event.verdict.rank is None
    recording = win.replays.recorder.last
    assert any(e.kind is EventKind.RESUME for e in recording.events)
    whole = compute(recording)  # the moves before the save are in it
    assert whole.won and whole.bbbv_solved == 4 and whole.time_ms == event.time_ms
    ui.load_cross()
    ui.click(CROSS_ZEROS[0])
    for _ in range(10):
        if ui.game.status.is_over:
            break
        fake_clock.advance(0.1)
        win.assist.playHint()
    assert win.gameEnd.shown.assisted
    best = win.records.best(win.scores.keyOf(ui.game))
    assert [r.time_ms for r in best] == [9000]
    dialog = _history(ui)
    qtbot.addWidget(dialog)
    dialog.table.sortByColumn(COLUMNS.index("date"), Qt.SortOrder.AscendingOrder)
    assert dialog.waitIdle()
    assert dialog.model.rowCount() == 4  # the resumed game: one row
    assert [_cell(dialog, i, "assisted") for i in range(4)] == [
        "\u2713", "restarted", "resumed", "assisted"]  # a counted game: a check
    # The row's flags are the record's, and the record read back keeps them.
    history = History(win.storage.history_path)
    rows = history.list(order="id", descending=False)
    assert [history.recording(r.id).counting for r in rows] == [r.counting for r in rows] == [
        "counted", "restarted", "resumed", "assisted"]
    assert [history.recording(r.id).counted for r in rows] == [True, False, True, False]
    qtbot.waitUntil(lambda: dialog.chart is not None and not dialog.chartPending,
                    timeout=10_000)
    assert dialog.chart.games == 4
    assert dialog.chart.bests == ([0], [0])  # only the counted win is starred


def test_records_by_skill_keep_flagging_and_nf_apart_and_skip_help(
        english: None, ui: Any, qtbot: Any, fake_clock: Any) -> None:
    win = ui.window
    ui.load_cross()
    ui.click((0, 0), RIGHT)  # a flag: a flagging game
    _win_by_clicks(ui, fake_clock, 3.0)
    ui.load_cross()
    _win_by_clicks(ui, fake_clock, 2.0)  # no flag: NF
    ui.load_cross()
    _win_by_clicks(ui, fake_clock, 4.5)  # NF, slower
    ui.load_cross()
    ui.click(CROSS_ZEROS[0])
    while not ui.game.status.is_over:  # assisted and fast: never a record
        fake_clock.advance(0.05)
        win.assist.playHint()
    win.session.settle()  # the last ending's figures (on their worker) handed over
    win.storage.wait()
    dialog = BestTimesDialog(win.records, win.scores.keyOf(ui.game), win, storage=win.storage)
    qtbot.addWidget(dialog)
    assert dialog.waitRecords()
    skills = dialog.skills
    assert skills is not None
    assert skills.wins == 3
    assert skills.flagging.time is not None and skills.nf.time is not None
    assert skills.flagging.time.game_id != skills.nf.time.game_id
    table = dialog.recordsTable
    assert [table.item(0, c).text() for c in (0, 1)] == ["3.00", "2.00"]
    assert table.item(1, 1).text() == "2.00"  # 4 3BV in 2 s
    assert table.item(2, 0).text() == "0.800"  # 4 3BV in 5 clicks (a flag)
    assert table.item(3, 1).text() == "1.00"  # RQP: 2 s / 2 3BV/s
    assert skills.recent_games == 3 and skills.recent_wins == 3
    assert dialog.recentTime.text() == "3.16 s"  # (3 + 2 + 4.5) / 3, truncated


def test_an_abandoned_huge_game_has_one_time_everywhere(
        english: None, ui: Any, qtbot: Any, fake_clock: Any, tmp_path: Path) -> None:
    """100 x 100, given up: the history, the replay, the review, the EVF and
    ``--analyze`` give the game's own time (its EVF once said "0.00 s")."""
    mines = [(r, c) for r in range(0, 100, 7) for c in range(3, 100, 9)]
    game = ui.load(100, 100, mines)
    ui.click((0, 0))
    for cell in [(2, 8), (5, 1), (4, 10)]:
        fake_clock.advance(4.0)
        ui.click(cell)
        assert game.is_revealed(*cell)
    fake_clock.advance(12.08)
    assert game.status is Status.PLAYING
    elapsed = figures.time_ms_of(game.elapsed)
    ui.window.askAbandon = lambda: True
    ui.window.newGame()
    same = _same(every_place(ui, qtbot, tmp_path, best_time=False, over=False))
    assert same["time"] == time_text(elapsed) == "24.08"
    assert same["clicks"] == "4"
    row = History(ui.window.storage.history_path).list(order="id", descending=True)[0]
    assert row.result.name == "ABANDONED" and row.time_ms == elapsed


def test_a_resumed_game_has_one_set_of_figures(
        english: None, ui: Any, qtbot: Any, fake_clock: Any, tmp_path: Path) -> None:
    win = ui.window
    game = ui.load_cross()
    ui.click(CROSS_ZEROS[0])
    fake_clock.advance(0.7)
    ui.click((1, 1))
    game_id = win.session.gameId
    # Through the save file's own bytes, as the next start reads them.
    saved = decode(encode(game.snapshot(), game_id=game_id), fake_clock)
    win.session.resume(saved.game, saved.counted, saved.game_id, assisted=saved.assisted)
    _win_by_clicks(ui, fake_clock, 2.2)
    event = win.gameEnd.shown
    assert event is not None and event.resumed and event.game_id == game_id
    same = _same(every_place(ui, qtbot, tmp_path, best_time=False))
    assert same["time"] == time_text(event.time_ms)
    assert same["clicks"] == str(event.figures.clicks) == "5"


def test_the_record_holds_its_flags(
        english: None, ui: Any, qtbot: Any, fake_clock: Any) -> None:
    """The recording is the game's record: assisted (the probabilities too,
    which play no move), resumed and undo used are read from it; a game
    resumed assisted stays so in its record."""
    from minesweeper_qt.engine import Game

    win = ui.window
    game = ui.load_cross()
    ui.click(CROSS_ZEROS[0])
    win.assist.actionProbabilities.setChecked(True)
    qtbot.waitUntil(lambda: win.session.assisted, timeout=10_000)
    win.assist.actionProbabilities.setChecked(False)
    fake_clock.advance(0.5)
    ui.click((2, 2))  # the centre mine
    lost = win.replays.recorder.last
    assert lost is not None and (lost.assisted, lost.resumed, lost.undo_used) == (
        True, False, False)
    win.assist.undo()
    _win_by_clicks(ui, fake_clock, 1.0)
    won = win.replays.recorder.last
    assert won is not None and (won.assisted, won.resumed, won.undo_used) == (True, False, True)
    # Lost, undone and saved: the record of the game resumed says undo used.
    game = ui.load_cross()
    ui.click(CROSS_ZEROS[0])
    fake_clock.advance(0.5)
    ui.click((2, 2))
    win.assist.undo()
    saved = decode(Encoder().encode(game.snapshot(), False, game_id=win.session.gameId,
                                    assisted=True), fake_clock)
    assert saved.game.deaths == 1
    win.session.resume(saved.game, saved.counted, saved.game_id, assisted=saved.assisted)
    _win_by_clicks(ui, fake_clock, 1.0)
    again = win.replays.recorder.last
    assert again is not None and (again.assisted, again.resumed, again.undo_used) == (
        True, True, True)
    game = ui.load_cross()
    ui.click(CROSS_ZEROS[0])
    win.assist.actionProbabilities.setChecked(True)
    qtbot.waitUntil(lambda: win.session.assisted, timeout=10_000)
    win.assist.actionProbabilities.setChecked(False)
    game_id = win.session.gameId
    resumed = Game.from_snapshot(game.snapshot(), time_source=fake_clock)
    win.session.resume(resumed, False, game_id, assisted=True)  # as from the save file
    _win_by_clicks(ui, fake_clock, 1.0)
    again = win.replays.recorder.last
    assert again is not None and (again.assisted, again.resumed) == (True, True)


def test_a_solved_game_has_one_set_of_figures(
        english: None, ui: Any, qtbot: Any, fake_clock: Any, tmp_path: Path) -> None:
    """Solve plays the rest: moves with no input event of the player's."""
    game = ui.load_cross()
    ui.click(CROSS_ZEROS[0])
    fake_clock.advance(0.6)
    ui.window.assist.setPace("fast")
    ui.window.assist.solve(True)

    def step() -> bool:
        fake_clock.advance(0.05)
        return game.status.is_over

    qtbot.waitUntil(step, timeout=10_000)
    assert game.status is Status.WON
    event = ui.window.gameEnd.shown
    assert event is not None and event.assisted
    same = _same(every_place(ui, qtbot, tmp_path, best_time=False))
    assert same["time"] == time_text(event.time_ms)


def test_a_resumed_game_goes_on_with_its_saved_record(
        english: None, make_window: Any, qtbot: Any, fake_clock: Any, tmp_path: Path) -> None:
    """The save file holds the game's record: a game saved and resumed (a
    new window, as the next start) goes on with it, so its recording holds
    the clicks before the save as they were (a wasted one too, which a
    resume from the moves alone loses), with one set of figures everywhere."""
    from conftest import Driver

    from minesweeper_qt.engine import BEGINNER
    from minesweeper_qt.storage.save_record import read_record
    from minesweeper_qt.storage.save_store import SaveStore

    store = SaveStore(tmp_path / "current-game.json")
    win = make_window(BEGINNER, seed=7, time_source=fake_clock, saves=store, focused=True)
    ui = Driver(win, qtbot, fake_clock)
    ui.load_cross()
    ui.click(CROSS_ZEROS[0])
    fake_clock.advance(0.4)
    ui.click(CROSS_ZEROS[0])  # wasted: an open cell
    fake_clock.advance(0.3)
    ui.click((1, 1))
    game_id = win.session.gameId
    assert win.saveController is not None
    win.saveController.flush()
    saved = store.load()
    assert saved is not None and saved.record is not None and saved.game_id == game_id
    before = read_record(saved.record, saved.game)
    assert [e.kind for e in before.events].count(EventKind.RELEASE) == 3
    assert not before.resumed and before.counted
    win.close()
    again = make_window(time_source=fake_clock, resumed=saved, saves=store, focused=True)
    ui = Driver(again, qtbot, fake_clock)
    _win_by_clicks(ui, fake_clock, 1.5)
    event = again.gameEnd.shown
    assert event is not None and event.resumed and event.game_id == game_id
    recording = event.recording
    assert recording is not None and recording.resumed and recording.counting == "resumed"
    # The record went on: the clicks before the save, then where it resumed.
    resume_at = [e.kind for e in recording.events].index(EventKind.RESUME)
    assert [e.kind for e in recording.events[:resume_at]].count(EventKind.RELEASE) == 3
    assert recording.events[resume_at - 1].t_ms == before.events[-1].t_ms
    whole = compute(recording)
    assert whole.won and whole.time_ms == event.time_ms
    assert whole.clicks == 6  # 3 before the save (one wasted), 3 after
    same = _same(every_place(ui, qtbot, tmp_path, best_time=False))
    assert same["clicks"] == "6" and same["time"] == time_text(event.time_ms)

