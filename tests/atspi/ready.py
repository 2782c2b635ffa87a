"""Waiting for the outside programs of the screen-reader tests (Xvfb, the AT-SPI
bus, Orca, the game's accessible tree) on their readiness signals.

Each wait is generous (``MINESWEEPER_TESTS_READY_S``, 300 s unless set) and
returns as soon as the signal comes, so it costs nothing on an idle machine.
A program that never signals raises :class:`NotReady`; the runner reports it
and the test is skipped with that reason, never failed for slowness.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path

#: Seconds to wait for an outside program before the test is skipped.
READY_S = float(os.environ.get("MINESWEEPER_TESTS_READY_S", "300"))


class NotReady(Exception):
    """An outside program never signalled that it was ready; ``str()`` says which."""


def wait_until(ready: Callable[[], object], what: str, seconds: float = READY_S) -> None:
    """Poll ``ready()`` every 50 ms until it is true.

    Raises:
        NotReady: ``what`` (e.g. "Orca said 'Screen reader on'") did not happen
        within ``seconds``.
    """
    deadline = time.monotonic() + seconds
    while not ready():
        if time.monotonic() > deadline:
            raise NotReady(f"{what}: not within {seconds:g} s")
        time.sleep(0.05)


def wait_for_x_server(display: str) -> None:
    """Wait until the X server of ``display`` (":N") has made its socket."""
    socket = Path(f"/tmp/.X11-unix/X{display[1:]}")
    wait_until(socket.exists, f"Xvfb {display} made its socket")
