"""minesweeper-qt: a native desktop Minesweeper in Python and PySide6."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("minesweeper-qt")
except PackageNotFoundError:  # running from a source checkout that is not installed
    __version__ = "0+unknown"

APP_NAME = "minesweeper-qt"
ORGANIZATION = "minesweeper-qt"
#: Reverse-DNS application id: desktop file, AppStream metainfo and icon name.
APP_ID = "io.github.minesweeperqt.Minesweeper"
