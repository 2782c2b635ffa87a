"""Where the packaged art lives, installed or in a source checkout."""

from __future__ import annotations

from pathlib import Path


def resource_path(name: str) -> str:
    """Filesystem path of ``resources/<name>`` (e.g. ``"theme.svg"``).

    Installed, the folder is the package ``minesweeper_qt.resources``; in a source
    checkout that is not installed, the top-level ``resources/`` folder.

    Raises:
        FileNotFoundError: the file is in neither place.
    """
    beside = Path(__file__).resolve().parent / "resources" / name
    if beside.is_file():  # installed as files: no need for importlib.resources (slow to import)
        return str(beside)
    from importlib import resources

    try:
        candidate = Path(str(resources.files("minesweeper_qt.resources") / name))
    except ModuleNotFoundError:
        candidate = Path(__file__).resolve().parent.parent / "resources" / name
    if not candidate.is_file():
        fallback = Path(__file__).resolve().parent.parent / "resources" / name
        if not fallback.is_file():
            raise FileNotFoundError(f"resource {name!r} not found at {candidate}")
        candidate = fallback
    return str(candidate)
