"""Replays rebuild exactly the looks the player saw, at every event and time."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from scripted_player import play

from minesweeper_qt.engine import Game
from minesweeper_qt.replay.clicks import ClickCounter
from minesweeper_qt.replay.player import Replayer, replay_to
from minesweeper_qt.replay.recording import (
    Button,
    EventKind,
    InputRecorder,
    MoveKind,
    Recording,
    Rules,
)

ms = pytest.importorskip("ms_toollib")


def looks(game: Game) -> list[list[int]]:
    return [game.look_codes(r, 0, game.cols) for r in range(game.rows)]


def test_every_event_shows_the_live_looks() -> None:
    rng = random.Random(5)
    for _ in range(15):
        raw, _video = play(rng, ms, 16, 16, 40)
        counter = ClickCounter(raw)
        live = []
        for i, event in enumerate(raw.events):
            counter.feed(i, event)
            live.append(looks(counter.game))
        rec = Recording(raw.rows, raw.cols, raw.mines, raw.rules, raw.cell_px, raw.events,
                        tuple(counter.counts.moves))
        player = Replayer(rec, checkpoint_every=4)
        for i, _event, game in player.frames():
            assert looks(game) == live[i]
        for i in rng.sample(range(len(raw.events)), min(40, len(raw.events))):  # random seeks
            assert looks(player.game_at_event(i)) == live[i]
            assert looks(replay_to(rec, i)) == live[i]
        assert looks(player.game_after_moves(len(rec.moves))) == live[-1]


def test_recorder_sampling_and_engine_moves() -> None:
    rec = InputRecorder(9, 9, 20, Rules("opening", False, "uniform", 42), move_interval_ms=16,
                        move_min_px=2)
    game = Game(9, 9, 10, seed=42)
    rec.move(1000, 5, 5)
    assert rec.move(1005, 30, 30) is None  # too soon: held back
    rec.press(1010, Button.LEFT, 42, 30)  # half a cell away: the held-back move is kept
    rec.release(1050, Button.LEFT, 42, 30)
    game.reveal(1, 1)
    rec.engine_move(1050, MoveKind.REVEAL, 1, 1)
    rec.key(1100, 0x46)
    rec.hint(1200, 3, 4)
    rec.undo(1300)
    done = rec.finish(game.mines)
    kinds = [e.kind for e in done.events]
    assert kinds == [EventKind.MOVE, EventKind.MOVE, EventKind.PRESS, EventKind.RELEASE,
                     EventKind.KEY, EventKind.HINT, EventKind.UNDO]
    assert done.events[0].t_ms == 0 and done.events[3].t_ms == 50
    assert [m.kind for m in done.moves] == [MoveKind.REVEAL, MoveKind.UNDO]
    assert done.moves[0].event_index == 3
    assert done.cell_at(30, 30) == (1, 1) and done.cell_at(180, 0) is None
    player = Replayer(done)
    assert player.game_at_event(3).is_revealed(1, 1)
    assert not player.game_at_event(6).is_revealed(1, 1)  # undone


def test_held_back_move_at_the_click_is_dropped() -> None:
    rec = InputRecorder(9, 9, 20)
    rec.move(0, 5, 5)
    rec.move(10, 30, 30)  # too soon: held back
    rec.press(20, Button.LEFT, 31, 30)  # the click is where it rested: nothing to add
    assert [e.kind for e in rec.events] == [EventKind.MOVE, EventKind.PRESS]


def test_engine_moves_from_game_clock() -> None:
    now = [0.0]
    game = Game(9, 9, 10, seed=3, time_source=lambda: now[0])
    rec = InputRecorder(9, 9, 16)
    rec.press(0, Button.LEFT, 8, 8)
    rec.release(100, Button.LEFT, 8, 8)
    game.reveal(0, 0)
    now[0] = 2.0
    cell = next((r, c) for r in range(9) for c in range(9) if not game.is_revealed(r, c))
    rec.press(2050, Button.RIGHT, cell[1] * 16, cell[0] * 16)
    rec.release(2100, Button.RIGHT, cell[1] * 16, cell[0] * 16)
    game.toggle_flag(*cell)
    done = rec.finish(game.mines, game.moves)
    assert [(m.t_ms, m.kind, m.event_index) for m in done.moves] == [
        (100, MoveKind.REVEAL, 1), (2100, MoveKind.FLAG, 3)]
    assert looks(Replayer(done).game_after_moves(len(done.moves))) == looks(game)


def test_bad_recordings_are_refused() -> None:
    with pytest.raises(ValueError):
        Recording(9, 9, frozenset({(9, 0)}))
    with pytest.raises(ValueError):
        Recording(9, 9, frozenset(), events=(
            InputRecorder(9, 9, 16).finish([]).events  # empty is fine
        ), moves=((__import__("minesweeper_qt.replay.recording", fromlist=["TimedMove"])
                   .TimedMove(0, MoveKind.REVEAL, 0, 0, 5)),))
