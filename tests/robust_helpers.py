"""Shared by the robustness tests: real child processes of the program with a
private home, and an unprivileged Python for tests of read-only storage."""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DRIVER = Path(__file__).resolve().parent / "app_driver.py"
NOBODY = 65534


def environment(home: Path) -> dict[str, str]:
    """Variables for a child program whose every per-user folder is under ``home``."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home),
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT),
                                                        os.environ.get("PYTHONPATH")])))
    for var, sub in (("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"),
                     ("XDG_CACHE_HOME", "cache"), ("XDG_STATE_HOME", "state"),
                     ("XDG_RUNTIME_DIR", "runtime")):
        env[var] = str(home / sub)
        (home / sub).mkdir(parents=True, exist_ok=True)
    (home / "runtime").chmod(0o700)
    env.pop("QT_LOGGING_RULES", None)
    return env


def settings_file(home: Path) -> Path:
    return home / "config" / "minesweeper-qt" / "minesweeper-qt.conf"


def save_file(home: Path) -> Path:
    return home / "data" / "minesweeper-qt" / "minesweeper-qt" / "current-game.json"


def driver(mode: str, *args: str) -> list[str]:
    return [sys.executable, str(DRIVER), mode, *args]


def nobody_python(cache: Path) -> Path | None:
    """A Python that uid 65534 can run, with this environment's packages: a
    venv of the system ``/usr/bin/python3`` (same minor version) whose ``.pth``
    points at this environment's site-packages. None when there is none
    (another minor version, no system Python, not root)."""
    system = Path("/usr/bin/python3")
    if os.geteuid() != 0 or not system.exists():
        return None
    version = subprocess.run([str(system), "-c", "import sys; print(sys.version_info[:2])"],
                             capture_output=True, text=True).stdout.strip()
    if version != str(tuple(sys.version_info[:2])):
        return None
    python = cache / "bin" / "python"
    if not python.exists():
        subprocess.run([str(system), "-m", "venv", "--without-pip", str(cache)], check=True)
        site = next((cache / "lib").glob("python*/site-packages"))
        (site / "minesweeper-tests.pth").write_text(
            sysconfig.get_paths()["purelib"] + "\n" + str(ROOT) + "\n")
        for folder, _dirs, _files in os.walk(cache):
            os.chmod(folder, 0o755)
    return python
