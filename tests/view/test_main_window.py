"""The main window: face, clock, mine counter, whole games, menus and zoom.

Boards are fixed layouts (see tests/view/conftest.py for ``ui.load_cross()``)
or the window's own seeded game; the clock is the hand-advanced ``fake_clock``.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QAction, QImage
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QTextBrowser

from minesweeper_qt.engine import (
    BEGINNER,
    EXPERT,
    INTERMEDIATE,
    Difficulty,
    FirstClick,
    Look,
    Status,
)
from minesweeper_qt.view.board.board_view import CELL_SIZES, DEFAULT_CELL_SIZE
from minesweeper_qt.view.dialogs.custom_dialog import CustomDialog
from minesweeper_qt.view.header.header import Face, LedDisplay
from minesweeper_qt.view.screen import room_on_screen

LEFT = Qt.MouseButton.LeftButton
RIGHT = Qt.MouseButton.RightButton
MIDDLE = Qt.MouseButton.MiddleButton
CTRL = Qt.KeyboardModifier.ControlModifier


def wait_refresh(ui, qtbot) -> None:
    """Let the clock display's 100 ms timer fire once, when it runs; a stopped
    timer (before the first reveal, after the end) cannot change the display."""
    timer = ui.window.header._clock_timer
    if timer.isActive():
        with qtbot.waitSignal(timer.timeout, timeout=2000):
            pass


# --- object names -------------------------------------------------------------------


def test_public_object_names(window):
    for name in ("board", "faceButton", "mineCounter", "clock", "flagModeButton"):
        assert window.findChild(object, name) is not None, name
    assert isinstance(window.findChild(LedDisplay, "clock"), LedDisplay)
    for name in ("actionNew", "actionBeginner", "actionIntermediate", "actionExpert",
                 "actionCustom", "actionQuestionMarks", "actionChordOnClick",
                 "actionFlagMode", "actionZoomIn", "actionZoomOut", "actionZoomReset"):
        assert isinstance(window.findChild(QAction, name), QAction), name


# --- face ---------------------------------------------------------------------------


def test_face_smiles_at_start_and_says_oh_while_pressing(ui):
    ui.load_cross()
    face = ui.window.faceButton
    assert face.face() is Face.SMILE
    ui.press((3, 1))
    assert face.face() is Face.OH
    ui.release((3, 1))
    assert face.face() is Face.SMILE
    ui.press((1, 1), MIDDLE)
    assert face.face() is Face.OH
    ui.release((1, 1), MIDDLE)
    assert face.face() is Face.SMILE


def test_face_is_cool_on_a_win_and_stays_cool_when_pressing(ui):
    ui.load(1, 3, [(0, 0)])
    ui.click((0, 2))  # a zero: opens (0, 1) and (0, 2), the last safe cells
    assert ui.game.status is Status.WON
    assert ui.window.faceButton.face() is Face.COOL
    ui.press((0, 0))
    assert ui.window.faceButton.face() is Face.COOL
    ui.release((0, 0))
    assert ui.window.faceButton.face() is Face.COOL


def test_face_is_dead_on_a_loss(ui):
    ui.load_cross()
    ui.click((2, 2))
    assert ui.window.faceButton.face() is Face.DEAD
    ui.press((0, 1))
    assert ui.window.faceButton.face() is Face.DEAD
    ui.release((0, 1))
    assert ui.window.faceButton.face() is Face.DEAD


def test_clicking_the_face_starts_a_new_game(ui, qtbot):
    lost = ui.load_cross()
    ui.click((2, 2))
    assert lost.status is Status.LOST
    qtbot.mouseClick(ui.window.faceButton, LEFT)
    assert ui.game is not lost
    assert ui.game.status is Status.READY
    assert (ui.game.rows, ui.game.cols, ui.game.mine_count) == (5, 5, 5)  # same size
    assert ui.window.faceButton.face() is Face.SMILE
    assert ui.window.clock.text() == "000"
    assert ui.window.mineCounter.text() == "005"
    assert all(ui.look((r, c)) is Look.HIDDEN for r in range(5) for c in range(5))


def test_new_game_action_starts_a_new_game(window):
    first = window.model.game
    window.menus.actionNew.trigger()
    assert window.model.game is not first
    assert window.model.game.status is Status.READY


# --- clock --------------------------------------------------------------------------


def test_clock_waits_for_the_first_reveal(ui, qtbot, fake_clock):
    ui.load_cross()
    assert ui.window.clock.text() == "000"
    fake_clock.advance(30)
    ui.click((0, 1), RIGHT)  # a flag does not start the clock
    wait_refresh(ui, qtbot)
    assert ui.window.clock.text() == "000"
    ui.click((0, 3))
    assert ui.window.clock.text() == "000"
    fake_clock.advance(5)
    wait_refresh(ui, qtbot)
    assert ui.window.clock.text() == "005"
    fake_clock.advance(7.9)
    wait_refresh(ui, qtbot)
    assert ui.window.clock.text() == "012"


def test_clock_stops_at_a_win(ui, qtbot, fake_clock):
    ui.load(1, 4, [(0, 0)])
    ui.click((0, 1))  # the "1"
    fake_clock.advance(3)
    ui.click((0, 3))  # a zero: opens the rest, won
    assert ui.game.status is Status.WON
    assert ui.window.clock.text() == "003"
    fake_clock.advance(50)
    wait_refresh(ui, qtbot)
    assert ui.window.clock.text() == "003"


def test_clock_stops_at_a_loss(ui, qtbot, fake_clock):
    ui.load_cross()
    ui.click((0, 1))
    fake_clock.advance(5)
    wait_refresh(ui, qtbot)
    assert ui.window.clock.text() == "005"
    fake_clock.advance(2)
    ui.click((0, 0))  # a mine
    assert ui.window.clock.text() == "007"
    fake_clock.advance(100)
    wait_refresh(ui, qtbot)
    assert ui.window.clock.text() == "007"


def test_new_game_resets_the_clock(ui, qtbot, fake_clock):
    ui.load_cross()
    ui.click((0, 1))
    fake_clock.advance(9)
    wait_refresh(ui, qtbot)
    assert ui.window.clock.text() == "009"
    ui.window.newGame()
    assert ui.window.clock.text() == "000"
    fake_clock.advance(9)
    wait_refresh(ui, qtbot)
    assert ui.window.clock.text() == "000"


# --- mine counter -------------------------------------------------------------------


def test_mine_counter_is_mines_less_flags(ui):
    ui.load_cross()
    counter = ui.window.mineCounter
    assert counter.text() == "005"
    ui.click((0, 0), RIGHT)
    assert counter.text() == "004"
    ui.click((0, 0), RIGHT)
    assert counter.text() == "005"
    for cell in [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4)]:
        ui.click(cell, RIGHT)
    assert counter.text() == "000"
    ui.click((1, 0), RIGHT)
    assert counter.value() == -1
    assert counter.text() == "-01"
    ui.click((1, 1), RIGHT)
    assert counter.text() == "-02"


def test_mine_counter_on_boards_with_many_mines(window):
    game_size = Difficulty.custom(40, 40, 1500)
    window.newGame(game_size)
    assert window.mineCounter.text() == "1500"


def test_mine_counter_question_marks_do_not_count(ui):
    ui.load_cross(question_marks=True)
    ui.click((0, 0), RIGHT)
    ui.click((0, 0), RIGHT)
    assert ui.look((0, 0)) is Look.QUESTION
    assert ui.window.mineCounter.text() == "005"


# --- whole games ----------------------------------------------------------------------


def test_a_seeded_game_won_by_mouse(ui, fake_clock):
    game = ui.game
    assert (game.rows, game.cols, game.mine_count) == (9, 9, 10)
    assert game.seed == 20240601
    ui.click((4, 4))  # the first click lays the mines (an opening)
    assert len(game.mines) == 10
    assert game.number(4, 4) == 0 and ui.look((4, 4)) is Look.REVEALED
    fake_clock.advance(42)
    safe = [(r, c) for r in range(9) for c in range(9) if (r, c) not in game.mines]
    clicks = 0
    for cell in safe:
        if not game.is_revealed(*cell):
            assert game.status is Status.PLAYING
            ui.click(cell)
            clicks += 1
    assert clicks > 1
    assert game.status is Status.WON
    assert all(ui.look(m) is Look.FLAG for m in game.mines)
    assert ui.window.faceButton.face() is Face.COOL
    assert ui.window.mineCounter.text() == "000"
    assert ui.window.clock.text() == "042"
    # A finished game ignores every input.
    ui.click(next(iter(game.mines)), RIGHT)
    assert all(ui.look(m) is Look.FLAG for m in game.mines)


def test_the_same_seed_and_first_click_give_the_same_layout(make_window, fake_clock):
    layouts = []
    for _ in range(2):
        win = make_window(BEGINNER, seed=77, time_source=fake_clock, ask_abandon=True)
        win.model.reveal(win.model.index(0, 8))
        layouts.append(win.model.game.mines)
    assert layouts[0] == layouts[1]
    assert len(layouts[0]) == 10


def test_a_lost_game_shows_every_mine_and_freezes(ui):
    ui.load_cross()
    ui.click((0, 0), RIGHT)  # right: a mine
    ui.click((1, 0), RIGHT)  # wrong: a "1"
    ui.click((1, 1))
    ui.click((2, 2))  # boom
    game = ui.game
    assert game.status is Status.LOST
    assert ui.look((2, 2)) is Look.EXPLODED
    assert ui.look((0, 4)) is Look.MINE
    assert ui.look((4, 0)) is Look.MINE
    assert ui.look((4, 4)) is Look.MINE
    assert ui.look((0, 0)) is Look.FLAG
    assert ui.look((1, 0)) is Look.WRONG_FLAG
    assert ui.look((1, 1)) is Look.REVEALED
    assert ui.look((3, 3)) is Look.HIDDEN
    assert ui.window.faceButton.face() is Face.DEAD
    looks = [[ui.look((r, c)) for c in range(5)] for r in range(5)]
    counter = ui.window.mineCounter.text()
    # Further clicks change nothing: left, right, middle, both, keys.
    ui.click((3, 3))
    ui.click((0, 2))
    ui.click((3, 1), RIGHT)
    ui.click((1, 1), MIDDLE)
    ui.press((3, 3), LEFT)
    ui.press((3, 3), RIGHT, LEFT | RIGHT)
    ui.release((3, 3), RIGHT, LEFT)
    ui.release((3, 3), LEFT)
    ui.tap((3, 3))
    ui.key(Qt.Key.Key_Down)
    ui.key(Qt.Key.Key_Space)
    ui.key(Qt.Key.Key_F)
    assert [[ui.look((r, c)) for c in range(5)] for r in range(5)] == looks
    assert ui.board.pressedCells == set()
    assert ui.window.mineCounter.text() == counter
    assert ui.window.faceButton.face() is Face.DEAD


def test_a_repaint_after_a_move_shows_the_new_look(ui, qtbot):
    ui.load_cross()
    before = ui.grab_cell((0, 1))
    ui.click((0, 1))
    qtbot.waitUntil(lambda: ui.grab_cell((0, 1)) != before, timeout=2000)
    after = ui.grab_cell((0, 1))
    expected = ui.window.art.pixmap("num1", QSize(32, 32), ui.board.pixelRatio).toImage()
    assert after == expected.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)


# --- menus: sizes -------------------------------------------------------------------


@pytest.mark.parametrize("preset", [INTERMEDIATE, EXPERT, BEGINNER], ids=lambda p: p.name)
def test_size_actions_switch_the_board(window, preset):
    if preset is BEGINNER:
        window.menus.sizeActions["expert"].trigger()
    action = window.findChild(QAction, f"action{preset.name.title()}")
    action.trigger()
    game = window.model.game
    assert (game.rows, game.cols, game.mine_count) == (preset.rows, preset.cols, preset.mines)
    assert (window.model.rowCount(), window.model.columnCount()) == (preset.rows, preset.cols)
    assert action.isChecked()
    assert [a.isChecked() for a in window.menus.sizeActions.values()].count(True) == 1
    assert not window.menus.actionCustom.isChecked()
    assert window.settings.difficulty == preset
    assert game.status is Status.READY
    assert window.mineCounter.text() == f"{preset.mines:03d}"


def test_difficulty_is_remembered_by_the_next_window(window, make_window, settings, fake_clock):
    window.menus.sizeActions["intermediate"].trigger()
    assert settings.difficulty == INTERMEDIATE
    again = make_window(time_source=fake_clock, ask_abandon=True)
    assert (again.model.game.rows, again.model.game.cols) == (16, 16)
    assert again.menus.sizeActions["intermediate"].isChecked()


def expected_window_size(window) -> QSize:
    return window.sizeHint().boundedTo(window.zoom.windowSize.room())


CHANGES = [
    ("intermediate", lambda w: w.menus.sizeActions["intermediate"].trigger()),
    ("beginner", lambda w: w.menus.sizeActions["beginner"].trigger()),
    ("expert", lambda w: w.menus.sizeActions["expert"].trigger()),
    ("beginner again", lambda w: w.menus.sizeActions["beginner"].trigger()),
    ("zoom 64", lambda w: w.setZoom(64)),
    ("zoom 16", lambda w: w.setZoom(16)),
    ("zoom in", lambda w: w.menus.actionZoomIn.trigger()),
    ("intermediate at 20", lambda w: w.menus.sizeActions["intermediate"].trigger()),
    ("actual size", lambda w: w.menus.actionZoomReset.trigger()),
]


def test_the_window_fits_the_board_after_every_change(window, qtbot):
    """The window takes the new board's size at once (it used to lag one change
    behind: Intermediate opened in a Beginner-sized window with scroll bars)."""
    board = window.board
    for name, change in CHANGES:
        change(window)
        size = window.size()
        QApplication.processEvents()  # let Qt finish any deferred layout
        assert window.size() == size, name  # nothing left to catch up
        assert size == expected_window_size(window), name
        # The whole window (board, header, edge labels' and live line's room)
        # within the screen's room: then the whole board shows.
        hint, room = window.sizeHint(), window.zoom.windowSize.room()
        fits = hint.width() <= room.width() and hint.height() <= room.height()
        if fits:
            assert board.viewport().size() == board.boardSize(), name
            assert not board.horizontalScrollBar().isVisible(), name
            assert not board.verticalScrollBar().isVisible(), name


def test_the_window_shrinks_back_for_a_smaller_board(window, qtbot):
    start = window.size()
    window.menus.sizeActions["intermediate"].trigger()
    assert window.width() > start.width() and window.height() > start.height()
    window.menus.sizeActions["beginner"].trigger()
    assert window.size() == start


def test_custom_board_through_a_patched_dialog(window, monkeypatch, qtbot):
    def fake_exec(dialog: CustomDialog) -> int:
        dialog.rowsSpin.setValue(7)
        dialog.colsSpin.setValue(11)
        dialog.minesSpin.setValue(13)
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(CustomDialog, "exec", fake_exec)
    window.menus.actionCustom.trigger()
    game = window.model.game
    assert (game.rows, game.cols, game.mine_count) == (7, 11, 13)
    assert window.menus.actionCustom.isChecked()
    assert window.settings.difficulty == Difficulty(7, 11, 13)
    # On disk from the storage worker, a moment later (no sync on the GUI thread).
    qtbot.waitUntil(lambda: window.settings.store.value("game/difficulty") == "7x11x13",
                    timeout=10_000)


def test_custom_board_through_the_real_dialog(window, qtbot):
    seen = []

    def drive() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, CustomDialog)
        assert dialog.objectName() == "customDialog"
        # It opens on the current size.
        seen.append((dialog.rowsSpin.value(), dialog.colsSpin.value(), dialog.minesSpin.value()))
        dialog.rowsSpin.setValue(6)
        dialog.colsSpin.setValue(20)
        dialog.minesSpin.setValue(30)
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()

    QTimer.singleShot(0, drive)
    window.menus.actionCustom.trigger()
    assert seen == [(9, 9, 10)]
    game = window.model.game
    assert (game.rows, game.cols, game.mine_count) == (6, 20, 30)
    assert window.menus.actionCustom.isChecked()


def test_cancelled_custom_dialog_keeps_the_game_and_its_size_action(window):
    game = window.model.game

    def cancel() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, CustomDialog)
        dialog.rowsSpin.setValue(30)
        dialog.reject()

    QTimer.singleShot(0, cancel)
    window.menus.actionCustom.trigger()
    assert window.model.game is game
    assert window.menus.sizeActions["beginner"].isChecked()
    assert not window.menus.actionCustom.isChecked()


def test_custom_size_equal_to_a_preset_checks_the_preset(window, monkeypatch):
    def fake_exec(dialog: CustomDialog) -> int:
        dialog.rowsSpin.setValue(16)
        dialog.colsSpin.setValue(16)
        dialog.minesSpin.setValue(40)
        return 1

    monkeypatch.setattr(CustomDialog, "exec", fake_exec)
    window.menus.actionCustom.trigger()
    assert window.menus.sizeActions["intermediate"].isChecked()
    assert window.settings.difficulty == INTERMEDIATE


# --- menus: options -----------------------------------------------------------------


def test_question_marks_option_is_remembered_and_applies_from_the_next_game(window, settings):
    assert settings.question_marks is False
    window.menus.actionQuestionMarks.trigger()
    assert settings.question_marks is True
    # The rules of a game are frozen when it starts, so its moves replay exactly.
    assert window.model.game.question_marks is False
    window.newGame()
    assert window.model.game.question_marks is True


def test_first_click_option_is_remembered_and_applies_from_the_next_game(window, settings):
    assert window.menus.actionFirstClickOpening.isChecked()
    window.menus.actionFirstClickSafe.trigger()
    assert settings.first_click is FirstClick.SAFE
    assert window.model.game.first_click is FirstClick.OPENING
    assert not window.menus.actionFirstClickOpening.isChecked()
    window.newGame()
    assert window.model.game.first_click is FirstClick.SAFE


def test_how_to_play_opens_a_box(window, qtbot):
    window.menus.actionHowToPlay.trigger()
    box = window.findChild(QDialog, "howToPlay")
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    text = box.findChild(QTextBrowser, "howToPlayText")
    assert text.toPlainText()
    # Within the screen; scrolling only when the screen is too short for the text.
    assert room_on_screen(box).height() >= box.height()
    assert text.verticalScrollBar().maximum() == 0 or box.height() == room_on_screen(box).height()
    box.close()


# --- zoom ---------------------------------------------------------------------------


def cell_sizes(board) -> set[int]:
    model = board.model()
    return ({board.columnWidth(c) for c in range(model.columnCount())}
            | {board.rowHeight(r) for r in range(model.rowCount())})


def test_zoom_actions_step_through_the_sizes(window, settings):
    board = window.board
    assert board.cellSize == DEFAULT_CELL_SIZE
    steps = []
    for _ in range(len(CELL_SIZES) + 1):
        window.menus.actionZoomIn.trigger()
        steps.append(board.cellSize)
    bigger = [s for s in CELL_SIZES if s > DEFAULT_CELL_SIZE]
    assert steps == bigger + [CELL_SIZES[-1]] * (len(CELL_SIZES) + 1 - len(bigger))
    assert not window.menus.actionZoomIn.isEnabled()
    assert cell_sizes(board) == {CELL_SIZES[-1]}
    assert settings.cell_size == CELL_SIZES[-1]
    steps = []
    for _ in range(len(CELL_SIZES)):
        window.menus.actionZoomOut.trigger()
        steps.append(board.cellSize)
    assert steps == [*list(reversed(CELL_SIZES[:-1])), CELL_SIZES[0]]
    assert not window.menus.actionZoomOut.isEnabled()
    assert cell_sizes(board) == {CELL_SIZES[0]}
    window.menus.actionZoomReset.trigger()
    assert board.cellSize == DEFAULT_CELL_SIZE
    assert cell_sizes(board) == {DEFAULT_CELL_SIZE}
    assert settings.cell_size == DEFAULT_CELL_SIZE
    assert window.menus.actionZoomIn.isEnabled() and window.menus.actionZoomOut.isEnabled()


@pytest.mark.parametrize(
    ("key", "expected"),
    [(Qt.Key.Key_Plus, 40), (Qt.Key.Key_Equal, 40), (Qt.Key.Key_Minus, 24)],
    ids=["ctrl+plus", "ctrl+equal", "ctrl+minus"],
)
def test_zoom_shortcuts(ui, settings, key, expected):
    ui.key(key, CTRL, ui.window)
    assert ui.board.cellSize == expected
    assert cell_sizes(ui.board) == {expected}
    assert settings.cell_size == expected
    ui.key(Qt.Key.Key_0, CTRL, ui.window)
    assert ui.board.cellSize == DEFAULT_CELL_SIZE
    assert settings.cell_size == DEFAULT_CELL_SIZE


def test_zoom_is_remembered_by_the_next_window(window, make_window, settings, fake_clock):
    window.zoomBy(1)
    window.zoomBy(1)
    assert settings.cell_size == 48
    again = make_window(BEGINNER, time_source=fake_clock, ask_abandon=True)
    assert again.board.cellSize == 48
    assert cell_sizes(again.board) == {48}


def test_zoom_re_renders_the_art_at_the_new_size(ui, qtbot):
    ui.load_cross()
    ui.click((0, 1))
    art = ui.window.art
    dpr = ui.board.pixelRatio
    small = ui.grab_cell((0, 1))
    assert small.size() == QSize(32, 32) * dpr
    ui.window.menus.actionZoomIn.trigger()
    qtbot.waitUntil(lambda: ui.board.visualRect(ui.model.index(0, 1)).size() == QSize(40, 40),
                    timeout=2000)
    big = ui.grab_cell((0, 1))
    assert big.size() == QSize(40, 40) * dpr
    # Drawn 1:1 from a pixmap rendered at 40 px, not a scaled 32 px one.
    exact = art.pixmap("num1", QSize(40, 40), dpr).toImage().convertToFormat(big.format())
    assert big == exact
    scaled = small.scaled(big.size(), Qt.AspectRatioMode.IgnoreAspectRatio,
                          Qt.TransformationMode.SmoothTransformation)
    assert big != scaled
    hidden = ui.grab_cell((4, 4))
    assert hidden == art.pixmap("cell_hidden", QSize(40, 40), dpr).toImage().convertToFormat(
        hidden.format())


def test_zoom_scales_the_header(window):
    face_before = window.faceButton.size()
    led_before = window.clock.sizeHint()
    window.setZoom(64)
    assert window.faceButton.width() > face_before.width()
    assert window.clock.sizeHint().width() > led_before.width()
    window.setZoom(16)
    assert window.faceButton.size() == face_before  # never below 100 %
    assert window.clock.sizeHint() == led_before


def test_zoom_keeps_the_game(ui):
    game = ui.load_cross()
    ui.click((0, 1))
    ui.window.zoomBy(1)
    assert ui.game is game
    ui.click((0, 3))
    assert ui.revealed() == {(0, 1), (0, 3)}


def test_counter_and_clock_have_spoken_names(window, qtbot, fake_clock):
    from minesweeper_qt.i18n import Translators

    assert window.mineCounter.accessibleName() == "Mines left: 10"
    window.model.toggleFlag(window.model.index(0, 0))
    assert window.mineCounter.accessibleName() == "Mines left: 9"
    assert window.clock.accessibleName() == "Time: 0 s"
    translators = Translators()
    window.translators = translators
    try:
        window.setLanguage("de")
        assert window.mineCounter.accessibleName() == "Verbleibende Minen: 9"
        assert window.clock.accessibleName() == "Zeit: 0 s"
    finally:
        window.setLanguage("en")
    assert window.mineCounter.accessibleName() == "Mines left: 9"


def test_the_clock_stops_while_give_up_is_asked_and_the_time_kept_is_the_time_shown(
        ui, window, fake_clock):
    """Issue 41: the clock ran on while "Give up this game?" was open, though
    the time kept stopped. Now it stops; Cancel lets it run on from where it
    stood, OK keeps the game with the time shown when the question came."""
    ui.load_cross()
    ui.click((0, 1))
    game = ui.game
    assert game.status is Status.PLAYING
    fake_clock.advance(5)
    shown: list[tuple[float, bool]] = []

    def answer(given_up: bool):
        def ask() -> bool:
            fake_clock.advance(30)  # the player thinks it over
            shown.append((round(game.elapsed, 3), window.clock.isPaused()))
            return given_up
        return ask

    window.askAbandon = answer(False)
    window.newGame()
    assert shown == [(5.0, True)]  # stopped, and shown so
    assert window.model.game is game and not window.clock.isPaused()
    fake_clock.advance(2)
    assert round(game.elapsed, 3) == 7.0  # on from where it stood
    finished = []
    window.session.finished.connect(finished.append)
    window.askAbandon = answer(True)
    window.newGame()
    assert shown[-1] == (7.0, True)
    assert finished and finished[-1].forfeit and finished[-1].time_ms == 7000
