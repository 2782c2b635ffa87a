"""Texts of Help > How to play and Help > About."""

from __future__ import annotations

import platform

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QCoreApplication, QSize, Qt, qVersion
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QMessageBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from minesweeper_qt import version

from ..screen import fit_to_screen

#: How to play's line length, in average characters (a comfortable measure).
_LINE_CHARS = 60


def how_to_play() -> str:
    """Rich text: the rules and every control, in the current language."""
    # One literal per call: lupdate does not join adjacent string literals.
    title = QCoreApplication.translate("Help", "Clear the field without touching a mine")
    rules = QCoreApplication.translate("Help", "A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.")
    mouse = QCoreApplication.translate("Help", "Mouse")
    left = QCoreApplication.translate("Help", "Left click: reveal a cell.")
    right = QCoreApplication.translate("Help", "Right click: place or remove a flag.")
    chord = QCoreApplication.translate("Help", "Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.")
    hold = QCoreApplication.translate("Help", "Holding the left button flags only with Options > Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.")
    touch = QCoreApplication.translate("Help", "Touch")
    ring = QCoreApplication.translate("Help", "While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.")
    tap = QCoreApplication.translate("Help", "Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.")
    keyboard = QCoreApplication.translate("Help", "Keyboard")
    keys = QCoreApplication.translate("Help", "Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.")
    assist = QCoreApplication.translate("Help", "Help")
    assist_keys = QCoreApplication.translate("Help", "H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell's chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.")
    pages = QCoreApplication.translate("Help", "Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.")
    queries = QCoreApplication.translate("Help", "M says the mines left and T the time; Shift+P says the cursor cell's chance of a mine; H says the hint again. F10 opens the menu bar.")
    stats_title = QCoreApplication.translate("Help", "Competitive statistics")
    stats = QCoreApplication.translate("Help", "3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.")
    return (
        f"<h3>{title}</h3><p>{rules}</p>"
        f"<p><b>{mouse}</b><br>{left}<br>{right}<br>{chord}<br>{hold}</p>"
        f"<p><b>{touch}</b><br>{tap} {ring}</p>"
        f"<p><b>{keyboard}</b><br>{keys} {pages} {queries}</p>"
        f"<p><b>{assist}</b><br>{assist_keys}</p>"
        f"<p><b>{stats_title}</b><br>{stats}</p>"
    )


def about() -> str:
    """Rich text: name, version, Qt, PySide6 and Python versions."""
    blurb = QCoreApplication.translate("Help", "A native desktop Minesweeper with the classic rules.")
    versions = QCoreApplication.translate("Help", "Qt {0}, PySide6 {1}, Python {2}").format(
        qVersion(), pyside_version, platform.python_version())
    licence = QCoreApplication.translate("Help", "Licensed under the MIT licence.")
    return f"<h3>minesweeper-qt {version()}</h3><p>{blurb}</p><p>{versions}</p><p>{licence}</p>"


def show_how_to_play(parent: QWidget) -> QDialog:
    """Open How to play (a dialog, object name ``howToPlay``, its text in a
    ``QTextBrowser``) without blocking; returns it. The text scrolls when the
    screen is too short for it (at 200 % it is taller than a laptop's)."""
    box = QDialog(parent)
    box.setObjectName("howToPlay")
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.setWindowTitle(QCoreApplication.translate("MainWindow", "How to play"))
    text = QTextBrowser()
    text.setObjectName("howToPlayText")
    text.setFrameShape(QFrame.Shape.NoFrame)
    text.setHtml(how_to_play())
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
    buttons.accepted.connect(box.accept)
    column = QVBoxLayout(box)
    column.addWidget(text, 1)
    column.addWidget(buttons)
    # As wide as about 60 average characters of the text's font, as tall as
    # the whole text at that width, both within the screen; measured in the
    # fonts the style gives (at polish).
    box.ensurePolished()
    width = text.fontMetrics().averageCharWidth() * _LINE_CHARS
    # A copy: the browser lays its own document out to its widget's width.
    document = text.document().clone(box)
    document.setTextWidth(width)
    margins = column.contentsMargins()
    frame = QSize(margins.left() + margins.right(),
                  margins.top() + margins.bottom() + column.spacing())
    height = int(document.size().height()) + buttons.sizeHint().height()
    document.deleteLater()
    fit_to_screen(box, QSize(width, height) + frame)
    box.open()
    return box


def show_about(parent: QWidget) -> None:
    QMessageBox.about(parent, QCoreApplication.translate("MainWindow", "About Minesweeper"),
                      about())
