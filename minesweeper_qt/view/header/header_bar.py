"""The header above the board: mines-left counter, flag-mode button, face, menu
button and clock, in a sunken panel."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QWidget

from minesweeper_qt.engine import Game, Status

from ..numbers import integer
from ..paint.art import Art
from ..paint.palette import Palette
from .header import Face, FaceButton, LedDisplay

# lupdate reads ``translate("Context", "text")`` calls through this name.
translate = QCoreApplication.translate

#: Clock display refresh, in milliseconds (the clock itself is computed on demand).
CLOCK_REFRESH_MS = 100
#: The same for a clock in hundredths (about 50 frames a second).
HUNDREDTHS_REFRESH_MS = 20
#: Largest number the clock shows, in seconds.
CLOCK_MAX = 99_999
#: From this many seconds a clock in hundredths shows whole seconds: no wider
#: than "999.99", so its room never grows (issue 44: past 999 s it widened the header).
HUNDREDTHS_UNTIL = 1000


def button_style(palette: Palette) -> str:
    """The header buttons' style sheet in ``palette``'s colours: raised on the
    header's colour (the theme draws its icons for that colour, so they show
    in every theme), sunken with the cursor colour when on (flag mode, the
    probability overlay) or pressed. Set on the header itself, so the buttons
    never keep a colour of the desktop's or an earlier theme's palette."""
    header = QColor(palette.header)
    dark = header.lightnessF() < 0.5
    hover = header.lighter(135) if dark else header.darker(108)
    on = QColor(palette.cursor)
    on_fill = QColor(on)
    on_fill.setAlphaF(0.45)
    light, shade = palette.bevel_light, palette.bevel_dark
    fill = on_fill.name(QColor.NameFormat.HexArgb)
    return f"""
QFrame#header QToolButton {{
    background: {header.name()}; border-style: solid; border-width: 2px;
    border-color: {light} {shade} {shade} {light}; border-radius: 2px; padding: 1px;
}}
QFrame#header QToolButton:hover {{ background: {hover.name()}; }}
QFrame#header QToolButton:pressed {{ border-color: {shade} {light} {light} {shade}; }}
QFrame#header QToolButton:checked {{
    background: {fill}; border: 2px solid {on.name()};
}}
QFrame#header QToolButton:disabled {{ border-color: {shade}; }}
"""


def no_guess_icon(side: int = 48) -> QPixmap:
    """The no-guess mark: a question mark struck through (no guessing), in
    white on green. ``side`` in device pixels (ratio 2)."""
    pixmap = QPixmap(side, side)
    pixmap.setDevicePixelRatio(2.0)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = side / 2  # logical size
    box = QRectF(s * 0.06, s * 0.06, s * 0.88, s * 0.88)
    p.setPen(QPen(QColor("#ffffff"), max(1.0, s / 20)))
    p.setBrush(QColor("#1f7a3a"))
    p.drawRoundedRect(box, s * 0.18, s * 0.18)
    font = QFont()
    font.setPixelSize(round(s * 0.72))
    font.setBold(True)
    p.setFont(font)
    p.setPen(QColor("#ffffff"))
    p.drawText(box, Qt.AlignmentFlag.AlignCenter, "?")
    p.setPen(QPen(QColor("#ffffff"), max(1.5, s / 9), Qt.PenStyle.SolidLine,
                  Qt.PenCapStyle.RoundCap))
    p.drawLine(QPointF(s * 0.24, s * 0.76), QPointF(s * 0.76, s * 0.24))
    p.end()
    return pixmap


#: Side of the no-guess and assisted marks, in logical pixels.
MARK_SIZE = 24


class HeaderSlot(QWidget):
    """One side of the header (``leftSlot``, ``rightSlot``): as wide as
    ``header.slotWidth()`` says, the same for both sides."""

    def __init__(self, header: HeaderBar, name: str) -> None:
        super().__init__(header)
        self.setObjectName(name)
        self._header = header

    def contentWidth(self) -> int:
        layout = self.layout()
        return layout.sizeHint().width() if layout is not None else 0

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(self._header.slotWidth(), hint.height())

    def minimumSizeHint(self) -> QSize:
        # Without the clock's kept room: a window sized by hand may be narrower.
        return QSize(self._header.slotWidth(keep_room=False), super().sizeHint().height())

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            # Its contents changed: both slots' widths may have (the header's
            # layout keeps each slot's last size hint until told).
            for slot in (self._header.leftSlot, self._header.rightSlot):
                slot.updateGeometry()
        return super().event(event)


def face_for(status: Status) -> Face:
    """The face a game in ``status`` wears."""
    return {Status.WON: Face.COOL, Status.LOST: Face.DEAD}.get(status, Face.SMILE)


class HeaderBar(QFrame):
    """The header (object name ``header``). ``elapsed()`` gives the game's seconds;
    while a game is in play (:meth:`showStatus`) the clock display refreshes
    every :data:`CLOCK_REFRESH_MS` milliseconds."""

    def __init__(self, art: Art, elapsed: Callable[[], float],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("header")
        self.setFrameShape(QFrame.Shape.Panel)
        self.setFrameShadow(QFrame.Shadow.Sunken)
        self._art = art
        self._elapsed = elapsed
        self.mineCounter = LedDisplay(art)
        self.mineCounter.setObjectName("mineCounter")
        self.clock = LedDisplay(art)
        self.clock.setObjectName("clock")
        for counter in (self.mineCounter, self.clock):
            # Tab stops: a screen reader reads their names ("Mines left: 9");
            # M and T say the same from the board.
            counter.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.faceButton = FaceButton(art)
        self.flagModeButton = self._tool_button("flagModeButton", "icon_flag")
        self.flagModeButton.setCheckable(True)
        self.menuButton = self._tool_button("menuButton", "icon_menu")
        # Help (hint, probability overlay) and the mark of an assisted game; their
        # icons, texts and actions come from view/assist/assist.py.
        self.hintButton = self._tool_button("hintButton", "icon_flag")
        self.overlayButton = self._tool_button("overlayButton", "icon_flag")
        self.overlayButton.setCheckable(True)
        self.assistedMark = QLabel()
        self.assistedMark.setObjectName("assistedMark")
        self.assistedMark.hide()
        #: Shown while a no-guess board is played (see :meth:`showNoGuess`).
        self.noGuessMark = QLabel()
        self.noGuessMark.setObjectName("noGuessMark")
        self.noGuessMark.setPixmap(no_guess_icon())
        self.noGuessMark.hide()
        self._hundredths = False
        self._clock_timer = QTimer(self)
        self._clock_timer.setInterval(CLOCK_REFRESH_MS)
        self._clock_timer.timeout.connect(self.refreshClock)
        # The marks keep their place while hidden: nothing moves when one shows.
        for mark in (self.noGuessMark, self.assistedMark):
            mark.setFixedSize(MARK_SIZE, MARK_SIZE)
            policy = mark.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            mark.setSizePolicy(policy)
        # Two slots of one width either side of the face, which stays centred
        # whatever shows in them (see HeaderSlot).
        self.leftSlot = HeaderSlot(self, "leftSlot")
        self.rightSlot = HeaderSlot(self, "rightSlot")
        left = QHBoxLayout(self.leftSlot)
        right = QHBoxLayout(self.rightSlot)
        for box in (left, right):
            box.setContentsMargins(0, 0, 0, 0)
        for box, items in ((left, (self.mineCounter, 6, self.flagModeButton, self.hintButton,
                                   self.overlayButton, None)),
                           (right, (None, self.noGuessMark, self.assistedMark,
                                    self.menuButton, 6, self.clock))):
            for item in items:
                if isinstance(item, QWidget):
                    box.addWidget(item)
                elif item is None:
                    box.addStretch(1)
                else:
                    box.addSpacing(item)
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 4, 6, 4)
        row.addWidget(self.leftSlot, 1)
        row.addWidget(self.faceButton)
        row.addWidget(self.rightSlot, 1)

    def slotWidth(self, keep_room: bool = True) -> int:
        """The width of each slot beside the face: the wider of the two's
        contents (the marks count while hidden, the clock at the widest it
        can show: :meth:`clockRoom`), so that the face stays centred and no
        mark, no time and neither clock option changes the header's width
        (and so moves the board). ``keep_room`` False: the clock as it is
        now, the least a window sized by hand gives."""
        right = self.rightSlot.contentWidth()
        if keep_room:
            right += max(0, self.clockRoom() - self.clock.sizeHint().width())
        return max(self.leftSlot.contentWidth(), right)

    def clockRoom(self) -> int:
        """The clock's widest, in pixels: :data:`CLOCK_MAX` in whole seconds, or
        just under :data:`HUNDREDTHS_UNTIL` in hundredths."""
        return max(self.clock.widthOf(len(str(CLOCK_MAX))),
                   self.clock.widthOf(len(str(HUNDREDTHS_UNTIL - 1)), 2))

    def _tool_button(self, name: str, icon: str) -> QToolButton:
        button = QToolButton()
        button.setObjectName(name)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        button.setIcon(QIcon(self._art.pixmap(icon, QSize(48, 48), 2.0)))
        return button

    def retranslate(self) -> None:
        self.flagModeButton.setToolTip(
            translate("MainWindow", "Flag mode: clicks and taps place flags (G)"))
        self.menuButton.setToolTip(translate("MainWindow", "Menu: pause, new game, difficulty"))
        self.faceButton.setToolTip(translate("MainWindow", "New game (F2)"))
        self.noGuessMark.setToolTip(translate(
            "MainWindow", "No-guess board: every safe cell can be found without guessing"))
        self.noGuessMark.setAccessibleName(translate("MainWindow", "No-guess board"))
        # Screen-reader names of the counter and clock (texts looked up per value).
        self.mineCounter.setDescription(
            lambda v: translate("MainWindow", "Mines left: {0}").format(integer(v))
        )
        # The drop-down menu's own words for the time, shared.
        self.clock.setDescription(lambda v: translate("DropMenu", "Time: {0} s").format(integer(v)))

    def refreshArt(self, palette: Palette) -> None:
        """Redraw every picture from the art (after a theme change) in ``palette``."""
        for led in (self.mineCounter, self.clock):
            led.colors = palette
            led.update()
        self.setStyleSheet(button_style(palette))
        self.faceButton.setScale(self.faceButton.iconSize().width() / 26)
        self.flagModeButton.setIcon(QIcon(self._art.pixmap("icon_flag", QSize(48, 48), 2.0)))
        self.menuButton.setIcon(QIcon(self._art.pixmap("icon_menu", QSize(48, 48), 2.0)))

    def setScale(self, scale: float) -> None:
        """Grow the counters and buttons with the zoom (1.0 to 2.0)."""
        for led in (self.mineCounter, self.clock):
            led.setScale(scale)
        self.faceButton.setScale(scale)
        for button in (self.flagModeButton, self.hintButton, self.overlayButton,
                       self.menuButton):
            button.setIconSize(QSize(round(20 * scale), round(20 * scale)))

    def showStatus(self, status: Status) -> None:
        """Clock display and face for ``status`` (the display runs while playing)."""
        if status is Status.PLAYING:
            self._clock_timer.start()
        else:
            self._clock_timer.stop()
        self.refreshClock()
        self.faceButton.setFace(face_for(status))

    def showPressing(self, pressing: bool, status: Status) -> None:
        """The face says "oh" while a cell is pressed in a game not over."""
        self.faceButton.setFace(Face.OH if pressing and not status.is_over else face_for(status))

    def showGame(self, game: Game) -> None:
        """Show ``game``: its mines left (at least three digits, more for a
        count that needs them), its status and clock (a resumed game's clock
        shows its time) and its no-guess mark."""
        self.mineCounter.setMinimumDigits(max(3, len(str(game.mine_count))))
        self.mineCounter.setValue(game.mines_left)
        self.showStatus(game.status)
        self.showNoGuess(game.plays_no_guess)

    def showAssistButtons(self, on: bool) -> bool:
        """Show or hide the hint and probability buttons (Options > Hide
        assist buttons: a clean header); returns whether that changed."""
        if self.hintButton.isHidden() != on:
            return False
        self.hintButton.setVisible(on)
        self.overlayButton.setVisible(on)
        return True

    def showNoGuess(self, on: bool) -> None:
        """Show the no-guess mark (a no-guess board is being played)."""
        self.noGuessMark.setVisible(on)

    def setHundredths(self, on: bool) -> bool:
        """The clock in hundredths of a second (truncated, as competitive
        clocks do), refreshed about 50 times a second, up to
        :data:`HUNDREDTHS_UNTIL` seconds; else whole seconds. Returns whether
        it changed (the header keeps its width either way)."""
        if on == self._hundredths:
            return False
        self._hundredths = on
        self.clock.setDecimals(2 if on else 0)
        self._clock_timer.setInterval(HUNDREDTHS_REFRESH_MS if on else CLOCK_REFRESH_MS)
        self.refreshClock()
        return True

    def refreshClock(self) -> None:
        seconds = min(float(CLOCK_MAX), self._elapsed())
        if self._hundredths and seconds < HUNDREDTHS_UNTIL:
            self.clock.setDecimals(2)
            self.clock.setValue(int(seconds * 100 + 1e-6))
        else:
            self.clock.setDecimals(0)
            self.clock.setValue(int(seconds))
