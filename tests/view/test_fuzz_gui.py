"""GUI fuzzing: thousands of random input events on the real main window.

Random mouse presses, releases, moves and double clicks with every button and
button combination (on cells, between them, off the board), key presses
(arrows, Space, Enter, F, G, F2, zoom shortcuts, stray keys), touch sequences
(taps, slides, holds, second fingers), long waits that fire long presses, the
face and menu buttons, window resizes, zooms and board size changes, on a
window that saves its game after every move. After every event:

- no exception escaped (pytest-qt fails the test on one raised in a slot or an
  event handler) and no Qt warning was logged (``qt_log_level_fail``);
- the mine counter shows mines less flags;
- the model agrees with the engine (size, status, counter, every cell's look);
- the clock never runs backwards within a game and stands still while paused;
- the save file holds exactly the game in progress (or is absent when there is
  none).

Each seed below is one run of ``EVENTS`` events (3 seeds x 2,000 in CI). Run longer
with ``MINESWEEPER_FUZZ_SCALE=10`` (10 x the events; ``MINESWEEPER_GUI_FUZZ_SCALE``
sets this test's scale alone) or more seeds with ``MINESWEEPER_FUZZ_SEEDS=20``.
A failure names the seed and the last events.
"""

from __future__ import annotations

import os
import random
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

import pytest
from key_helpers import key_click
from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, Qt, QtMsgType
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from minesweeper_qt.engine import BEGINNER, Difficulty
from minesweeper_qt.model.board_model import CellRole
from minesweeper_qt.storage.save_format import decode
from minesweeper_qt.storage.save_store import SaveStore, in_progress
from minesweeper_qt.view.board.board_view import CELL_SIZES
from minesweeper_qt.view.main_window import MainWindow

SCALE = float(os.environ.get("MINESWEEPER_GUI_FUZZ_SCALE")
              or os.environ.get("MINESWEEPER_FUZZ_SCALE", "1"))
EVENTS = max(50, round(2000 * SCALE))
SEEDS = list(range(int(os.environ.get("MINESWEEPER_FUZZ_SEEDS", "3"))))

Button = Qt.MouseButton
BUTTONS = [Button.LeftButton, Button.RightButton, Button.MiddleButton, Button.BackButton,
           Button.ForwardButton]
KEYS = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down,
        Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_Space, Qt.Key.Key_Return,
        Qt.Key.Key_Enter, Qt.Key.Key_F, Qt.Key.Key_G, Qt.Key.Key_F2, Qt.Key.Key_Escape,
        Qt.Key.Key_A, Qt.Key.Key_Tab, Qt.Key.Key_Backspace, Qt.Key.Key_PageDown]
ZOOM_KEYS = [Qt.Key.Key_Plus, Qt.Key.Key_Minus, Qt.Key.Key_Equal, Qt.Key.Key_0]
SIZES = [BEGINNER, Difficulty(5, 5, 3), Difficulty(1, 7, 1), Difficulty(12, 20, 50),
         Difficulty(4, 4, 15), Difficulty(16, 30, 99)]


@pytest.fixture
def store(tmp_path: Path) -> SaveStore:
    return SaveStore(tmp_path / "current-game.json")


@pytest.fixture
def window_saves(store: SaveStore) -> SaveStore:
    """The shared ``window`` saves its game here."""
    return store



def _ms(moves: Any) -> tuple[Any, ...]:
    """Moves with their times in milliseconds: the save file's unit (the
    record's), the one every reader of a move's time rounds it to."""
    return tuple((m.kind, m.row, m.col, round(m.time * 1000)) for m in moves)

class Fuzzer(QObject):
    """Random events on one window, with the invariants checked after each."""

    def __init__(self, ui: Any, store: SaveStore, rng: random.Random) -> None:
        super().__init__()
        self.ui = ui
        self.window: MainWindow = ui.window
        self.store = store
        self.rng = rng
        self.clock = ui.clock
        self.held = Button.NoButton
        self.touching: set[int] = set()
        self.log: deque[str] = deque(maxlen=25)
        self.game = self.window.model.game
        self.last_elapsed = 0.0
        self.last_shown = 0
        self.counts: dict[str, int] = {}
        self.finished = 0
        self.moves = 0
        # A finger or a key can reach the drop-down menu's Quit button (a touch
        # lands on whatever is under it; Tab moves the focus there): the window
        # would close mid-run. Counted instead, and any hiding of the window is
        # noted with the events before it (for the final check's message).
        self.window.dropMenu.quitRequested.disconnect(self.window.close)
        self.window.dropMenu.quitRequested.connect(self._quit_requested)
        self.hidden: list[str] = []
        self.window.installEventFilter(self)

    def _quit_requested(self) -> None:
        self.counts["quit"] = self.counts.get("quit", 0) + 1

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Hide, QEvent.Type.Close) and len(self.hidden) < 3:
            self.hidden.append(f"{event.type().name} after: {list(self.log)[-5:]}")
        return False

    # --- positions --------------------------------------------------------------------

    def point(self) -> QPoint:
        """A viewport position: mostly a cell's centre or a random spot on the
        board, sometimes between cells, off the board or outside the viewport."""
        board = self.ui.board
        game = self.ui.game
        roll = self.rng.random()
        if roll < 0.6:
            return self.ui.pos((self.rng.randrange(game.rows), self.rng.randrange(game.cols)))
        size = board.boardSize()
        if roll < 0.85:
            return QPoint(self.rng.randrange(max(1, size.width())),
                          self.rng.randrange(max(1, size.height())))
        view = board.viewport().size()
        return QPoint(self.rng.randint(-50, view.width() + 50),
                      self.rng.randint(-50, view.height() + 50))

    # --- events -------------------------------------------------------------------------

    def _mouse(self, kind: QEvent.Type, button: Qt.MouseButton, held: Qt.MouseButton,
               where: QPoint) -> None:
        viewport = self.ui.viewport
        local = QPointF(where)
        event = QMouseEvent(kind, local, QPointF(viewport.mapToGlobal(local)), button, held,
                            Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(viewport, event)

    def press(self) -> str:
        button = self.rng.choice(BUTTONS)
        self.held |= button
        kind = (QEvent.Type.MouseButtonDblClick if self.rng.random() < 0.1
                else QEvent.Type.MouseButtonPress)
        where = self.point()
        self._mouse(kind, button, self.held, where)
        return f"{kind.name} {button.name} held={int(self.held.value)} at {where.toTuple()}"

    def release(self) -> str:
        if self.held == Button.NoButton or self.rng.random() < 0.1:
            button = self.rng.choice(BUTTONS)  # a release never pressed
        else:
            button = self.rng.choice([b for b in BUTTONS if self.held & b])
        self.held &= ~button
        where = self.point()
        self._mouse(QEvent.Type.MouseButtonRelease, button, self.held, where)
        return f"release {button.name} held={int(self.held.value)} at {where.toTuple()}"

    def click(self) -> str:
        """A whole click (what most real input is): press, maybe a slide, release."""
        button = self.rng.choice(BUTTONS[:3])
        where = self.point()
        self._mouse(QEvent.Type.MouseButtonPress, button, self.held | button, where)
        if self.rng.random() < 0.2:
            where = self.point()
            self._mouse(QEvent.Type.MouseMove, Button.NoButton, self.held | button, where)
        self._mouse(QEvent.Type.MouseButtonRelease, button, self.held, where)
        return f"click {button.name} held={int(self.held.value)} at {where.toTuple()}"

    def move(self) -> str:
        where = self.point()
        self._mouse(QEvent.Type.MouseMove, Button.NoButton, self.held, where)
        return f"move held={int(self.held.value)} to {where.toTuple()}"

    def touch(self) -> str:
        ui = self.ui
        sequence = QTest.touchEvent(ui.viewport, ui._device(), False)
        for other in self.touching:
            sequence.stationary(other)
        touch_id = self.rng.choice([0, 0, 0, 1])
        # Touch goes through the window system to whatever widget is under the
        # finger: stay over the board's viewport (mouse events go to it directly).
        view = ui.viewport.rect()
        p = self.point()
        where = QPoint(min(max(p.x(), 0), view.width() - 1), min(max(p.y(), 0), view.height() - 1))
        if touch_id in self.touching:
            if self.rng.random() < 0.5:
                sequence.move(touch_id, where, ui.viewport)
                what = "move"
            else:
                sequence.release(touch_id, where, ui.viewport)
                self.touching.discard(touch_id)
                what = "release"
        else:
            sequence.press(touch_id, where, ui.viewport)
            self.touching.add(touch_id)
            what = "press"
        sequence.commit()
        return f"touch {what} {touch_id} at {where.toTuple()}"

    def key(self) -> str:
        if self.rng.random() < 0.1:
            key = self.rng.choice(ZOOM_KEYS)
            key_click(self.window, key, Qt.KeyboardModifier.ControlModifier)
            return f"key ctrl+{key.name}"
        key = self.rng.choice(KEYS)
        target = QApplication.focusWidget() or self.window
        QTest.keyClick(target, key)
        return f"key {key.name} to {target.objectName() or type(target).__name__}"

    def wait(self) -> str:
        """Long enough for a held press to become a long press."""
        QTest.qWait(self.ui.board.longPressMs + 20)
        return "wait for a long press"

    def tick(self) -> str:
        seconds = self.rng.choice([0.1, 0.7, 1.0, 13.0])
        self.clock.advance(seconds)
        return f"clock +{seconds}"

    def resize(self) -> str:
        size = (self.rng.randint(120, 1400), self.rng.randint(120, 1000))
        self.window.resize(*size)
        return f"resize to {size}"

    def zoom(self) -> str:
        cell = self.rng.choice(CELL_SIZES)
        self.window.setZoom(cell)
        return f"zoom to {cell}"

    def new_size(self) -> str:
        size = self.rng.choice(SIZES)
        self.window.newGame(size)
        return f"new game {size.key}"

    def face(self) -> str:
        QTest.mouseClick(self.window.faceButton, Button.LeftButton)
        return "face button"

    def menu(self) -> str:
        QTest.mouseClick(self.window.menuButton, Button.LeftButton)
        return "menu button"

    def restart(self) -> str:
        self.window.restartBoard()
        return "restart board"

    ACTIONS: ClassVar[list[tuple[str, float]]] = [
        ("click", 20), ("press", 12), ("release", 12), ("move", 14), ("touch", 12), ("key", 14),
        ("tick", 8), ("resize", 1.2), ("zoom", 1.2), ("new_size", 0.8), ("face", 0.6),
        ("menu", 1.2), ("restart", 0.4), ("wait", 0.35),
    ]

    def step(self) -> None:
        names, weights = zip(*self.ACTIONS, strict=True)
        name = self.rng.choices(names, weights)[0]
        if self.ui.game.status.is_over and self.rng.random() < 0.05:
            name = "face"  # a player starts again soon after the end
        elif self.ui.board.covered and self.rng.random() < 0.1:
            name = "menu"  # ... and comes back from a pause
        self.counts[name] = self.counts.get(name, 0) + 1
        action: Callable[[], str] = getattr(self, name)
        self.log.append(action())
        if self.rng.random() < 0.2:
            QApplication.processEvents()  # paint, animations, deferred layout

    # --- invariants -----------------------------------------------------------------------

    def check(self, full: bool) -> None:
        window, model = self.window, self.window.model
        game = model.game
        if game is not self.game:  # a new game: its clock starts from zero again
            if self.game.status.is_over:
                self.finished += 1
            self.moves += len(self.game.moves)
            self.game = game
            self.last_elapsed = 0.0
            self.last_shown = 0
        assert window.mineCounter.value() == game.mines_left == game.mine_count - game.flag_count
        assert (model.rowCount(), model.columnCount()) == (game.rows, game.cols)
        assert model._status is game.status and model._mines_left == game.mines_left
        elapsed = game.elapsed
        assert elapsed >= self.last_elapsed
        if game.paused and self.window.board.covered:
            self.clock.advance(0.5)
            assert game.elapsed == elapsed  # paused under the menu: time stands still
        self.last_elapsed = elapsed
        window.header.refreshClock()
        shown = window.clock.value()
        assert shown >= self.last_shown
        self.last_shown = shown
        if full:
            for row in range(game.rows):
                codes = game.look_codes(row, 0, game.cols)
                shown_codes = [model.data(model.index(row, col), CellRole.PAINT_KEY)
                               for col in range(game.cols)]
                assert shown_codes == codes, row
            controller = window.saveController
            assert controller is not None
            assert controller.wait(10)  # what the storage worker was given is on disk
            if controller.pending:
                # A slow save (a busy disk) made the controller coalesce: the
                # file may lag a few moves, never more than one save behind.
                if self.store.exists():
                    saved = decode(self.store.path.read_bytes(), self.clock).game.snapshot()
                    if saved.seed == game.seed and saved.rows == game.rows:
                        assert _ms(saved.moves) == _ms(game.moves[:len(saved.moves)])
            elif in_progress(game):
                saved = decode(self.store.path.read_bytes(), self.clock).game.snapshot()
                ours = game.snapshot()
                assert (saved.cells, saved.mines, _ms(saved.moves), saved.status) == (
                    ours.cells, ours.mines, _ms(ours.moves), ours.status)
            else:
                assert not self.store.exists()


def test_a_finger_left_outside_after_a_resize_is_no_warning(ui: Any, qtbot: Any) -> None:
    """Found by the fuzzer: a finger down, the window shrinks under it (F2 to a
    smaller board), a second finger: Qt's unused pan gesture warned."""
    ui.window.resize(900, 700)
    QApplication.processEvents()
    far = QPoint(ui.viewport.width() - 5, ui.viewport.height() - 5)
    sequence = QTest.touchEvent(ui.viewport, ui._device(), False)
    sequence.press(0, far, ui.viewport).commit()
    ui.window.resize(200, 150)
    QApplication.processEvents()
    sequence = QTest.touchEvent(ui.viewport, ui._device(), False)
    sequence.stationary(0).press(1, QPoint(5, 5), ui.viewport).commit()
    sequence = QTest.touchEvent(ui.viewport, ui._device(), False)
    sequence.release(0, far, ui.viewport).release(1, QPoint(5, 5), ui.viewport).commit()
    assert ui.game.revealed_count == 0 and ui.game.flag_count == 0


# The offscreen platform cannot raise windows or grab the keyboard: it says so
# when a touch lands on the drop-down menu's difficulty button and its popup opens.
@pytest.mark.slow
@pytest.mark.qt_log_ignore("This plugin does not support raise",
                           "This plugin does not support grabbing the keyboard")
@pytest.mark.parametrize("seed, coalesce", [(seed, False) for seed in SEEDS] + [(100, True)])
def test_random_input_keeps_the_window_consistent(ui: Any, store: SaveStore, seed: int,
                                                  coalesce: bool, qtlog: Any,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """``coalesce``: every save counts as slow, so saves wait for the timer."""
    if coalesce:
        monkeypatch.setattr(ui.window.saveController, "immediate_budget", 1e-9)
    # The shortest long press a player can choose: the waits for one stay short.
    ui.board.setLongPressMs(100)
    fuzzer = Fuzzer(ui, store, random.Random(seed))
    events = EVENTS // 2 if coalesce else EVENTS
    for n in range(events):
        try:
            fuzzer.step()
            fuzzer.check(full=n % 5 == 0)
            # pytest-qt fails the test for a warning at the end; say which event.
            warnings = [r.message for r in qtlog.records
                        if r.type != QtMsgType.QtDebugMsg and r.type != QtMsgType.QtInfoMsg
                        and not r.ignored]
            assert not warnings, f"Qt warned: {warnings}"
        except Exception as error:
            history = "\n  ".join(fuzzer.log)
            raise AssertionError(f"seed {seed}, event {n}: {error!r}; last events:\n"
                                 f"  {history}") from error
    QApplication.processEvents()
    fuzzer.check(full=True)
    print(f"seed {seed}: {events} events {fuzzer.counts}, {fuzzer.finished} games finished, "
          f"{fuzzer.moves} moves")
    # The run really played: games were finished and the board was used.
    assert fuzzer.finished + (1 if fuzzer.game.status.is_over else 0) >= 1, fuzzer.counts
    assert fuzzer.window.isVisible(), fuzzer.hidden
    ui.window.removeEventFilter(fuzzer)
    ui.window.close()  # quitting flushes: the file holds the game exactly, or nothing
    game = ui.window.model.game
    if in_progress(game):
        saved = decode(store.path.read_bytes(), ui.clock).game.snapshot()
        assert _ms(saved.moves) == _ms(game.moves) and saved.elapsed == game.elapsed
    else:
        assert not store.exists()
