"""Issue #31, smaller things in the header: a live clock in hundredths (an
option, off by default) and the no-guess mark while a no-guess board is played."""

from __future__ import annotations

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from minesweeper_qt.engine import Status


def test_the_clock_shows_hundredths_only_when_asked(ui, settings, fake_clock):
    window = ui.window
    action = window.menus.actionClockHundredths
    assert not settings.clock_hundredths and not action.isChecked()
    ui.load_cross()
    ui.click((0, 1))
    fake_clock.advance(12.347)
    window.header.refreshClock()
    assert window.clock.text() == "012"
    wide = window.clock.sizeHint().width()
    action.trigger()
    assert settings.clock_hundredths
    assert window.clock.text() == "012.34"  # truncated, as competitive clocks
    assert window.clock.sizeHint().width() > wide
    assert window.clock.accessibleName().endswith("12 s")  # spoken in whole seconds
    image = window.clock.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    assert image.width() == window.clock.width()
    action.trigger()
    assert window.clock.text() == "012"


def test_the_no_guess_mark_shows_while_a_no_guess_board_is_played(ui, settings, qtbot):
    window = ui.window
    mark = window.header.noGuessMark
    assert not mark.isVisible()  # a uniform board
    window.menus.actionNoGuess.trigger()  # the untouched game becomes a no-guess one
    assert settings.no_guess
    qtbot.waitUntil(mark.isVisible)
    assert "No-guess" in mark.toolTip()
    model = window.model
    model.reveal(model.index(4, 4))
    qtbot.waitUntil(lambda: model.game.has_layout, timeout=10_000)
    QApplication.processEvents()
    assert model.game.status in (Status.PLAYING, Status.WON)
    assert mark.isVisible() == model.game.certified
    window.menus.actionNoGuess.trigger()
    window.newGame()
    assert not mark.isVisible()
