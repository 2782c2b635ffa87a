"""Qt's threading pattern, once: a worker ``QObject`` in its own ``QThread``,
given jobs by a queued signal, answering by signals. A running thread is
stopped when told, at quit, or at interpreter exit (a ``QThread`` destroyed
while it runs aborts the process).
"""

from __future__ import annotations

import atexit
import logging
import sys
import weakref
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimerEvent, Signal, Slot

log = logging.getLogger(__name__)
_RUNNING: set[WorkerThread] = set()
#: The interpreter's switch interval while workers run (s): a worker busy in
#: Python would else hold the GUI thread up to 5 ms per hand-over.
SWITCH_INTERVAL_S = 0.001


class _Worker(QObject):
    """Runs the callables it is sent, in order, on its thread."""

    @Slot(object)
    def run(self, job: Callable[[], None]) -> None:
        try:
            job()
        except RuntimeError as error:  # its receiver was deleted (a window gone)
            log.warning("worker job dropped: %s", error)
        except Exception:  # never out of a slot
            log.exception("worker job failed")


class WorkerTimer(QObject):
    """A single-shot timer on the thread it was made on (no signal: a
    ``connect`` made on a worker deadlocked PySide6 with the GUI thread when
    the garbage collector ran inside it)."""

    def __init__(self, callback: Callable[[], object]) -> None:
        super().__init__()
        self._callback = callback
        self._id = 0

    def start(self, ms: int) -> None:
        """Call back in ``ms`` milliseconds (a pending call is replaced)."""
        self.stop()
        self._id = self.startTimer(ms)

    def stop(self) -> None:
        if self._id:
            self.killTimer(self._id)
            self._id = 0

    def timerEvent(self, event: QTimerEvent) -> None:
        if event.timerId() == self._id:
            self.stop()
            self._callback()


class WorkerThread(QObject):
    """A thread named ``name`` running the jobs :meth:`post` queues, in
    order, from the first job until :meth:`stop`."""

    _submit = Signal(object)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self._thread: QThread | None = None
        self._worker: _Worker | None = None

    @property
    def running(self) -> bool:
        return self._thread is not None

    def start(self) -> QThread:
        """Start the thread now (if not running); returns it."""
        if self._thread is None:
            sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL_S))
            thread = QThread()
            thread.setObjectName(self.name)
            worker = _Worker()
            worker.moveToThread(thread)
            self._submit.connect(worker.run)  # queued: the worker lives on the thread
            thread.start()
            self._thread, self._worker = thread, worker
            _RUNNING.add(self)
            app = QCoreApplication.instance()
            if app is not None:
                ref = weakref.ref(self)
                app.aboutToQuit.connect(lambda: (lambda w: w.stop() if w else None)(ref()))
        return self._thread

    def post(self, job: Callable[[], None]) -> None:
        """Run ``job`` on the thread after the jobs already posted."""
        self.start()
        self._submit.emit(job)

    def stop(self, timeout_ms: int = 30_000) -> bool:
        """Let the jobs posted so far run, then end the thread; waits at most
        ``timeout_ms``; whether it ended."""
        thread = self._thread
        if thread is None:
            return True
        try:  # queued after the jobs posted so far (a plain quit() would drop them)
            self._submit.emit(lambda: QThread.currentThread().quit())
        except RuntimeError:  # its owner is gone: end now
            thread.quit()
        ended = bool(thread.wait(timeout_ms))
        if ended:
            self._thread = None
            _RUNNING.discard(self)
        return ended


@atexit.register
def _stop_all() -> None:
    for worker in list(_RUNNING):
        worker.stop(5_000)
