"""The replay's seek slider: a click on the groove seeks there, as media players do."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QSlider, QStyle, QStyleOptionSlider, QWidget

#: Arrow keys seek this far (ms); Page Up / Page Down ten times as far.
KEY_STEP_MS = 1000


class SeekSlider(QSlider):
    """A horizontal slider over the recording's milliseconds. A left click on
    the groove moves the handle under the pointer at once (and a drag goes on
    from there); a click on the handle drags it as usual. With the focus, the
    arrow keys seek :data:`KEY_STEP_MS` back or forth, Page Up / Page Down ten
    times that, Home / End to the start and the end (the window's own Left and
    Right, one event, and Page Up / Page Down, the review's marks, give way to
    them while the slider has the focus)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setSingleStep(KEY_STEP_MS)
        self.setPageStep(10 * KEY_STEP_MS)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def valueAt(self, x: float) -> int:
        """The value under widget position ``x`` on the groove."""
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        style = self.style()
        groove = style.subControlRect(QStyle.ComplexControl.CC_Slider, option,
                                      QStyle.SubControl.SC_SliderGroove, self)
        handle = style.subControlRect(QStyle.ComplexControl.CC_Slider, option,
                                      QStyle.SubControl.SC_SliderHandle, self)
        span = groove.width() - handle.width()
        pos = round(x - groove.left() - handle.width() / 2)
        return QStyle.sliderValueFromPosition(self.minimum(), self.maximum(), pos, max(1, span),
                                              option.upsideDown)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            option = QStyleOptionSlider()
            self.initStyleOption(option)
            hit = self.style().hitTestComplexControl(QStyle.ComplexControl.CC_Slider, option,
                                                     event.position().toPoint(), self)
            if hit != QStyle.SubControl.SC_SliderHandle:
                # Jump there; the press then lands on the handle and drags it.
                self.setSliderPosition(self.valueAt(event.position().x()))
        super().mousePressEvent(event)

    def event(self, e: QEvent) -> bool:
        # Take the seeking keys before the window's shortcuts (Left/Right step).
        if isinstance(e, QKeyEvent) and e.type() == QEvent.Type.ShortcutOverride and \
                e.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End,
                            Qt.Key.Key_PageUp, Qt.Key.Key_PageDown) \
                and not e.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            e.accept()
            return True
        return super().event(e)
