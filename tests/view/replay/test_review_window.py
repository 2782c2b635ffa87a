"""The review in the real replay window: the timeline's marks, jumping to them
by mouse and keys, the board at a mark (that moment's probabilities, the safe
cells ticked, the move framed), the words, the edge labels, and the review
off the GUI thread with a progress bar when it is slow."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from minesweeper_qt.engine.solver import analyze
from minesweeper_qt.replay.formats import import_replay
from minesweeper_qt.replay.player import Replayer
from minesweeper_qt.replay.recording import Recording
from minesweeper_qt.replay.review import Verdict
from minesweeper_qt.view.replay.replay_view import ReplayView

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "replay"))
from samples import DATA

pytest.importorskip("ms_toollib")


@pytest.fixture(scope="module")
def expert() -> Recording:
    return import_replay(DATA / "mvf_expert_zhang_shen_jia.mvf", in_process=True)


def open_view(qtbot: Any, recording: Recording) -> ReplayView:
    view = ReplayView(recording, title="test")
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: view.reviewPanel.ready, timeout=20_000)
    return view


def test_the_timeline_holds_a_mark_per_guess_and_wrong_flag(qtbot: Any,
                                                            expert: Recording) -> None:
    view = open_view(qtbot, expert)
    panel = view.reviewPanel
    review = panel.review
    assert review is not None
    assert panel.marks == review.marks() and len(panel.marks) == 9  # 8 guesses, 1 wrong flag
    assert {m.verdict for m in panel.marks} == {Verdict.FORCED_GUESS, Verdict.AVOIDABLE_GUESS,
                                                Verdict.WRONG_FLAG}
    assert "8 guess" in panel.summary.text() and "11%" in panel.summary.text()
    assert view.board.edgeLabels  # the words name cells as the edges label them
    xs = [panel.timeline.markX(k) for k in range(len(panel.marks))]
    assert xs == sorted(xs) and xs[0] > 0 and xs[-1] < panel.timeline.width()


def test_a_click_on_a_mark_shows_that_moment(qtbot: Any, expert: Recording) -> None:
    view = open_view(qtbot, expert)
    panel = view.reviewPanel
    k = next(i for i, m in enumerate(panel.marks) if m.verdict is Verdict.AVOIDABLE_GUESS)
    mark = panel.marks[k]
    x = round(panel.timeline.markX(k))
    QTest.mouseClick(panel.timeline, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(x, panel.timeline.height() // 2))
    assert panel.current == k and not view.playing
    # The board is as it was just before the move ...
    before = Replayer(expert).game_after_moves(mark.move)
    game = view.model.game
    assert [[game.look(r, c) for c in range(game.cols)] for r in range(game.rows)] == \
        [[before.look(r, c) for c in range(game.cols)] for r in range(game.rows)]
    assert not game.is_revealed(*mark.cell)
    # ... with that moment's probabilities and its safe cells (ticked: 0.0).
    analysis = analyze(before.knowledge())
    layer = view.probabilityLayer
    assert layer.enabled and layer.probabilities is not None
    for r, c in analysis.safe:
        assert layer.probabilities[r * game.cols + c] == 0.0
    assert layer.probabilities[mark.row * game.cols + mark.col] == mark.probability
    assert view.reviewLayer.move is mark and mark.best_cell in analysis.safe
    text = panel.textArea.words()
    assert "avoidable guess" in text and "were certainly safe" in text
    assert view.reviewLayer.proof is not None and len(text.splitlines()) >= 3


def test_keys_and_buttons_go_from_mark_to_mark(qtbot: Any, expert: Recording) -> None:
    view = open_view(qtbot, expert)
    panel = view.reviewPanel
    QTest.keyClick(view, Qt.Key.Key_PageDown)
    assert panel.current == 0
    QTest.keyClick(view, Qt.Key.Key_PageDown)
    assert panel.current == 1
    panel.nextButton.click()
    assert panel.current == 2
    QTest.keyClick(view, Qt.Key.Key_PageUp)
    assert panel.current == 1
    panel.previousButton.click()
    assert panel.current == 0 and not panel.previousButton.isEnabled()
    # With the seek slider focused, Page Up and Down seek 10 s there instead.
    view.seekSlider.setFocus()
    before = view.seekSlider.value()
    QTest.keyClick(view.seekSlider, Qt.Key.Key_PageUp)
    assert view.seekSlider.value() == before + 10_000 and panel.current == -1
    view.playButton.setFocus()
    panel.showMark(0, None)
    view.showMark(0)
    # Moving on in the replay leaves the mark: no overlay, no words.
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert panel.current == -1 and not view.probabilityLayer.enabled
    assert view.reviewLayer.move is None and panel.textArea.words() == ""


def test_the_words_show_whole_lines_only(qtbot: Any, expert: Recording) -> None:
    """Issue 44: the words' box showed about four lines and a half-cut one
    over its scroll bar. Its height is whole lines of its text, the window
    keeps its size from mark to mark, and scrolling stops at a line's top."""
    view = open_view(qtbot, expert)
    panel, area = view.reviewPanel, view.reviewPanel.textArea
    view.resize(view.minimumSizeHint().width(), view.height())  # narrow: the words wrap
    qtbot.wait(20)
    size = view.size()
    line = area.lineHeight()
    assert line >= panel.text.fontMetrics().lineSpacing()
    sizes = set()
    scrolled = False
    for k in range(len(panel.marks)):
        view.showMark(k)
        qtbot.wait(5)
        assert area.viewport().height() == 5 * line  # whole lines, always five
        sizes.add(view.size().toTuple())
        bar = area.verticalScrollBar()
        if bar.maximum() > 0:  # longer than the box: scrolled a line at a time
            scrolled = True
            assert panel.text.height() % line == 0
            for value in (line // 2 + 1, line + 3, bar.maximum() - 2):
                bar.setValue(value)  # as a drag of the bar leaves it
                assert bar.value() % line == 0, (value, bar.value())
            bar.setValue(0)
            bar.triggerAction(bar.SliderAction.SliderSingleStepAdd)  # a wheel notch
            assert bar.value() == line
    assert scrolled and sizes == {size.toTuple()}


def test_a_slow_review_shows_progress_and_the_window_stays_live(
        qtbot: Any, tmp_path: Path) -> None:
    """The 1021-3BV game takes longer than 150 ms: a progress bar shows while
    the worker judges it, and the window answers meanwhile."""
    from samples import readable

    path = readable(tmp_path)["evf_custom_36x60_1021bv_pu_tian_yi.evf.xz"]
    recording = import_replay(path, in_process=True)
    view = ReplayView(recording, title="big")
    qtbot.addWidget(view)
    view.show()
    panel = view.reviewPanel
    qtbot.waitUntil(lambda: panel.progress.isVisible(), timeout=5000)
    view.stepForward()  # the GUI thread is free
    assert view.position >= 0
    qtbot.waitUntil(lambda: panel.ready, timeout=60_000)
    assert not panel.progress.isVisible()
    assert panel.review is not None and panel.review.summary.guesses == 39


def test_a_game_lost_on_a_certain_mine_is_not_said_to_be_all_safe(qapp: Any) -> None:
    """Beginner seed 9: A1 beside the 2s of B1 and B2 is certainly a mine;
    revealed, the game is lost with no guess, and the summary said "No guess:
    every reveal was certainly safe"."""
    from minesweeper_qt.engine import Game
    from minesweeper_qt.i18n import Translators
    from minesweeper_qt.replay.recording import Button, InputRecorder
    from minesweeper_qt.replay.review import review
    from minesweeper_qt.view.replay.review_text import summary_lines

    game = Game(9, 9, 10, seed=9)
    recorder = InputRecorder(9, 9, 16)
    for t, (r, c) in ((0, (4, 4)), (200, (0, 0))):
        recorder.press(t, Button.LEFT, c * 16 + 8, r * 16 + 8)
        recorder.release(t + 50, Button.LEFT, c * 16 + 8, r * 16 + 8)
        game.reveal(r, c)
    assert game.status.name == "LOST"
    summary = review(recorder.finish(game.mines, engine_moves=game.moves)).summary
    assert (summary.guesses, summary.mistakes) == (0, 1)
    translators = Translators()
    translators.install("en")
    try:
        assert summary_lines(summary)[1] == "No guess"
    finally:
        translators.remove()


def test_a_loss_taken_back_is_told_as_taken_back(qapp: Any) -> None:
    """The summary leaves an undone loss out (the game's figures do); its move
    must not say the game was lost there."""
    from minesweeper_qt.i18n import Translators
    from minesweeper_qt.replay.recording import (
        Button,
        EventKind,
        InputEvent,
        MoveKind,
        Recording,
        Rules,
        TimedMove,
    )
    from minesweeper_qt.replay.review import review
    from minesweeper_qt.view.replay.review_text import move_lines

    def click(t: int, r: int, c: int) -> list[InputEvent]:
        return [InputEvent(t, EventKind.PRESS, Button.LEFT, c * 10, r * 10),
                InputEvent(t + 1, EventKind.RELEASE, Button.LEFT, c * 10, r * 10)]

    events = [*click(0, 0, 2), *click(100, 0, 0), InputEvent(200, EventKind.UNDO),
              *click(300, 1, 0), *click(400, 2, 0)]
    moves = (TimedMove(1, MoveKind.REVEAL, 0, 2, 1), TimedMove(101, MoveKind.REVEAL, 0, 0, 3),
             TimedMove(200, MoveKind.UNDO, 0, 0, 4), TimedMove(301, MoveKind.REVEAL, 1, 0, 6),
             TimedMove(401, MoveKind.REVEAL, 2, 0, 8))
    rec = Recording(3, 3, frozenset({(0, 0), (2, 2)}), Rules("none", False, "test", None), 10,
                    tuple(events), moves)
    (lost,) = [m for m in review(rec).moves if m.lost]
    translators = Translators()
    translators.install("en")
    try:
        text = " ".join(move_lines(lost))
    finally:
        translators.remove()
    assert "The game was lost here." not in text
    assert "taken back (undo)" in text
