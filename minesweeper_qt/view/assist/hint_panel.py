"""The panel that explains a hint: floated over the board's area, never in the
window's layout, so that showing or closing it moves nothing under the pointer."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..paint.palette import CLASSIC, Palette

#: The panel's margin from the area's edges, in logical pixels.
MARGIN = 4


def panel_style(palette: Palette) -> str:
    """The panel's style sheet in ``palette``'s colours: the theme's panel
    colour and text, its buttons on the header's colour with the text colour."""
    border = QColor(palette.bevel_dark if not _dark(palette) else palette.bevel_light)
    return (
        f"QFrame#hintBar {{ background: {palette.panel}; border: 1px solid {border.name()};"
        " border-radius: 3px; }"
        f" QLabel#hintText {{ color: {palette.panel_text}; background: transparent; }}"
        f" QFrame#hintBar QPushButton, QFrame#hintBar QToolButton {{"
        f" color: {palette.panel_text}; background: {palette.header};"
        f" border: 1px solid {palette.panel_text}; border-radius: 3px; padding: 2px 8px; }}"
        f" QFrame#hintBar QToolButton {{ padding: 0px 4px; }}"
    )


def _dark(palette: Palette) -> bool:
    return QColor(palette.window).lightnessF() < 0.5


class HintPanel(QFrame):
    """The explanation of a hint (object name ``hintBar``): the text
    (``hintText``), a "Play it" button (``playHintButton``) and a close button
    (``closeHintButton``). A child of the board's area placed by
    :meth:`place` over the board, at its top or bottom, whichever keeps the
    hinted cells in sight; as wide as the area, as tall as its text."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("hintBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.text = QLabel()
        self.text.setObjectName("hintText")
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.playButton = QPushButton()
        self.playButton.setObjectName("playHintButton")
        self.closeButton = QToolButton()
        self.closeButton.setObjectName("closeHintButton")
        self.closeButton.setText("\u00d7")
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 4, 4, 4)
        row.addWidget(self.text, 1)
        side = QVBoxLayout()
        side.setSpacing(4)
        side.addWidget(self.closeButton, 0, Qt.AlignmentFlag.AlignRight)
        side.addWidget(self.playButton)
        side.addStretch(1)
        row.addLayout(side)
        self.setColors(CLASSIC)

    def setColors(self, palette: Palette) -> None:
        """Draw the panel in ``palette``'s colours (a theme change)."""
        self.setStyleSheet(panel_style(palette))

    def heightFor(self, width: int) -> int:
        """The panel's height at ``width`` pixels: its text whole (every line)."""
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else None
        side = max(self.playButton.sizeHint().width(), self.closeButton.sizeHint().width())
        extra = (margins.left() + margins.right() + 6) if margins is not None else 16
        room = max(60, width - side - extra - 2 * self.frameWidth())
        text = self.text.heightForWidth(room)
        buttons = self.playButton.sizeHint().height() + self.closeButton.sizeHint().height() + 4
        vertical = (margins.top() + margins.bottom()) if margins is not None else 8
        return max(text, buttons) + vertical + 2 * self.frameWidth()

    def place(self, board: QRect, avoid: QRect | None) -> None:
        """Rest over ``board`` (the board's view in the parent's coordinates):
        at its bottom, or at its top when ``avoid`` (the hinted cells) is in
        the board's lower half; as wide as the parent allows."""
        parent = self.parentWidget()
        assert parent is not None
        width = max(1, parent.width() - 2 * MARGIN)
        height = min(self.heightFor(width), max(1, parent.height() - 2 * MARGIN))
        bottom = min(board.bottom(), parent.height() - 1) - MARGIN - height + 1
        top = max(board.top(), 0) + MARGIN
        at_top = avoid is not None and avoid.center().y() > board.center().y()
        y = top if at_top else max(MARGIN, bottom)
        self.setGeometry(MARGIN, y, width, height)
        self.raise_()
