"""One game per player, with real processes of the program sharing one home:

- a second launch does not start a second game: it hands its command line to
  the running copy (``--difficulty expert`` starts that game there) and exits;
- SIGTERM and Ctrl+C (SIGINT) close the running copy cleanly with its game saved;
- a copy killed with SIGKILL leaves a lock behind that never blocks the next
  start, even an empty lock file (a kill between its creation and first write).
"""

from __future__ import annotations

import queue
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from robust_helpers import driver, environment, save_file

from minesweeper_qt.engine import Game
from minesweeper_qt.storage.save_format import decode

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="POSIX signals")
WAIT_S = 60  # start-up on a loaded 2-core machine can take a while


class Child:
    """A running driver whose output lines are read on a thread."""

    def __init__(self, args: list[str], env: dict[str, str]) -> None:
        self.process = subprocess.Popen(args, env=env, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, text=True)
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line.strip())

    def expect(self, prefix: str, timeout: float = WAIT_S) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                line = self.lines.get(timeout=0.2)
            except queue.Empty:
                if self.process.poll() is not None and self.lines.empty():
                    break
                continue
            self.seen.append(line)
            if line.startswith(prefix):
                return line
        err = self.process.stderr.read() if self.process.poll() is not None else ""
        pytest.fail(f"no {prefix!r} line; got {self.seen}; stderr: {err[-2000:]}")

    def finish(self, timeout: float = WAIT_S) -> int:
        try:
            return self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            pytest.fail(f"the program did not quit; output {self.seen}")


def quit_by_sigterm(child: Child, home: Path) -> Game:
    """SIGTERM to the running copy ``child``: it quits with status 0; returns
    the game it saved in ``home``."""
    child.process.send_signal(signal.SIGTERM)
    assert child.finish() == 0
    assert "EXIT 0" in child.expect("EXIT")
    return decode(save_file(home).read_bytes()).game


@pytest.mark.parametrize("deep_tmpdir", [False, True], ids=["tmpdir", "deep-tmpdir"])
def test_a_second_launch_hands_over_and_signals_quit_with_the_game_saved(
        tmp_path: Path, deep_tmpdir: bool) -> None:
    env = environment(tmp_path / "home")
    if deep_tmpdir:  # too long a path for a socket there: the hand-over still works
        deep = tmp_path / ("t" * 60) / ("m" * 60)
        deep.mkdir(parents=True)
        env["TMPDIR"] = str(deep)
    first = Child(driver("stay", "--difficulty", "beginner"), env)
    try:
        assert first.expect("START") == "START 9 9"
        first.expect("MOVED")

        second = subprocess.run(driver("close", "--difficulty", "expert"), env=env,
                                capture_output=True, text=True, timeout=WAIT_S)
        assert second.returncode == 0, second.stderr
        assert "already running" in second.stderr
        assert "START" not in second.stdout  # no second window, no second game

        # The running copy's game was in play: giving it up (a loss) is asked first.
        assert first.expect("ASKED") == "ASKED give-up"
        assert first.expect("GAME") == "GAME 16 30"  # the running copy switched
        assert first.expect("MOVED") == "MOVED 1"

        saved = quit_by_sigterm(first, tmp_path / "home")
    finally:
        if first.process.poll() is None:
            first.process.kill()
    assert (saved.rows, saved.cols, len(saved.moves)) == (16, 30, 1)  # saved on SIGTERM


@pytest.mark.parametrize("torn", [False, True], ids=["lock-file", "empty-lock-file"])
def test_a_killed_copy_never_blocks_the_next_start_and_ctrl_c_quits(tmp_path: Path,
                                                                    torn: bool) -> None:
    env = environment(tmp_path / "home")
    killed = Child(driver("stay", "--difficulty", "intermediate"), env)
    killed.expect("MOVED")
    killed.process.kill()  # SIGKILL: its lock file and socket stay behind
    killed.finish()
    if torn:  # as a kill between the lock file's creation and its first write leaves it
        lock = save_file(tmp_path / "home").parent / "running.lock"
        assert lock.exists()
        lock.write_bytes(b"")

    after = Child(driver("stay"), env)
    try:
        assert after.expect("START") == "START 16 16"  # resumed, not blocked
        after.expect("MOVED")
        after.process.send_signal(signal.SIGINT)  # Ctrl+C in the terminal
        assert after.finish() == 0
        after.expect("EXIT 0")
    finally:
        if after.process.poll() is None:
            after.process.kill()
    saved = decode(save_file(tmp_path / "home").read_bytes()).game
    assert (saved.rows, saved.cols) == (16, 16) and len(saved.moves) == 2


def _replay_file(folder: Path) -> Path:
    """A short real game exported as EVF (the command-line tests' game)."""
    from test_cli_replays import _game

    from minesweeper_qt.replay.formats import export_evf

    folder.mkdir(parents=True, exist_ok=True)
    return export_evf(_game(), folder / "game.evf")


def test_a_replay_file_opens_beside_the_running_game_and_never_blocks_it(
        tmp_path: Path) -> None:
    env = environment(tmp_path / "home")
    replay = _replay_file(tmp_path / "replays")
    first = Child(driver("stay", "--difficulty", "beginner"), env)
    try:
        assert first.expect("START") == "START 9 9"
        first.expect("MOVED")
        # Opened from a file manager while the game runs (a relative path, in
        # the file's folder): its own player window, not handed to the game.
        watch = subprocess.run(driver("close", replay.name), env=env, cwd=replay.parent,
                               capture_output=True, text=True, timeout=WAIT_S)
        assert watch.returncode == 0, watch.stderr
        assert "REPLAY Replay — game.evf" in watch.stdout and "already running" not in watch.stderr
        first.process.send_signal(signal.SIGTERM)
        assert first.finish() == 0
    finally:
        if first.process.poll() is None:
            first.process.kill()
    # Watching first, then starting the game: the game starts (the player holds
    # no claim on it).
    player = Child(driver("stay", str(replay)), env)
    try:
        assert player.expect("REPLAY") == "REPLAY Replay — game.evf"
        game = subprocess.run(driver("close", "--difficulty", "expert"), env=env,
                              capture_output=True, text=True, timeout=WAIT_S)
        assert game.returncode == 0, game.stderr
        # The beginner game saved in play is resumed, and given up (a loss)
        # only once the player says so (the driver answers yes).
        assert "START 9 9\nASKED command-line\nGAME 16 30" in game.stdout
        assert "already running" not in game.stderr
    finally:
        player.process.kill()
        player.process.wait(WAIT_S)



def test_a_signal_while_a_later_launch_is_being_asked_about_quits_cleanly(
        tmp_path: Path) -> None:
    # The later launch's command line opens the "count as a loss?" dialog in the
    # running copy; that launch then hangs up; SIGTERM closes the window under
    # the dialog. The copy used to crash here (its hand-over connection was
    # deleted under the dialog's own event loop).
    env = environment(tmp_path / "home")
    first = Child(driver("ask", "--difficulty", "beginner"), env)
    try:
        first.expect("START")
        first.expect("MOVED")
        second = subprocess.run(driver("close", "--difficulty", "expert"), env=env,
                                capture_output=True, text=True, timeout=WAIT_S)
        assert second.returncode == 0, second.stderr
        first.expect("ASKING")
        time.sleep(0.5)  # the dialog is open; the later launch has hung up
        saved = quit_by_sigterm(first, tmp_path / "home")
    finally:
        if first.process.poll() is None:
            first.process.kill()
    assert (saved.rows, saved.cols, len(saved.moves)) == (9, 9, 1)  # the game in play kept


STARTING = r"""
import sys
from PySide6.QtCore import QCoreApplication, QTimer
from minesweeper_qt import APP_NAME, ORGANIZATION
from minesweeper_qt.handover import Listener
from minesweeper_qt.single_instance import SingleInstance

app = QCoreApplication(sys.argv[:1])
QCoreApplication.setOrganizationName(ORGANIZATION)
QCoreApplication.setApplicationName(APP_NAME)
instance = SingleInstance()
assert instance.acquire()
print("LOCKED", flush=True)
# As the game does: the lock at once, the server once its window is up.
QTimer.singleShot(1500, lambda: instance.listen(Listener()))
instance.received.connect(lambda args: (print("RECEIVED", *args, flush=True), app.quit()))
QTimer.singleShot(30_000, app.quit)
app.exec()
instance.release()
"""


def test_a_later_launch_waits_for_a_copy_still_starting(tmp_path: Path) -> None:
    env = environment(tmp_path / "home")
    first = Child([sys.executable, "-c", STARTING], env)
    try:
        first.expect("LOCKED")
        started = time.monotonic()
        second = subprocess.run(driver("close", "--difficulty", "expert"), env=env,
                                capture_output=True, text=True, timeout=WAIT_S)
        waited = time.monotonic() - started
        assert second.returncode == 0, second.stderr
        assert "already running" in second.stderr
        assert "START" not in second.stdout  # no second window, no second game
        assert first.expect("RECEIVED").split()[1:] == ["--difficulty", "expert"]
        assert waited >= 1.0  # it was not there to answer at once
        assert first.finish() == 0
    finally:
        if first.process.poll() is None:
            first.process.kill()
