"""The classic header widgets: LED counters and the face button."""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QIcon,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QLabel, QSizePolicy, QToolButton, QWidget

from ..paint.art import Art
from ..paint.palette import CLASSIC, Palette

#: LED digit size in logical pixels at 100 % zoom (the theme's 26x46 halved).
LED_SIZE = QSize(13, 23)


class LedDisplay(QLabel):
    """A red-on-black seven-segment number, as on the classic counter and clock
    (a label to screen readers: QLabel gives it the static-text role).

    Shows at least ``digits`` digits (more when the value needs them) and a
    leading minus for negative values. Its accessible name is the value, or
    ``describe(value)`` when a describing function is set (e.g. "Mines left: 10").
    """

    def __init__(self, art: Art, digits: int = 3, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._art = art
        #: Colour slots (the LED background).
        self.colors: Palette = CLASSIC
        self._digits = digits
        self._value = 0
        self._scale = 1.0
        self._describe: Callable[[int], str] = str
        self._paused = False
        #: Digits after the decimal point (0, or 2 for a clock in hundredths:
        #: the value is then in hundredths).
        self._decimals = 0
        self.setAccessibleName("0")  # setValue(0) alone would leave it unnamed
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)

    def value(self) -> int:
        return self._value

    def text(self) -> str:
        """The characters shown, e.g. ``"-07"`` or ``"040"`` (``"040.25"`` with
        two decimals)."""
        value = self._value
        if self._decimals:
            whole, part = divmod(max(0, value), 10 ** self._decimals)
            return str(whole).rjust(self._digits, "0") + "." + \
                str(part).rjust(self._decimals, "0")
        if value < 0:
            return "-" + str(-value).rjust(self._digits - 1, "0")
        return str(value).rjust(self._digits, "0")

    def setDecimals(self, decimals: int) -> None:
        """Show ``decimals`` digits after a point (the value is then counted in
        units of 10**-decimals: hundredths for 2)."""
        if decimals != self._decimals:
            self._decimals = decimals
            self.updateGeometry()
            self.update()

    def setValue(self, value: int) -> None:
        if value != self._value:
            old_width = self._width_shown()
            old_whole = self._value // 10 ** self._decimals
            self._value = value
            whole = value // 10 ** self._decimals
            if whole != old_whole or not self.accessibleName():
                self.setAccessibleName(self._describe(whole))  # whole units, spoken
            if self._width_shown() != old_width:
                self.updateGeometry()
            self.update()

    def isPaused(self) -> bool:
        return self._paused

    def setPaused(self, paused: bool) -> None:
        """Show the pause sign (two bars over dimmed digits): the time stands still."""
        if paused != self._paused:
            self._paused = paused
            self.update()

    def setDescription(self, describe: Callable[[int], str]) -> None:
        """How a screen reader names the display: ``describe(value)`` (in whole
        units); call again after a language change."""
        self._describe = describe
        self.setAccessibleName(describe(self._value // 10 ** self._decimals))

    def setMinimumDigits(self, digits: int) -> None:
        self._digits = max(1, digits)
        self.updateGeometry()
        self.update()

    def setScale(self, scale: float) -> None:
        """Size relative to 100 % zoom (LEDs follow the board's zoom)."""
        self._scale = scale
        self.updateGeometry()
        self.update()

    def _width_shown(self) -> float:
        """The width in digits (a decimal point is a third of one)."""
        text = self.text()
        dots = text.count(".")
        return max(self._digits, len(text) - dots) + dots / 3

    def _digit_size(self) -> QSize:
        return QSize(round(LED_SIZE.width() * self._scale), round(LED_SIZE.height() * self._scale))

    def widthOf(self, digits: int, decimals: int = 0) -> int:
        """The display's width (pixels) showing ``digits`` digits (at least its
        minimum) and ``decimals`` more after a point, whatever it shows now."""
        shown = max(self._digits, digits) + decimals
        return round(self._digit_size().width() * (shown + (decimals > 0) / 3)) + 4

    def sizeHint(self) -> QSize:
        digit = self._digit_size()
        return QSize(round(digit.width() * self._width_shown()) + 4, digit.height() + 4)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(self.colors.led_background))
        digit = self._digit_size()
        dpr = self.devicePixelRatioF()
        text = self.text()
        dot_w = max(2, digit.width() // 3)
        x = (self.width() - round(digit.width() * (len(text) - text.count(".")))
             - dot_w * text.count(".")) // 2
        y = (self.height() - digit.height()) // 2
        for char in text:
            if self._paused:
                painter.setOpacity(0.35)
            if char == ".":  # the LED's decimal point, in its red, at the foot
                side = max(2, round(digit.width() / 6))
                painter.fillRect(x + (dot_w - side) // 2, y + digit.height() - side - 1,
                                 side, side, QColor(self.colors.led_pause))
                x += dot_w
                continue
            element = "led_minus" if char == "-" else f"led_{char}"
            painter.drawPixmap(x, y, self._art.pixmap(element, digit, dpr))
            x += digit.width()
        if self._paused:
            # Two upright bars in the middle: the pause sign, in the LED's red.
            painter.setOpacity(1.0)
            bar_w = max(2, digit.width() // 4)
            bar_h = digit.height() * 2 // 3
            cx, top = self.width() // 2, (self.height() - bar_h) // 2
            red = QColor(self.colors.led_pause)
            painter.fillRect(cx - bar_w - bar_w // 2 - 1, top, bar_w, bar_h, red)
            painter.fillRect(cx + bar_w // 2 + 1, top, bar_w, bar_h, red)
        if self.hasFocus():  # a Tab stop (for screen readers): show where the focus is
            painter.setOpacity(1.0)
            painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Highlight), 2))
            painter.drawRect(self.rect().adjusted(1, 1, -1, -1))
        painter.end()

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)


class Face(Enum):
    """The reset button's expressions and their theme elements."""

    SMILE = "face_smile"
    OH = "face_oh"
    COOL = "face_cool"
    DEAD = "face_dead"


#: The screen scales (device pixel ratios) the face's icon is drawn for.
_ICON_SCALES = (1.0, 1.5, 2.0, 3.0)


class FaceButton(QToolButton):
    """The reset button (object name ``faceButton``): smiles, says "oh" while a
    cell is pressed, wears sunglasses on a win and dies on a loss."""

    def __init__(self, art: Art, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("faceButton")
        self._art = art
        self._face = Face.SMILE
        self._side = 26
        self.setAutoRaise(False)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setScale(1.0)

    def face(self) -> Face:
        return self._face

    def setFace(self, face: Face) -> None:
        if face is not self._face:
            self._face = face
            self._refresh()

    def setScale(self, scale: float) -> None:
        self._side = round(26 * scale)
        self.setIconSize(QSize(self._side, self._side))
        self.setFixedSize(self._side + 10, self._side + 10)
        self._refresh()

    def prepare(self) -> None:
        """Draw every face at this size now, in a quiet moment, so that a
        game's end does not: each face is 4 SVG renders (one per screen scale
        the icon holds), about 3 ms the first time it shows."""
        for face in Face:
            self._pixmaps(face)

    def _pixmaps(self, face: Face) -> list[QPixmap]:
        size = QSize(self._side, self._side)
        return [self._art.pixmap(face.value, size, dpr) for dpr in _ICON_SCALES]

    def _refresh(self) -> None:
        icon = QIcon()
        for pixmap in self._pixmaps(self._face):
            icon.addPixmap(pixmap)
        self.setIcon(icon)
        self.update()
