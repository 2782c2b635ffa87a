"""Input on the real board: mouse, long press, touch, flag mode and keyboard.

Every test drives ``board.viewport()`` with real events and reads the result
from the engine game behind the model (``ui.game``). Boards are fixed layouts;
``ui.load_cross()`` is the 5 x 5 board of tests/view/conftest.py::

    * 1 0 1 *
    1 2 1 2 1
    0 1 * 1 0
    1 2 1 2 1
    * 1 0 1 *
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QAction, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from minesweeper_qt.engine import Game, Look, Status
from minesweeper_qt.view.header.header import Face

LEFT = Qt.MouseButton.LeftButton
RIGHT = Qt.MouseButton.RightButton
MIDDLE = Qt.MouseButton.MiddleButton
BOTH = LEFT | RIGHT
NONE = Qt.MouseButton.NoButton
Key = Qt.Key

#: Cells of the cross board's top ring that chording (1, 1) reveals, with the
#: two zero cells' openings.
CHORD_11 = {(0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1)}


def reveal_11(ui) -> None:
    """Reveal the "2" at (1, 1) and flag both its mines."""
    ui.click((1, 1))
    ui.click((0, 0), RIGHT)
    ui.click((2, 2), RIGHT)
    assert ui.look((1, 1)) is Look.REVEALED
    assert ui.game.is_flagged(0, 0) and ui.game.is_flagged(2, 2)


# --- left button ------------------------------------------------------------------


def test_left_press_shows_preview_and_face_says_oh(ui):
    ui.load_cross()
    face = ui.window.faceButton
    assert face.face() is Face.SMILE
    ui.press((0, 1))
    assert ui.board.pressedCells == {(0, 1)}
    assert face.face() is Face.OH
    assert ui.revealed() == set()  # nothing happens before the release
    ui.release((0, 1))
    assert ui.board.pressedCells == set()
    assert face.face() is Face.SMILE
    assert ui.revealed() == {(0, 1)}
    assert ui.game.status is Status.PLAYING


def test_every_gesture_is_announced_before_the_model_acts(ui):
    """``aboutToAct()`` comes before each gesture reaches the model (the window
    builds what it lacks on it): a click and a flag, each seen before its cell
    changes."""
    ui.load_cross()
    seen: list[tuple[Look, Look]] = []
    ui.board.aboutToAct.connect(lambda: seen.append((ui.look((0, 1)), ui.look((0, 0)))))
    ui.click((0, 1))
    ui.click((0, 0), RIGHT)
    assert seen == [(Look.HIDDEN, Look.HIDDEN), (Look.REVEALED, Look.HIDDEN)]
    assert ui.look((0, 0)) is Look.FLAG


def test_preview_follows_the_drag_and_release_reveals_the_cell_under_the_pointer(ui):
    ui.load_cross()
    ui.press((0, 1))
    ui.move((1, 1), LEFT)
    assert ui.board.pressedCells == {(1, 1)}
    ui.move((3, 3), LEFT)
    assert ui.board.pressedCells == {(3, 3)}
    ui.release((3, 3))
    assert ui.revealed() == {(3, 3)}
    assert ui.look((0, 1)) is Look.HIDDEN
    assert ui.board.pressedCells == set()


def test_preview_is_not_shown_on_flags_or_revealed_cells(ui):
    ui.load_cross()
    ui.click((0, 1))
    ui.click((1, 0), RIGHT)
    ui.press((0, 1))
    assert ui.board.pressedCells == set()
    ui.move((1, 0), LEFT)
    assert ui.board.pressedCells == set()
    ui.move((1, 1), LEFT)
    assert ui.board.pressedCells == {(1, 1)}
    ui.release((1, 1))


def test_release_off_the_board_reveals_nothing(ui):
    ui.load_cross()
    ui.press((0, 1))
    ui.move(ui.off_board(), LEFT)
    assert ui.board.pressedCells == set()
    assert ui.window.faceButton.face() is Face.OH  # still pressing
    ui.release(ui.off_board())
    assert ui.revealed() == set()
    assert ui.game.status is Status.READY
    assert ui.window.faceButton.face() is Face.SMILE


def test_dragging_back_onto_the_board_reveals_there(ui):
    ui.load_cross()
    ui.press((0, 1))
    ui.move(ui.off_board(), LEFT)
    ui.move((4, 1), LEFT)
    assert ui.board.pressedCells == {(4, 1)}
    ui.release((4, 1))
    assert ui.revealed() == {(4, 1)}


def test_left_click_on_a_mine_loses(ui):
    ui.load_cross()
    ui.click((2, 2))
    assert ui.game.status is Status.LOST
    assert ui.look((2, 2)) is Look.EXPLODED


def test_left_click_on_a_flag_does_nothing(ui):
    ui.load_cross()
    ui.click((0, 1), RIGHT)
    ui.click((0, 1))
    assert ui.look((0, 1)) is Look.FLAG
    assert ui.game.status is Status.READY


def test_double_click_is_two_clicks(ui):
    ui.load_cross()
    ui.press((0, 2))
    ui.release((0, 2))
    # Qt sends press, release, double-click, release for a fast second click.
    flag = (0, 0)
    ui.click(flag, RIGHT)
    pos = QPointF(ui.pos((0, 1)))
    event = QMouseEvent(QEvent.Type.MouseButtonDblClick, pos, ui.viewport.mapToGlobal(pos),
                        LEFT, LEFT, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(ui.viewport, event)
    ui.release((0, 1))
    # The second click on the satisfied "1" chords it.
    assert ui.look((1, 0)) is Look.REVEALED


# --- right button -----------------------------------------------------------------


def test_right_press_flags_at_once_and_again_unflags(ui):
    ui.load_cross()
    ui.press((0, 1), RIGHT)
    assert ui.look((0, 1)) is Look.FLAG  # on press, before the release
    assert ui.board.pressedCells == set()
    assert ui.window.faceButton.face() is Face.SMILE
    ui.release((0, 1), RIGHT)
    assert ui.look((0, 1)) is Look.FLAG
    ui.click((0, 1), RIGHT)
    assert ui.look((0, 1)) is Look.HIDDEN
    assert ui.game.status is Status.READY  # flags do not start the game


def test_right_click_cycles_through_question_mark_when_enabled(ui):
    ui.window.menus.actionQuestionMarks.setChecked(True)  # from the next game on
    ui.load_cross(question_marks=True)
    looks = []
    for _ in range(3):
        ui.click((3, 3), RIGHT)
        looks.append(ui.look((3, 3)))
    assert looks == [Look.FLAG, Look.QUESTION, Look.HIDDEN]
    ui.window.menus.actionQuestionMarks.setChecked(False)
    ui.load_cross()
    looks = []
    for _ in range(2):
        ui.click((3, 3), RIGHT)
        looks.append(ui.look((3, 3)))
    assert looks == [Look.FLAG, Look.HIDDEN]


def test_question_mark_is_previewed_and_revealable(ui):
    ui.load_cross(question_marks=True)
    ui.click((0, 1), RIGHT)
    ui.click((0, 1), RIGHT)
    assert ui.look((0, 1)) is Look.QUESTION
    ui.press((0, 1))
    assert ui.board.pressedCells == {(0, 1)}
    ui.release((0, 1))
    assert ui.look((0, 1)) is Look.REVEALED


def test_right_click_on_a_revealed_cell_does_nothing(ui):
    ui.load_cross()
    ui.click((0, 1))
    ui.click((0, 1), RIGHT)
    assert ui.look((0, 1)) is Look.REVEALED
    assert ui.game.flag_count == 0


# --- chords -----------------------------------------------------------------------


def test_middle_button_previews_neighbours_and_chords_on_release(ui):
    ui.load_cross()
    reveal_11(ui)
    ui.press((1, 1), MIDDLE)
    # The hidden neighbours (not the flags, not the number itself) go down.
    assert ui.board.pressedCells == {(0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1)}
    assert ui.window.faceButton.face() is Face.OH
    assert not ui.revealed() & CHORD_11
    ui.release((1, 1), MIDDLE)
    assert ui.revealed() >= CHORD_11
    assert ui.board.pressedCells == set()
    assert ui.window.faceButton.face() is Face.SMILE
    assert ui.game.status is Status.PLAYING


def test_middle_preview_follows_the_pointer(ui):
    ui.load_cross()
    ui.press((0, 0), MIDDLE)
    assert ui.board.pressedCells == {(0, 0), (0, 1), (1, 0), (1, 1)}  # clipped at the corner
    ui.move((4, 4), MIDDLE)
    assert ui.board.pressedCells == {(3, 3), (3, 4), (4, 3), (4, 4)}
    ui.release((4, 4), MIDDLE)
    assert ui.revealed() == set()  # a chord on a hidden cell does nothing


def test_middle_click_on_an_unsatisfied_number_reveals_nothing(ui):
    ui.load_cross()
    ui.click((1, 1))
    ui.click((0, 0), RIGHT)  # only one of its two mines flagged
    ui.click((1, 1), MIDDLE)
    assert ui.revealed() == {(1, 1)}


def test_left_and_right_together_chord_once(ui):
    ui.load_cross()
    reveal_11(ui)
    chords = ui.game.chord_clicks
    ui.press((1, 1), LEFT)
    ui.press((1, 1), RIGHT, BOTH)
    assert ui.board.pressedCells == {(0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1)}
    assert ui.game.flag_count == 2  # the right press did not flag anything
    ui.release((1, 1), RIGHT, LEFT)  # left still held
    assert ui.revealed() >= CHORD_11
    assert ui.game.chord_clicks == chords + 1
    before = ui.revealed()
    clicks = ui.game.left_clicks
    # Releasing the other button over a hidden cell neither reveals nor chords.
    ui.move((3, 3), LEFT)
    assert ui.board.pressedCells == set()
    ui.release((3, 3), LEFT)
    assert ui.revealed() == before
    assert ui.game.chord_clicks == chords + 1
    assert ui.game.left_clicks == clicks
    assert ui.window.faceButton.face() is Face.SMILE


def test_right_then_left_chords_and_keeps_the_flag_state(ui):
    ui.load_cross()
    reveal_11(ui)
    ui.press((1, 1), RIGHT)  # on a revealed number: flags nothing
    ui.press((1, 1), LEFT, BOTH)
    assert ui.board.pressedCells  # chord preview
    ui.release((1, 1), LEFT, RIGHT)
    assert ui.revealed() >= CHORD_11
    ui.release((1, 1), RIGHT)
    assert ui.game.flag_count == 2


def test_left_and_right_chord_released_off_the_board_does_nothing(ui):
    ui.load_cross()
    reveal_11(ui)
    ui.press((1, 1), LEFT)
    ui.press((1, 1), RIGHT, BOTH)
    ui.move(ui.off_board(), BOTH)
    assert ui.board.pressedCells == set()
    ui.release(ui.off_board(), LEFT, RIGHT)
    ui.release(ui.off_board(), RIGHT)
    assert ui.revealed() == {(1, 1)}


def test_left_click_on_a_satisfied_number_chords(ui):
    ui.load_cross()
    reveal_11(ui)
    assert ui.window.menus.actionChordOnClick.isChecked()
    ui.click((1, 1))
    assert ui.revealed() >= CHORD_11


def test_left_click_on_a_number_does_not_chord_when_the_option_is_off(ui):
    ui.load_cross()
    reveal_11(ui)
    ui.window.menus.actionChordOnClick.setChecked(False)
    assert ui.window.settings.chord_on_click is False
    assert ui.board.chordOnClick is False
    ui.click((1, 1))
    assert ui.revealed() == {(1, 1)}
    ui.click((1, 1), MIDDLE)  # the middle button still chords
    assert ui.revealed() >= CHORD_11


# --- long press by mouse ----------------------------------------------------------


def test_mouse_long_press_on_a_hidden_cell_flags_before_release(ui, qtbot):
    ui.window.settings.mouse_long_press = True  # an option, off by default (#17)
    ui.board.mouseLongPress = True
    ui.load_cross()
    assert ui.board.longPressMs == 150
    with qtbot.waitSignal(ui.board.longPressed, timeout=2000) as blocker:
        ui.press((0, 1))
    assert blocker.args == [0, 1]
    assert ui.look((0, 1)) is Look.FLAG  # at the moment of the hold, button still down
    assert ui.board.pressedCells == set()
    assert ui.window.faceButton.face() is Face.SMILE
    ui.release((0, 1))
    assert ui.look((0, 1)) is Look.FLAG  # the release does nothing
    assert ui.revealed() == set()


def test_mouse_long_press_fires_once_per_press(ui, qtbot):
    ui.window.settings.mouse_long_press = True  # an option, off by default (#17)
    ui.board.mouseLongPress = True
    ui.load_cross()
    with qtbot.waitSignal(ui.board.longPressed, timeout=2000):
        ui.press((0, 1))
    with qtbot.assertNotEmitted(ui.board.longPressed, wait=400):
        pass
    ui.release((0, 1))
    assert ui.look((0, 1)) is Look.FLAG


def test_mouse_long_press_on_a_number_chords(ui, qtbot):
    ui.window.settings.mouse_long_press = True  # an option, off by default (#17)
    ui.board.mouseLongPress = True
    ui.load_cross()
    reveal_11(ui)
    ui.window.menus.actionChordOnClick.setChecked(False)  # the hold chords regardless
    with qtbot.waitSignal(ui.board.longPressed, timeout=2000):
        ui.press((1, 1))
    assert ui.revealed() >= CHORD_11
    before = ui.revealed()
    ui.release((1, 1))
    assert ui.revealed() == before


def test_moving_to_another_cell_cancels_the_long_press(ui, qtbot):
    ui.load_cross()
    ui.press((0, 1))
    ui.move((0, 3), LEFT)
    with qtbot.assertNotEmitted(ui.board.longPressed, wait=ui.board.longPressMs * 2 + 100):
        pass
    assert ui.game.flag_count == 0
    assert ui.board.pressedCells == {(0, 3)}
    ui.release((0, 3))
    assert ui.revealed() == {(0, 3)}


def test_short_click_does_not_long_press(ui, qtbot):
    ui.load_cross()
    with qtbot.assertNotEmitted(ui.board.longPressed, wait=ui.board.longPressMs + 150):
        ui.click((0, 1))
    assert ui.revealed() == {(0, 1)}
    assert ui.game.flag_count == 0


def test_long_press_delay_bounds(ui):
    with pytest.raises(ValueError):
        ui.board.setLongPressMs(50)
    with pytest.raises(ValueError):
        ui.board.setLongPressMs(5000)


def test_long_press_delay_menu_sets_board_and_setting(ui):
    action = ui.window.findChild(QAction, "actionLongPress600")
    assert action is not None
    action.trigger()
    assert ui.board.longPressMs == 600
    assert ui.window.settings.long_press_ms == 600
    assert action.isChecked()


# --- touch ------------------------------------------------------------------------


def test_short_tap_reveals(ui, qtbot):
    ui.load_cross()
    ui.touch_press((0, 1))
    assert ui.board.pressedCells == {(0, 1)}
    assert ui.window.faceButton.face() is Face.OH
    ui.touch_release((0, 1))
    assert ui.revealed() == {(0, 1)}
    assert ui.board.pressedCells == set()
    assert ui.window.faceButton.face() is Face.SMILE


def test_touch_long_press_flags_at_the_moment_of_the_hold(ui, qtbot):
    ui.load_cross()
    with qtbot.waitSignal(ui.board.longPressed, timeout=2000) as blocker:
        ui.touch_press((3, 1))
    assert blocker.args == [3, 1]
    assert ui.look((3, 1)) is Look.FLAG  # finger still down
    ui.touch_release((3, 1))
    assert ui.look((3, 1)) is Look.FLAG
    assert ui.revealed() == set()


def test_touch_long_press_on_a_number_chords(ui, qtbot):
    ui.load_cross()
    reveal_11(ui)
    with qtbot.waitSignal(ui.board.longPressed, timeout=2000):
        ui.touch_press((1, 1))
    assert ui.revealed() >= CHORD_11
    ui.touch_release((1, 1))


def test_tap_in_flag_mode_flags_and_long_press_reveals(ui, qtbot):
    ui.load_cross()
    ui.window.flagModeButton.setChecked(True)
    ui.tap((0, 1))
    assert ui.look((0, 1)) is Look.FLAG
    ui.tap((0, 1))
    assert ui.look((0, 1)) is Look.HIDDEN
    with qtbot.waitSignal(ui.board.longPressed, timeout=2000):
        ui.touch_press((0, 3))
    assert ui.look((0, 3)) is Look.REVEALED
    ui.touch_release((0, 3))
    assert ui.revealed() == {(0, 3)}


def test_two_fingers_cancel(ui, qtbot):
    ui.load_cross()
    ui.touch_press((0, 1), touch_id=0)
    assert ui.board.pressedCells == {(0, 1)}
    # A second finger joins: the first stays down and the second presses.
    sequence = QTest.touchEvent(ui.viewport, ui._device(), False)
    sequence.stationary(0).press(1, ui.pos((3, 3)), ui.viewport).commit()
    assert ui.board.pressedCells == set()
    assert ui.window.faceButton.face() is Face.SMILE
    with qtbot.assertNotEmitted(ui.board.longPressed, wait=ui.board.longPressMs + 150):
        pass
    sequence = QTest.touchEvent(ui.viewport, ui._device(), False)
    sequence.stationary(0).release(1, ui.pos((3, 3)), ui.viewport).commit()
    ui.touch_release((0, 1), touch_id=0)
    assert ui.revealed() == set()
    assert ui.game.flag_count == 0
    # The next tap works normally.
    ui.tap((0, 1))
    assert ui.revealed() == {(0, 1)}


def test_sliding_a_finger_off_the_cell_cancels_the_tap(ui, qtbot):
    ui.load_cross()
    ui.touch_press((0, 1))
    ui.touch_move((0, 3))
    assert ui.board.pressedCells == set()
    with qtbot.assertNotEmitted(ui.board.longPressed, wait=ui.board.longPressMs + 150):
        pass
    ui.touch_release((0, 3))
    assert ui.revealed() == set()
    assert ui.game.flag_count == 0


def test_touch_is_not_also_handled_as_a_mouse_click(ui, qtbot):
    ui.load_cross()
    ui.window.flagModeButton.setChecked(True)
    ui.tap((0, 1))
    QApplication.processEvents()  # any mouse events Qt made of the touch
    # One tap in flag mode toggles once: a synthesised mouse click would undo it.
    assert ui.look((0, 1)) is Look.FLAG


# --- flag mode --------------------------------------------------------------------


def test_flag_mode_button_and_action_stay_in_sync(ui):
    button, action = ui.window.flagModeButton, ui.window.menus.actionFlagMode
    assert button.isCheckable()
    assert not button.isChecked() and not action.isChecked() and not ui.board.flagMode
    button.click()
    assert action.isChecked() and ui.board.flagMode
    action.trigger()
    assert not button.isChecked() and not ui.board.flagMode
    action.setChecked(True)
    assert button.isChecked() and ui.board.flagMode
    button.setChecked(False)
    assert not action.isChecked() and not ui.board.flagMode


def test_flag_mode_shortcut_g(ui):
    ui.key(Key.Key_G)
    assert ui.window.menus.actionFlagMode.isChecked()
    assert ui.window.flagModeButton.isChecked()
    ui.key(Key.Key_G)
    assert not ui.board.flagMode


def test_flag_mode_left_click_flags_and_still_chords_numbers(ui):
    ui.load_cross()
    ui.click((1, 1))  # reveal the "2" first
    ui.window.menus.actionFlagMode.setChecked(True)
    ui.click((0, 0))
    ui.click((2, 2))
    assert ui.look((0, 0)) is Look.FLAG and ui.look((2, 2)) is Look.FLAG
    ui.window.menus.actionChordOnClick.setChecked(False)  # flag mode chords regardless
    ui.click((1, 1))
    assert ui.revealed() >= CHORD_11
    ui.click((0, 0))
    assert ui.look((0, 0)) is Look.HIDDEN  # a click on a flag removes it
    ui.click((1, 1), RIGHT)  # the right button still flags as usual
    assert ui.game.status is Status.PLAYING


def test_flag_mode_long_press_by_mouse_reveals(ui, qtbot):
    ui.window.settings.mouse_long_press = True  # an option, off by default (#17)
    ui.board.mouseLongPress = True
    ui.load_cross()
    ui.window.menus.actionFlagMode.setChecked(True)
    with qtbot.waitSignal(ui.board.longPressed, timeout=2000):
        ui.press((0, 1))
    assert ui.look((0, 1)) is Look.REVEALED
    ui.release((0, 1))
    assert ui.look((0, 1)) is Look.REVEALED


# --- keyboard ---------------------------------------------------------------------


def test_board_has_focus_and_first_arrow_only_shows_the_cursor(ui):
    assert ui.board.hasFocus()
    assert not ui.board.cursorShown
    ui.key(Key.Key_Right)
    assert ui.board.cursorShown
    assert ui.board.cursorCell == (0, 0)
    ui.key(Key.Key_Right)
    assert ui.board.cursorCell == (0, 1)


def test_arrows_move_the_cursor_clamped_at_the_edges(ui):
    ui.load_cross()
    ui.key(Key.Key_Down)  # show
    for _ in range(3):
        ui.key(Key.Key_Up)
        ui.key(Key.Key_Left)
    assert ui.board.cursorCell == (0, 0)
    for _ in range(7):
        ui.key(Key.Key_Down)
    assert ui.board.cursorCell == (4, 0)
    for _ in range(7):
        ui.key(Key.Key_Right)
    assert ui.board.cursorCell == (4, 4)
    ui.key(Key.Key_Up)
    ui.key(Key.Key_Home)
    assert ui.board.cursorCell == (3, 0)
    ui.key(Key.Key_End)
    assert ui.board.cursorCell == (3, 4)


def test_mouse_press_hides_the_cursor(ui):
    ui.load_cross()
    ui.key(Key.Key_Down)
    assert ui.board.cursorShown
    ui.click((0, 1))
    assert not ui.board.cursorShown


def test_space_and_enter_reveal_and_f_flags(ui):
    ui.load_cross()
    ui.key(Key.Key_Right)
    ui.key(Key.Key_Right)  # (0, 1)
    ui.key(Key.Key_Space)
    assert ui.revealed() == {(0, 1)}
    ui.key(Key.Key_Down)  # (1, 1)
    ui.key(Key.Key_Return)
    assert ui.revealed() == {(0, 1), (1, 1)}
    ui.key(Key.Key_Down)
    ui.key(Key.Key_Left)  # (2, 0)
    ui.key(Key.Key_F)
    assert ui.look((2, 0)) is Look.FLAG
    ui.key(Key.Key_F)
    assert ui.look((2, 0)) is Look.HIDDEN
    ui.key(Key.Key_Enter)  # keypad Enter
    assert ui.look((2, 0)) is Look.REVEALED


def test_space_on_a_satisfied_number_chords(ui):
    ui.load_cross()
    ui.key(Key.Key_Down)  # show at (0, 0)
    ui.key(Key.Key_F)  # flag the mine at (0, 0)
    ui.key(Key.Key_Right)
    ui.key(Key.Key_Space)  # reveal the "1" at (0, 1)
    assert ui.revealed() == {(0, 1)}
    ui.key(Key.Key_Space)  # chord it
    assert {(0, 2), (1, 0), (1, 1), (1, 2)} <= ui.revealed()


def test_ctrl_f_does_not_flag(ui):
    ui.load_cross()
    ui.key(Key.Key_Down)
    ui.key(Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert ui.game.flag_count == 0


def test_f2_starts_a_new_game(ui):
    first = ui.load_cross()
    ui.key(Key.Key_Down)
    ui.key(Key.Key_Space)
    assert first.status is Status.LOST  # (0, 0) is a mine
    ui.key(Key.Key_F2)
    assert ui.game is not first
    assert ui.game.status is Status.READY
    assert ui.window.faceButton.face() is Face.SMILE


def test_keys_do_nothing_after_the_game_is_over(ui):
    ui.load_cross()
    ui.key(Key.Key_Down)
    ui.key(Key.Key_Space)  # the mine at (0, 0)
    ui.key(Key.Key_Right)
    ui.key(Key.Key_Space)
    ui.key(Key.Key_F)
    assert ui.look((0, 1)) is Look.HIDDEN
    assert ui.game.flag_count == 0


def test_a_whole_game_won_by_keyboard(ui):
    ui.load_cross()
    board = ui.board

    def go(row: int, col: int) -> None:
        while board.cursorCell[0] < row:
            ui.key(Key.Key_Down)
        while board.cursorCell[0] > row:
            ui.key(Key.Key_Up)
        while board.cursorCell[1] < col:
            ui.key(Key.Key_Right)
        while board.cursorCell[1] > col:
            ui.key(Key.Key_Left)
        assert board.cursorCell == (row, col)

    ui.key(Key.Key_Down)  # show the cursor
    go(0, 2)
    ui.key(Key.Key_Space)  # a zero: opens the top ring
    go(0, 0)
    ui.key(Key.Key_F)
    go(0, 1)
    ui.key(Key.Key_Return)  # chord the "1": reveals (1, 0)
    assert ui.look((1, 0)) is Look.REVEALED
    go(2, 0)
    ui.key(Key.Key_Space)
    go(2, 4)
    ui.key(Key.Key_Space)
    assert ui.game.status is Status.PLAYING
    go(4, 2)
    ui.key(Key.Key_Enter)
    assert ui.game.status is Status.WON
    assert ui.window.faceButton.face() is Face.COOL
    assert all(ui.look(m) is Look.FLAG for m in ui.game.mines)


def test_keyboard_play_continues_after_a_loss_and_f2(ui, qtbot):
    """Keys go where a real keyboard would send them: to the focus widget."""
    def press(key: Qt.Key) -> None:
        target = QApplication.focusWidget() or ui.window
        QTest.keyClick(target, key)

    ui.load_cross()
    press(Key.Key_Down)
    press(Key.Key_Space)  # (0, 0) is a mine
    assert ui.game.status is Status.LOST
    press(Key.Key_F2)
    assert ui.game.status is Status.READY
    qtbot.waitUntil(lambda: ui.board.hasFocus(), timeout=2000)
    press(Key.Key_Right)
    press(Key.Key_Right)
    assert ui.board.cursorShown
    press(Key.Key_Space)
    assert ui.game.status is Status.PLAYING
    assert ui.game.is_revealed(*ui.board.cursorCell)


def test_dragging_a_finger_scrolls_a_large_board(ui, qtbot):
    from PySide6.QtCore import QPoint

    from minesweeper_qt.engine import Difficulty

    ui.window.newGame(Difficulty.custom(60, 60, 300))
    ui.window.resize(400, 400)
    qtbot.waitUntil(lambda: ui.board.verticalScrollBar().maximum() > 0)
    bars = ui.board.horizontalScrollBar(), ui.board.verticalScrollBar()
    assert [b.value() for b in bars] == [0, 0]
    from PySide6.QtTest import QTest

    device = ui._device()
    start = ui.pos((5, 5))
    size = ui.board.cellSize
    # Viewport positions of the finger: it moves up-left by two cells.
    for kind, point in (("press", start), ("move", start - QPoint(size, size)),
                        ("move", start - QPoint(2 * size, 2 * size)),
                        ("release", start - QPoint(2 * size, 2 * size))):
        sequence = QTest.touchEvent(ui.viewport, device, False)
        getattr(sequence, kind)(0, point, ui.viewport).commit()
    assert [b.value() for b in bars] == [2 * size, 2 * size]
    assert ui.game.revealed_count == 0 and ui.game.flag_count == 0


def test_first_space_or_f_only_shows_the_cursor(ui):
    ui.load_cross()
    board = ui.board
    assert not board.cursorShown
    ui.key(Qt.Key.Key_Space)
    assert board.cursorShown
    assert ui.game.revealed_count == 0
    ui.click((4, 2))  # a mouse click hides the cursor again
    assert not board.cursorShown
    revealed = ui.game.revealed_count
    ui.key(Qt.Key.Key_F)
    assert board.cursorShown and ui.game.flag_count == 0
    assert board.cursorCell == (4, 2)  # where the player last played (issue #31)
    ui.key(Qt.Key.Key_Left)
    ui.key(Qt.Key.Key_Left)
    ui.key(Qt.Key.Key_F)
    assert ui.game.flag_count == 1
    assert ui.game.revealed_count == revealed


def test_the_keyboard_cursor_starts_where_the_player_last_played(ui):
    ui.load_cross()
    ui.click((3, 3))
    ui.key(Qt.Key.Key_Down)  # the first key shows the cursor there
    assert ui.board.cursorShown and ui.board.cursorCell == (3, 3)
    # A resumed game: the cursor starts at its last move.
    snapshot = ui.game.snapshot()
    ui.click((1, 3))  # hides the cursor, which would start here now
    game = Game.from_snapshot(snapshot, time_source=ui.clock)
    ui.window.session.resume(game, True)
    ui.board.setFocus()
    ui.key(Qt.Key.Key_Up)
    assert ui.board.cursorShown and ui.board.cursorCell == (3, 3)


def test_a_hold_under_way_does_not_act_once_the_board_is_covered(ui, qtbot):
    ui.load_cross()
    ui.click((0, 2))
    ui.press((4, 2))
    ui.board.setCovered(True)
    with qtbot.assertNotEmitted(ui.board.longPressed, wait=2 * ui.board.longPressMs):
        pass  # the hold runs out while the board is covered: no long press
    ui.release((4, 2))
    ui.board.setCovered(False)
    assert not ui.game.is_flagged(4, 2) and not ui.game.is_revealed(4, 2)
    ui.click((4, 2), RIGHT)  # the next press works as usual
    assert ui.game.is_flagged(4, 2)


def test_space_chords_a_number_even_with_click_chording_off(ui):
    ui.window.menus.actionChordOnClick.setChecked(False)
    ui.load_cross()
    ui.click((0, 2))
    ui.click((0, 0), RIGHT)
    ui.board.setCursorCell(0, 1)
    ui.key(Qt.Key.Key_Space)
    assert ui.game.is_revealed(1, 0) and ui.game.is_revealed(1, 1)
