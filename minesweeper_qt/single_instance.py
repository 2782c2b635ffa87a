"""One running game per player.

The first copy takes a lock in the player's data folder (``running.lock``,
:mod:`.storage.file_lock`) and, once its window is up, listens on a
``QLocalServer`` whose name is derived from that folder (the lock needs only
QtCore; the network module loads after the first paint). A second launch
cannot take the lock: it connects to the server, hands over its command line
(one line of JSON: the list of arguments), waits for "ok" and exits; the running
copy brings its window to the front and acts on the command line
(:attr:`SingleInstance.received`).

A copy that crashed or was killed never holds the lock (the system's ``flock``
goes with its process, whatever its lock file holds; ``QLockFile`` took an
empty lock file, left by a kill between its creation and its first write, for
held for ever), and the new copy removes the dead server's socket before
listening (``removeServer``), so a killed copy never blocks the next start. The
lock is per data folder (per user, or per ``HOME`` in tests).
"""

from __future__ import annotations

import json
import logging
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QByteArray,
    QDir,
    QObject,
    QStandardPaths,
    QTimer,
    Signal,
    Slot,
)

from .storage.file_lock import Held, LockHeld, acquire

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

log = logging.getLogger(__name__)

#: Name of the lock file in the application data folder.
LOCK_NAME = "running.lock"
#: Longest a second launch waits for the running copy to answer, in milliseconds.
HANDOVER_TIMEOUT_MS = 5000
_MAX_MESSAGE = 64 * 1024
#: Longest path a Unix socket may have, in bytes (``sun_path``: 108 with its
#: final NUL on Linux, 104 on macOS).
SOCKET_PATH_MAX = 103


def server_name(digest: str) -> str:
    """The local server's name for a data folder's ``digest``: a name Qt puts
    in the temporary folder, or, when that folder's path is too long for a
    socket (a deep ``TMPDIR``), a full path in ``XDG_RUNTIME_DIR`` (the user's
    own) or ``/tmp``. Each copy works it out the same way from its environment."""
    name = f"minesweeper-qt-{digest}"
    if sys.platform == "win32":  # a named pipe: no path
        return name
    for folder in (QDir.tempPath(), os.environ.get("XDG_RUNTIME_DIR"), "/tmp"):
        if folder and os.path.isabs(folder) and \
                len(os.fsencode(os.path.join(folder, name))) <= SOCKET_PATH_MAX:
            return name if folder == QDir.tempPath() else os.path.join(folder, name)
    return name


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
        self._server: QLocalServer | None = None
        self._buffers: dict[QLocalSocket, bytes] = {}

    @property
    def server_name(self) -> str:
        """The local server's name (a socket in the temporary folder on Unix,
        see :func:`server_name`)."""
        if self._server_name is None:
            # The running copy listens once whole (below the seam).
            import hashlib

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

    def listen(self) -> None:
        """Hear later launches (:attr:`received`); call after :meth:`acquire`
        succeeded. A failure to listen is logged: the game runs on."""
        # Once the window is whole (below the seam).
        from PySide6.QtNetwork import QLocalServer

        if self._lock is None or self._server is not None:
            return
        QLocalServer.removeServer(self.server_name)  # a dead copy's socket
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(self.server_name):
            log.warning("cannot listen for later launches: %s", server.errorString())
        else:
            server.newConnection.connect(self._on_connection)
            self._server = server

    def release(self) -> None:
        """Stop listening and give up the lock (on quit)."""
        if self._server is not None:
            self._server.close()
            self._server = None
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def send(self, args: list[str], timeout_ms: int = HANDOVER_TIMEOUT_MS) -> bool:
        """Hand ``args`` to the running copy; True once it confirmed."""
        # A second launch only (below the seam).
        from PySide6.QtNetwork import QLocalSocket

        socket = QLocalSocket()
        socket.connectToServer(self.server_name)
        if not socket.waitForConnected(timeout_ms):
            return False
        socket.write(QByteArray(json.dumps(args).encode("utf-8") + b"\n"))
        if not socket.waitForBytesWritten(timeout_ms):
            return False
        reply = b""
        while b"\n" not in reply:
            if not socket.waitForReadyRead(timeout_ms):
                return False
            reply += bytes(socket.readAll().data())
        socket.disconnectFromServer()
        return reply.startswith(b"ok")

    @Slot()
    def _on_connection(self) -> None:
        assert self._server is not None
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            self._buffers[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._on_ready_read(s))
            socket.disconnected.connect(lambda s=socket: self._forget(s))

    def _forget(self, socket: QLocalSocket) -> None:
        self._buffers.pop(socket, None)
        socket.deleteLater()

    def _on_ready_read(self, socket: QLocalSocket) -> None:
        data = self._buffers.get(socket, b"") + bytes(socket.readAll().data())
        if len(data) > _MAX_MESSAGE:
            socket.abort()
            return
        if b"\n" not in data:
            self._buffers[socket] = data
            return
        line = data.split(b"\n", 1)[0]
        try:
            args = json.loads(line.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            args = None
        if not (isinstance(args, list) and all(isinstance(a, str) for a in args)):
            socket.write(QByteArray(b"bad\n"))
            socket.flush()
            return
        socket.write(QByteArray(b"ok\n"))
        socket.flush()
        # Told from the event loop, not from inside this socket's signal: what
        # acts on it may open a dialog, whose own loop may delete the socket
        # (the later launch hangs up) while this handler is still on the stack.
        QTimer.singleShot(0, self, lambda: self.received.emit(args))
