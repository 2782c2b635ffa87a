"""The clock, alone and inside a game, on a fake injected time source."""

from __future__ import annotations

import pytest
from engine_reference import FakeTime
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper_qt.engine import Clock, Game, MoveKind, Status


@pytest.fixture
def now() -> FakeTime:
    return FakeTime(1000.0)


# --- Clock alone -------------------------------------------------------------


def test_new_clock_reads_zero_and_does_not_run(now: FakeTime) -> None:
    clock = Clock(now)
    now.advance(5)
    assert clock.elapsed == 0.0
    assert not clock.running and not clock.started and not clock.paused


def test_clock_counts_from_start(now: FakeTime) -> None:
    clock = Clock(now)
    now.advance(7)
    clock.start()
    assert clock.running and clock.started
    now.advance(2.5)
    assert clock.elapsed == pytest.approx(2.5)
    clock.start()  # idempotent: does not reset
    now.advance(1)
    assert clock.elapsed == pytest.approx(3.5)


def test_stop_freezes_the_time(now: FakeTime) -> None:
    clock = Clock(now)
    clock.start()
    now.advance(4)
    clock.stop()
    now.advance(100)
    assert clock.elapsed == pytest.approx(4)
    assert not clock.running
    clock.stop()
    clock.start()  # a stopped clock does not start again
    now.advance(3)
    assert clock.elapsed == pytest.approx(4)


def test_pause_excludes_the_paused_span(now: FakeTime) -> None:
    clock = Clock(now)
    clock.start()
    now.advance(3)
    clock.pause()
    assert clock.paused and not clock.running
    now.advance(50)
    assert clock.elapsed == pytest.approx(3)
    clock.pause()  # idempotent
    clock.resume()
    assert not clock.paused and clock.running
    now.advance(2)
    assert clock.elapsed == pytest.approx(5)
    clock.resume()  # idempotent: does not lose or add time
    now.advance(1)
    assert clock.elapsed == pytest.approx(6)


def test_pause_before_start_holds_the_clock_until_resume(now: FakeTime) -> None:
    clock = Clock(now)
    clock.pause()
    clock.start()
    now.advance(10)
    assert clock.elapsed == 0.0
    clock.resume()
    now.advance(2)
    assert clock.elapsed == pytest.approx(2)


def test_resume_after_stop_does_not_restart(now: FakeTime) -> None:
    clock = Clock(now)
    clock.start()
    now.advance(1)
    clock.pause()
    clock.stop()
    clock.resume()
    now.advance(9)
    assert clock.elapsed == pytest.approx(1)
    assert not clock.running


def test_stop_before_start_keeps_the_clock_stopped(now: FakeTime) -> None:
    # stop() ends the clock for good; before the fix start() ran it again
    # while resume() after a pause did not (the two disagreed).
    clock = Clock(now)
    clock.stop()
    clock.start()
    now.advance(5)
    assert clock.elapsed == 0.0
    assert not clock.running


def test_set_elapsed(now: FakeTime) -> None:
    clock = Clock(now)
    clock.start()
    now.advance(3)
    clock.set_elapsed(40.0)
    assert clock.elapsed == pytest.approx(40)
    now.advance(2)
    assert clock.elapsed == pytest.approx(42)
    with pytest.raises(ValueError):
        clock.set_elapsed(-1)


OPS = st.lists(
    st.one_of(
        st.sampled_from(["start", "stop", "pause", "resume"]),
        st.floats(min_value=0, max_value=1e4, allow_nan=False),
    ),
    max_size=40,
)


@settings(max_examples=200, deadline=None)
@given(OPS)
def test_elapsed_never_decreases_and_matches_running_time(ops: list[object]) -> None:
    now = FakeTime(0.0)
    clock = Clock(now)
    expected = 0.0  # independent bookkeeping of the running time
    started = stopped = paused = False
    last = clock.elapsed
    for op in ops:
        if isinstance(op, float):
            now.advance(op)
            if started and not stopped and not paused:
                expected += op
        else:
            getattr(clock, op)()
            if op == "start":
                started = started or not stopped  # a stopped clock never starts
            elif op == "stop":
                stopped = True
            elif op == "pause":
                paused = True
            else:
                paused = False
        value = clock.elapsed
        assert value >= last
        assert value == pytest.approx(expected, abs=1e-6)
        last = value


# --- Clock inside a game -----------------------------------------------------

# 1 row, 5 columns, mine at col 2: revealing col 0 leaves col 3-4 to win.
LAYOUT = (1, 5, [(0, 2)])


def test_game_clock_starts_at_first_reveal_not_at_flags(now: FakeTime) -> None:
    game = Game.from_layout(*LAYOUT, time_source=now)
    now.advance(5)
    game.toggle_flag(0, 4)
    game.toggle_flag(0, 4)
    now.advance(5)
    assert game.elapsed == 0.0
    assert game.status is Status.READY
    game.reveal(0, 0)
    assert game.elapsed == 0.0
    now.advance(2.25)
    assert game.elapsed == pytest.approx(2.25)


def test_reveal_on_a_flagged_cell_does_not_start_the_clock(now: FakeTime) -> None:
    game = Game(9, 9, 10, seed=1, time_source=now)
    game.toggle_flag(4, 4)
    game.reveal(4, 4)
    now.advance(3)
    assert game.status is Status.READY
    assert game.elapsed == 0.0


def test_seeded_game_clock_starts_at_first_reveal(now: FakeTime) -> None:
    game = Game(9, 9, 10, seed=1, time_source=now)
    now.advance(30)
    game.reveal(0, 0)
    now.advance(1.5)
    assert game.elapsed == pytest.approx(1.5)


def test_game_clock_stops_at_win(now: FakeTime) -> None:
    game = Game.from_layout(*LAYOUT, time_source=now)
    game.reveal(0, 0)
    now.advance(4)
    game.reveal(0, 4)
    assert game.status is Status.WON
    now.advance(60)
    assert game.elapsed == pytest.approx(4)
    assert game.stats().elapsed == pytest.approx(4)


def test_game_clock_stops_at_loss(now: FakeTime) -> None:
    game = Game.from_layout(*LAYOUT, time_source=now)
    game.reveal(0, 0)
    now.advance(6)
    game.reveal(0, 2)
    assert game.status is Status.LOST
    now.advance(60)
    assert game.elapsed == pytest.approx(6)


def test_game_pause_resume_excludes_paused_span(now: FakeTime) -> None:
    game = Game.from_layout(*LAYOUT, time_source=now)
    game.reveal(0, 0)
    now.advance(1)
    game.pause()
    assert game.paused
    now.advance(100)
    assert game.elapsed == pytest.approx(1)
    game.resume()
    assert not game.paused
    now.advance(2)
    assert game.elapsed == pytest.approx(3)
    game.reveal(0, 4)
    now.advance(9)
    assert game.elapsed == pytest.approx(3)


def test_moves_record_the_play_time(now: FakeTime) -> None:
    game = Game.from_layout(*LAYOUT, time_source=now)
    now.advance(3)
    game.toggle_flag(0, 2)
    game.reveal(0, 0)
    now.advance(1.5)
    game.reveal(0, 4)
    assert [(m.kind, m.row, m.col) for m in game.moves] == [
        (MoveKind.FLAG, 0, 2),
        (MoveKind.REVEAL, 0, 0),
        (MoveKind.REVEAL, 0, 4),
    ]
    assert [m.time for m in game.moves] == pytest.approx([0.0, 0.0, 1.5])


def test_restart_keeps_the_time_source_and_starts_at_zero(now: FakeTime) -> None:
    game = Game.from_layout(*LAYOUT, time_source=now)
    game.reveal(0, 0)
    now.advance(5)
    fresh = game.restart()
    assert fresh.elapsed == 0.0
    fresh.reveal(0, 0)
    now.advance(2)
    assert fresh.elapsed == pytest.approx(2)
