"""When Qt cannot start its platform plugin, the game prints the apt line of
README's Quick start and exits 1, instead of Qt's message (which names
libxcb-cursor0 whatever is missing) and an abort (issue 49). Real processes:
no display at all; and a real X server with a broken library in the way."""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from robust_helpers import environment

from minesweeper_qt.platform_check import INSTALL_LINE, NO_DISPLAY_STATUS, explanation

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="the xcb platform plugin: Linux")
QT_SAYS = ("This application failed to start", "xcb-cursor0 or libxcb-cursor0 is needed",
           "Could not load the Qt platform plugin")


def _start(env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "minesweeper_qt"], env=env, capture_output=True,
                          text=True, timeout=300, check=False, stdin=subprocess.DEVNULL)


def _xcb(home: Path) -> dict[str, str]:
    env = environment(home)
    env["QT_QPA_PLATFORM"] = "xcb"
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "LD_LIBRARY_PATH"):
        env.pop(name, None)
    return env


def test_no_display_prints_the_install_line_and_exits_1(tmp_path: Path) -> None:
    done = _start(_xcb(tmp_path / "home"))
    assert done.returncode == NO_DISPLAY_STATUS, (done.returncode, done.stderr)
    assert INSTALL_LINE in done.stderr and "no display to connect to" in done.stderr
    assert not [said for said in QT_SAYS if said in done.stderr], done.stderr


def _plugin_needs(soname: str) -> bool:
    from PySide6.QtCore import QLibraryInfo

    plugin = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath), "platforms",
                  "libqxcb.so")
    if not plugin.is_file() or shutil.which("ldd") is None:
        return False
    return soname in subprocess.run(["ldd", str(plugin)], capture_output=True, text=True,
                                    check=False).stdout


def test_a_broken_xcb_library_prints_the_install_line_not_qts_guess(tmp_path: Path) -> None:
    soname = "libxcb-icccm.so.4"
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not installed (Debian: xvfb)")
    if not _plugin_needs(soname):
        pytest.skip(f"Qt's xcb plugin here does not load {soname}")
    broken = tmp_path / "lib"
    broken.mkdir()
    (broken / soname).write_bytes(b"")  # found first, and not a library
    display = f":{random.randint(900, 999)}"
    xvfb = subprocess.Popen(["Xvfb", display, "-nolisten", "tcp"], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    try:
        socket = Path(f"/tmp/.X11-unix/X{display[1:]}")
        deadline = time.monotonic() + 300  # a generous wait for a busy machine
        while not socket.exists():
            if xvfb.poll() is not None or time.monotonic() > deadline:
                pytest.skip(f"Xvfb did not start on {display}")
            time.sleep(0.05)
        env = _xcb(tmp_path / "home")
        env.update(DISPLAY=display, LD_LIBRARY_PATH=str(broken))
        done = _start(env)
    finally:
        xvfb.terminate()
        xvfb.wait(60)
    assert done.returncode == NO_DISPLAY_STATUS, (done.returncode, done.stderr)
    assert INSTALL_LINE in done.stderr and "no display" not in done.stderr
    assert not [said for said in QT_SAYS if said in done.stderr], done.stderr


def test_the_explanation_names_missing_libraries() -> None:
    text = explanation(["qt.qpa.xcb: could not connect to display"], ["libxcb-icccm.so.4"])
    assert "no display to connect to" in text
    assert "Missing libraries: libxcb-icccm.so.4." in text
    assert text.splitlines()[-2] == f"  {INSTALL_LINE}"
    assert "Missing" not in explanation([], []) and "display to" not in explanation([], [])
    assert os.linesep not in INSTALL_LINE
