"""Short compute jobs off the GUI thread, Qt's way: a QThreadPool and queued signals.

The program's one threading pattern (see docs/architecture.md): work goes to a
Qt worker thread and its result comes back to the GUI thread as a queued
signal; the GUI thread never polls and never sleeps. :class:`ComputeJobs`
serves the short compute jobs (a no-guess board, the solver's analysis on a
big board); storage's one long-lived, ordered writer is a ``QThread`` with a
worker object (issue #25), the same pattern for a thread that lives as long as
the window.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

log = logging.getLogger(__name__)


class _Relay(QObject):
    """Lives on the GUI thread; a job emits through it from the pool's thread,
    so the connection is queued and the result arrives on the GUI thread."""

    done = Signal(int, object)


class _Job(QRunnable):
    def __init__(self, number: int, work: Callable[[], object], relay: _Relay,
                 wanted: Callable[[int], bool]) -> None:
        super().__init__()
        self._number = number
        self._work = work
        self._relay = relay
        self._wanted = wanted

    def run(self) -> None:
        if not self._wanted(self._number):
            return  # superseded before it started
        try:
            result = self._work()
        except Exception:  # a bug in the job: logged, its result never comes
            log.exception("compute job %d failed", self._number)
            return
        # RuntimeError: the owner was deleted while the job ran: nobody to tell.
        with contextlib.suppress(RuntimeError):
            self._relay.done.emit(self._number, result)


class ComputeJobs(QObject):
    """Runs jobs one at a time, in the order submitted, on a worker thread of
    a private ``QThreadPool``; ``done(number, result)`` arrives on the GUI
    thread for each job that ran (``number`` as :meth:`submit` returned it).

    :meth:`supersede` skips every job submitted so far that has not started
    (its owner wants only the newest). When this object is deleted,
    :attr:`stopping` turns true first (a long job should poll it and return),
    then the deletion waits for a running job.
    """

    done = Signal(int, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # The pool first: children go in creation order, and the pool's end
        # waits for a running job, which still emits through the relay.
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.done.connect(self.done)
        self._submitted = 0
        self._first_wanted = 1
        stop = self._stop = threading.Event()
        # Before the children go (and the pool waits): a lambda holding only
        # the event, as this object is being destroyed.
        self.destroyed.connect(lambda *_: stop.set())

    def stopping(self) -> bool:
        """Whether this object is going away (a running job should give up)."""
        return self._stop.is_set()

    def submit(self, work: Callable[[], object]) -> int:
        """Run ``work()`` on the worker thread after the jobs before it; returns
        the job's number (increasing)."""
        self._submitted += 1
        self._pool.start(_Job(self._submitted, work, self._relay, self._wanted))
        return self._submitted

    def supersede(self) -> None:
        """Skip every job submitted so far that has not started yet."""
        self._first_wanted = self._submitted + 1
        self._pool.clear()

    def wait(self, msecs: int = -1) -> bool:
        """Wait for the jobs (tests, shutdown); True when none is left."""
        return self._pool.waitForDone(msecs)

    def stop(self) -> None:
        """End the work before the owner goes: skip every job not started, tell
        a running one to give up (:meth:`stopping` is true meanwhile) and wait
        for it. Its result never comes. Jobs submitted later run as usual."""
        self.supersede()
        self._stop.set()
        self._pool.waitForDone()
        self._stop.clear()

    def _wanted(self, number: int) -> bool:
        # Read on the worker thread: a plain int, replaced atomically.
        return number >= self._first_wanted and not self._stop.is_set()
