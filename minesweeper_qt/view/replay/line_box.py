"""A box of whole lines: words in a scroll area whose height is a whole
number of lines, every line the same height, and whose scrolling stops only
at a line's top, so no line is ever shown cut (issue 44: the review's words
showed a half line over the scroll bar)."""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QSizePolicy

#: Always in the line height's measure: the review's words name cells and
#: chances in these characters, often in a taller font than the language's.
LATIN_SAMPLE = "AD14 20% Ag"


class LineBox(QScrollArea):
    """Words (plain text, wrapped) shown in exactly ``lines`` whole lines; a
    longer text scrolls a line at a time and the view's top is always a
    line's top. Its label is :attr:`label` (selectable, a Tab stop, so that a
    screen reader reads it).

    Every line is drawn :meth:`lineHeight` pixels high, the tallest of
    ``sample`` (a short text in the current language: its font may be
    taller or shorter than the widget's, as for Japanese or Arabic) and
    :data:`LATIN_SAMPLE`: a line that mixes scripts is otherwise taller than
    its neighbours and no whole-line height exists. The box's height never
    depends on the words: its window keeps its size from one text to the
    next."""

    def __init__(self, lines: int, sample: str) -> None:
        super().__init__()
        self.lines = lines
        self.sample = sample
        self._words = ""
        self._line = 1
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)  # for the fixed line height
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                           | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.label.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.label.setAlignment(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignTop)
        self.setWidget(self.label)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.verticalScrollBar().valueChanged.connect(self._snap)
        self.label.installEventFilter(self)
        self.fit()

    def words(self) -> str:
        """The plain text shown ("" for none)."""
        return self._words

    def setWords(self, words: str) -> None:
        """Show ``words`` (plain text; ``\\n`` starts a line) from the top."""
        self._words = words
        if not words:
            self.label.setText("")
        else:
            lines = "<br>".join(html.escape(part) for part in words.split("\n"))
            self.label.setText(f'<div style="line-height: {self._line}px">{lines}</div>')
        self.verticalScrollBar().setValue(0)

    def lineHeight(self) -> int:
        """One line's height, in pixels (measured on the label's own text
        layout, which knows the fallback fonts the widget's metrics do not)."""
        probe = QLabel()
        probe.setFont(self.label.font())
        probe.setWordWrap(True)
        heights = []
        for sample in (self.sample, LATIN_SAMPLE):
            probe.setText(sample or LATIN_SAMPLE)
            heights.append(probe.heightForWidth(1 << 16))
        return max(1, *heights)

    def fit(self) -> None:
        """Size the box to :attr:`lines` whole lines and the scroll steps to a line."""
        self._line = self.lineHeight()
        self.setFixedHeight(self.lines * self._line)
        bar = self.verticalScrollBar()
        bar.setSingleStep(self._line)
        bar.setPageStep(self.lines * self._line)
        self.setWords(self._words)

    def _snap(self, value: int) -> None:
        # A drag of the bar lands anywhere: back to the nearest line's top
        # (the text's end is one too: the text is whole lines).
        snapped = min(round(value / self._line) * self._line,
                      self.verticalScrollBar().maximum())
        if snapped != value:
            self.verticalScrollBar().setValue(snapped)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.label and event.type() == QEvent.Type.FontChange:
            self.fit()
        return super().eventFilter(watched, event)
