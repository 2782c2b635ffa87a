#!/usr/bin/env python3
"""Smoke-test the archive written by scripts/build_bundle.py, as a player gets it.

    python scripts/smoke_bundle.py [ARCHIVE]

Unpacks the archive (default: this platform's ``dist/minesweeper-qt-<version>-*``)
into a temporary folder, runs the bundled program with ``--smoke-test`` on the Qt
platform in ``QT_QPA_PLATFORM`` (default ``offscreen``) and checks that it exits
with status 0 and reports success for this version, frozen. The program writes
its report to a file because a Windows bundle has no console. Exit status 0 when
all is well, 1 otherwise.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from build_bundle import MAC_APP, NAME, archive_path, project_version  # noqa: E402

#: Seconds the bundled program may take, start to exit (it needs about one).
TIMEOUT_S = 120


def unpack(archive: Path, into: Path) -> Path:
    """Unpack ``archive`` into ``into``; return the program inside."""
    if sys.platform == "darwin" and shutil.which("ditto"):
        subprocess.run(["ditto", "-x", "-k", str(archive), str(into)], check=True)
    elif archive.suffix == ".zip":
        with zipfile.ZipFile(archive) as opened:
            opened.extractall(into)
    else:
        with tarfile.open(archive) as opened:
            if hasattr(tarfile, "data_filter"):
                opened.extractall(into, filter="data")
            else:
                opened.extractall(into)
    if sys.platform == "darwin":
        return into / MAC_APP / "Contents" / "MacOS" / NAME
    return into / NAME / (NAME + (".exe" if sys.platform == "win32" else ""))


def main(argv: list[str]) -> int:
    version = project_version()
    archive = Path(argv[0]) if argv else archive_path(version)
    if not archive.is_file():
        print(f"no archive {archive}: run scripts/build_bundle.py first", file=sys.stderr)
        return 1
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="minesweeper-qt-bundle-") as folder:
        program = unpack(archive, Path(folder) / "unpacked")
        report = Path(folder) / "report.txt"
        command = [str(program), f"--smoke-test={report}"]
        print("+", " ".join(command), flush=True)
        started = time.monotonic()
        try:
            done = subprocess.run(command, env=env, capture_output=True, text=True,
                                  timeout=TIMEOUT_S, stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            print(f"FAILED: the bundle ran over {TIMEOUT_S} s", file=sys.stderr)
            return 1
        elapsed = time.monotonic() - started
        line = report.read_text(encoding="utf-8").strip() if report.is_file() else ""
        if done.stderr.strip():
            print("stderr:", done.stderr.strip())
    print(line or "(no report)")
    print(f"exit status {done.returncode} after {elapsed:.1f} s (including unpacked start-up)")
    problems = []
    if done.returncode != 0:
        problems.append(f"exit status {done.returncode}")
    if not line.startswith("smoke test ok"):
        problems.append("no success report")
    if f"minesweeper-qt {version}," not in line:
        problems.append(f"the bundle does not know its version {version}")
    if "frozen yes" not in line:
        problems.append("not running frozen")
    if problems:
        print("FAILED: " + "; ".join(problems), file=sys.stderr)
        return 1
    print(f"bundle smoke test passed: {archive.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
