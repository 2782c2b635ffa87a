"""The drop-down menu at game end and as a pause menu; best times entry; effects."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from minesweeper_qt.engine import Status
from minesweeper_qt.view.board.effects import Explosion, WinFlash
from minesweeper_qt.view.window.drop_menu import SLIDE_MS, DropMenu

CROSS_MINES = [(0, 0), (0, 4), (4, 0), (4, 4), (2, 2)]

SAFE = [(r, c) for r in range(5) for c in range(5) if (r, c) not in CROSS_MINES]


def _animation(menu: DropMenu) -> QPropertyAnimation:
    found = menu.findChildren(QPropertyAnimation)
    assert len(found) == 1
    return found[0]


def _win(ui) -> None:
    for cell in SAFE:
        if not ui.game.is_revealed(*cell):
            ui.click(cell)
    assert ui.game.status is Status.WON


def _lose(ui) -> None:
    ui.click((0, 1))
    ui.click((2, 2))
    assert ui.game.status is Status.LOST


def test_menu_slides_down_with_an_ease_in_out_pos_animation(ui, qtbot) -> None:
    menu = ui.window.dropMenu
    assert not menu.isVisible()
    ui.load_cross()
    ui.clock.advance(1)
    animation = _animation(menu)
    with qtbot.waitSignal(animation.finished, timeout=3000):
        _lose(ui)
        assert menu.isVisible() and menu.isOpen
        assert animation.state() == QPropertyAnimation.State.Running
        assert animation.propertyName() == b"pos"
        assert animation.easingCurve().type() == QEasingCurve.Type.InOutCubic
        assert animation.duration() == SLIDE_MS
        assert animation.startValue() == menu.hiddenPos()
        assert menu.hiddenPos().y() == menu.top - menu.height()
    assert menu.pos() == menu.restingPos()
    # It rests in the window's body, whole, and the window did not grow for it.
    assert menu.parentWidget() is ui.window.centralWidget()
    assert ui.window.centralWidget().rect().contains(menu.geometry())
    assert menu.titleLabel.text() == "Boom!"
    assert ui.board.isVisible()  # the board stays beneath it


def test_result_shows_time_3bv_rate_and_ioe_once(ui, qtbot) -> None:
    ui.load_cross()
    ui.click((0, 1))
    ui.clock.advance(12.345)
    _win(ui)
    text = ui.window.dropMenu.statsLabel.text()
    figures = ui.window.gameEnd.shown.figures
    assert figures.time_ms == 12_345
    assert "Time: 12.34 s" in text  # truncated, as everywhere (figures_text)
    assert f"3BV: {figures.bbbv}" in text
    rate = figures.bbbv_solved * 100_000 // 12_345 / 100
    assert f"3BV/s: {rate:.2f}" in text and text.count("3BV/s") == 1
    assert f"IOE: {figures.ioe:.3f}"[:-1] in text and text.count("IOE") == 1
    assert "Efficiency" not in text
    assert ui.window.dropMenu.titleLabel.text() == "You won!"


def test_escape_lifts_the_menu_and_focus_is_inside(ui, qtbot) -> None:
    menu = ui.window.dropMenu
    ui.window.menus.actionAnimations.setChecked(False)
    ui.load_cross()
    _lose(ui)
    assert menu.isVisible()
    assert menu.isAncestorOf(QApplication.focusWidget())
    assert QApplication.focusWidget() is menu.newGameButton
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert not menu.isOpen and not menu.isVisible()


def test_buttons_work_from_the_keyboard(ui, qtbot) -> None:
    menu = ui.window.dropMenu
    ui.window.menus.actionAnimations.setChecked(False)
    ui.load_cross()
    _lose(ui)
    old = ui.game
    QTest.keyClick(menu.newGameButton, Qt.Key.Key_Space)
    assert ui.game is not old and ui.game.status is Status.READY
    assert not menu.isOpen


def test_restart_gives_the_same_layout_and_is_not_recorded(ui, qtbot) -> None:
    window = ui.window
    window.menus.actionAnimations.setChecked(False)
    window.newGame()
    ui.click((4, 4))
    mines = ui.game.mines
    assert mines
    mine = sorted(mines)[0]
    ui.click(mine)
    assert ui.game.status is Status.LOST
    played = window.records.statistics("beginner").played
    assert played == 1
    window.dropMenu.restartButton.click()
    assert ui.game.status is Status.READY
    for cell in [(r, c) for r in range(9) for c in range(9) if (r, c) not in mines]:
        if not ui.game.is_revealed(*cell):
            ui.click(cell)
    assert ui.game.mines == mines
    assert ui.game.status is Status.WON
    assert window.records.best("beginner") == []
    assert window.records.statistics("beginner").played == played
    assert "not counted" in window.dropMenu.recordLabel.text()


def test_quit_closes_the_window(ui, qtbot) -> None:
    ui.window.menus.actionAnimations.setChecked(False)
    ui.load_cross()
    _lose(ui)
    ui.window.dropMenu.quitButton.click()
    assert not ui.window.isVisible()


def test_change_difficulty_offers_every_size(ui) -> None:
    menu = ui.window.dropMenu
    names = [a.objectName() for a in menu.difficultyMenu.actions()]
    assert names == ["actionBeginner", "actionIntermediate", "actionExpert", "actionCustom"]
    ui.window.menus.actionAnimations.setChecked(False)
    ui.load_cross()
    _lose(ui)
    menu.difficultyMenu.actions()[2].trigger()
    assert (ui.game.rows, ui.game.cols) == (16, 30)
    assert not menu.isOpen


def test_menu_button_pauses_hides_the_board_and_stops_the_clock(ui, qtbot) -> None:
    window = ui.window
    window.menus.actionAnimations.setChecked(False)
    ui.load_cross()
    ui.click((0, 1))
    ui.clock.advance(3)
    window.menuButton.click()
    menu = window.dropMenu
    assert menu.isOpen and menu.paused and menu.titleLabel.text() == "Paused"
    assert ui.game.paused and window.board.covered
    covered = ui.grab_cell((0, 1))
    assert covered == ui.grab_cell((4, 3))  # revealed and hidden look alike: no peeking
    frozen = ui.game.elapsed
    ui.clock.advance(50)
    assert ui.game.elapsed == frozen
    assert QApplication.focusWidget() is menu.resumeButton
    QTest.keyClick(menu.resumeButton, Qt.Key.Key_Escape)
    assert not menu.isOpen and not ui.game.paused and not window.board.covered
    ui.clock.advance(2)
    assert ui.game.elapsed == frozen + 2
    assert ui.grab_cell((0, 1)) != ui.grab_cell((4, 3))


def test_reduced_motion_shows_the_menu_at_once_without_effects(ui, qtbot, settings) -> None:
    window = ui.window
    window.menus.actionAnimations.setChecked(False)
    assert settings.animations is False
    ui.load_cross()
    _lose(ui)
    menu = window.dropMenu
    assert menu.pos() == menu.restingPos()
    assert _animation(menu).state() == QPropertyAnimation.State.Stopped
    assert window.board.effect is None


def test_loss_explodes_mines_in_a_ripple_without_blocking_the_menu(ui, qtbot) -> None:
    window = ui.window
    ui.load_cross()
    ui.click((0, 1))
    ui.click((2, 2))
    effect = window.board.effect
    assert isinstance(effect, Explosion)
    assert effect.origin == (2, 2)
    assert effect.delay_ms((2, 2)) == 0
    assert 0 < effect.delay_ms((0, 0)) == effect.delay_ms((4, 4))
    assert effect.frame((2, 2)) is not None
    before = ui.grab_cell((2, 2))
    qtbot.waitUntil(lambda: effect.now_ms > 20, timeout=2000)
    # The menu answers while the mines still blow up.
    assert effect.running
    window.dropMenu.newGameButton.click()
    assert ui.game.status is Status.READY
    assert window.board.effect is None
    assert before.size().width() > 0


def test_explosion_runs_about_a_second_then_stops(ui, qtbot) -> None:
    ui.load_cross()
    _lose(ui)
    effect = ui.window.board.effect
    assert isinstance(effect, Explosion)
    assert 800 <= effect.duration_ms <= 1200
    qtbot.waitUntil(lambda: ui.window.board.effect is None, timeout=3000)


def test_win_flashes_the_flags(ui, qtbot) -> None:
    ui.load_cross()
    _win(ui)
    effect = ui.window.board.effect
    assert isinstance(effect, WinFlash)
    qtbot.waitUntil(lambda: effect.strength() > 0.5, timeout=2000)
    qtbot.waitUntil(lambda: ui.window.board.effect is None, timeout=3000)


def test_new_best_time_asks_a_name_once_and_remembers_it(ui, qtbot, settings) -> None:
    window = ui.window
    window.menus.actionAnimations.setChecked(False)
    settings.player_name = "Ada"
    ui.load_cross()
    ui.click((0, 1))
    ui.clock.advance(20)
    _win(ui)
    menu = window.dropMenu
    assert "Rank 1" in menu.recordLabel.text()
    assert menu.nameEdit.isVisible() and menu.nameEdit.text() == "Ada"
    assert QApplication.focusWidget() is menu.nameEdit
    menu.nameEdit.setText("Grace")
    QTest.keyClick(menu.nameEdit, Qt.Key.Key_Return)
    key = ui.game.difficulty.key
    assert [r.name for r in window.records.best(key)] == ["Grace"]
    assert window.records.best(key)[0].time_ms == 20_000
    assert settings.player_name == "Grace"
    # A slower win enters at rank 2 with the remembered name prefilled.
    window.closeMenu()
    ui.load_cross()
    ui.click((0, 1))
    ui.clock.advance(30)
    _win(ui)
    assert "Rank 2" in menu.recordLabel.text()
    assert menu.nameEdit.text() == "Grace"


def test_a_loss_and_a_slow_win_make_no_record_prompt(ui, qtbot) -> None:
    window = ui.window
    window.menus.actionAnimations.setChecked(False)
    ui.load_cross()
    _lose(ui)
    assert not window.dropMenu.nameEdit.isVisible()
    assert not window.dropMenu.recordLabel.isVisible()


def test_watch_replay_is_offered_after_a_game_only(ui, qtbot) -> None:
    menu = ui.window.dropMenu
    # Hidden from the start: the menu's first size (and the window fitted to it
    # after a notice) must not count a button a game in play cannot use.
    assert menu.watchReplayButton.isHidden()
    ui.window.menus.actionAnimations.setChecked(False)
    ui.load_cross()
    _lose(ui)
    assert not menu.watchReplayButton.isHidden()
    menu.showPaused()
    assert menu.watchReplayButton.isHidden()


def test_the_competitive_line_fits_in_the_panel(ui, qtbot) -> None:
    # The line comes after the panel was sized (on a huge board, seconds
    # later): the panel grows to show all of it, and stays centred.
    ui.load_cross()
    ui.click((0, 1))
    ui.clock.advance(3.5)
    _win(ui)
    menu = ui.window.dropMenu
    assert "IOE" in menu.statsLabel.text()
    qtbot.waitUntil(lambda: menu.pos() == menu.restingPos(), timeout=3000)
    assert menu.width() >= menu.sizeHint().width()
    assert menu.height() >= menu.sizeHint().height()
    assert menu.statsLabel.width() >= menu.statsLabel.sizeHint().width()
    body = ui.window.centralWidget()
    assert menu.x() == (body.width() - menu.width()) // 2


def test_a_resumed_win_says_why_it_is_no_best_time(ui, qtbot) -> None:
    from minesweeper_qt.replay.statistics import from_counts

    menu = ui.window.dropMenu
    figures = from_counts(time_ms=5000, won=True, finished=True, bbbv=10, bbbv_solved=10,
                          left=10, right=0, double=0, rows=9, cols=9, mines=10)
    menu.showResult(True, figures, None, "", counted=True, resumed=True)
    assert not menu.recordLabel.isHidden()
    assert "Resumed" in menu.recordLabel.text()
    menu.showResult(True, figures, None, "", counted=True)
    assert menu.recordLabel.isHidden()
