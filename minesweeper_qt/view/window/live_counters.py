"""Options > Live counters: a line under the header while playing with the
figures competitive players watch (Metasweeper and Arbiter show them):
3BV/s so far, clicks, IOE and the estimated final time.

Off by default. Once a game is won or lost the line shows that game's
figures (:attr:`GameFinished.figures`, the same the end menu shows); while
playing it is worked out after each move and once a second
(3BV/s and the estimate move with the clock) from the engine's own counts:
about 0.03 ms on expert, 2 ms on 100 x 100. On boards larger than
:data:`MAX_CELLS` cells the solved 3BV would cost a frame, so the line keeps
to the clicks and the time there.
"""

from __future__ import annotations

import math
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from minesweeper_qt.engine import Status, figures
from minesweeper_qt.model import BoardModel
from minesweeper_qt.session.game_finished import GameFinished
from minesweeper_qt.storage.settings import Settings

from ..figures_text import figure, ioe_text, rate_text, time_text
from ..fit_line import FitLine
from ..numbers import integer
from .menus import Menus

translate = QCoreApplication.translate

#: Larger boards show clicks and time only (their solved 3BV costs milliseconds).
MAX_CELLS = 20_000
#: Before this much play (ms) the rate and the estimate show a dash.
MIN_PACE_MS = 1000


class LiveHost(Protocol):
    """What the live counters need of the main window."""

    model: BoardModel
    menus: Menus
    settings: Settings
    #: The line, in the window from its first paint, its room kept while hidden.
    liveLine: FitLine


class LiveCounters(QObject):
    """The line (object name ``liveCounters``: the window's
    :attr:`LiveHost.liveLine`, under the board) and its toggle ``actionLiveCounters`` in the Options
    menu."""

    def __init__(self, host: LiveHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._host = host
        self._finished: GameFinished | None = None
        self.label = host.liveLine
        self.label.setObjectName("liveCounters")
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.hide()
        menus = host.menus
        self.action: QAction = menus.action(
            "actionLiveCounters", lambda: translate("LiveCounters", "Li&ve counters"),
            checkable=True)
        menus.optionsMenu.addAction(self.action)
        self._timer = QTimer(self)
        self._timer.setInterval(1000)
        self._timer.timeout.connect(self.refresh)
        host.model.moved.connect(self.refresh)
        host.model.gameChanged.connect(self.refresh)
        host.model.statusChanged.connect(lambda _status: self.refresh())
        self.action.setChecked(host.settings.live_counters)
        self.action.toggled.connect(self.setEnabled)
        self.label.setVisible(self.action.isChecked())
        self.refresh()

    @property
    def widget(self) -> QWidget:
        return self.label

    def setEnabled(self, on: bool) -> None:
        """Show or hide the line (remembered)."""
        self._host.settings.live_counters = on
        if self.action.isChecked() != on:
            self.action.setChecked(on)
        self.label.setVisible(on)  # in its kept room: the window keeps its size
        self.refresh()

    def showFinished(self, event: GameFinished) -> None:
        """A game ended: when it is the one shown, its own figures."""
        if event.outcome.over and event.game is self._host.model.game:
            self._finished = event
            self.refresh()

    def _final_text(self, event: GameFinished) -> str:
        f = event.figures
        return translate("LiveCounters", "3BV/s {0} \u00b7 clicks {1} \u00b7 IOE {2} \u00b7 "
                         "estimated time {3}").format(
            rate_text(f.bbbv_solved, f.time_ms), integer(f.clicks), ioe_text(f.ioe),
            translate("LiveCounters", "{0} s").format(time_text(round(f.etime * 1000)))
            if math.isfinite(f.etime) else "\u2014")

    def text(self) -> str:
        """The line for the game as it stands."""
        game = self._host.model.game
        done = self._finished
        if done is not None and done.game is game and game.status.is_over:
            return self._final_text(done)
        clicks = figures.clicks(game.left_clicks, game.right_clicks, game.chord_clicks)
        time_ms = figures.time_ms_of(game.elapsed)
        if game.rows * game.cols > MAX_CELLS or not game.has_layout:
            return translate("LiveCounters", "Time {0} s \u00b7 clicks {1}").format(
                time_text(time_ms, 1), integer(clicks))
        stats = game.stats()
        solved, total = stats.bbbv_solved, stats.bbbv
        ioe = figures.ioe(solved, clicks)
        estimate = figures.estimated_time(time_ms, total, solved, game.status is Status.WON)
        # Within the first second a pace means nothing (the first click gave
        # "3BV/s 1000.00", "estimated time 0.0 s"): a dash until then.
        early = time_ms < MIN_PACE_MS
        return translate("LiveCounters", "3BV/s {0} \u00b7 clicks {1} \u00b7 IOE {2} \u00b7 "
                         "estimated time {3}").format(
            "\u2014" if early else rate_text(solved, time_ms), integer(clicks), ioe_text(ioe),
            translate("LiveCounters", "{0} s").format(figure(estimate, 1))
            if math.isfinite(estimate) and not early else "\u2014")

    def refresh(self) -> None:
        """Work the line out again (after a move, each second while playing)."""
        on = self.action.isChecked()
        playing = self._host.model.game.status is Status.PLAYING
        if on and playing and not self._timer.isActive():
            self._timer.start()
        elif (not on or not playing) and self._timer.isActive():
            self._timer.stop()
        if on:
            self.label.setText(self.text())

    def retranslate(self) -> None:
        self.refresh()
