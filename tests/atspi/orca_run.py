"""Play the game by keyboard with Orca listening, and return what Orca said.

Run inside ``dbus-run-session`` (see tests/view/board/test_orca.py):
``orca_run.py STEPS_JSON FOLDER``. Starts the AT-SPI bus, an Xvfb server, Orca
(``--debug-file``: it runs without a speech server and logs every utterance as
``SPEECH OUTPUT``), then the game (tests/atspi/orca_game.py). Orca opens its
debug file with Python's default buffering (8 KB blocks on a file, so the log
trails what was said); given a terminal it writes line by line, so its debug
file is a pseudo-terminal, copied to FOLDER/orca-debug.log as it comes. STEPS_JSON is a
list of ``[key, pattern]``: each key is sent to the game, then Orca's log is
polled until a new utterance matches ``pattern`` (a regular expression; its
deadline, a generous one, fails the step). Prints one JSON object: ``startup``
(what Orca said when the game appeared) and ``steps`` (``key``, ``found``,
``speech``: every utterance after that key and before the next one); or
``notReady`` with the reason when Xvfb, Orca or the game never said it was ready
(tests/atspi/ready.py: the test is skipped, not failed).
"""

from __future__ import annotations

import json
import os
import pty
import random
import re
import subprocess
import sys
import threading
import tty
from pathlib import Path

from ready import NotReady, enable_a11y_bus, stop, wait_for_x_server, wait_until

HERE = Path(__file__).resolve().parent
#: The system Python, which has Orca's modules.
SYSTEM_PYTHON = "/usr/bin/python3"
#: One utterance in Orca's debug log (it may span lines).
SPEECH = re.compile(r"^\d\d:\d\d:\d\d\.\d+ - SPEECH OUTPUT: '(.*?)' ?\{[^\n]*\}$",
                    re.MULTILINE | re.DOTALL)
#: Seconds a key's utterance may take to reach Orca's log (a generous wait: Orca's
#: log trails what it says, more so on a busy machine).
STEP_SECONDS = 90.0


def utterances(text: str) -> list[str]:
    """Orca's utterances in a piece of its debug log, whitespace folded."""
    return [" ".join(match.group(1).split()) for match in SPEECH.finditer(text)]


class OrcaLog:
    def __init__(self, path: Path) -> None:
        self.path = path

    def size(self) -> int:
        return self.path.stat().st_size if self.path.exists() else 0

    def read(self, start: int, stop: int | None = None) -> str:
        if not self.path.exists():
            return ""
        with self.path.open("rb") as log:
            log.seek(start)
            data = log.read() if stop is None else log.read(max(0, stop - start))
        return data.decode("utf-8", "replace")

    def said(self, pattern: str, start: int) -> bool:
        """Whether an utterance after byte ``start`` matches ``pattern``."""
        wanted = re.compile(pattern)
        return any(wanted.search(said) for said in utterances(self.read(start)))

    def wait_for(self, pattern: str, start: int, seconds: float = STEP_SECONDS) -> bool:
        """Poll until an utterance after byte ``start`` matches ``pattern``."""
        try:
            wait_until(lambda: self.said(pattern, start), pattern, seconds)
        except NotReady:
            return False
        return True


def copy_terminal(master: int, path: Path) -> None:
    """Copy what is written to the pseudo-terminal ``master`` into ``path``
    until its other end is closed (Orca must never block on a full terminal)."""
    with path.open("wb") as out:
        while True:
            try:
                data = os.read(master, 65536)
            except OSError:  # EIO: every writer is gone
                return
            if not data:
                return
            out.write(data)
            out.flush()


def start_orca(folder: Path, terminal: int, env: dict[str, str], log: OrcaLog,
               ) -> subprocess.Popen[bytes]:
    """Start Orca (beside any other Orca of this user: orca_launch.py) and wait
    until it says "Screen reader on".

    Raises:
        NotReady: Orca ended or stayed silent.
    """
    orca = subprocess.Popen([SYSTEM_PYTHON, str(HERE / "orca_launch.py"),
                             "-u", str(folder / "orca-prefs"), "--debug-file",
                             os.ttyname(terminal), "-d", "braille"],
                            env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT)

    def on() -> bool:
        if orca.poll() is not None:
            said = orca.stdout.read().decode("utf-8", "replace") if orca.stdout else ""
            raise NotReady(f"Orca ended (status {orca.returncode}): {said.strip()}")
        return log.said("Screen reader on", 0)

    wait_until(on, "Orca said 'Screen reader on'")
    return orca


def main(argv: list[str]) -> int:
    steps = json.loads(argv[1])
    folder = Path(argv[2])
    log = OrcaLog(folder / "orca-debug.log")
    display = f":{random.randint(400, 899)}"
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1024x768x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    orca = game = None
    master = terminal = -1
    copier: threading.Thread | None = None
    result: dict = {"steps": []}
    try:
        enable_a11y_bus()
        wait_for_x_server(display, xvfb)
        env = dict(os.environ, DISPLAY=display,
                   # No speech-dispatcher: Orca logs what it would say.
                   SPEECHD_CMD=str(folder / "no-speech-dispatcher"))
        master, terminal = pty.openpty()
        tty.setraw(terminal)  # no "\r\n" for "\n", no echo
        copier = threading.Thread(target=copy_terminal, args=(master, log.path), daemon=True)
        copier.start()
        orca = start_orca(folder, terminal, env, log)
        start = log.size()
        game = subprocess.Popen([sys.executable, str(HERE / "orca_game.py")], text=True,
                                env=dict(env, QT_QPA_PLATFORM="xcb",
                                         QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1"),
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        assert game.stdin is not None and game.stdout is not None
        while (line := game.stdout.readline()) and line.strip() != "ready":
            pass
        if not line:
            raise RuntimeError(f"the game ended before it was ready (status {game.wait()})")
        result["startupFound"] = log.wait_for("Minefield", start)
        offsets = []
        for key, pattern in steps:
            offsets.append(log.size())
            game.stdin.write(f"key {key}\n")
            game.stdin.flush()
            game.stdout.readline()  # "ok": the key was handled
            found = log.wait_for(pattern, offsets[-1])
            result["steps"].append({"key": key, "pattern": pattern, "found": found})
            if not found:
                break
        offsets.append(log.size())
        result["startup"] = utterances(log.read(start, offsets[0] if offsets else None))
        for step, begin, end in zip(result["steps"], offsets, offsets[1:], strict=False):
            step["speech"] = utterances(log.read(begin, end))
        game.stdin.write("quit\n")
        game.stdin.flush()
        game.wait(timeout=120)
    except (NotReady, subprocess.TimeoutExpired) as error:  # slow, not wrong
        result["notReady"] = str(error)
    finally:
        for process in (game, orca):
            if process is not None and process.poll() is None:
                process.terminate()
                try:
                    process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    process.kill()
        stop(xvfb)
        if terminal >= 0:
            os.close(terminal)  # kept open until Orca was gone: the copy ends now
        if copier is not None:
            copier.join(timeout=10)
        if master >= 0:
            os.close(master)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
