#!/usr/bin/env python3
"""Smoke-test the archive written by scripts/build_bundle.py, as a player gets it.

    python scripts/smoke_bundle.py [ARCHIVE]

Unpacks the archive (default: this platform's ``dist/minesweeper-qt-<version>-*``)
into a temporary folder, runs the bundled program with ``--smoke-test`` on the Qt
platform in ``QT_QPA_PLATFORM`` (default ``offscreen``) and checks that it exits
with status 0 and reports success for this version, frozen. The program writes
its report to a file because a Windows bundle has no console. It also checks
what was unpacked: no dangling symbolic link, the licence, and the wheel's
metadata (``minesweeper_qt-<version>.dist-info``, no ``.egg-info``). On Linux the
archive is unpacked under a folder named with ``%``, spaces, ``'`` and ``$``,
and ``--install-desktop`` must write a desktop entry that
``desktop-file-validate`` accepts (when installed) and run the system's
``update-desktop-database`` with the caller's ``LD_LIBRARY_PATH``, not the
bundle's. Exit status 0 when all is well, 1 otherwise.
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
from build_bundle import (
    MAC_APP,
    NAME,
    archive_path,
    dangling_links,
    metadata_folders,
    project_version,
)

#: Seconds the bundled program may take, start to exit (it needs about one).
TIMEOUT_S = 120
#: Linux: the archive is unpacked under this folder name, which a desktop entry's
#: Exec line must escape (a lone % starts a field code) and quote. (No double
#: quote or backslash: PyInstaller's runtime hook writes the bundle's path into
#: an embedded qt.conf unescaped, and Qt's INI reader then loses Qt's own
#: translations; tests/test_desktop.py covers those characters in Exec lines.)
AWKWARD_FOLDER = "50%off $HOME's games"
APP_ID = "io.github.minesweeperqt.Minesweeper"
#: Linux: the caller's LD_LIBRARY_PATH, which system tools started by the bundle get.
CALLER_LIBRARY_PATH = "/nonexistent/caller-lib"


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


def check_unpacked(top: Path, version: str) -> list[str]:
    """Problems of the unpacked bundle ``top`` (the folder or the .app)."""
    problems = []
    dangling = dangling_links(top)
    if dangling:
        problems.append("dangling symbolic links: " + ", ".join(dangling))
    dist_infos, egg_infos = metadata_folders(top)
    if {path.name for path in dist_infos} != {f"minesweeper_qt-{version}.dist-info"}:
        problems.append(f"metadata is not one minesweeper_qt-{version}.dist-info: "
                        f"{[path.name for path in dist_infos]}")
    if egg_infos:
        problems.append(f"a source tree's metadata: {[path.name for path in egg_infos]}")
    licence = top / ("Contents/Resources/LICENSE" if sys.platform == "darwin" else "LICENSE")
    if not licence.is_file() or "MIT License" not in licence.read_text(encoding="utf-8"):
        problems.append(f"no MIT licence at {licence.relative_to(top)}")
    return problems


def check_install_desktop(program: Path, folder: Path, env: dict[str, str]) -> list[str]:
    """Linux: ``--install-desktop`` into a throw-away home, with a stand-in
    ``update-desktop-database`` first on PATH that records the library path it
    was given; then ``--uninstall-desktop``."""
    problems = []
    tools = folder / "tools"
    tools.mkdir()
    record = folder / "helper-env.txt"
    helper = tools / "update-desktop-database"
    helper.write_text(
        "#!/bin/sh\n"
        'echo "LD_LIBRARY_PATH=${LD_LIBRARY_PATH-(unset)}" >> "$SMOKE_HELPER_RECORD"\n'
        'echo "LD_LIBRARY_PATH_ORIG=${LD_LIBRARY_PATH_ORIG-(unset)}"'
        ' >> "$SMOKE_HELPER_RECORD"\n',
        encoding="utf-8",
    )
    helper.chmod(0o755)
    data = folder / "data"
    for caller in (CALLER_LIBRARY_PATH, None):
        record.unlink(missing_ok=True)
        run_env = dict(env, HOME=str(folder / "home"), XDG_DATA_HOME=str(data),
                       SMOKE_HELPER_RECORD=str(record),
                       PATH=os.pathsep.join([str(tools), env.get("PATH", os.defpath)]))
        run_env.pop("LD_LIBRARY_PATH", None)
        if caller is not None:
            run_env["LD_LIBRARY_PATH"] = caller
        done = subprocess.run([str(program), "--install-desktop"], env=run_env, capture_output=True,
                              text=True, timeout=TIMEOUT_S, stdin=subprocess.DEVNULL)
        entry = data / "applications" / f"{APP_ID}.desktop"
        if done.returncode != 0 or not entry.is_file():
            problems.append(f"--install-desktop failed ({done.returncode}): {done.stderr.strip()}")
            return problems
        seen = record.read_text(encoding="utf-8").splitlines() if record.is_file() else []
        wanted = [f"LD_LIBRARY_PATH={caller or '(unset)'}", "LD_LIBRARY_PATH_ORIG=(unset)"]
        if seen != wanted:
            problems.append(f"update-desktop-database ran with {seen or 'nothing recorded'}, "
                            f"not the caller's environment {wanted}")
    print("--install-desktop: helper ran with the caller's LD_LIBRARY_PATH")
    exec_line = next(line for line in entry.read_text(encoding="utf-8").splitlines()
                     if line.startswith("Exec="))
    print(f"desktop entry {exec_line}")
    if "%%off" not in exec_line:
        problems.append(f"the % of the folder name is not escaped: {exec_line}")
    if shutil.which("desktop-file-validate"):
        checked = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True,
                                 text=True)
        if checked.returncode != 0 or checked.stdout.strip():
            problems.append("desktop-file-validate: " + (checked.stdout + checked.stderr).strip())
        else:
            print("desktop-file-validate: the installed entry is valid")
    else:
        print("desktop-file-validate not installed: the installed entry was not validated")
    done = subprocess.run([str(program), "--uninstall-desktop"], env=run_env, capture_output=True,
                          text=True, timeout=TIMEOUT_S, stdin=subprocess.DEVNULL)
    if done.returncode != 0 or entry.exists():
        problems.append(f"--uninstall-desktop failed ({done.returncode}): {done.stderr.strip()}")
    return problems


def main(argv: list[str]) -> int:
    version = project_version()
    archive = Path(argv[0]) if argv else archive_path(version)
    if not archive.is_file():
        print(f"no archive {archive}: run scripts/build_bundle.py first", file=sys.stderr)
        return 1
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    linux = sys.platform.startswith("linux")
    problems = []
    with tempfile.TemporaryDirectory(prefix="minesweeper-qt-bundle-") as folder:
        into = Path(folder) / (AWKWARD_FOLDER if linux else "unpacked")
        program = unpack(archive, into)
        top = into / (MAC_APP if sys.platform == "darwin" else NAME)
        problems += check_unpacked(top, version)
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
        if linux:
            problems += check_install_desktop(program, Path(folder), env)
    print(line or "(no report)")
    print(f"exit status {done.returncode} after {elapsed:.1f} s (including unpacked start-up)")
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
