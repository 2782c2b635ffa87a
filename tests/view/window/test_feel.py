"""Issue #17, the board as players feel it: zoom and fit, long press and its ring,
the result panel on small boards, pause on minimise, huge boards, numbers."""

from __future__ import annotations

import random

from PySide6.QtCore import QEvent, QLocale, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QWheelEvent
from PySide6.QtWidgets import QApplication

from minesweeper_qt.engine import BEGINNER, Difficulty, Game, Look, Status
from minesweeper_qt.engine.layout import Layout
from minesweeper_qt.replay.statistics import from_counts
from minesweeper_qt.storage.save_format import SavedGame
from minesweeper_qt.view.board.paint_context import PaintContext

HUGE = Difficulty.custom(1000, 1000, 206_000)
CTRL = Qt.KeyboardModifier.ControlModifier


def _ranges_ok(board) -> None:
    size = board.boardSize()
    viewport = board.viewport().size()
    assert board.horizontalScrollBar().maximum() == max(0, size.width() - viewport.width())
    assert board.verticalScrollBar().maximum() == max(0, size.height() - viewport.height())


def test_zoom_on_a_maximised_huge_board_keeps_every_cell_reachable(make_window, qtbot):
    window = make_window(HUGE, seed=5, ask_abandon=True)
    window.showMaximized()
    qtbot.waitExposed(window)
    window.resize(window.screen().availableGeometry().size())
    QApplication.processEvents()
    board = window.board
    _ranges_ok(board)
    for steps in (-1, -1, 1):
        window.zoomBy(steps)
        QApplication.processEvents()
        _ranges_ok(board)
    window.setZoom(32)  # Ctrl+0
    QApplication.processEvents()
    _ranges_ok(board)
    board.verticalScrollBar().setValue(board.verticalScrollBar().maximum())
    board.horizontalScrollBar().setValue(board.horizontalScrollBar().maximum())
    assert board.cellAt(QPoint(board.viewport().width() - 2,
                               board.viewport().height() - 2)) == (999, 999)


def test_ctrl_wheel_zooms_about_the_pointer_and_shift_wheel_scrolls_sideways(make_window):
    window = make_window(Difficulty.custom(100, 100, 500), seed=5, ask_abandon=True)
    window.show()
    window.resize(700, 600)
    QApplication.processEvents()
    board = window.board
    board.verticalScrollBar().setValue(800)
    board.horizontalScrollBar().setValue(800)
    at = QPoint(200, 150)
    cell = board.cellAt(at)

    def wheel(modifiers: Qt.KeyboardModifier, dy: int) -> None:
        event = QWheelEvent(QPointF(at), QPointF(board.viewport().mapToGlobal(at)), QPoint(),
                            QPoint(0, dy), Qt.MouseButton.NoButton, modifiers,
                            Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(board.viewport(), event)
        QApplication.processEvents()

    wheel(CTRL, 120)
    assert board.cellSize == 40
    assert board.cellAt(at) == cell  # the cell under the pointer stays there
    _ranges_ok(board)
    x, y = board.horizontalScrollBar().value(), board.verticalScrollBar().value()
    wheel(Qt.KeyboardModifier.ShiftModifier, -120)
    assert board.horizontalScrollBar().value() > x
    assert board.verticalScrollBar().value() == y


def test_no_needless_horizontal_scroll_bar_when_the_board_is_taller_than_the_screen(
        make_window):
    avail = QApplication.primaryScreen().availableGeometry()
    rows = avail.height() // 16 + 10  # taller than the screen at the smallest cells
    window = make_window(Difficulty.custom(rows, 12, 10), seed=5, ask_abandon=True)
    window.show()
    window.fitToBoard()
    QApplication.processEvents()
    assert window.board.verticalScrollBar().maximum() > 0
    assert window.board.horizontalScrollBar().maximum() == 0


def test_fit_to_window_and_keep_fitted(window, qtbot, settings):
    window.resize(900, 900)
    QApplication.processEvents()
    window.feel.actionFitToWindow.trigger()
    QApplication.processEvents()
    big = window.board.cellSize
    assert big > 60  # Beginner fills the larger window
    window.feel.actionKeepFitted.setChecked(True)
    assert settings.fit_to_window
    window.resize(500, 500)
    QApplication.processEvents()
    assert window.board.cellSize < big
    _ranges_ok(window.board)
    window.zoomBy(1)  # a zoom by hand ends "keep fitted"
    assert not window.feel.actionKeepFitted.isChecked()


def test_page_and_ctrl_keys_move_the_cursor(ui):
    ui.load(40, 30, [(39, 29)])
    ui.key(Qt.Key.Key_Right)  # shows the cursor
    ui.key(Qt.Key.Key_PageDown)
    assert ui.board.cursorCell[0] > 1
    ui.key(Qt.Key.Key_End, CTRL)
    assert ui.board.cursorCell == (39, 29)
    ui.key(Qt.Key.Key_Home, CTRL)
    assert ui.board.cursorCell == (0, 0)
    ui.key(Qt.Key.Key_Right, CTRL)
    assert ui.board.cursorCell == (0, 29)
    ui.key(Qt.Key.Key_Down, CTRL)
    assert ui.board.cursorCell == (39, 29)
    ui.key(Qt.Key.Key_PageUp)
    assert ui.board.cursorCell[0] < 39


# --- long press ---------------------------------------------------------------------------


def test_holding_the_mouse_does_not_flag_unless_the_option_is_on(ui, qtbot, settings):
    ui.load_cross()
    assert settings.mouse_long_press is False
    ui.press((0, 0))
    with qtbot.assertNotEmitted(ui.board.longPressed, wait=2 * ui.board.longPressMs):
        pass  # held twice the hold time: no long press
    ui.release((0, 0))
    assert ui.look((0, 0)) is not Look.FLAG  # a slow click: revealed (a loss here)
    ui.load_cross()
    ui.window.menus.actionMouseLongPress.setChecked(True)
    assert ui.board.mouseLongPress
    ui.press((0, 0))
    qtbot.waitUntil(lambda: ui.look((0, 0)) is Look.FLAG, timeout=2000)
    ui.release((0, 0))
    assert ui.look((0, 0)) is Look.FLAG


def test_a_touch_hold_shows_a_growing_ring_then_a_confirmation(ui, qtbot):
    ui.load_cross()
    ui.board.setLongPressMs(600)
    ring = ui.board.holdRing
    ui.touch_press((0, 0))
    start = ui.grab_cell((0, 0))
    qtbot.waitUntil(lambda: ring.fraction() > 0.6, timeout=2000)
    assert ring.cell == (0, 0)
    assert ui.grab_cell((0, 0)) != start  # the ring is drawn mid-hold
    qtbot.waitUntil(lambda: ui.look((0, 0)) is Look.FLAG, timeout=2000)
    assert ring.confirming() > 0  # a short confirmation follows
    ui.touch_release((0, 0))
    qtbot.waitUntil(lambda: ring.cell is None, timeout=2000)


# --- the result panel -----------------------------------------------------------------------


def test_the_result_panel_rests_whole_in_a_beginner_window_that_keeps_its_size(
        window, qtbot, settings):
    settings.animations = False
    window.applyOptions()
    mines = [(0, 0), (1, 3), (2, 7), (4, 4), (5, 1), (6, 6), (7, 2), (8, 8), (3, 0), (8, 0)]
    window.model.setGame(Game.from_layout(9, 9, mines))
    model = window.model
    model.toggleFlag(model.index(2, 2))  # a wrong flag
    model.reveal(model.index(4, 8))
    before = window.size()
    model.reveal(model.index(4, 4))  # the fatal mine
    QApplication.processEvents()
    menu = window.dropMenu
    assert menu.isVisible()
    # A mine in the middle of a small board has no side left in sight: the
    # panel rests whole below the board, never over the mine (README); the
    # window grows downwards for it.
    assert window.centralWidget().rect().contains(menu.geometry())
    board = window.board
    mine = board.visualRect(model.index(4, 4)).translated(
        board.viewport().mapTo(menu.parentWidget(), QPoint(0, 0)))
    assert not menu.geometry().intersects(mine)
    assert window.width() == before.width() and window.height() > before.height()


# --- pause ---------------------------------------------------------------------------------------


def test_minimising_pauses_and_covers_until_resumed(ui, qtbot, fake_clock):
    ui.load_cross()
    ui.click((0, 1))
    window = ui.window
    assert ui.game.status is Status.PLAYING
    window.showMinimized()
    QApplication.sendEvent(window, QEvent(QEvent.Type.WindowStateChange))
    assert window.session.paused
    assert window.board.covered
    assert window.clock.isPaused()
    fake_clock.now += 50
    assert ui.game.elapsed < 1
    window.showNormal()
    assert window.board.covered  # until the player continues
    window.dropMenu.resumeButton.click()
    assert not window.board.covered
    assert not window.clock.isPaused()


def test_a_resumed_game_clock_shows_the_pause_sign_until_the_next_move(ui):
    ui.load_cross()
    ui.click((0, 1))
    snap = ui.game.snapshot()
    game = Game.from_snapshot(snap, time_source=ui.clock)
    ui.window.session.resume(game, True)
    assert ui.window.clock.isPaused()
    ui.click((0, 3))
    assert not ui.window.clock.isPaused()


def test_the_scroll_position_of_a_game_in_play_comes_back(make_window, qtbot, left_scrolled):
    again = make_window(resumed=SavedGame(left_scrolled), ask_abandon=True)
    again.show()
    again.resize(600, 600)
    qtbot.waitUntil(lambda: again.board.verticalScrollBar().value() == 150 * 32, timeout=2000)
    assert again.board.horizontalScrollBar().value() == 100 * 32


# --- huge boards ----------------------------------------------------------------------------------


class _Counting(random.Random):
    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.calls = 0

    def getrandbits(self, k: int) -> int:
        self.calls += 1
        return super().getrandbits(k)


def test_a_huge_board_is_drawn_in_bulk_and_exactly():
    rng = _Counting(7)
    layout = Layout.random(1000, 1000, 206_000, [0, 1, 1001], rng)
    assert rng.calls < 20_000  # not one draw per mine
    assert layout.mine_count == 206_000 == len(layout.mine_list)
    assert not layout.is_mine(0) and not layout.is_mine(1001)
    assert Layout.random(1000, 1000, 206_000, [], random.Random(3)).mine_map == \
        Layout.random(1000, 1000, 206_000, [], random.Random(3)).mine_map


def test_bulk_draw_is_uniform_on_a_small_board():
    # Force the bulk path on 8 cells choose 5 > BULK_DRAW? Use a board big enough
    # and check each cell's frequency instead.
    counts = [0] * 16
    for seed in range(60):
        layout = Layout.random(100, 100, 5000, [], random.Random(seed))
        for index in range(16):
            counts[index] += layout.mine_map[index]
    # Each cell is a mine with probability 1/2: 60 draws, far from 0 and 60.
    assert all(10 <= c <= 50 for c in counts)


class _Stamp:
    def __init__(self, events: list[str]) -> None:
        self.events = events

    def paint(self, ctx: PaintContext) -> None:
        self.events.append("painted")


def test_a_loss_on_a_huge_board_paints_before_the_statistics(make_window, qtbot):
    window = make_window(HUGE, seed=5, ask_abandon=True)
    window.show()
    window.resize(800, 600)
    QApplication.processEvents()
    model = window.model
    model.reveal(model.index(500, 500))
    game = model.game
    board = window.board
    board.scrollTo(model.index(500, 500), board.ScrollHint.PositionAtCenter)
    QApplication.processEvents()
    events: list[str] = []
    board.layers.append(_Stamp(events))
    window.session.finished.connect(lambda _g: events.append("finished"))
    mine = next((r, c) for r in range(495, 506) for c in range(495, 506) if game.is_mine(r, c))
    pos = board.visualRect(model.index(*mine)).center()
    from PySide6.QtTest import QTest
    QTest.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     pos)
    assert "finished" not in events  # the 3BV is worked out off the GUI thread
    qtbot.waitUntil(lambda: "finished" in events, timeout=20_000)
    assert events.index("painted") < events.index("finished")
    assert window.dropMenu.isOpen


# --- numbers --------------------------------------------------------------------------------------


def test_result_numbers_are_in_one_script(window, qtbot, settings):
    old = QLocale()
    QLocale.setDefault(QLocale("ar_EG"))
    try:
        window.dropMenu.showResult(True, from_counts(
            time_ms=1234, won=True, finished=True, bbbv=3, bbbv_solved=3, left=3, right=1,
            double=0), rank=3)
        text = (window.dropMenu.statsLabel.text() + window.dropMenu.recordLabel.text()).replace(
            "3BV", ""
        )
        assert not any(ch in text for ch in "0123456789"), text
    finally:
        QLocale.setDefault(old)
    assert BEGINNER.rows == 9


def test_a_game_resumed_at_start_up_shows_the_pause_sign(make_window):
    """Issue #31: the window made with a resumed game (as at start-up) shows
    the pause sign at once, in its pixels, and drops it with the next move."""
    game = Game.from_layout(9, 9, [(r, 4) for r in range(9)])
    game.reveal(0, 8)  # the right part opens
    assert game.status is Status.PLAYING
    window = make_window(resumed=SavedGame(Game.from_snapshot(game.snapshot())),
                         ask_abandon=True, shown=True)
    clock = window.clock
    assert clock.isPaused()
    image = clock.grab().toImage()
    middle = [image.pixelColor(image.width() // 2 + dx, image.height() // 2)
              for dx in range(-8, 9)]
    pause = QColor(clock.colors.led_pause)
    assert any(c.red() > 200 and c.green() < 80 and abs(c.red() - pause.red()) < 40
               for c in middle), "the two bars of the pause sign"
    window.model.reveal(window.model.index(8, 0))
    assert not clock.isPaused()
