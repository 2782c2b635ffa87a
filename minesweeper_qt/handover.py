"""The hand-over channel between copies of the game (see
:mod:`.single_instance`, which decides where it lives and whether it can be
trusted): a later launch's command line, one line of JSON, sent to the running
copy's local server, which answers "ok".

Both ends check the other's user id from the kernel (:func:`peer_uid`). This
module loads QtNetwork: the running copy loads it with its window's second
part (the seam, ``view/window/second_part.py``, which builds its
:class:`Listener`), a later launch when it finds the game running.
"""

from __future__ import annotations

import errno
import json
import os
import socket
import struct
import sys

import shiboken6
from PySide6.QtCore import QByteArray, QObject, QTimer, Signal, Slot
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from . import bounded_json

#: The longest command line a later launch may hand over, in bytes.
MAX_MESSAGE = 64 * 1024


def _uid() -> int:
    return os.geteuid() if hasattr(os, "geteuid") else -1


def _say(text: str) -> None:
    """A word for the player on the standard error."""
    print(f"minesweeper-qt: {text}", file=sys.stderr, flush=True)


def peer_uid(descriptor: int) -> int | None:
    """The user id of the process at the other end of the connected Unix
    socket ``descriptor`` (as the kernel recorded it at ``connect`` or
    ``listen``), or None where the system cannot tell (Windows; a system
    with neither ``SO_PEERCRED`` nor ``LOCAL_PEERCRED``). The descriptor is
    duplicated, never closed."""
    if descriptor < 0 or not hasattr(socket, "AF_UNIX"):
        return None
    with socket.fromfd(descriptor, socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        if hasattr(socket, "SO_PEERCRED"):  # Linux: struct ucred {pid, uid, gid}
            data = sock.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED,
                                   struct.calcsize("iII"))
            return int(struct.unpack("iII", data)[1])
        peercred = getattr(socket, "LOCAL_PEERCRED", None)
        if peercred is not None:  # macOS, BSD: struct xucred {version, uid, ...}
            data = sock.getsockopt(0, peercred, 76)  # SOL_LOCAL is 0
            return int(struct.unpack_from("II", data)[1])
    return None


def send(path: str, args: list[str], timeout_ms: int) -> bool:
    """Hand ``args`` to the server at ``path``; True once it confirmed, False
    when no server answers within ``timeout_ms`` milliseconds per step.

    Raises:
        PermissionError: the server belongs to another user: nothing was sent.
    """
    client = QLocalSocket()
    client.connectToServer(path)
    if not client.waitForConnected(timeout_ms):
        return False
    owner = peer_uid(client.socketDescriptor())
    if owner is not None and owner != _uid():
        client.abort()
        raise PermissionError(errno.EPERM, f"{path} is held by another user (uid {owner})")
    client.write(QByteArray(json.dumps(args).encode("utf-8") + b"\n"))
    if not client.waitForBytesWritten(timeout_ms):
        return False
    reply = b""
    while b"\n" not in reply:
        if not client.waitForReadyRead(timeout_ms):
            return False
        reply += bytes(client.readAll().data())
    client.disconnectFromServer()
    return reply.startswith(b"ok")


class Listener(QObject):
    """The running copy's local server: :attr:`received` gives each later
    launch's arguments (a list of strings, without the program name), told
    from the event loop. Launches of another user are hung up on unheard."""

    received = Signal(list)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._server: QLocalServer | None = None
        self._buffers: dict[QLocalSocket, bytes] = {}

    def listen(self, path: str) -> str | None:
        """Listen at ``path`` (a socket left there, a dead copy's or
        another's, is removed first); None once listening, else Qt's reason."""
        if self._server is not None:
            return None
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        QLocalServer.removeServer(path)  # a dead copy's socket
        if server.listen(path):
            server.newConnection.connect(self._on_connection)
            self._server = server
            return None
        problem = server.errorString()
        server.deleteLater()
        return problem

    def close(self) -> None:
        """Stop listening (on quit)."""
        if self._server is not None:
            self._server.close()
            self._server = None

    @Slot()
    def _on_connection(self) -> None:
        assert self._server is not None
        while self._server.hasPendingConnections():
            connection = self._server.nextPendingConnection()
            owner = peer_uid(connection.socketDescriptor())
            if owner is not None and owner != _uid():
                _say(f"a launch of another user (uid {owner}) was not heard")
                connection.abort()
                connection.deleteLater()
                continue
            self._buffers[connection] = b""
            connection.readyRead.connect(lambda c=connection: self._on_ready_read(c))
            connection.disconnected.connect(lambda c=connection: self._forget(c))

    def _forget(self, connection: QLocalSocket) -> None:
        self._buffers.pop(connection, None)
        # A connection still open as the copy quits says so from its own
        # deletion (with its server's): nothing left to delete then.
        if shiboken6.isValid(connection):
            connection.deleteLater()

    def _on_ready_read(self, connection: QLocalSocket) -> None:
        data = self._buffers.get(connection, b"") + bytes(connection.readAll().data())
        if len(data) > MAX_MESSAGE:
            connection.abort()
            return
        if b"\n" not in data:
            self._buffers[connection] = data
            return
        line = data.split(b"\n", 1)[0]
        try:
            args = bounded_json.loads(line, max_bytes=MAX_MESSAGE, max_depth=1)
        except (UnicodeDecodeError, ValueError):
            args = None
        if not (isinstance(args, list) and all(isinstance(a, str) for a in args)):
            connection.write(QByteArray(b"bad\n"))
            connection.flush()
            return
        connection.write(QByteArray(b"ok\n"))
        connection.flush()
        # Told from the event loop, not from inside this socket's signal: what
        # acts on it may open a dialog, whose own loop may delete the socket
        # (the later launch hangs up) while this handler is still on the stack.
        QTimer.singleShot(0, self, lambda: self.received.emit(args))
