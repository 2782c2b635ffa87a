"""The save file on disk (:mod:`.save_format`): atomic writes
(:func:`.safe_files.write_atomic`), only regular files read or written, a file
that fails validation moved aside as ``*.bad`` (:class:`BadSaveFile`).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QStandardPaths

from minesweeper_qt.engine import Game, Snapshot, Status
from minesweeper_qt.engine.clock import TimeSource

from .safe_files import UnsafeFile, read_regular, write_atomic
from .save_format import (
    BAD_SUFFIX,
    FILE_NAME,
    MAX_FILE_BYTES,
    STRAY_AGE_SECONDS,
    BadSaveFile,
    Encoder,
    SavedGame,
    SaveFileError,
    decode,
)

if TYPE_CHECKING:  # the replay modules load after the first paint
    from minesweeper_qt.replay.recording import Recording

log = logging.getLogger(__name__)


def default_path() -> Path:
    """``current-game.json`` in ``QStandardPaths.AppDataLocation``."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder) / FILE_NAME


def in_progress(game: Game) -> bool:
    """Whether ``game`` is worth keeping: in play, or not started but with moves
    (flags placed before the first reveal). Finished and untouched games are not."""
    return game.status is Status.PLAYING or (game.status is Status.READY and bool(game.moves))


class SaveStore:
    """The save file at ``path`` (default :func:`default_path`).

    Every method is safe to call when the file or its folder does not exist.
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else default_path()
        self._encoder = Encoder()

    @property
    def bad_path(self) -> Path:
        """Where a file that failed validation is moved: ``current-game.json.bad``."""
        return self.path.with_name(self.path.name + BAD_SUFFIX)

    def exists(self) -> bool:
        return self.path.is_file()

    def load(self, time_source: TimeSource = time.monotonic) -> SavedGame | None:
        """The saved game in progress, its clock on ``time_source``.

        Returns None when there is no file, or when it holds a finished game
        (then the file is removed: finished games are not resumed). Also removes
        stray temporary files of interrupted saves (see :meth:`remove_strays`).

        Raises:
            BadSaveFile: the file could not be read or failed validation; it has
                been moved aside to :attr:`bad_path` (``moved_to``).
        """
        self.remove_strays()
        try:
            data = read_regular(self.path, MAX_FILE_BYTES)
        except FileNotFoundError:
            return None
        except UnsafeFile as error:
            reason = error.strerror or str(error)
        except OSError as error:
            reason = f"the file could not be read ({error.strerror or error})"
        else:
            try:
                saved = decode(data, time_source)
            except SaveFileError as error:
                reason = str(error)
            else:
                if saved.game.status.is_over:
                    self.discard()
                    return None
                return saved
        log.warning("saved game %s is damaged: %s; moving it aside", self.path, reason)
        raise BadSaveFile(reason, self.move_aside())

    def save(self, game: Game, counted: bool = True, game_id: str | None = None,
             assisted: bool = False) -> None:
        """Write ``game`` atomically (the old file stays whole until the new one is
        complete on disk); ``game_id`` is stored with it (see :class:`SavedGame`).

        Raises:
            OSError: the folder or file could not be written (``UnsafeFile``:
                something other than a regular file is in its place).
        """
        self.write(game.snapshot(), counted, game_id, key=game, assisted=assisted)

    def write(self, snap: Snapshot, counted: bool = True, game_id: str | None = None,
              key: object = None,
              commit: Callable[[Callable[[], None]], bool] | None = None,
              assisted: bool = False, record: Recording | None = None) -> None:
        """Encode, write and sync a snapshot atomically (one thread at a
        time); ``key``, ``record``: as :meth:`.save_format.Encoder.encode`;
        ``commit``: as :func:`.safe_files.write_atomic`.

        Raises:
            OSError: as :meth:`save`.
        """
        data = self._encoder.encode(snap, counted, key=key, game_id=game_id, assisted=assisted,
                                    record=record)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(self.path, data, commit=commit)
        except OSError as error:
            raise type(error)(error.errno, f"cannot write {self.path}: "
                              f"{error.strerror or error}") from error

    def remove_strays(self, older_than: float = STRAY_AGE_SECONDS) -> list[Path]:
        """Remove temporary files of killed saves (``current-game.json.XXXXXX``)
        once ``older_than`` seconds old (a younger one may be another copy's
        save in progress). Returns the paths removed."""
        removed: list[Path] = []
        now = time.time()
        try:
            candidates = list(self.path.parent.glob(self.path.name + ".??????"))
        except OSError:
            return removed
        for path in candidates:
            suffix = path.name[len(self.path.name) + 1:]
            try:
                if suffix.isalnum() and suffix.isascii() and path.is_file() and (
                        now - path.stat().st_mtime > older_than):
                    path.unlink()
                    removed.append(path)
            except OSError as error:
                log.warning("cannot remove %s: %s", path, error)
        return removed

    def discard(self) -> None:
        """Remove the file (no game to resume); a failure is logged."""
        try:
            self.remove()
        except OSError as error:
            log.warning("cannot remove the saved game %s: %s", self.path, error)

    def remove(self) -> None:
        """Remove the file (a link in its place is removed, never followed).

        Raises:
            OSError: it is there and could not be removed (read-only folder).
        """
        self.path.unlink(missing_ok=True)

    def move_aside(self) -> Path | None:
        """Rename the file to :attr:`bad_path` (replacing an older one); returns
        that path, or None when there was no file or it could not be moved (then
        it is removed if possible, so that it is not read again)."""
        try:
            self.path.replace(self.bad_path)
        except FileNotFoundError:
            return None
        except OSError as error:
            log.warning("cannot move the saved game aside: %s", error)
            self.discard()
            return None
        return self.bad_path
