"""Helpers every window of the view uses with the screen it is on: how much
room a window may take, and laying its widgets out before its size is read."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QWidget


def activate_layouts(widget: QWidget) -> None:
    """Bring the layouts of ``widget`` and its descendants up to date now,
    innermost first. Qt otherwise does it on the next event-loop pass, and a
    ``sizeHint()`` read before that is the previous board's or zoom's."""
    for child in widget.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
        activate_layouts(child)
    layout = widget.layout()
    if layout is not None:
        layout.activate()


def room_on_screen(widget: QWidget, frame: QSize | None = None) -> QSize:
    """The most a window of ``widget`` (on its parent's screen, if it has a
    parent) should take, in logical pixels: the screen's available area less
    its frame: ``frame`` (the width and height the window system's frame
    adds, once it told them), else room guessed for a frame and the
    desktop's panels."""
    parent = widget.parentWidget()
    avail = (parent if parent is not None else widget).screen().availableGeometry().size()
    if frame is None or frame.isNull():
        frame = QSize(32, 64)
    return avail - frame


def fit_to_screen(window: QWidget, wanted: QSize | None = None) -> None:
    """Size ``window`` (a dialog or other top-level window, before or after it
    shows) to ``wanted`` (default: its size hint), in logical pixels, never
    larger than :func:`room_on_screen` nor smaller than its layout's minimum.
    A window whose layout cannot shrink to the room stays too large: each one
    must give up room itself (a long text scrolls, a side pane goes below)."""
    activate_layouts(window)
    size = (wanted if wanted is not None else window.sizeHint())
    window.resize(size.boundedTo(room_on_screen(window)).expandedTo(window.minimumSizeHint()))
