"""Help while playing: hints that explain themselves, the probability overlay,
undo after a loss and auto-play, wired into the main window.

Any of them makes the game *assisted* (``GameSession.markAssisted``, the one
counting rule): the header shows a mark, the drop-down menu says it is not
counted for best times, the save file keeps it, and its result goes to the
assisted statistics. Keys: H hint, Shift+H play the hint, P probabilities,
Ctrl+Z undo the losing move, Esc clears the hint or stops auto-play.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAction,
    QActionGroup,
    QIcon,
    QKeyEvent,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QMenu,
    QMenuBar,
    QWidget,
)

from minesweeper_qt.engine import Game, Gesture, InputMode, Status
from minesweeper_qt.engine.knowledge import Knowledge
from minesweeper_qt.engine.solver import Region
from minesweeper_qt.model import BoardModel
from minesweeper_qt.session import GameSession
from minesweeper_qt.storage.settings import Settings

from ..board.board_view import BoardView
from ..board.overlay import ProbabilityLayer
from ..header.header_bar import HeaderBar
from ..retranslator import Retranslator
from . import hint as hints
from .assist_analysis import AnalysisRunner, Window, analyse, available, read_region, windowed
from .assist_window import ViewWindow, board_knowledge
from .autoplay import PACES, AutoPlayer
from .hint import Hint, HintLayer
from .hint_panel import HintPanel
from .icons import bulb_icon, overlay_icon


class AssistMenus(Retranslator, Protocol):
    """The window's menus as the assistance fills them."""

    @property
    def assistMenu(self) -> QMenu:
        """The Assist menu, in the menu bar, empty until the assistance fills it."""
        ...

    @property
    def optionsMenu(self) -> QMenu:
        """The Options menu (Hide assist buttons goes there)."""
        ...


class AssistHost(Protocol):
    """What :class:`Assist` uses of the main window (a protocol, so that this
    module does not import the window that creates it). The window also
    connects the drop-down menu's undo to :meth:`Assist.undo` and
    :attr:`Assist.undone` to closing that menu."""

    session: GameSession
    model: BoardModel
    board: BoardView
    header: HeaderBar
    settings: Settings

    @property
    def menus(self) -> AssistMenus: ...

    @property
    def boardArea(self) -> QWidget:
        """The space the board sits in (the hint panel floats over it)."""
        ...

    def notify(self, text: str, timeout_ms: int = 15_000, about_game: bool = False) -> None: ...
    def fitToBoard(self) -> None: ...
    def centralWidget(self) -> QWidget | None: ...
    def menuBar(self) -> QMenuBar: ...
    def addAction(self, action: QAction) -> None: ...
    def installEventFilter(self, watched: QObject) -> None: ...
    def width(self) -> int: ...
    def height(self) -> int: ...
    def isMaximized(self) -> bool: ...
    def isFullScreen(self) -> bool: ...
    def resize(self, w: int, h: int) -> None: ...

# lupdate reads ``translate("Assist", "text")`` calls through this name.
translate = QCoreApplication.translate


class Assist(QObject):
    """Hints, the probability overlay, undo after a loss and auto-play for
    ``window`` (a :class:`MainWindow`): its header buttons, an Assist menu, the
    hint bar and two board layers (appended to ``BoardView.layers``).

    Signals (for the game recorder): ``hinted(row, col)`` when a hint shows a
    cell; ``undone()`` after the losing move was taken back; ``playing()``
    right before the program plays a move for the player (a hint played, a
    step of Solve). For screen readers: ``hintShown(Hint)`` each time a hint
    is shown (H again: the same hint again), ``probabilityAsked(row, col, p)``
    when the player asks for a cell's mine probability (Shift+P; ``p`` 0.0-1.0
    or None, see :meth:`probabilityOf`)."""

    hinted = Signal(int, int)
    hintShown = Signal(object)
    probabilityAsked = Signal(int, int, object)
    undone = Signal()
    playing = Signal()

    def __init__(self, window: AssistHost) -> None:
        assert isinstance(window, QObject)
        super().__init__(window)
        self.window = window
        self.session = window.session
        self.model = window.model
        self.board = window.board
        self.hint: Hint | None = None
        self.runner = AnalysisRunner(self)
        self.runner.ready.connect(self._on_analysis)
        # Huge boards: help covers the part in view, analysed again after a scroll.
        self.viewWindow = ViewWindow(self.board, self)
        self.viewWindow.changed.connect(self._on_view_moved)
        self.hintLayer = HintLayer()
        self.overlayLayer = ProbabilityLayer()
        self.board.layers += [self.overlayLayer, self.hintLayer]
        self.autoPlayer = AutoPlayer(self.model, self)
        self.autoPlayer.playing.connect(self.playing)
        self.autoPlayer.setInterval(PACES[window.settings.solve_pace])
        self.autoPlayer.runningChanged.connect(self._on_solving)

        header = window.header
        self.hintButton = header.hintButton
        self.overlayButton = header.overlayButton
        self.assistedMark = header.assistedMark
        self.hintButton.setIcon(QIcon(bulb_icon()))
        self.overlayButton.setIcon(QIcon(overlay_icon()))
        self.hintButton.clicked.connect(self.showHint)

        # The hint's explanation floats over the board: nothing moves for it.
        self.bar = HintPanel(window.boardArea)
        self.bar.hide()
        self.bar.playButton.clicked.connect(self.playHint)
        self.bar.closeButton.clicked.connect(self.clearHint)
        window.boardArea.installEventFilter(self)

        self._build_menu()
        self.model.moved.connect(self._on_moved)
        self.model.statusChanged.connect(self._update_actions)
        self.session.gameChanged.connect(self._on_game_changed)
        self.session.countingChanged.connect(self._update_mark)
        self.session.pausedChanged.connect(self._on_paused)
        self.board.viewport().installEventFilter(self)
        window.installEventFilter(self)
        self._on_game_changed()

    # --- the menu ------------------------------------------------------------------------

    def _action(self, name: str, text: object, shortcut: object = None,
                checkable: bool = False) -> QAction:
        assert isinstance(self.window, QObject)
        action = QAction(self.window)
        action.setObjectName(name)
        action.setCheckable(checkable)
        self.window.menus.translated(action.setText, text)  # type: ignore[arg-type]
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))  # type: ignore[call-overload]
        self.window.addAction(action)  # shortcuts work with the menu bar hidden
        return action

    def _build_menu(self) -> None:
        window = self.window
        menus = window.menus
        menu = menus.assistMenu  # in the menu bar, empty, since the window was made
        self.actionHint = self._action("actionHint", lambda: translate("Assist", "&Hint"),
                                       Qt.Key.Key_H)
        self.actionHint.triggered.connect(self.showHint)
        self.actionPlayHint = self._action(
            "actionPlayHint", lambda: translate("Assist", "&Play the hint"), "Shift+H")
        self.actionPlayHint.triggered.connect(self.playHint)
        self.actionProbabilities = self._action(
            "actionProbabilities", lambda: translate("Assist", "Show p&robabilities"),
            Qt.Key.Key_P, checkable=True)
        self.actionProbabilities.toggled.connect(self.setOverlay)
        self.actionProbabilities.toggled.connect(self.overlayButton.setChecked)
        self.overlayButton.toggled.connect(self.actionProbabilities.setChecked)
        self.actionSayProbability = self._action(
            "actionSayProbability", lambda: translate("Assist", "Speak the &cell's probability"),
            "Shift+P")
        self.actionSayProbability.triggered.connect(self.askProbability)
        self.actionUndo = self._action(
            "actionUndo", lambda: translate("Assist", "&Undo the losing move"),
            QKeySequence.StandardKey.Undo)
        self.actionUndo.triggered.connect(self.undo)
        self.actionSolve = self._action("actionSolve", lambda: translate("Assist", "&Solve"),
                                        checkable=True)
        self.actionSolve.toggled.connect(self._on_solve_toggled)
        for action in (self.actionHint, self.actionPlayHint, self.actionProbabilities,
                       self.actionSayProbability, self.actionUndo):
            menu.addAction(action)
        self.actionKeepProbabilities = self._action(
            "actionKeepProbabilities",
            lambda: translate("Assist", "&Keep probabilities on for new games"), checkable=True)
        self.actionKeepProbabilities.setChecked(window.settings.keep_probabilities)
        self.actionKeepProbabilities.toggled.connect(self._on_keep_toggled)
        menu.addAction(self.actionKeepProbabilities)
        self.actionHideButtons = self._action(
            "actionHideAssistButtons", lambda: translate("Assist", "Hide assist &buttons"),
            checkable=True)
        self.actionHideButtons.setChecked(window.settings.hide_assist_buttons)
        self.actionHideButtons.toggled.connect(self.hideButtons)
        window.menus.optionsMenu.addAction(self.actionHideButtons)
        menu.addSeparator()
        menu.addAction(self.actionSolve)
        pace_menu = menu.addMenu("")
        menus.translated(pace_menu.setTitle, lambda: translate("Assist", "Solve p&ace"))
        self.paceGroup = QActionGroup(self)
        names = {"slow": lambda: translate("Assist", "S&low"),
                 "normal": lambda: translate("Assist", "&Normal"),
                 "fast": lambda: translate("Assist", "&Fast")}
        current = self.window.settings.solve_pace
        self.paceActions: dict[str, QAction] = {}
        for pace, text in names.items():
            action = self._action(f"actionPace{pace.title()}", text, checkable=True)
            action.setChecked(pace == current)
            action.triggered.connect(lambda _=False, p=pace: self.setPace(p))
            self.paceGroup.addAction(action)
            pace_menu.addAction(action)
            self.paceActions[pace] = action
        self.assistMenu = menu
        menus.translated(self.hintButton.setToolTip,
                         lambda: translate("Assist", "Hint: the next safe cell and why (H)"))
        menus.translated(self.overlayButton.setToolTip, lambda: translate(
            "Assist", "Probabilities: every hidden cell's chance of a mine (P)"))
        menus.translated(self.hintButton.setAccessibleName, lambda: translate("Assist", "Hint"))
        menus.translated(self.overlayButton.setAccessibleName,
                         lambda: translate("Assist", "Probabilities"))
        menus.translated(self.bar.playButton.setText, lambda: translate("Assist", "Play it"))
        menus.translated(self.bar.playButton.setToolTip,
                         lambda: translate("Assist", "Play the hinted cell (Shift+H)"))
        menus.translated(self.bar.closeButton.setToolTip,
                         lambda: translate("Assist", "Close the hint (Esc)"))
        menus.translated(self.bar.closeButton.setAccessibleName,
                         lambda: translate("Assist", "Close the hint (Esc)"))
        # On a language change: the mark's texts, and the overlay's digits.
        menus.translated(self._retranslate, lambda: "")

    def _retranslate(self, _: str) -> None:
        self._update_mark()
        self.overlayLayer.clearCache()
        self.board.viewport().update()

    # --- commands ------------------------------------------------------------------------

    def showHint(self) -> Hint | None:
        """Show the hint for the game now (cell, proof and explanation); the
        game becomes assisted when the hint tells something about the layout."""
        game = self.model.game
        if game.status.is_over or self.session.paused:
            return None
        if game.has_layout and windowed(game):
            hint = self._windowed_hint(game)
        else:
            knowledge = analysis = None
            if game.has_layout:
                knowledge = game.knowledge()
                if self.runner.knowledge == knowledge and self.runner.analysis is not None:
                    analysis = self.runner.analysis  # the overlay's, for this very view
                else:
                    analysis = analyse(knowledge)
            hint = hints.choose(game, analysis, knowledge or game.knowledge(), self._focus())
        if hint is None:
            self._set_hint(None)
            return None
        if hint.informative:
            self.session.markAssisted()
        self.hint = hint  # known at once (Play the hint plays it); shown once kept

        def show() -> None:
            if self.hint is hint and self.model.game is game:
                self.hint = None  # (so the layer repaints)
                self._set_hint(hint)
                self.board.scrollTo(self.model.index(*hint.cell))
                self._place_bar()  # where the cell is now
                self.hinted.emit(*hint.cell)
                self.hintShown.emit(hint)

        # Shown once the assisted mark is on disk: a kill never keeps the help
        # and loses the mark (at once when nothing waits to be written).
        self.session.whenFlagsKept(show)
        return hint

    def _windowed_hint(self, game: Game) -> Hint | None:
        """The hint on a huge board: from the part in view; when that has no
        safe cell, from as large a part around the last move (where the
        player was playing: its cell scrolls into view); still a guess, it
        says that only the part in view was looked at."""
        view = self.viewWindow.rect()
        region = read_region(game, view)
        runner = self.runner
        analysis = runner.analysis if isinstance(runner.knowledge, Region) \
            and runner.knowledge == region else None  # the overlay's, for this very view
        if analysis is None:
            analysis = analyse(region)
        hint = hints.choose(game, analysis, board_knowledge(region), self._focus())
        if (hint is not None and hint.safe) or not game.moves:
            return hint  # (none in a view with nothing hidden: look around too)
        last = game.moves[-1]
        top, left, bottom, right = view
        if not (top <= last.row < bottom and left <= last.col < right):
            half_h, half_w = (bottom - top) // 2, (right - left) // 2
            around = (last.row - half_h, last.col - half_w,
                      last.row - half_h + bottom - top, last.col - half_w + right - left)
            region = read_region(game, around)
            there = hints.choose(game, analyse(region), board_knowledge(region),
                                 (last.row, last.col))
            if there is not None and there.safe:
                return there
        if hint is None:
            return None
        only = translate("Assist", "Only the part of the board in view was looked at.")
        return replace(hint, text=f"{hint.text} {only}", spoken=f"{hint.spoken} {only}")

    def playHint(self) -> None:
        """Play the hinted cell (showing the hint first if none is shown)."""
        hint = self.hint or self.showHint()
        if hint is None:
            return
        index = self.model.index(*hint.cell)
        game = self.model.game
        self.playing.emit()
        while game.is_flagged(*hint.cell) and not game.status.is_over:
            self.model.act(index, Gesture.FLAG, InputMode())  # a wrong flag comes off
        self.model.act(index, Gesture.PRIMARY, InputMode())
        if self.board.cursorShown or QAccessible.isActive():
            # The keyboard cursor goes to the cell played (the words of the
            # move are said there, with the cell) and play goes on from it.
            self.board.setCursorCell(*hint.cell)
        if not game.status.is_over:  # an end's menu has taken the focus: Esc lifts it
            self.board.setFocus()

    def probabilityOf(self, cell: tuple[int, int]) -> float | None:
        """The mine probability (0.0-1.0) of the hidden ``cell`` from the game
        as it is now (the overlay's analysis when it is current); None for an
        opened cell, before the first click, after the end, or outside the
        part of a huge board in view. Asking is assistance: the game becomes
        assisted when a value is given."""
        game = self.model.game
        row, col = cell
        if game.status.is_over or not game.has_layout or game.is_revealed(row, col):
            return None
        runner = self.runner
        if windowed(game):
            knowledge: Knowledge | Region = read_region(game, self.viewWindow.rect())
        else:
            knowledge = game.knowledge()
        analysis = runner.analysis if runner.knowledge == knowledge else None
        if analysis is None:
            analysis = analyse(knowledge)
        if analysis is None:
            return None
        top, left, bottom, right = analysis.window
        if not (top <= row < bottom and left <= col < right):
            return None
        self.session.markAssisted()
        return analysis.probabilities()[row - top][col - left]

    def askProbability(self) -> None:
        """Shift+P: tell the keyboard cursor cell's mine probability
        (``probabilityAsked``)."""
        if not self.board.cursorShown or self.session.paused:
            return
        cell = self.board.cursorCell
        self.probabilityAsked.emit(*cell, self.probabilityOf(cell))

    def clearHint(self) -> None:
        self._set_hint(None)

    def stopWork(self) -> None:
        """Stop auto-play and wait for a running analysis (the window is closing)."""
        self.autoPlayer.stop()
        self.runner.stop()

    def setOverlay(self, on: bool) -> None:
        """Show or hide the probability overlay (it follows every move; on
        huge boards it covers the part in view)."""
        self.overlayLayer.enabled = on
        if on:
            self.runner.request(self.model.game, self._window())
        else:
            self.runner.cancel()
        self.board.viewport().update()

    def undo(self) -> None:
        """Take back the losing move (practice); the game becomes assisted."""
        if self.model.game.status is not Status.LOST:
            return
        # A huge board's loss may not be announced yet (its statistics come
        # off the GUI thread): announce it as it was, before it is undone.
        self.session.settle()
        self.autoPlayer.stop()
        self.session.markAssisted()
        self.board.setEffect(None)
        self.model.undoLastMove()
        self.undone.emit()  # the window closes the drop-down menu
        self._update_mark()
        self.board.setFocus()

    def solve(self, on: bool = True) -> None:
        """Start (or stop) auto-play of the rest of the game."""
        self.actionSolve.setChecked(on)

    def hideButtons(self, hidden: bool) -> None:
        """Options > Hide assist buttons: the header without its hint and
        probability buttons (remembered; H and P still work)."""
        self.window.settings.hide_assist_buttons = hidden
        if self.actionHideButtons.isChecked() != hidden:
            self.actionHideButtons.setChecked(hidden)
        if self.window.header.showAssistButtons(not hidden):
            self.window.fitToBoard()  # the header's new width, once

    def _on_keep_toggled(self, on: bool) -> None:
        self.window.settings.keep_probabilities = on

    def setPace(self, pace: str) -> None:
        """Auto-play pace: "slow", "normal" or "fast" (remembered)."""
        self.window.settings.solve_pace = pace
        self.autoPlayer.setInterval(PACES[pace])
        self.paceActions[pace].setChecked(True)

    # --- reactions -----------------------------------------------------------------------

    def _set_hint(self, hint: Hint | None) -> None:
        old = self.hint
        self.hint = self.hintLayer.hint = hint
        # The hint names cells by the labels along the board's edges.
        self.board.setEdgeLabels(hint is not None and hint.informative)
        if hint is None:
            self.bar.hide()
        else:
            self.bar.setColors(self.board.colors)
            self.bar.text.setText(hint.text)
            self._place_bar()
            self.bar.show()
        if old is not hint:
            self.board.viewport().update()

    def hintText(self) -> str:
        """The words of the hint shown now ("" when none): what the panel
        shows, for whatever else tells it (a screen reader)."""
        return self.hint.text if self.hint is not None else ""

    def _place_bar(self) -> None:
        """The panel over the board, away from the hinted cells."""
        hint = self.hint
        if hint is None:
            return
        area = self.window.boardArea
        viewport = self.board.viewport()
        shown = QRect(viewport.mapTo(area, QPoint(0, 0)), viewport.size())
        cells = [hint.cell, *hint.proof]
        rect = QRect()
        for cell in cells:
            rect = rect.united(self.board.visualRect(self.model.index(*cell)))
        avoid = QRect(viewport.mapTo(area, rect.topLeft()), rect.size())
        self.bar.place(shown, avoid)

    def _focus(self) -> tuple[int, int] | None:
        if self.board.cursorShown:
            return self.board.cursorCell
        moves = self.model.game.moves
        return (moves[-1].row, moves[-1].col) if moves else None

    def _too_large(self) -> str:
        return translate("Assist", "Solve works on boards of up to 100,000 cells; on larger "
                         "boards hints and probabilities cover the part of the board in view.")

    def _window(self) -> Window | None:
        """The part of the board in view, on a huge board (else None)."""
        return self.viewWindow.rect() if windowed(self.model.game) else None

    def _on_view_moved(self) -> None:
        if self.overlayLayer.enabled and windowed(self.model.game):
            self.runner.request(self.model.game, self._window())

    def _on_moved(self) -> None:
        if self.hint is not None:
            self.clearHint()
        if self.overlayLayer.enabled:
            self.runner.request(self.model.game, self._window())
        self._update_actions()

    def _on_analysis(self) -> None:
        analysis = self.runner.analysis
        layer = self.overlayLayer
        if analysis is None:
            layer.probabilities = None
            self.board.viewport().update()
            return
        game = self.model.game
        if layer.enabled and not game.status.is_over:
            self.session.markAssisted()  # the overlay shows what the numbers imply

        def show() -> None:
            if self.runner.analysis is not analysis:
                return  # a newer one is on its way
            layer.probabilities = [p for row in analysis.probabilities() for p in row]
            layer.top, layer.left, _, right = analysis.window
            layer.cols = right - layer.left
            self.board.viewport().update()

        # Shown once the assisted mark is on disk (see showHint).
        self.session.whenFlagsKept(show)

    def _on_game_changed(self) -> None:
        self.autoPlayer.stop()
        self.clearHint()
        if self.overlayLayer.enabled and not self.window.settings.keep_probabilities:
            # A new game starts unassisted unless the player asked to keep them.
            self.actionProbabilities.setChecked(False)
        self.overlayLayer.probabilities = None
        if self.overlayLayer.enabled:
            self.runner.request(self.model.game, self._window())
        self._update_mark()
        self._update_actions()

    def _on_paused(self, paused: bool) -> None:
        if paused:
            self.autoPlayer.stop()
            self.clearHint()

    def _on_solve_toggled(self, on: bool) -> None:
        if on and not self.autoPlayer.running:
            game = self.model.game
            if not available(game):
                self.window.notify(self._too_large())
            elif not game.status.is_over:
                self.session.markAssisted()
                self.clearHint()

                def start() -> None:  # once the assisted mark is on disk (see showHint)
                    if (self.actionSolve.isChecked() and self.model.game is game
                            and not self.autoPlayer.start()):
                        self.actionSolve.setChecked(False)

                self.session.whenFlagsKept(start)
                return
            self.actionSolve.setChecked(False)
        elif not on:
            self.autoPlayer.stop()

    def _on_solving(self, running: bool) -> None:
        self.actionSolve.setChecked(running)

    def _update_actions(self, *_: object) -> None:
        game = self.model.game
        lost = game.status is Status.LOST
        playable = not game.status.is_over
        self.actionUndo.setEnabled(lost)
        for action in (self.actionHint, self.actionPlayHint):
            action.setEnabled(playable)
        self.hintButton.setEnabled(playable)
        self.actionSolve.setEnabled(playable or self.autoPlayer.running)

    def _update_mark(self) -> None:
        mark = self.assistedMark
        deaths = self.model.game.deaths
        mark.setVisible(self.session.assisted)
        mark.setPixmap(bulb_icon(48, deaths))
        text = translate("Assist", "Assisted: not counted for best times")
        name = translate("Assist", "Assisted")
        if deaths:
            undone = translate("Assist", "Losses undone: {0}").format(deaths)
            text += "\n" + undone
            name += ", " + undone
        mark.setToolTip(text)
        mark.setAccessibleName(name)

    # --- events ---------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.window.boardArea:
            if kind == QEvent.Type.Resize and self.bar.isVisible():
                self._place_bar()
            return False
        if watched is self.window:
            # Esc no widget took (the board passes it on): clear or stop.
            if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) \
                    and event.key() == Qt.Key.Key_Escape and (self.hint or self.autoPlayer.running):
                self.autoPlayer.stop()
                self.clearHint()
                return True
            return False
        if self.autoPlayer.running and kind in (QEvent.Type.MouseButtonPress,
                                                QEvent.Type.TouchBegin):
            self.autoPlayer.stop()  # any click or touch on the board stops auto-play
            return True
        return False
