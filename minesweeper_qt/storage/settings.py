"""Typed, validating access to the player's settings (QSettings).

Every setting is declared once, as data (a :class:`Key` of :class:`Settings`);
a missing value reads as the default, a damaged one is logged, removed and
read as the default. Once attached to the storage worker
(:meth:`Settings.attach`), the GUI thread never writes the file.
"""

from __future__ import annotations

import errno
import logging
import math
import os
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, TypeVar, overload

from PySide6.QtCore import QCoreApplication, QSettings

from minesweeper_qt import APP_NAME, ORGANIZATION
from minesweeper_qt.engine import BEGINNER, Difficulty, FirstClick
from minesweeper_qt.languages import normalize

from .ini_guard import guard, native_files
from .safe_files import UnsafeFile, check_regular, folder_errno, reason

log = logging.getLogger(__name__)
T = TypeVar("T")

CELL_SIZE_RANGE = (8, 256)
LONG_PRESS_RANGE = (100, 3000)


#: Settings files set aside in this process: (path, reason), to tell the player.
set_aside: list[tuple[Path, str]] = []


def open_settings() -> QSettings:
    """The player's settings store (native format, per user); every INI file
    it reads is checked first, a damaged one set aside (:data:`set_aside`)."""
    for path in native_files(ORGANIZATION, APP_NAME):
        why = guard(path)
        if why is not None:
            set_aside.append((path, why))
    return QSettings(QSettings.Format.NativeFormat, QSettings.Scope.UserScope,
                     ORGANIZATION, APP_NAME)


def store_path(store: QSettings) -> Path | None:
    """The file behind ``store``, or None (the Windows registry)."""
    name = store.fileName()
    path = Path(name)
    return path if path.is_absolute() and not name.startswith("\\") else None


def settings_write_problem(store: QSettings) -> str:
    """Why ``store`` could not be written (Qt only says "access error"): a
    few translated words, from its file and folder."""
    path = store_path(store)
    code = errno.EIO if path is None else folder_errno(path)
    if path is not None and os.path.lexists(path) and not path.is_file():
        code = errno.EISDIR
    elif code == errno.EIO and path is not None and path.exists() \
            and not os.access(path, os.W_OK):
        code = errno.EACCES
    if code == errno.EISDIR:
        return QCoreApplication.translate("Storage", "something other than a file is in its place")
    if code != errno.EIO:
        return reason(OSError(code, os.strerror(code)))
    return QCoreApplication.translate("Storage", "the settings could not be written")


# --- converters: a stored value to the setting's type (ValueError on damage) ----------


def to_bool(raw: object) -> bool:
    """A bool from QSettings' ``true``/``false`` strings or a real bool."""
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, str) and raw.strip().lower() in ("true", "false", "1", "0"):
        return raw.strip().lower() in ("true", "1")
    if isinstance(raw, int) and raw in (0, 1):
        return bool(raw)
    raise ValueError(f"not a boolean: {raw!r}")


def to_int(raw: object) -> int:
    """An int from an int, an integral float or a short decimal string."""
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
    """A converter to an int from ``low`` to ``high`` (inclusive; ValueError else)."""
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
    """A player name: a string, trimmed, at most 40 characters."""
    if not isinstance(raw, str):
        raise ValueError(f"not a name: {raw!r}")
    return raw.strip()[:40]


def to_theme_id(raw: object) -> str:
    """A theme id (a theme folder's name: a-z, 0-9, - and _, at most 40), or ""."""
    if not isinstance(raw, str) or not re.fullmatch(r"(?:[a-z0-9][a-z0-9_-]{0,39})?", raw):
        raise ValueError(f"not a theme id: {raw!r}")
    return raw


def to_language(raw: object) -> str:
    """A shipped language code, or "" for the system language."""
    if not isinstance(raw, str):
        raise ValueError(f"not a language: {raw!r}")
    if raw == "":
        return ""
    code = normalize(raw)
    if code is None:
        raise ValueError(f"not a shipped language: {raw!r}")
    return code


def to_pace(raw: object) -> str:
    """An auto-play pace name ("slow", "normal", "fast")."""
    if raw not in PACE_NAMES:
        raise ValueError(f"not a pace: {raw!r}")
    return str(raw)


def to_scroll_cell(raw: object) -> tuple[int, int, int, int]:
    """``"rows,cols,row,col"`` (the cell inside the board)."""
    if not isinstance(raw, str) or len(raw) > 40:
        raise ValueError(f"not a scroll position: {raw!r}")
    parts = [to_int(p) for p in raw.split(",")]
    if len(parts) != 4 or not (0 <= parts[2] < parts[0] and 0 <= parts[3] < parts[1]):
        raise ValueError(f"not a scroll position: {raw!r}")
    return parts[0], parts[1], parts[2], parts[3]


def _scroll_text(value: tuple[int, int, int, int] | None) -> str:
    if value is None:
        raise ValueError("no scroll position to store")
    return ",".join(str(int(v)) for v in value)


# --- the declaration of a setting, and the one typed accessor -----------------------------


@dataclass(frozen=True)
class Key(Generic[T]):
    """One setting, also the typed property of its name in :class:`Settings`:
    its store key (never changed), default, ``read`` (stored value to
    the type; ValueError, TypeError or OverflowError on damage), ``write``
    (the stored form; ValueError refuses a value) and meaning."""

    path: str
    default: T
    read: Callable[[object], T]
    write: Callable[[T], object]
    doc: str = ""

    @overload
    def __get__(self, settings: None, owner: type[Settings]) -> Key[T]: ...
    @overload
    def __get__(self, settings: Settings, owner: type[Settings]) -> T: ...

    def __get__(self, settings: Settings | None, owner: type[Settings]) -> Key[T] | T:
        return self if settings is None else settings.get(self)

    def __set__(self, settings: Settings, value: T) -> None:
        settings.set(self, value)


#: Auto-play paces (see ``Settings.solve_pace``).
PACE_NAMES = ("slow", "normal", "fast")


class Settings:
    """The player's preferences, typed, in ``store`` (default: the player's
    native store); every setting is one :class:`Key` of the table below."""

    # name = Key(store key, default, read (validates), write, meaning)
    difficulty = Key(
        "game/difficulty", BEGINNER, to_difficulty, lambda d: d.key,
        "The board size last played.")
    cell_size = Key(
        "view/cellSize", 32, in_range(*CELL_SIZE_RANGE), int,
        "Zoom: cell side in logical pixels (8-256).")
    question_marks = Key(
        "options/questionMarks", False, to_bool, bool,
        "Whether right clicks cycle through a question mark.")
    first_click = Key(
        "options/firstClick", FirstClick.OPENING, to_first_click, lambda f: f.value,
        "First-click safety rule.")
    chord_on_click = Key(
        "options/chordOnClick", True, to_bool, bool,
        "Whether a left click on a satisfied number chords.")
    long_press_ms = Key(
        "options/longPressMs", 400, in_range(*LONG_PRESS_RANGE), int,
        "Hold time in milliseconds for a long press (100-3000).")
    animations = Key(
        "options/animations", True, to_bool, bool,
        "Whether menus slide and mines explode (off for reduced motion).")
    player_name = Key(
        "records/playerName", "", to_name, to_name,
        "Name last given for a best time (\"\" before the first record).")
    language = Key(
        "options/language", "", to_language, to_language,
        "Interface language code chosen in Options (\"\" = follow the system).")
    no_guess = Key(
        "options/noGuess", False, to_bool, bool,
        "Whether new games are no-guess boards.")
    solve_pace = Key(
        "assist/solvePace", "normal", to_pace, to_pace,
        "Auto-play pace: \"slow\", \"normal\" or \"fast\".")
    theme = Key(
        "view/theme", "", to_theme_id, to_theme_id,
        "The chosen theme's id (\"\" = Automatic: follow the system's light or dark "
        "scheme); a theme that no longer exists is the view's concern.")
    colorblind_numbers = Key(
        "view/colorblindNumbers", False, to_bool, bool,
        "Whether numbers use the colour-blind-safe palette.")
    mouse_long_press = Key(
        "options/mouseLongPress", False, to_bool, bool,
        "Whether holding the left mouse button flags like a long press on a touch "
        "screen (off: with a mouse a hold is a slow click).")
    fit_to_window = Key(
        "view/fitToWindow", False, to_bool, bool,
        "Whether the board's cells grow and shrink with the window.")
    live_counters = Key(
        "view/liveCounters", False, to_bool, bool,
        "Whether 3BV/s, clicks, IOE and the estimated time show while playing.")
    clock_hundredths = Key(
        "view/clockHundredths", False, to_bool, bool,
        "Whether the live clock shows hundredths of a second (off: whole seconds, "
        "as the classic LED clock).")
    hide_assist_buttons = Key(
        "view/hideAssistButtons", False, to_bool, bool,
        "Whether the header hides its hint and probability buttons (their keys, H "
        "and P, still work).")
    keep_probabilities = Key(
        "assist/keepProbabilities", False, to_bool, bool,
        "Whether the probability overlay stays on for the next game (off: each new "
        "game starts without it, and so is not assisted unless asked).")
    scroll_cell: Key[tuple[int, int, int, int] | None] = Key(
        "view/scrollCell", None, to_scroll_cell, _scroll_text,
        "(rows, cols, row, col): the board size of the game in play at quit and the "
        "cell then at the view's top left (None when not remembered).")

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store if store is not None else open_settings()
        #: Called with a sentence for the player when :meth:`sync` finds the
        #: options were not written (None: only logged).
        self.write_failed: Callable[[str], None] | None = None
        # Attached: the stored forms (None: removed), and those not yet written.
        self._post: Callable[[Callable[[], str | None]], None] | None = None
        self._values: dict[str, object] = {}
        self._dirty: dict[str, object] = {}
        self._lock = threading.Lock()
        self._scheduled = False
        self._worker_store: QSettings | None = None
        self._told = False

    def attach(self, post: Callable[[Callable[[], str | None]], None] | None) -> None:
        """From now on values are written by jobs given to ``post`` (the
        storage worker; a job returns a sentence for the player or None);
        ``None`` detaches. Attached, settings are read from memory (a read of
        :attr:`store` would wait for the worker's sync: a shared lock)."""
        if post is not None:
            for key in self.keys().values():
                self._values.setdefault(key.path, self.store.value(key.path))
        self._post = post

    def _remember(self, path: str, stored: object) -> None:
        self._values[path] = stored
        with self._lock:
            self._dirty[path] = stored
            if self._scheduled or self._post is None:
                return
            self._scheduled = True
        self._post(self._write_pending)

    def _write_pending(self, sync: bool = False) -> str | None:
        """(Worker) hand the values set since the last job to the worker's
        ``QSettings`` (synced with ``sync``); a sentence once a write failed."""
        with self._lock:
            dirty, self._dirty = self._dirty, {}
            self._scheduled = False
        store = self._worker_store
        problem = None
        if store is None:  # the worker's own: its event loop syncs it (a sync from
            # Python holds the GIL for as long as the disk takes)
            store = self._worker_store = QSettings(self.store.fileName(), self.store.format())
        elif store.status() != QSettings.Status.NoError and not self._told:
            self._told = True  # (the status keeps its first error)
            problem = _not_saved(settings_write_problem(store))
        for path, stored in dirty.items():
            if stored is None:
                store.remove(path)
            else:
                store.setValue(path, stored)
        return self._sync_store(store) if sync else problem

    @classmethod
    def keys(cls) -> dict[str, Key[object]]:
        """The table: every declared setting by its attribute name."""
        return {name: value for name, value in vars(cls).items() if isinstance(value, Key)}

    def get(self, key: Key[T]) -> T:
        """The value of ``key``; the default when missing or damaged (then
        logged and removed)."""
        raw = self._values[key.path] if key.path in self._values else self.store.value(key.path)
        if raw is None:
            return key.default
        try:
            return key.read(raw)
        except (ValueError, TypeError, OverflowError) as error:
            log.warning("settings: ignoring damaged value %s=%r (%s)", key.path, raw, error)
            if self._post is None:
                self.store.remove(key.path)
            else:
                self._remember(key.path, None)
            return key.default

    def set(self, key: Key[T], value: T) -> None:
        """Store ``value`` for ``key`` (written on :meth:`sync`).

        Raises:
            ValueError: the key refuses the value (an unknown language, a bad
                theme id...).
        """
        stored = key.write(value)
        if self._post is None:
            self.store.setValue(key.path, stored)
            self._values.pop(key.path, None)
        else:
            self._remember(key.path, stored)

    def sync(self) -> bool:
        """Write the options to disk; False (:attr:`write_failed` told) when
        they could not be. Attached: the worker's job (True here)."""
        if self._post is not None:
            with self._lock:
                self._scheduled = True  # (this job writes what is set until it runs)
            self._post(lambda: self._write_pending(sync=True))
            return True
        problem = self._sync_store(self.store)
        if problem is not None and self.write_failed is not None:
            self.write_failed(problem)
        return problem is None

    def _sync_store(self, store: QSettings) -> str | None:
        """Sync ``store``: None when written, else a sentence for the player."""
        path = store_path(store)
        try:
            if path is not None:
                check_regular(path)  # never written through a link, into a FIFO...
            store.sync()
            # A fresh object: the store's own status() keeps its first error.
            check = QSettings(store.fileName(), store.format())
            check.sync()
            if check.status() == QSettings.Status.NoError:
                return None
            problem = settings_write_problem(store)
        except UnsafeFile as error:
            problem = reason(error)
        log.warning("settings: cannot write %s: %s", store.fileName(), problem)
        return _not_saved(problem)


def _not_saved(problem: str) -> str:
    return QCoreApplication.translate("Storage", "Settings could not be saved: {0}.").format(
        problem)
