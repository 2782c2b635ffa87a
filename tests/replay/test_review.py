"""The game review judges every move as an independent oracle does.

The oracle is ms-toollib's ``cal_probability_onboard`` (test-only), given the
board just before each move with the player's flags shown as hidden cells
(flags are not trusted): a reveal's probability is that cell's, a chord's the
highest of the cells it opens; "safe" means probability 0; a guess is forced
when no other hidden cell had probability 0, avoidable when one had (and the
review's safe cell is one of them); a forced guess's best probability is the
lowest on the board. The games: real players' replays (data/README.md) and
scripted games of our own, which hold forced and avoidable guesses, wrong
flags and chords.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from samples import SAMPLES, readable
from scripted_player import play

from minesweeper_qt.engine.knowledge import HIDDEN
from minesweeper_qt.replay.certainty import CertainCells
from minesweeper_qt.replay.clicks import count_clicks
from minesweeper_qt.replay.formats import import_replay
from minesweeper_qt.replay.player import Replayer
from minesweeper_qt.replay.recording import (
    Button,
    EventKind,
    InputEvent,
    MoveKind,
    Recording,
    Rules,
    TimedMove,
)
from minesweeper_qt.replay.review import MoveType, Review, Verdict, review, to_json

ms = pytest.importorskip("ms_toollib")

BIG = "evf_custom_36x60_1021bv_pu_tian_yi.evf.xz"


@pytest.fixture(scope="module")
def recordings(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Recording]:
    paths = readable(tmp_path_factory.mktemp("samples"))
    return {name: import_replay(paths[name], in_process=True) for name in SAMPLES}


@pytest.fixture(scope="module")
def reviews(recordings: dict[str, Recording]) -> dict[str, Review]:
    return {name: review(rec) for name, rec in recordings.items()}


def oracle_check(rec: Recording, result: Review, every: int = 1) -> tuple[int, int]:
    """Compare each judged reveal and chord (every ``every``-th safe one;
    every guess) with ms-toollib; returns (moves compared, guesses)."""
    replayer = Replayer(rec)
    compared = guesses = 0
    for k, m in enumerate(result.moves):
        if m.kind not in (MoveType.REVEAL, MoveType.CHORD):
            continue
        game = replayer.game_after_moves(m.move)
        if not game.has_layout or game.revealed_count == 0:
            assert m.verdict is Verdict.SAFE and m.probability == 0.0  # the first click
            continue
        if not m.verdict.is_guess and k % every:
            continue
        knowledge = game.knowledge()
        board = [[min(knowledge.code(r, c), HIDDEN) for c in range(rec.cols)]
                 for r in range(rec.rows)]
        expected, _ = ms.cal_probability_onboard(board, rec.mine_count)
        targets = set(m.cells)
        assert targets and all(board[r][c] == HIDDEN for r, c in targets)
        p = max(expected[r][c] for r, c in targets)
        assert m.probability == pytest.approx(p, abs=1e-9), (m, p)
        safe_elsewhere = [(r, c) for r in range(rec.rows) for c in range(rec.cols)
                          if board[r][c] == HIDDEN and expected[r][c] == 0
                          and (r, c) not in targets]
        assert m.safe_available == len(safe_elsewhere), m
        if p == 0:
            assert m.verdict is Verdict.SAFE, m
        elif p == 1:
            assert m.verdict is Verdict.MISTAKE, m  # a certain mine: no guess
        elif safe_elsewhere:
            assert m.verdict is Verdict.AVOIDABLE_GUESS, m
            assert m.best_cell in safe_elsewhere and m.reason is not None
            guesses += 1
        else:
            assert m.verdict is Verdict.FORCED_GUESS, m
            lowest = min(expected[r][c] for r in range(rec.rows) for c in range(rec.cols)
                         if board[r][c] == HIDDEN)
            assert m.best_probability == pytest.approx(lowest, abs=1e-9)
            assert m.best_cell is not None
            assert expected[m.best_cell[0]][m.best_cell[1]] == pytest.approx(lowest, abs=1e-9)
            guesses += 1
        if m.kind is MoveType.CHORD and m.verdict.is_guess:
            assert m.riskiest in targets
        compared += 1
    return compared, guesses


@pytest.mark.parametrize("name", [n for n in SAMPLES if n != BIG])
def test_real_games_are_judged_as_ms_toollib_sees_them(
        name: str, recordings: dict[str, Recording], reviews: dict[str, Review]) -> None:
    compared, guesses = oracle_check(recordings[name], reviews[name])
    assert compared >= 1
    assert guesses == reviews[name].summary.guesses


def test_the_1000_3bv_game_is_judged_as_ms_toollib_sees_it(
        recordings: dict[str, Recording], reviews: dict[str, Review]) -> None:
    """Every guess, and every 15th other move (the oracle is slow on a 36 x 60
    board)."""
    compared, guesses = oracle_check(recordings[BIG], reviews[BIG], every=15)
    assert compared >= 80 and guesses == reviews[BIG].summary.guesses > 30


def test_the_real_games_hold_every_verdict(reviews: dict[str, Review]) -> None:
    verdicts = {m.verdict for r in reviews.values() for m in r.moves}
    # (A certain mine revealed ends a real game: none of them holds one;
    # test_a_certain_mine_revealed_is_a_mistake_and_no_guess has it.)
    assert verdicts == set(Verdict) - {Verdict.MISTAKE}
    kinds = {m.kind for r in reviews.values() for m in r.moves}
    assert {MoveType.REVEAL, MoveType.CHORD, MoveType.FLAG, MoveType.UNFLAG} <= kinds
    forced = sum(r.summary.forced_guesses for r in reviews.values())
    avoidable = sum(r.summary.avoidable_guesses for r in reviews.values())
    assert forced >= 10 and avoidable >= 10


def test_our_own_games_are_judged_as_ms_toollib_sees_them() -> None:
    """Scripted games (random safe reveals, flags right and wrong, chords by
    every button order, losses) recorded as our game records them."""
    rng = random.Random(29)
    guesses = wrong = 0
    for _ in range(12):
        raw, _video = play(rng, ms, 9, 9, 10)
        rec = Recording(raw.rows, raw.cols, raw.mines, raw.rules, raw.cell_px, raw.events,
                        tuple(count_clicks(raw).counts.moves))
        result = review(rec)
        _, g = oracle_check(rec, result)
        guesses += g
        wrong += result.summary.wrong_flags
        for m in result.moves:
            if m.kind is MoveType.FLAG:
                is_mine = m.cell in rec.mines
                assert m.verdict is (Verdict.FLAG if is_mine else Verdict.WRONG_FLAG)
    assert guesses >= 10 and wrong >= 1


def test_the_summary(reviews: dict[str, Review], recordings: dict[str, Recording]) -> None:
    from minesweeper_qt.replay.statistics import compute

    for name, result in reviews.items():
        s = result.summary
        stats = compute(recordings[name], with_zini=False)
        assert (s.won, s.bbbv, s.bbbv_solved, s.clicks) == (
            stats.won, stats.bbbv, stats.bbbv_solved, stats.clicks)
        assert s.wasted_clicks == stats.clicks - stats.effective
        survival = 1.0
        for m in result.moves:
            if m.verdict.is_guess:
                survival *= 1 - (m.probability or 0)
        assert s.survival == pytest.approx(survival)
        assert s.guesses == len([m for m in result.moves if m.verdict.is_guess])
        thinking = sorted((m.think_ms for m in result.moves[1:]
                           if m.seconds > 0 or m.kind in (MoveType.REVEAL, MoveType.CHORD)),
                          reverse=True)
        assert [round(p.seconds * 1000) for p in s.pauses] == thinking[:len(s.pauses)]
        assert result.marks() == [m for m in result.moves
                                  if m.verdict.is_guess or m.verdict is Verdict.WRONG_FLAG]


def test_json_shape(reviews: dict[str, Review]) -> None:
    data = to_json(reviews["mvf_expert_zhang_shen_jia.mvf"])
    assert set(data) == {"rows", "cols", "layout", "moves", "summary"}
    assert (data["rows"], data["cols"], len(data["layout"])) == (16, 30, 99)  # type: ignore[arg-type]
    for entry in data["moves"]:  # type: ignore[attr-defined]
        assert {"index", "seconds", "kind", "row", "col", "probability", "safe_available",
                "verdict"} <= set(entry)
    assert {"guesses", "avoidable_guesses", "survival"} <= set(data["summary"])  # type: ignore[arg-type]


def test_certain_cells_equal_the_analysis_at_every_move(
        recordings: dict[str, Recording]) -> None:
    """The incremental certain cells are analyze()'s, move after move."""
    from minesweeper_qt.engine.solver import analyze

    for name in ("mvf_expert_zhang_shen_jia.mvf", "rmv_expert_98763.rmv",
                 "avf_beginner_wang_jia_ning_3bv24.avf"):
        rec = recordings[name]
        game = Replayer(rec).game_after_moves(0)
        certain = CertainCells(rec.rows, rec.cols, rec.mine_count)
        for mv in rec.moves:
            if mv.kind is MoveKind.FLAG:
                game.toggle_flag(mv.row, mv.col)
                continue
            changed = list(game.reveal(mv.row, mv.col) if mv.kind is MoveKind.REVEAL
                           else game.chord(mv.row, mv.col))
            if game.status.name != "PLAYING":
                break
            certain.reveal((r, c, game.number(r, c) or 0) for r, c in changed
                           if game.is_revealed(r, c))
            analysis = analyze(game.knowledge())
            assert certain.exact
            assert (certain.safe, certain.mines) == (analysis.safe, analysis.mines), name


def test_a_loss_taken_back_is_judged_and_the_game_goes_on() -> None:
    """Practice: a losing guess, Undo, then the rest of the game."""
    mines = frozenset({(0, 0), (2, 2)})
    px = 10

    def click(t: int, r: int, c: int) -> list[InputEvent]:
        return [InputEvent(t, EventKind.PRESS, Button.LEFT, c * px, r * px),
                InputEvent(t + 1, EventKind.RELEASE, Button.LEFT, c * px, r * px)]

    events = [*click(0, 0, 2), *click(100, 0, 0), InputEvent(200, EventKind.UNDO),
              *click(300, 1, 0), *click(400, 2, 0)]
    moves = (TimedMove(1, MoveKind.REVEAL, 0, 2, 1), TimedMove(101, MoveKind.REVEAL, 0, 0, 3),
             TimedMove(200, MoveKind.UNDO, 0, 0, 4), TimedMove(301, MoveKind.REVEAL, 1, 0, 6),
             TimedMove(401, MoveKind.REVEAL, 2, 0, 8))
    rec = Recording(3, 3, mines, Rules("none", False, "test", None), px, tuple(events), moves)
    result = review(rec)
    lost = [m for m in result.moves if m.lost]
    assert len(lost) == 1 and lost[0].cell == (0, 0) and lost[0].verdict.is_guess
    assert [m.cell for m in result.moves] == [(0, 2), (0, 0), (1, 0), (2, 0)]
    assert result.summary.won and result.summary.survival < 1


def test_a_certain_mine_revealed_is_a_mistake_and_no_guess() -> None:
    """Issue 44: "reveal F1: avoidable guess, 100% mine" on a won game whose
    chance of surviving its guesses read 0%. On a 3 x 4 board with mines at
    C1 and C2, the opening from A1 leaves both certain: C1 revealed, taken
    back, and the game won."""
    mines = frozenset({(0, 2), (1, 2)})
    px = 10

    def click(t: int, r: int, c: int) -> list[InputEvent]:
        return [InputEvent(t, EventKind.PRESS, Button.LEFT, c * px, r * px),
                InputEvent(t + 1, EventKind.RELEASE, Button.LEFT, c * px, r * px)]

    rest = [(0, 3), (1, 3), (2, 2), (2, 3)]
    events = [*click(0, 0, 0), *click(100, 0, 2), InputEvent(200, EventKind.UNDO)]
    moves = [TimedMove(1, MoveKind.REVEAL, 0, 0, 1), TimedMove(101, MoveKind.REVEAL, 0, 2, 3),
             TimedMove(200, MoveKind.UNDO, 0, 0, 4)]
    for k, (r, c) in enumerate(rest):
        events += click(300 + 100 * k, r, c)
        moves.append(TimedMove(301 + 100 * k, MoveKind.REVEAL, r, c, 6 + 2 * k))
    rec = Recording(3, 4, mines, Rules("none", False, "test", None), px, tuple(events),
                    tuple(moves))
    result = review(rec)
    mistake = [m for m in result.moves if m.cell == (0, 2)]
    assert len(mistake) == 1 and mistake[0].verdict is Verdict.MISTAKE
    assert mistake[0].probability == 1.0 and not mistake[0].verdict.is_guess
    # Listed and marked, but taken back: the summary is the game's as its
    # exported file gives it (issue 41: the file has no undone move).
    assert mistake[0].undone and mistake[0].lost
    assert result.summary.won and result.summary.mistakes == 0
    assert result.summary.guesses == 0 and result.summary.survival == 1.0
    assert mistake[0] in result.marks()
    assert to_json(result)["summary"]["mistakes"] == 0  # type: ignore[index]
    assert to_json(result)["moves"][1]["undone"] is True  # type: ignore[index]
