"""Where the packaged art lives, installed or in a source checkout."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from importlib.abc import Traversable  # importlib.resources.abc from 3.11


@functools.cache
def _package_folder() -> Traversable | None:
    """The package ``minesweeper_qt.resources`` when it is one outside this
    file's folder (an editable install maps it elsewhere; a namespace package,
    so possibly several folders); looked up once per run (importlib.resources
    searches every finder)."""
    # A fallback: resources not beside the package (slow import).
    from importlib import resources

    try:
        return resources.files("minesweeper_qt.resources")
    except ModuleNotFoundError:
        return None


def resource_path(name: str) -> str:
    """Filesystem path of ``resources/<name>`` (e.g. ``"theme.svg"``).

    Installed, the folder is the package ``minesweeper_qt.resources``; in a source
    checkout that is not installed, the top-level ``resources/`` folder.

    Raises:
        FileNotFoundError: the file is in neither place.
    """
    here = Path(__file__).resolve().parent
    # Installed as files, or a source checkout (where an editable install maps
    # the package too): no need for importlib.resources (slow to import).
    for folder in (here / "resources", here.parent / "resources"):
        if (folder / name).is_file():
            return str(folder / name)
    package = _package_folder()
    candidate = (Path(str(package / name)) if package is not None
                 else here.parent / "resources" / name)
    if not candidate.is_file():
        fallback = here.parent / "resources" / name
        if not fallback.is_file():
            raise FileNotFoundError(f"resource {name!r} not found at {candidate}")
        candidate = fallback
    return str(candidate)
