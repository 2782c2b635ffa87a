"""Typed, validating access to the player's settings (QSettings).

Every value is read through one typed accessor: a value that is missing gives
the default; a value that is damaged (wrong type, out of range, unparsable, as
from a hand-edited or corrupted file) is dropped with a logged warning, removed
from the store, and the default used: the program never crashes on settings.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QSettings

from minesweeper_qt import APP_NAME, ORGANIZATION
from minesweeper_qt.engine import BEGINNER, Difficulty, FirstClick

log = logging.getLogger(__name__)
T = TypeVar("T")

CELL_SIZE_RANGE = (8, 256)
LONG_PRESS_RANGE = (100, 3000)


def open_settings() -> QSettings:
    """The player's settings store (native format, per user)."""
    return QSettings(QSettings.Format.NativeFormat, QSettings.Scope.UserScope,
                     ORGANIZATION, APP_NAME)


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


class Settings:
    """The player's preferences, typed. Pass a ``QSettings`` to use another store
    (tests use a temporary INI file); by default the player's native store."""

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store if store is not None else open_settings()

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

    def sync(self) -> None:
        self.store.sync()


def _to_pace(raw: object) -> str:
    """An auto-play pace name ("slow", "normal", "fast").

    Raises:
        ValueError: any other value.
    """
    if raw not in ("slow", "normal", "fast"):
        raise ValueError(f"not a pace: {raw!r}")
    return str(raw)
