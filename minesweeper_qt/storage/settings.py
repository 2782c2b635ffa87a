"""Typed, validating access to the player's settings (QSettings).

Every value is read through one typed accessor: a value that is missing gives
the default; a value that is damaged (wrong type, out of range, unparsable, as
from a hand-edited or corrupted file) is dropped with a logged warning, removed
from the store, and the default used: the program never crashes on settings.

Before any ``QSettings`` parses the player's file, :func:`open_settings` checks
it (:mod:`.ini_guard`: no serialised Qt values, a regular file) and sets a
damaged one aside. :meth:`Settings.sync` checks that the file was written and
tells :attr:`Settings.write_failed` when it was not.
"""

from __future__ import annotations

import errno
import logging
import math
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths

from minesweeper_qt import APP_NAME, ORGANIZATION
from minesweeper_qt.engine import BEGINNER, Difficulty, FirstClick

log = logging.getLogger(__name__)
T = TypeVar("T")

CELL_SIZE_RANGE = (8, 256)
LONG_PRESS_RANGE = (100, 3000)


#: Why settings files were set aside by :func:`open_settings` in this process
#: (path, reason), for a message to the player.
set_aside: list[tuple[Path, str]] = []


class StoreError(Exception):
    """The settings store could not be written; the message is a few
    translated words for the player ("the disk is full")."""


def open_settings() -> QSettings:
    """The player's settings store (native format, per user). Every INI file
    it would read is checked first and a damaged one set aside
    (:data:`set_aside`), so that ``QSettings`` never parses it."""
    from .ini_guard import guard, native_files

    for path in native_files(ORGANIZATION, APP_NAME):
        why = guard(path)
        if why is not None:
            set_aside.append((path, why))
    return QSettings(QSettings.Format.NativeFormat, QSettings.Scope.UserScope,
                     ORGANIZATION, APP_NAME)


def _store_path(store: QSettings) -> Path | None:
    """The file behind ``store``, or None (the Windows registry)."""
    name = store.fileName()
    path = Path(name)
    return path if path.is_absolute() and not name.startswith("\\") else None


def lock_path(store: QSettings) -> Path:
    """The lock file guarding read-modify-write updates of ``store``:
    ``<settings file>.update.lock`` beside the file (or in the application data
    folder for the registry). Not ``<file>.lock``: ``QSettings.sync()`` takes
    that one itself for each write."""
    path = _store_path(store)
    if path is None:
        folder = Path(QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.AppDataLocation))
        folder.mkdir(parents=True, exist_ok=True)
        return folder / "settings.update.lock"
    path.parent.mkdir(parents=True, exist_ok=True)
    return path.with_name(path.name + ".update.lock")


def guard_store(store: QSettings, contents: bool = True) -> None:
    """Before ``store`` re-reads its file: something other than a regular file
    in its place raises; with ``contents``, a file holding serialised Qt values
    is set aside (see :mod:`.ini_guard`).

    Raises:
        StoreError: a link, FIFO, device or folder is in the file's place.
    """
    from .ini_guard import guard
    from .safe_files import UnsafeFile, check_regular, reason

    path = _store_path(store)
    if path is None or store.format() not in (QSettings.Format.IniFormat,
                                              QSettings.Format.NativeFormat):
        return
    try:
        check_regular(path)
    except UnsafeFile as error:
        raise StoreError(reason(error)) from None
    why = guard(path) if contents else None
    if why is not None:
        set_aside.append((path, why))


def settings_write_problem(store: QSettings) -> str:
    """Why ``store`` could not be written, found by looking at its file and
    folder (Qt only says "access error"): a few translated words."""
    from .safe_files import reason

    path = _store_path(store)
    if path is None:
        return QCoreApplication.translate("Storage", "the settings could not be written")
    folder = path.parent
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    code = 0
    try:
        if path.exists() and not path.is_file():
            code = errno.EISDIR
        elif not folder.is_dir():
            code = errno.ENOTDIR
        else:
            fs = os.statvfs(folder) if hasattr(os, "statvfs") else None
            if fs is not None and fs.f_flag & getattr(os, "ST_RDONLY", 1):
                code = errno.EROFS
            elif not os.access(folder, os.W_OK) or (
                    path.exists() and not os.access(path, os.W_OK)):
                code = errno.EACCES
            elif fs is not None and fs.f_bavail * fs.f_frsize < 64 * 1024:
                code = errno.ENOSPC
    except OSError as error:
        code = error.errno or 0
    if code == errno.EISDIR:
        return QCoreApplication.translate("Storage", "something other than a file is in its place")
    if code:
        return reason(OSError(code, os.strerror(code)))
    return QCoreApplication.translate("Storage", "the settings could not be written")


def to_bool(raw: object) -> bool:
    """A bool from QSettings' ``true``/``false`` strings or a real bool.

    Raises:
        ValueError: anything else.
    """
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, str) and raw.strip().lower() in ("true", "false", "1", "0"):
        return raw.strip().lower() in ("true", "1")
    if isinstance(raw, int) and raw in (0, 1):
        return bool(raw)
    raise ValueError(f"not a boolean: {raw!r}")


def to_int(raw: object) -> int:
    """An int from an int or a decimal string (no floats, NaN or huge strings).

    Raises:
        ValueError: anything else.
    """
    if isinstance(raw, bool):
        raise ValueError(f"not an integer: {raw!r}")
    if isinstance(raw, int):
        return raw
    if isinstance(raw, float) and math.isfinite(raw) and raw.is_integer():
        return int(raw)
    if isinstance(raw, str) and len(raw) < 20:
        return int(raw.strip())
    raise ValueError(f"not an integer: {raw!r}")


def in_range(low: int, high: int) -> Callable[[object], int]:
    def convert(raw: object) -> int:
        value = to_int(raw)
        if not low <= value <= high:
            raise ValueError(f"{value} is outside {low}-{high}")
        return value

    return convert


def to_first_click(raw: object) -> FirstClick:
    return FirstClick(str(raw))


def to_difficulty(raw: object) -> Difficulty:
    if not isinstance(raw, str):
        raise ValueError(f"not a difficulty: {raw!r}")
    return Difficulty.parse(raw)


def to_name(raw: object) -> str:
    """A player name: a string, trimmed, at most 40 characters.

    Raises:
        ValueError: not a string.
    """
    if not isinstance(raw, str):
        raise ValueError(f"not a name: {raw!r}")
    return raw.strip()[:40]


def to_theme_id(raw: object) -> str:
    """A theme id (a theme folder's name: a-z, 0-9, - and _, at most 40), or "".

    Raises:
        ValueError: anything else.
    """
    if not isinstance(raw, str) or not re.fullmatch(r"(?:[a-z0-9][a-z0-9_-]{0,39})?", raw):
        raise ValueError(f"not a theme id: {raw!r}")
    return raw


def to_language(raw: object) -> str:
    """A shipped language code, or "" for the system language.

    Raises:
        ValueError: anything else.
    """
    from minesweeper_qt.i18n import normalize

    if not isinstance(raw, str):
        raise ValueError(f"not a language: {raw!r}")
    if raw == "":
        return ""
    code = normalize(raw)
    if code is None:
        raise ValueError(f"not a shipped language: {raw!r}")
    return code


def to_scroll_cell(raw: object) -> tuple[int, int, int, int]:
    """``"rows,cols,row,col"`` (the cell inside the board).

    Raises:
        ValueError: anything else.
    """
    if not isinstance(raw, str) or len(raw) > 40:
        raise ValueError(f"not a scroll position: {raw!r}")
    parts = [to_int(p) for p in raw.split(",")]
    if len(parts) != 4 or not (0 <= parts[2] < parts[0] and 0 <= parts[3] < parts[1]):
        raise ValueError(f"not a scroll position: {raw!r}")
    return parts[0], parts[1], parts[2], parts[3]


class Settings:
    """The player's preferences, typed. Pass a ``QSettings`` to use another store
    (tests use a temporary INI file); by default the player's native store."""

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store if store is not None else open_settings()
        #: Called with a sentence for the player when :meth:`sync` finds the
        #: options were not written (None: only logged).
        self.write_failed: Callable[[str], None] | None = None

    def _get(self, key: str, convert: Callable[[object], T], default: T) -> T:
        raw = self.store.value(key)
        if raw is None:
            return default
        try:
            return convert(raw)
        except (ValueError, TypeError, OverflowError) as error:
            log.warning("settings: ignoring damaged value %s=%r (%s)", key, raw, error)
            self.store.remove(key)
            return default

    def _set(self, key: str, value: object) -> None:
        self.store.setValue(key, value)

    @property
    def difficulty(self) -> Difficulty:
        """The board size last played (default Beginner)."""
        return self._get("game/difficulty", to_difficulty, BEGINNER)

    @difficulty.setter
    def difficulty(self, value: Difficulty) -> None:
        self._set("game/difficulty", value.key)

    @property
    def cell_size(self) -> int:
        """Zoom: cell side in logical pixels (8-256, default 32)."""
        return self._get("view/cellSize", in_range(*CELL_SIZE_RANGE), 32)

    @cell_size.setter
    def cell_size(self, value: int) -> None:
        self._set("view/cellSize", int(value))

    @property
    def question_marks(self) -> bool:
        """Whether right clicks cycle through a question mark (default off)."""
        return self._get("options/questionMarks", to_bool, False)

    @question_marks.setter
    def question_marks(self, value: bool) -> None:
        self._set("options/questionMarks", bool(value))

    @property
    def first_click(self) -> FirstClick:
        """First-click safety rule (default ``FirstClick.OPENING``)."""
        return self._get("options/firstClick", to_first_click, FirstClick.OPENING)

    @first_click.setter
    def first_click(self, value: FirstClick) -> None:
        self._set("options/firstClick", value.value)

    @property
    def chord_on_click(self) -> bool:
        """Whether a left click on a satisfied number chords (default on)."""
        return self._get("options/chordOnClick", to_bool, True)

    @chord_on_click.setter
    def chord_on_click(self, value: bool) -> None:
        self._set("options/chordOnClick", bool(value))

    @property
    def long_press_ms(self) -> int:
        """Hold time in milliseconds for a long press (100-3000, default 400)."""
        return self._get("options/longPressMs", in_range(*LONG_PRESS_RANGE), 400)

    @long_press_ms.setter
    def long_press_ms(self, value: int) -> None:
        self._set("options/longPressMs", int(value))

    @property
    def animations(self) -> bool:
        """Whether menus slide and mines explode (default on; off for reduced motion)."""
        return self._get("options/animations", to_bool, True)

    @animations.setter
    def animations(self, value: bool) -> None:
        self._set("options/animations", bool(value))

    @property
    def player_name(self) -> str:
        """Name last given for a best time ("" before the first record)."""
        return self._get("records/playerName", to_name, "")

    @player_name.setter
    def player_name(self, value: str) -> None:
        self._set("records/playerName", to_name(value))

    @property
    def language(self) -> str:
        """Interface language code chosen in Options ("" = follow the system)."""
        return self._get("options/language", to_language, "")

    @language.setter
    def language(self, value: str) -> None:
        self._set("options/language", to_language(value))

    @property
    def no_guess(self) -> bool:
        """Whether new games are no-guess boards (default off)."""
        return self._get("options/noGuess", to_bool, False)

    @no_guess.setter
    def no_guess(self, value: bool) -> None:
        self._set("options/noGuess", bool(value))

    @property
    def solve_pace(self) -> str:
        """Auto-play pace: "slow", "normal" (default) or "fast"."""
        return self._get("assist/solvePace", _to_pace, "normal")

    @solve_pace.setter
    def solve_pace(self, value: str) -> None:
        self._set("assist/solvePace", _to_pace(value))

    @property
    def theme(self) -> str:
        """The chosen theme's id ("" = Automatic: follow the system's light or dark
        scheme). A theme that no longer exists is the view's concern."""
        return self._get("view/theme", to_theme_id, "")

    @theme.setter
    def theme(self, value: str) -> None:
        self._set("view/theme", to_theme_id(value))

    @property
    def colorblind_numbers(self) -> bool:
        """Whether numbers use the colour-blind-safe palette (default off)."""
        return self._get("view/colorblindNumbers", to_bool, False)

    @colorblind_numbers.setter
    def colorblind_numbers(self, value: bool) -> None:
        self._set("view/colorblindNumbers", bool(value))

    @property
    def live_counters(self) -> bool:
        """Whether 3BV/s, clicks, IOE and the estimated time show while playing
        (default off)."""
        return self._get("view/liveCounters", to_bool, False)

    @live_counters.setter
    def live_counters(self, value: bool) -> None:
        self._set("view/liveCounters", bool(value))

    @property
    def mouse_long_press(self) -> bool:
        """Whether holding the left mouse button flags like a long press on a touch
        screen (default off: with a mouse a hold is a slow click)."""
        return self._get("options/mouseLongPress", to_bool, False)

    @mouse_long_press.setter
    def mouse_long_press(self, value: bool) -> None:
        self._set("options/mouseLongPress", bool(value))

    @property
    def fit_to_window(self) -> bool:
        """Whether the board's cells grow and shrink with the window (default off)."""
        return self._get("view/fitToWindow", to_bool, False)

    @fit_to_window.setter
    def fit_to_window(self, value: bool) -> None:
        self._set("view/fitToWindow", bool(value))

    @property
    def clock_hundredths(self) -> bool:
        """Whether the live clock shows hundredths of a second (default off:
        whole seconds, as the classic LED clock)."""
        return self._get("view/clockHundredths", to_bool, False)

    @clock_hundredths.setter
    def clock_hundredths(self, value: bool) -> None:
        self._set("view/clockHundredths", bool(value))

    @property
    def scroll_cell(self) -> tuple[int, int, int, int] | None:
        """``(rows, cols, row, col)``: the board size of the game in play at quit
        and the cell then at the view's top left (None when not remembered)."""
        return self._get("view/scrollCell", to_scroll_cell, None)

    @scroll_cell.setter
    def scroll_cell(self, value: tuple[int, int, int, int]) -> None:
        self._set("view/scrollCell", ",".join(str(int(v)) for v in value))

    def sync(self) -> bool:
        """Write the options to disk; False (and :attr:`write_failed` told)
        when they could not be written."""
        try:
            guard_store(self.store, contents=False)  # what it holds was read already
            self.store.sync()
            # A fresh object: the store's own status() keeps its first error.
            check = QSettings(self.store.fileName(), self.store.format())
            check.sync()
            ok = check.status() == QSettings.Status.NoError
            problem = "" if ok else settings_write_problem(self.store)
        except StoreError as error:
            ok, problem = False, str(error)
        if not ok:
            log.warning("settings: cannot write %s: %s", self.store.fileName(), problem)
            if self.write_failed is not None:
                self.write_failed(QCoreApplication.translate(
                    "Storage", "Settings could not be saved: {0}.").format(problem))
        return ok


def _to_pace(raw: object) -> str:
    """An auto-play pace name ("slow", "normal", "fast").

    Raises:
        ValueError: any other value.
    """
    if raw not in ("slow", "normal", "fast"):
        raise ValueError(f"not a pace: {raw!r}")
    return str(raw)
