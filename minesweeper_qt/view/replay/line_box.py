"""A box of whole lines: a word-wrapped label in a scroll area whose height is
a whole number of the label's lines and whose scrolling stops only at line
boundaries, so no line is ever shown cut in half (issue 44: the review's
words showed a half line over the scroll bar)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea


class LineBox(QScrollArea):
    """Shows ``label`` (word-wrapped) in exactly ``lines`` whole lines of its
    font; a longer text scrolls a line at a time and the view's top is always
    a line's top.

    The line height is measured on the label's own text layout with
    ``sample`` (a short text in the current language, so that a fallback font
    taller than the widget's, as for Japanese, counts) and measured again
    when the label's font changes. The box's height never depends on the text
    shown: its window keeps its size from one text to the next."""

    def __init__(self, label: QLabel, lines: int, sample: str) -> None:
        super().__init__()
        self.label = label
        self.lines = lines
        self.sample = sample
        self.setWidget(label)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.verticalScrollBar().valueChanged.connect(self._snap)
        label.installEventFilter(self)
        self.fit()

    def lineHeight(self) -> int:
        """One line of the label's text, in pixels (its layout's, not the
        widget font's ``lineSpacing``, which knows no fallback font)."""
        probe = QLabel(self.sample or "Ag")
        probe.setFont(self.label.font())
        probe.setTextFormat(self.label.textFormat())
        probe.setTextInteractionFlags(self.label.textInteractionFlags())
        probe.setWordWrap(True)
        height = probe.heightForWidth(1 << 16)
        return max(1, height if height > 0 else probe.sizeHint().height())

    def fit(self) -> None:
        """Size the box to :attr:`lines` whole lines and the scroll steps to a line."""
        line = self.lineHeight()
        self._line = line
        self.setFixedHeight(self.lines * line)
        bar = self.verticalScrollBar()
        bar.setSingleStep(line)
        bar.setPageStep(self.lines * line)

    def _snap(self, value: int) -> None:
        # A drag of the bar lands anywhere: round it to the nearest line's top
        # (the end of the text is a line's top too: the text is whole lines).
        snapped = round(value / self._line) * self._line
        bar = self.verticalScrollBar()
        snapped = min(snapped, bar.maximum() - bar.maximum() % self._line)
        if snapped != value:
            bar.setValue(snapped)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.label and event.type() == QEvent.Type.FontChange:
            self.fit()
        return super().eventFilter(watched, event)
