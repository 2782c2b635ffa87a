"""The worker-thread pattern (minesweeper_qt.storage.threads): jobs run in
order on their own thread, and a WorkerTimer made there calls back there, once,
after its delay, with no signal connection made on that thread."""

from __future__ import annotations

import threading
import time
from typing import Any

from minesweeper_qt.storage.threads import WorkerThread, WorkerTimer


def test_a_worker_timer_calls_back_once_on_its_own_thread(qapp: Any, qtbot: Any) -> None:
    worker = WorkerThread("test-timer")
    calls: list[tuple[int, float]] = []
    made: list[WorkerTimer] = []
    started: list[float] = []
    worker_ident: list[int] = []

    def on_worker() -> None:  # runs on the worker thread
        worker_ident.append(threading.get_ident())
        timer = WorkerTimer(lambda: calls.append((threading.get_ident(), time.monotonic())))
        made.append(timer)
        started.append(time.monotonic())
        timer.start(50)

    worker.post(on_worker)
    try:
        qtbot.waitUntil(lambda: bool(calls), timeout=5_000)
        qtbot.wait(200)  # a second call would have come by now
        assert len(calls) == 1
        thread, at = calls[0]
        assert thread == worker_ident[0] != threading.main_thread().ident
        assert at - started[0] >= 0.045
        # Stopped before its time: no call; restarted: one call.
        worker.post(lambda: (made[0].start(100), made[0].stop()))
        qtbot.wait(250)
        assert len(calls) == 1
        worker.post(lambda: made[0].start(10))
        qtbot.waitUntil(lambda: len(calls) == 2, timeout=5_000)
    finally:
        worker.post(lambda: made.clear())  # the timer goes on its own thread
        assert worker.stop()
