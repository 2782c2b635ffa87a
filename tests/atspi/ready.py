"""Waiting for the outside programs of the screen-reader tests (Xvfb, the AT-SPI
bus, Orca, the game's accessible tree) on their readiness signals.

Each wait is generous (``MINESWEEPER_TESTS_READY_S``, 300 s unless set) and
returns as soon as the signal comes, so it costs nothing on an idle machine.
A program that never signals raises :class:`NotReady`; the runner reports it
and the test is skipped with that reason, never failed for slowness.
"""

from __future__ import annotations

import os
import subprocess
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


def wait_for_x_server(display: str, xvfb: subprocess.Popen[bytes]) -> None:
    """Wait until the X server ``xvfb`` of ``display`` (":N") has made its socket.

    Raises:
        NotReady: it ended first (the display was taken) or never made it.
    """
    socket = Path(f"/tmp/.X11-unix/X{display[1:]}")

    def up() -> bool:
        if xvfb.poll() is not None:
            raise NotReady(f"Xvfb {display} ended (status {xvfb.returncode})")
        return socket.exists()

    wait_until(up, f"Xvfb {display} made its socket")


def stop(process: subprocess.Popen[bytes]) -> None:
    """Terminate ``process`` and wait for it (killed if it lingers on a busy machine)."""
    process.terminate()
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def _bus(*args: str) -> bool:
    """One call to the AT-SPI bus launcher on the session bus: whether it answered."""
    try:
        return subprocess.run(["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus",
                               "/org/a11y/bus", *args], capture_output=True,
                              timeout=60).returncode == 0
    except subprocess.TimeoutExpired:  # D-Bus starts the launcher on demand: slow, not gone
        return False


def enable_a11y_bus() -> None:
    """Wait until the session bus has started the AT-SPI bus launcher (it answers
    ``GetAddress``), then switch accessibility on for the programs started later.

    Raises:
        NotReady: the launcher never answered.
    """
    wait_until(lambda: _bus("org.a11y.Bus.GetAddress"), "the AT-SPI bus answered")
    wait_until(lambda: _bus("org.freedesktop.DBus.Properties.Set", "string:org.a11y.Status",
                            "string:IsEnabled", "variant:boolean:true"),
               "the AT-SPI bus took IsEnabled")
