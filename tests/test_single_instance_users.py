"""The single-instance channel hears the player only (issue 43), tried with a
real process of another user (uid 65534, started with ``setpriv``) beside real
copies of the program:

- a name taken before the game starts, in a shared folder (a runtime folder
  open to everyone, and our private folder's name made first by the other
  user), is never used: the game starts, a later launch starts as a first copy
  too, both say so, and the other user's listener receives nothing;
- a listener of another user at the socket's place in a private runtime folder
  is replaced by the first copy, and a later launch hands over to the game,
  not to it;
- a later launch that finds such a listener while the lock is held never sends
  it anything (the listener's credentials differ): it starts as a first copy;
- a launch of another user that reaches the running copy is not obeyed.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from robust_helpers import NOBODY, driver, environment, let_others_pass, save_file
from test_single_instance import WAIT_S, Child

from minesweeper_qt.file_lock import acquire
from minesweeper_qt.single_instance import LOCK_NAME, PRIVATE_PREFIX

SYSTEM_PYTHON = "/usr/bin/python3"
pytestmark = pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() != 0 or shutil.which("setpriv") is None
    or not os.path.exists(SYSTEM_PYTHON),
    reason="needs root, setpriv and /usr/bin/python3 to run a process of another user")

AS_NOBODY = ["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups"]

#: A listener of another user at each path given: prints LISTENING, then
#: RECEIVED <line> for whatever a connection sends, and answers "ok".
SQUATTER = r"""
import os, selectors, socket, sys
selector = selectors.DefaultSelector()
for path in sys.argv[1:]:
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(path)
    os.chmod(path, 0o777)
    server.listen()
    selector.register(server, selectors.EVENT_READ)
print("LISTENING", flush=True)
while True:
    for key, _ in selector.select():
        connection, _ = key.fileobj.accept()
        connection.settimeout(5)
        data = b""
        try:
            while b"\n" not in data:
                chunk = connection.recv(65536)
                if not chunk:
                    break
                data += chunk
            if data:
                print("RECEIVED", data.decode(errors="replace").strip(), flush=True)
            connection.sendall(b"ok\n")
        except OSError:
            pass
        connection.close()
"""

#: A launch of another user: sends a command line to the socket at argv[1]
#: and prints the reply (empty when hung up on).
INTRUDER = r"""
import socket, sys
client = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
client.settimeout(10)
client.connect(sys.argv[1])
try:  # hung up on at once, or after the line
    client.sendall(b'["--difficulty", "expert"]\n')
    reply = client.recv(100)
except OSError:
    reply = b""
print("REPLY", repr(reply), flush=True)
"""


def socket_name(home: Path) -> str:
    """The socket's file name of the program's data folder under ``home``."""
    folder = save_file(home).parent
    return "minesweeper-qt-" + hashlib.sha1(str(folder.resolve()).encode()).hexdigest()[:16]


def squatter(*paths: Path) -> Child:
    child = Child([*AS_NOBODY, SYSTEM_PYTHON, "-I", "-c", SQUATTER, *map(str, paths)],
                  dict(os.environ))
    child.expect("LISTENING")
    return child


def received(child: Child) -> list[str]:
    child.process.kill()
    child.process.wait(WAIT_S)
    time.sleep(0.2)  # the reading thread takes the last lines
    while not child.lines.empty():
        child.seen.append(child.lines.get())
    return [line for line in child.seen if line.startswith("RECEIVED")]


@pytest.fixture
def short_folder() -> Iterator[Path]:
    """A folder with a short path, in the run's folder (a socket's path must
    stay under 108 bytes: pytest's folders of a worker are too deep for the
    private folder and a socket in it), that uid 65534 can reach."""
    folder = Path(tempfile.mkdtemp(prefix="u", dir=os.environ["MINESWEEPER_TESTS_RUN"]))
    let_others_pass(folder)
    folder.chmod(0o711)
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def test_a_name_taken_in_a_shared_folder_is_never_used(
        short_folder: Path) -> None:
    base = short_folder
    home, shared = base / "home", base / "s"
    shared.mkdir()
    shared.chmod(0o1777)  # like /tmp
    env = environment(home)
    env["TMPDIR"] = env["XDG_RUNTIME_DIR"] = str(shared)  # a runtime folder open to all
    name = socket_name(home)
    # The other user takes the name in the runtime folder, and our private
    # folder's name in the temporary folder, with a listener in it.
    private = shared / f"{PRIVATE_PREFIX}{os.geteuid()}"
    subprocess.run([*AS_NOBODY, "mkdir", "-m", "0777", str(private)], check=True)
    other = squatter(shared / name, private / name)
    first = Child(driver("stay", "--difficulty", "beginner"), env)
    try:
        assert first.expect("START") == "START 9 9"
        first.expect("MOVED")
        later = subprocess.run(driver("close", "--difficulty", "expert"), env=env,
                               capture_output=True, text=True, timeout=WAIT_S)
        assert later.returncode == 0, later.stderr
        # Not handed over: it started as a first copy, and said why.
        assert "START" in later.stdout, later.stdout
        assert "already running" not in later.stderr
        assert f"{private} belongs to another user (uid {NOBODY})" in later.stderr
        assert "starting as a first copy" in later.stderr
        first.process.terminate()
        assert first.finish() == 0
        err = first.process.stderr.read()
    finally:
        if first.process.poll() is None:
            first.process.kill()
        got = received(other)
    assert got == []  # the other user heard nothing
    assert "the runtime folder is not used" in err and "open to other users" in err, err
    assert "later launches cannot reach this copy" in err, err
    assert private.stat().st_uid == NOBODY  # someone else's folder is left alone


def test_a_listener_of_another_user_in_the_runtime_folder_is_replaced(
        short_folder: Path) -> None:
    base = short_folder
    home, runtime = base / "home", base / "run"
    runtime.mkdir(mode=0o777)
    runtime.chmod(0o777)  # open while the other user makes its listener...
    env = environment(home)
    env["XDG_RUNTIME_DIR"] = str(runtime)
    other = squatter(runtime / socket_name(home))
    runtime.chmod(0o700)  # ...then private: it passes the folder checks
    first = Child(driver("stay", "--difficulty", "beginner"), env)
    try:
        assert first.expect("START") == "START 9 9"
        first.expect("MOVED")
        later = subprocess.run(driver("close", "--difficulty", "expert"), env=env,
                               capture_output=True, text=True, timeout=WAIT_S)
        assert later.returncode == 0, later.stderr
        assert "already running" in later.stderr and "START" not in later.stdout
        assert first.expect("GAME") == "GAME 16 30"  # the game got it
        first.process.terminate()
        assert first.finish() == 0
        err = first.process.stderr.read()
    finally:
        if first.process.poll() is None:
            first.process.kill()
        got = received(other)
    assert got == []
    assert f"was taken by another user (uid {NOBODY}): not trusted, replaced" in err, err


def test_a_later_launch_sends_nothing_to_a_server_of_another_user(
        short_folder: Path) -> None:
    base = short_folder
    home, runtime = base / "home", base / "run"
    runtime.mkdir(mode=0o777)
    runtime.chmod(0o777)
    env = environment(home)
    env["XDG_RUNTIME_DIR"] = str(runtime)
    other = squatter(runtime / socket_name(home))
    runtime.chmod(0o700)
    # A copy holds the lock (still starting: not listening yet).
    data = save_file(home).parent
    data.mkdir(parents=True, exist_ok=True)
    held = acquire(data / LOCK_NAME, 0, stale_ms=0)
    try:
        later = subprocess.run(driver("close", "--difficulty", "expert"), env=env,
                               capture_output=True, text=True, timeout=WAIT_S)
    finally:
        held.release()
        got = received(other)
    assert got == []  # the arguments did not leak
    assert later.returncode == 0, later.stderr
    assert "START 16 30" in later.stdout, later.stdout  # the game started
    assert f"is held by another user (uid {NOBODY})" in later.stderr, later.stderr
    assert "starting as a first copy" in later.stderr


def test_a_launch_of_another_user_is_not_obeyed(
        short_folder: Path) -> None:
    base = short_folder
    home, runtime = base / "home", base / "run"
    runtime.mkdir(mode=0o700)
    env = environment(home)
    env["XDG_RUNTIME_DIR"] = str(runtime)
    path = runtime / socket_name(home)
    first = Child(driver("stay", "--difficulty", "beginner"), env)
    try:
        assert first.expect("START") == "START 9 9"
        first.expect("MOVED")
        deadline = time.monotonic() + WAIT_S
        while not path.exists() and time.monotonic() < deadline:
            time.sleep(0.05)  # it listens once its window is up
        # Opened up as only a careless setup would: the kernel's word on the
        # peer still keeps the other user out.
        runtime.chmod(0o711)
        path.chmod(0o777)
        intruder = subprocess.run([*AS_NOBODY, SYSTEM_PYTHON, "-I", "-c", INTRUDER, str(path)],
                                  capture_output=True, text=True, timeout=WAIT_S)
        assert intruder.stdout.strip() == "REPLY b''", intruder.stdout + intruder.stderr
        runtime.chmod(0o700)  # (an open runtime folder would not be used)
        # The player's own launch is heard; the other user's was not.
        mine = subprocess.run(driver("close", "--custom", "10x10x5"), env=env,
                              capture_output=True, text=True, timeout=WAIT_S)
        assert "already running" in mine.stderr, mine.stderr
        assert first.expect("GAME") == "GAME 10 10", mine.stderr
        first.process.terminate()
        assert first.finish() == 0
        err = first.process.stderr.read()
    finally:
        if first.process.poll() is None:
            first.process.kill()
    assert f"a launch of another user (uid {NOBODY}) was not heard" in err, err
    assert not (set(first.seen) & {"GAME 16 30"})

