"""minesweeper-qt: a native desktop Minesweeper in Python and PySide6."""

from __future__ import annotations

import functools

APP_NAME = "minesweeper-qt"
ORGANIZATION = "minesweeper-qt"
#: Reverse-DNS application id: desktop file, AppStream metainfo and icon name.
APP_ID = "io.github.minesweeperqt.Minesweeper"


@functools.cache
def version() -> str:
    """The installed distribution's version, or ``"0+unknown"`` in a source
    checkout that is not installed. Looked up once, when first asked for:
    ``importlib.metadata`` costs tens of milliseconds, and the start of the
    game (up to its first painted board) does not need it."""
    # Importlib.metadata is slow to load: read once the board is painted (below the seam).
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as distribution_version

    try:
        return distribution_version("minesweeper-qt")
    except PackageNotFoundError:  # running from a source checkout that is not installed
        return "0+unknown"


def __getattr__(name: str) -> str:
    # ``minesweeper_qt.__version__``, looked up on first use (see version()).
    if name == "__version__":
        return version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
