"""Texts of Help > How to play and Help > About."""

from __future__ import annotations

import platform

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QCoreApplication, qVersion

from minesweeper_qt import __version__


def _tr(text: str) -> str:
    return QCoreApplication.translate("Help", text)


def how_to_play() -> str:
    """Rich text: the rules and every control."""
    return "".join([
        "<h3>", _tr("Clear the field without touching a mine"), "</h3>",
        "<p>", _tr("A number tells how many of the eight cells around it hide a mine. "
                   "Reveal every safe cell to win; the first click is always safe."), "</p>",
        "<p><b>", _tr("Mouse"), "</b><br>",
        _tr("Left click: reveal a cell."), "<br>",
        _tr("Right click: place or remove a flag."), "<br>",
        _tr("Middle click, or left and right together, on a number whose flags are all "
            "placed: reveal its other neighbours (chord). A left click on such a number "
            "chords too."), "</p>",
        "<p><b>", _tr("Touch"), "</b><br>",
        _tr("Tap to reveal; press and hold to flag, or to chord a number. "
            "Flag mode (the flag button, G) makes taps place flags."), "</p>",
        "<p><b>", _tr("Keyboard"), "</b><br>",
        _tr("Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; "
            "F2 starts a new game; Ctrl++ and Ctrl+- zoom."), "</p>",
    ])


def about() -> str:
    """Rich text: name, version, Qt, PySide6 and Python versions."""
    return "".join([
        "<h3>minesweeper-qt ", __version__, "</h3>",
        "<p>", _tr("A native desktop Minesweeper with the classic rules."), "</p>",
        "<p>", _tr("Qt {0}, PySide6 {1}, Python {2}").format(
            qVersion(), pyside_version, platform.python_version()), "</p>",
        "<p>", _tr("Licensed under the MIT licence."), "</p>",
    ])
