"""Which events the assistive technologies on the AT-SPI bus listen to (Linux).

Screen readers register the AT-SPI events they handle with the registry
(``org.a11y.atspi.Registry``: ``GetRegisteredEvents``, then the signals
``EventListenerRegistered`` / ``EventListenerDeregistered``); Qt's own bridge
reads the same list to decide which events to send. Orca handles
``object:announcement`` from version 46 (``scripts/default.py``
``onAnnouncement``); Orca 43 (Debian 12) does not register it. So the game
can tell whether an announcement will be heard, and speak what a move did
another way only when it will not (:mod:`.accessibility`).

Nothing is asked until Qt's accessibility bridge is active (a screen reader or
the AT-SPI bus is on), so no bus is started by asking; every call is
asynchronous (the GUI thread never waits on D-Bus).
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import SLOT, QCoreApplication, QObject, Signal, Slot
from PySide6.QtGui import QAccessible

try:
    from PySide6.QtDBus import (
        QDBusArgument,
        QDBusConnection,
        QDBusMessage,
        QDBusPendingCallWatcher,
    )
except ImportError:  # pragma: no cover - a Qt build without D-Bus (not Linux)
    QDBusConnection = None  # type: ignore[assignment,misc]

REGISTRY = "org.a11y.atspi.Registry"
REGISTRY_PATH = "/org/a11y/atspi/registry"
_BUS_NAME = "minesweeper-qt-atspi"


def listens_to_announcements(event: str) -> bool:
    """Whether a listener registered for ``event`` ("object:announcement", or the
    registry's own spelling "Object:Announcement:", or a prefix of it such as
    "object:") receives ``object:announcement`` events."""
    parts = [part.lower() for part in event.split(":")]
    category = parts[0] if parts else ""
    member = parts[1] if len(parts) > 1 else ""
    return category in ("", "object") and member in ("", "announcement")


class AtspiListeners(QObject):
    """The AT-SPI registry's event listeners, kept up to date.

    ``known`` is False until the registry has answered (and always off Linux);
    ``hearsAnnouncements`` then says whether some client listens to
    ``object:announcement``. ``changed`` is emitted when either changes.
    Use :func:`atspi_listeners` for the one instance of the application.
    """

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.known = False
        self._events: set[tuple[str, str]] = set()
        self._started = False
        self._bus: QDBusConnection | None = None
        self._watchers: set[QObject] = set()

    @property
    def hearsAnnouncements(self) -> bool:
        return any(listens_to_announcements(event) for _, event in self._events)

    def start(self) -> None:
        """Ask the registry (once the bridge is active; again later if it was
        not yet). Off Linux, or without Qt's D-Bus module, nothing is known."""
        if self._started or QDBusConnection is None or not sys.platform.startswith("linux"):
            return
        if not QAccessible.isActive():
            return
        self._started = True
        address = os.environ.get("AT_SPI_BUS_ADDRESS")
        if address:
            self._connect(address)
            return
        session = QDBusConnection.sessionBus()
        if not session.isConnected():
            return
        ask = QDBusMessage.createMethodCall("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus",
                                            "GetAddress")
        self._call(session, ask, self._on_address)

    def _call(self, bus: QDBusConnection, message: QDBusMessage, done: object) -> None:
        watcher = QDBusPendingCallWatcher(bus.asyncCall(message, 5000), self)
        self._watchers.add(watcher)

        def finished(w: QDBusPendingCallWatcher) -> None:
            self._watchers.discard(w)
            w.deleteLater()
            reply = w.reply()
            if reply.type() == QDBusMessage.MessageType.ReplyMessage:
                done(reply)  # type: ignore[operator]

        watcher.finished.connect(finished)

    def _on_address(self, reply: QDBusMessage) -> None:
        args = reply.arguments()
        if args and isinstance(args[0], str) and args[0]:
            self._connect(args[0])

    def _connect(self, address: str) -> None:
        bus = QDBusConnection.connectToBus(address, _BUS_NAME)
        if not bus.isConnected():
            return
        self._bus = bus
        for signal, slot in (("EventListenerRegistered", "_on_registered(QString,QString)"),
                             ("EventListenerDeregistered", "_on_deregistered(QString,QString)")):
            # PySide6 takes the SLOT() string here (its stub says bytes; bytes fail).
            bus.connect(REGISTRY, REGISTRY_PATH, REGISTRY, signal, self,  # type: ignore[call-overload]
                        SLOT(slot))
        ask = QDBusMessage.createMethodCall(REGISTRY, REGISTRY_PATH, REGISTRY,
                                            "GetRegisteredEvents")
        self._call(bus, ask, self._on_events)

    def _on_events(self, reply: QDBusMessage) -> None:
        args = reply.arguments()
        if not args or not isinstance(args[0], QDBusArgument):
            return
        self._events |= set(_pairs(args[0]))
        self.known = True
        self.changed.emit()

    @Slot(str, str)
    def _on_registered(self, bus: str, event: str) -> None:
        self._events.add((bus, event))
        self.changed.emit()

    @Slot(str, str)
    def _on_deregistered(self, bus: str, event: str) -> None:
        self._events.discard((bus, event))
        self.changed.emit()


def _pairs(array: QDBusArgument) -> list[tuple[str, str]]:
    """The ``a(ss)`` array of ``GetRegisteredEvents`` as (bus name, event) pairs.

    PySide6 binds ``beginStructure`` / ``endArray`` to their writing overloads,
    so each structure is taken whole (``asVariant`` copies it and moves on) and
    entered with ``beginArray``, which recurses into any container."""
    pairs = []
    array.beginArray()
    while not array.atEnd():
        item = array.asVariant()
        if not isinstance(item, QDBusArgument):
            break
        item.beginArray()
        bus, event = item.asVariant(), item.asVariant()
        if isinstance(bus, str) and isinstance(event, str):
            pairs.append((bus, event))
    return pairs


def atspi_listeners() -> AtspiListeners:
    """The application's :class:`AtspiListeners` (made on first use, a child of
    the application object)."""
    app = QCoreApplication.instance()
    found = app.findChild(AtspiListeners, "atspiListeners") if app is not None else None
    if found is None:
        found = AtspiListeners(app)
        found.setObjectName("atspiListeners")
    return found
