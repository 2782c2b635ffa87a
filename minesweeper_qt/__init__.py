"""minesweeper-qt: a native desktop Minesweeper in Python and PySide6."""

from __future__ import annotations

#: The version, written here once: the distribution's (pyproject.toml reads it,
#: see ``[tool.setuptools.dynamic]``), the release tag's and ``--version``'s.
__version__ = "0.1.0"
APP_NAME = "minesweeper-qt"
ORGANIZATION = "minesweeper-qt"
#: Reverse-DNS application id: desktop file, AppStream metainfo and icon name.
APP_ID = "io.github.minesweeperqt.Minesweeper"


def version() -> str:
    """The program's version (:data:`__version__`), as ``--version`` prints it."""
    return __version__
