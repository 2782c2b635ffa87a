"""ComputeJobs and BoardMaker: work on a Qt worker thread, results back by queued
signals on the GUI thread; superseded jobs skipped; deletion stops a long job."""

from __future__ import annotations

import threading
import time
from typing import Any

from PySide6.QtCore import QObject, QThread

from minesweeper_qt.engine import Game, NoGuessGenerator, Placement
from minesweeper_qt.session.board_maker import BoardMaker
from minesweeper_qt.session.compute import ComputeJobs


def test_a_job_runs_off_the_gui_thread_and_its_result_arrives_on_it(qtbot: Any) -> None:
    owner = QObject()
    jobs = ComputeJobs(owner)
    ran_on: list[QThread] = []
    arrived: list[tuple[int, object, QThread]] = []
    jobs.done.connect(lambda n, r: arrived.append((n, r, QThread.currentThread())))

    def work() -> int:
        ran_on.append(QThread.currentThread())
        return 42

    number = jobs.submit(work)
    qtbot.waitUntil(lambda: bool(arrived), timeout=10_000)
    gui = QThread.currentThread()
    assert ran_on and ran_on[0] is not gui
    assert arrived == [(number, 42, gui)]


def test_superseded_jobs_that_have_not_started_are_skipped(qtbot: Any) -> None:
    owner = QObject()
    jobs = ComputeJobs(owner)
    gate = threading.Event()
    started: list[int] = []
    arrived: list[int] = []
    jobs.done.connect(lambda n, r: arrived.append(n))

    def job(k: int) -> Any:
        def work() -> int:
            started.append(k)
            gate.wait(10)
            return k
        return work

    first = jobs.submit(job(1))
    qtbot.waitUntil(lambda: started == [1], timeout=10_000)  # running: cannot be skipped
    jobs.submit(job(2))
    jobs.supersede()
    last = jobs.submit(job(3))
    gate.set()
    qtbot.waitUntil(lambda: last in arrived, timeout=10_000)
    assert started == [1, 3]
    assert arrived == [first, last]


def test_deleting_the_owner_tells_a_running_job_to_stop_and_waits_for_it(qtbot: Any) -> None:
    owner = QObject()
    jobs = ComputeJobs(owner)
    started = threading.Event()
    saw_stop: list[bool] = []

    def work() -> None:
        started.set()
        deadline = time.monotonic() + 60
        while not jobs.stopping() and time.monotonic() < deadline:
            time.sleep(0.001)  # a long search polling its "cancelled"
        saw_stop.append(jobs.stopping())

    jobs.submit(work)
    assert started.wait(60)
    owner.deleteLater()
    qtbot.waitUntil(lambda: bool(saw_stop), timeout=60_000)
    # The job left its loop because it was told (not at its own 60 s deadline).
    assert saw_stop == [True]


def test_the_board_maker_delivers_on_the_gui_thread_with_no_python_thread(qtbot: Any) -> None:
    before = {t.ident for t in threading.enumerate()}
    maker = BoardMaker()
    game = Game(16, 30, 99, seed=7, generator=NoGuessGenerator())
    made: list[tuple[Placement, QThread]] = []
    maker.made.connect(lambda p: made.append((p, QThread.currentThread())))
    maker.start(game, 8, 15)
    assert maker.running
    # Python sees Qt's pool thread only once it runs Python code: it is not a
    # threading.Thread started by the program (those are named and daemonic).
    started = [t for t in threading.enumerate() if t.ident not in before
               and not t.name.startswith("Dummy")]
    assert started == []
    qtbot.waitUntil(lambda: bool(made), timeout=20_000)
    placement, thread = made[0]
    assert thread is QThread.currentThread()
    assert placement.certified and not maker.running
    same = Game(16, 30, 99, seed=7, generator=NoGuessGenerator()).placement_for(8, 15)
    assert placement.layout.mine_map == same.layout.mine_map


def test_a_forgotten_board_never_arrives(qtbot: Any) -> None:
    maker = BoardMaker()
    made: list[object] = []
    maker.made.connect(made.append)
    maker.start(Game(16, 30, 99, seed=1, generator=NoGuessGenerator()), 8, 15)
    maker.forget()
    assert not maker.running
    second = Game(9, 9, 10, seed=2, generator=NoGuessGenerator())
    maker.start(second, 4, 4)
    qtbot.waitUntil(lambda: bool(made), timeout=20_000)
    assert maker.wait(10_000)
    assert len(made) == 1
    placement = made[0]
    assert isinstance(placement, Placement) and placement.layout.rows == 9
