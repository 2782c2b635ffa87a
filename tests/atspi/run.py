"""Start the a11y bus, an X server and the game, drive it, and read it as a
screen reader would. Run inside ``dbus-run-session`` (see
tests/view/board/test_accessibility_atspi.py); prints one JSON object, with
``notReady`` and the reason when Xvfb, the game or its accessible tree never
became ready (tests/atspi/ready.py: the test is skipped, not failed)."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

from ready import READY_S, NotReady, enable_a11y_bus, stop, wait_for_x_server, wait_until

HERE = Path(__file__).resolve().parent
APP = "minesweeper-atspi"
SYSTEM_PYTHON = "/usr/bin/python3"


def probe(*args: str) -> str:
    return subprocess.run([SYSTEM_PYTHON, str(HERE / "probe.py"), *args], capture_output=True,
                          text=True, timeout=READY_S).stdout


def main() -> int:
    display = f":{random.randint(150, 399)}"
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "800x600x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    result: dict = {}
    game = None
    try:
        enable_a11y_bus()
        wait_for_x_server(display, xvfb)
        env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb",
                   QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1")
        game = subprocess.Popen([sys.executable, str(HERE / "game.py")], env=env, text=True,
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        assert game.stdin is not None and game.stdout is not None
        assert game.stdout.readline().strip() == "ready"

        def send(command: str) -> None:
            game.stdin.write(command + "\n")  # type: ignore[union-attr]
            game.stdin.flush()  # type: ignore[union-attr]
            game.stdout.readline()  # type: ignore[union-attr]

        tree: dict = {}

        def table_shown() -> bool:
            tree.update(json.loads(probe("tree", APP) or "{}"))
            return bool(tree.get("table"))

        wait_until(table_shown, "the game's board in the accessible tree")
        result["before"] = tree
        # The listener stops a second after the reveal's announcement (the last
        # event the keys make) or, if that never comes, after the generous wait.
        listener = subprocess.Popen([SYSTEM_PYTHON, str(HERE / "probe.py"), "listen", APP,
                                     str(READY_S), "cell opened"],
                                    stdout=subprocess.PIPE, text=True, env=env)
        assert listener.stdout is not None
        if listener.stdout.readline().strip() != "listening":
            raise NotReady("the AT-SPI listener never started")
        for command in ("key Right", "key Down", "key Down", "key Right", "key space"):
            send(command)
            time.sleep(0.3)
        events = [json.loads(line)
                  for line in listener.communicate(timeout=READY_S + 60)[0].splitlines()
                  if line.startswith("{")]
        result["events"] = events
        result["after"] = json.loads(probe("tree", APP) or "{}")
        send("quit")
        game.wait(timeout=120)
    except (NotReady, subprocess.TimeoutExpired) as error:  # slow, not wrong
        result["notReady"] = str(error)
    finally:
        if game is not None and game.poll() is None:
            game.kill()
        stop(xvfb)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
