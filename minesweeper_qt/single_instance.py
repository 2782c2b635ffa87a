"""One running game per player.

The first copy takes a lock in the player's data folder (``running.lock``,
:mod:`.file_lock`) and, once its window is up, listens on a
``QLocalServer`` (:class:`.handover.Listener`: the lock needs only QtCore; the
network module loads with the window's second part, after the first paint). A
second launch cannot take the lock: it connects to the server, hands over its
command line (one line of JSON: the list of arguments, :func:`.handover.send`),
waits for "ok" and exits; the running copy brings its window to the front and
acts on the command line (:attr:`SingleInstance.received`).

Only the player's own processes take part (issue 43): on Unix the server's
socket lives in a folder no other user can enter or write
(:func:`channel_folder`: ``$XDG_RUNTIME_DIR``, or a folder of our own,
``minesweeper-qt-run-<uid>``, made under the temporary folder; either is used
only when it is a real folder owned by the player with no permission for group
or others). Both ends check the other's user id from the kernel
(:func:`.handover.peer_uid`: ``SO_PEERCRED`` on Linux, ``LOCAL_PEERCRED`` on macOS and
the BSDs): the running copy hangs up on a launch of another user without
reading it, and a launch never hands its arguments to a server of another
user. A channel that cannot be trusted (:class:`ChannelRefused`) is never
used: the game starts as a first copy and says so on the standard error.
On Windows the server is a named pipe whose name holds the user's name and
whose security descriptor (Qt's ``UserAccessOption``) lets only the player in
(not tested here: no Windows machine).

A copy that crashed or was killed never holds the lock (the system's ``flock``
goes with its process, whatever its lock file holds; ``QLockFile`` took an
empty lock file, left by a kill between its creation and its first write, for
held for ever), and the new copy removes the dead server's socket before
listening (``removeServer``), so a killed copy never blocks the next start. The
lock is per data folder (per user, or per ``HOME`` in tests).
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import logging
import os
import stat
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QStandardPaths, Signal

from .file_lock import Held, LockHeld, acquire

if TYPE_CHECKING:  # a type only: the listener loads with the window's second part
    from .handover import Listener

log = logging.getLogger(__name__)

#: Name of the lock file in the application data folder.
LOCK_NAME = "running.lock"
#: Longest a second launch waits for the running copy to answer, in milliseconds.
HANDOVER_TIMEOUT_MS = 5000
#: Longest path a Unix socket may have, in bytes (``sun_path``: 108 with its
#: final NUL on Linux, 104 on macOS).
SOCKET_PATH_MAX = 103
#: The start of the name of the private folder made under the temporary folder
#: when there is no usable runtime folder (``minesweeper-qt-run-<uid>``).
PRIVATE_PREFIX = "minesweeper-qt-run-"


class ChannelRefused(OSError):
    """The hand-over channel cannot be trusted: its folder or its server
    belongs to another user, or other users may write there. The message says
    which path and why."""


def _uid() -> int:
    return os.geteuid() if hasattr(os, "geteuid") else -1


def untrusted(folder: str) -> str | None:
    """Why ``folder`` cannot hold the channel (not following a link), or None
    when it is a folder owned by this user with no permission bit for group
    or others (mode 0700 or stricter)."""
    try:
        info = os.lstat(folder)
    except OSError as error:
        return f"{folder} cannot be used ({error.strerror})"
    if stat.S_ISLNK(info.st_mode):
        return f"{folder} is a symbolic link"
    if not stat.S_ISDIR(info.st_mode):
        return f"{folder} is not a folder"
    if info.st_uid != _uid():
        return f"{folder} belongs to another user (uid {info.st_uid})"
    if info.st_mode & 0o077:
        return f"{folder} is open to other users (mode {stat.S_IMODE(info.st_mode):04o})"
    return None


def _fits(folder: str, name: str) -> bool:
    return len(os.fsencode(os.path.join(folder, name))) <= SOCKET_PATH_MAX


def channel_folder(name: str) -> tuple[str, list[str]]:
    """The folder (Unix) that holds the socket called ``name``, and why a
    runtime folder was not trusted. In order: ``$XDG_RUNTIME_DIR`` when it is
    trusted (see :func:`untrusted`) and short enough for a socket path, else
    ``<temporary folder>/minesweeper-qt-run-<uid>`` (``/tmp`` when the
    temporary folder's path is too long). Each copy works it out the same way
    from its environment; nothing is made or checked beyond ``lstat`` here
    (see :func:`prepare_folder`)."""
    skipped: list[str] = []
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if runtime and os.path.isabs(runtime):
        problem = untrusted(runtime)
        if problem is None and _fits(runtime, name):
            return runtime, skipped
        if problem is not None:  # (one too deep for a socket path is no news)
            skipped.append(problem)
    private = f"{PRIVATE_PREFIX}{_uid()}"
    temp = tempfile.gettempdir()
    for base in (temp, "/tmp"):
        if os.path.isabs(base) and _fits(os.path.join(base, private), name):
            return os.path.join(base, private), skipped
    return os.path.join("/tmp", private), skipped


def prepare_folder(folder: str, make: bool) -> None:
    """Make the private ``folder`` (mode 0700) when ``make`` and it is missing,
    then check it.

    Raises:
        ChannelRefused: it is not a folder only this user can use (see
            :func:`untrusted`); a folder of someone else is never changed.
        FileNotFoundError: it is missing and ``make`` is False.
    """
    if make and os.path.basename(folder).startswith(PRIVATE_PREFIX):
        with contextlib.suppress(FileExistsError):
            os.mkdir(folder, 0o700)
    if not os.path.lexists(folder):
        raise FileNotFoundError(errno.ENOENT, "no channel folder", folder)
    problem = untrusted(folder)
    if problem is not None:
        raise ChannelRefused(errno.EPERM, problem)


def server_name(digest: str) -> str:
    """The local server's full name for a data folder's ``digest``: the
    socket's path in :func:`channel_folder` on Unix; on Windows a pipe name
    holding the user's name (pipe names are one namespace for all users)."""
    name = f"minesweeper-qt-{digest}"
    if sys.platform == "win32":  # a pipe name per user
        user = os.environ.get("USERNAME", "") + "@" + os.environ.get("USERDOMAIN", "")
        return f"{name}-{hashlib.sha1(user.encode()).hexdigest()[:8]}"
    folder, _skipped = channel_folder(name)
    return os.path.join(folder, name)


def _say(text: str) -> None:
    """A word for the player on the standard error."""
    print(f"minesweeper-qt: {text}", file=sys.stderr, flush=True)


def default_folder() -> Path:
    return Path(QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.AppDataLocation))


class SingleInstance(QObject):
    """The lock and the hand-over channel of one data ``folder`` (default: the
    application data folder; set the application name first)."""

    #: A later launch's arguments (without the program name), in the running copy.
    received = Signal(list)

    def __init__(self, folder: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder if folder is not None else default_folder()
        self._server_name: str | None = None
        self._lock: Held | None = None
        self._listener: Listener | None = None
        self._made_folder: str | None = None

    @property
    def server_name(self) -> str:
        """The local server's full name (a socket's path on Unix, see
        :func:`server_name`)."""
        if self._server_name is None:
            digest = hashlib.sha1(str(self.folder.resolve()).encode()).hexdigest()[:16]
            self._server_name = server_name(digest)
        return self._server_name

    def acquire(self, wait_ms: int = 0) -> bool:
        """Take the lock, waiting up to ``wait_ms`` milliseconds for it; False
        when another live copy holds it. A lock left by a dead process is taken
        over. Later launches are heard once :meth:`listen` has run.

        Raises:
            OSError: the lock file cannot be created (unwritable data folder);
                the caller may run without the guarantee.
        """
        self.folder.mkdir(parents=True, exist_ok=True)
        try:
            # (Qt's lock, on Windows: stale only when its process is gone, never by age.)
            self._lock = acquire(self.folder / LOCK_NAME, wait_ms, stale_ms=0)
        except LockHeld:
            return False
        except OSError as error:
            raise OSError(f"cannot create the lock file in {self.folder}: {error}") from error
        return True

    def listen(self, listener: Listener) -> None:
        """Hear later launches through ``listener`` (:attr:`received`); call
        after :meth:`acquire` succeeded. A channel that cannot be trusted (see
        :func:`untrusted`) is not used, and a failure to listen is told: the
        game runs on either way. A socket left at the server's name, a dead
        copy's or another user's (who could only have put it there before the
        folder was private), is replaced."""
        if self._lock is None or self._listener is not None:
            return
        path = self.server_name
        problem: str | None = None
        for _attempt in range(3):
            if sys.platform != "win32" and not self._prepare(path):
                return
            problem = listener.listen(path)
            if problem is None:
                listener.received.connect(self.received)
                self._listener = listener
                return
            if os.path.isdir(os.path.dirname(path)):
                break
            # Another data folder's copy removed the empty private folder
            # between its making and the listening: made again.
        _say(f"cannot listen for later launches: {problem}")

    def _prepare(self, path: str) -> bool:
        """Make and check the socket's folder (Unix) and clear its place;
        False (told) when the folder cannot be trusted."""
        folder, skipped = channel_folder(os.path.basename(path))
        if self._made_folder is None:  # told once
            for why in skipped:
                _say(f"the runtime folder is not used: {why}")
        try:
            prepare_folder(folder, make=True)
        except OSError as error:
            _say(f"later launches cannot reach this copy: {error.strerror or error}")
            return False
        with contextlib.suppress(OSError):
            owner = os.lstat(path).st_uid
            if owner != _uid():
                _say(f"{path} was taken by another user (uid {owner}): not trusted, replaced")
        self._made_folder = folder
        return True

    def release(self) -> None:
        """Stop listening and give up the lock (on quit). The private folder
        made under the temporary folder goes too when nothing else is in it."""
        if self._listener is not None:
            self._listener.close()
            self._listener = None
        folder, self._made_folder = self._made_folder, None
        if folder is not None and os.path.basename(folder).startswith(PRIVATE_PREFIX):
            with contextlib.suppress(OSError):
                os.rmdir(folder)  # only an empty one: another data folder's copy may use it
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def send(self, args: list[str], send: Callable[[str, list[str], int], bool],
             timeout_ms: int = HANDOVER_TIMEOUT_MS) -> bool:
        """Hand ``args`` to the running copy with ``send`` (:func:`.handover.send`,
        given by a later launch, which loads it); True once it confirmed, False
        when no copy answers (yet).

        Raises:
            ChannelRefused: the channel's folder or its server belongs to
                another user: nothing was sent.
        """
        path = self.server_name
        if sys.platform != "win32":
            try:
                prepare_folder(os.path.dirname(path), make=False)
            except FileNotFoundError:
                return False  # the running copy does not listen yet
        try:
            return send(path, args, timeout_ms)
        except PermissionError as error:
            raise ChannelRefused(errno.EPERM, error.strerror) from error
