"""Help while playing: hints that explain themselves, the probability overlay,
undo after a loss and auto-play, wired into the main window.

Any of them makes the game *assisted* (``GameSession.markAssisted``, the one
counting rule): the header shows a mark, the drop-down menu says it is not
counted for best times, the save file keeps it, and its result goes to the
assisted statistics. Keys: H hint, Shift+H play the hint, P probabilities,
Ctrl+Z undo the losing move, Esc clears the hint or stops auto-play.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAction,
    QActionGroup,
    QIcon,
    QKeyEvent,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QMenuBar,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from minesweeper_qt.engine import Gesture, InputMode, Status
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
from .icons import bulb_icon, overlay_icon


class AssistMenus(Retranslator, Protocol):
    """The window's menus as the assistance fills them."""

    @property
    def assistMenu(self) -> QMenu:
        """The Assist menu, in the menu bar, empty until the assistance fills it."""
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

    def notify(self, text: str, timeout_ms: int = 15_000) -> None: ...
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


class HintBar(QFrame):
    """The line under the header that explains a hint (object name
    ``hintBar``): the text (``hintText``), a "Play it" button
    (``playHintButton``) and a close button (``closeHintButton``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hintBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("QFrame#hintBar { background: #f4f0d8; border: 1px solid #7b7b7b; }"
                           " QLabel#hintText { color: #000000; }")
        self.text = QLabel()
        self.text.setObjectName("hintText")
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # As wide as the window allows, never wider: the board sets the width.
        self.text.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.playButton = QPushButton()
        self.playButton.setObjectName("playHintButton")
        self.closeButton = QToolButton()
        self.closeButton.setObjectName("closeHintButton")
        self.closeButton.setText("\u00d7")
        self.closeButton.setAutoRaise(True)
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 3, 3, 3)
        row.addWidget(self.text, 1)
        side = QVBoxLayout()
        side.setSpacing(2)
        side.addWidget(self.playButton)
        side.addStretch(1)
        row.addLayout(side)
        row.addWidget(self.closeButton, 0, Qt.AlignmentFlag.AlignTop)

    def fitText(self, width: int) -> None:
        """Fix the text's height to the lines it needs at a bar ``width`` pixels
        wide (a wrapped label otherwise asks for a narrow column's height)."""
        room = width - self.playButton.sizeHint().width() - self.closeButton.sizeHint().width() - 30
        self.text.setFixedHeight(self.text.heightForWidth(max(80, room)))


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

        self.bar = HintBar()
        self.bar.hide()
        self.bar.playButton.clicked.connect(self.playHint)
        self.bar.closeButton.clicked.connect(self.clearHint)
        central = window.centralWidget()
        column = central.layout() if central is not None else None
        assert isinstance(column, QVBoxLayout)
        column.insertWidget(1, self.bar)

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
            "actionProbabilities", lambda: translate("Assist", "Show &probabilities"),
            Qt.Key.Key_P, checkable=True)
        self.actionProbabilities.toggled.connect(self.setOverlay)
        self.actionProbabilities.toggled.connect(self.overlayButton.setChecked)
        self.overlayButton.toggled.connect(self.actionProbabilities.setChecked)
        self.actionSayProbability = self._action(
            "actionSayProbability", lambda: translate("Assist", "Spea&k the cell's probability"),
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
        knowledge = analysis = None
        if game.has_layout and windowed(game):
            region = read_region(game, self.viewWindow.rect())
            runner = self.runner
            if isinstance(runner.knowledge, Region) and runner.knowledge == region \
                    and runner.analysis is not None:
                analysis = runner.analysis  # the overlay's, for this very view
            else:
                analysis = analyse(region)
            knowledge = board_knowledge(region)
        elif game.has_layout:
            knowledge = game.knowledge()
            if self.runner.knowledge == knowledge and self.runner.analysis is not None:
                analysis = self.runner.analysis  # the overlay's, for this very view
            else:
                analysis = analyse(knowledge)
        hint = hints.choose(game, analysis, knowledge or game.knowledge(), self._focus())
        self._set_hint(hint)
        if hint is not None:
            if hint.informative:
                self.session.markAssisted()
            self.board.scrollTo(self.model.index(*hint.cell))
            self.hinted.emit(*hint.cell)
            self.hintShown.emit(hint)
        return hint

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
            if self.bar.isVisible():
                self.bar.hide()
                self.window.fitToBoard()  # back to the board's size (unless sized by hand)
        else:
            self.bar.text.setText(hint.text)
            self.bar.fitText(self.window.width() - 12)
            if not self.bar.isVisible():
                self.bar.show()
                self.window.fitToBoard()
        if old is not hint:
            self.board.viewport().update()

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
        else:
            layer.probabilities = [p for row in analysis.probabilities() for p in row]
            layer.top, layer.left, _, right = analysis.window
            layer.cols = right - layer.left
            game = self.model.game
            if layer.enabled and not game.status.is_over:
                self.session.markAssisted()  # the overlay shows what the numbers imply
        self.board.viewport().update()

    def _on_game_changed(self) -> None:
        self.autoPlayer.stop()
        self.clearHint()
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
            if not available(self.model.game):
                self.window.notify(self._too_large())
            elif self.autoPlayer.start():
                self.session.markAssisted()
                self.clearHint()
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
