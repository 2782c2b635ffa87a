"""Checks the settings INI file before ``QSettings`` parses it: Qt turns
``@Variant(...)`` and the like back into objects (a crafted one aborts the
process), and the game never writes them (Qt writes a leading ``@`` as ``@@``).
Such a file, one too large or not a regular file is moved aside.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import sys
from pathlib import Path

from PySide6.QtCore import QSettings

from .safe_files import UnsafeFile, read_regular

log = logging.getLogger(__name__)

#: Larger settings files are refused (the game's own is a few kilobytes).
MAX_SETTINGS_BYTES = 1024 * 1024
#: Appended to the name of a refused settings file.
BAD_SUFFIX = ".bad"
_PROBE = "minesweeper-qt-path-probe"
# A value (or an element of a comma-separated list) that Qt would deserialise:
# '@' then a letter, or an escape that makes the first character '@'.
_AT_VALUE = re.compile(r'^\s*"?\s*(@[A-Za-z]|\\x0*40|\\100|\\u0*40)', re.IGNORECASE)


def problem(data: bytes) -> str | None:
    """What makes the INI text ``data`` unsafe for ``QSettings``, or None."""
    text = data.decode("utf-8", errors="replace")
    text = re.sub(r"\\\r?\n", "", text)  # Qt joins lines ending with a backslash
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if not stripped or stripped[0] in ";#[" or "=" not in stripped:
            continue
        value = stripped.split("=", 1)[1]
        # Elements of a list are split at commas outside quotes.
        pieces: list[str] = []
        current: list[str] = []
        quoted = False
        for char in value:
            if char == '"':
                quoted = not quoted
            if char == "," and not quoted:
                pieces.append("".join(current))
                current = []
            else:
                current.append(char)
        pieces.append("".join(current))
        for piece in pieces:
            if _AT_VALUE.match(piece):
                return f"line {number} holds a serialised Qt value ({piece.strip()[:30]!r})"
    return None


def guard(path: Path) -> str | None:
    """Check the settings file ``path`` and move it aside (to ``<path>.bad``)
    when it is unsafe; returns why it was moved (None: fine or absent)."""
    try:
        data = read_regular(path, MAX_SETTINGS_BYTES)
    except FileNotFoundError:
        return None
    except UnsafeFile as error:
        why = error.strerror or str(error)
    except OSError as error:  # unreadable: QSettings will find it empty, no harm
        log.warning("settings file %s cannot be read: %s", path, error)
        return None
    else:
        if len(data) > MAX_SETTINGS_BYTES:
            why = f"the file is larger than {MAX_SETTINGS_BYTES} bytes"
        else:
            found = problem(data)
            if found is None:
                return None
            why = found
    log.warning("settings file %s is damaged: %s; moving it aside", path, why)
    try:
        os.replace(path, str(path) + BAD_SUFFIX)  # a link is renamed, not followed
    except OSError as error:
        log.warning("cannot move %s aside: %s", path, error)
        with contextlib.suppress(OSError):
            os.unlink(path)
    return why


def native_files(organization: str, application: str) -> list[Path]:
    """The INI files a native ``QSettings(organization, application)`` reads
    here (user and system scope), or ``[]`` where the native format is not INI."""
    if sys.platform.startswith("win") or sys.platform == "darwin":
        return []
    files: list[Path] = []
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        # A probe's path is the folder Qt uses, found without reading ours.
        probe = Path(QSettings(QSettings.Format.NativeFormat, scope, _PROBE, _PROBE).fileName())
        base = probe.parent.parent
        files += [base / organization / f"{application}.conf", base / f"{organization}.conf"]
    return files
