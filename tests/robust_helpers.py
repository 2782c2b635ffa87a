"""Shared by the robustness tests: real child processes of the program with a
private home, and an unprivileged Python for tests of read-only storage."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DRIVER = Path(__file__).resolve().parent / "app_driver.py"
NOBODY = 65534


def environment(home: Path) -> dict[str, str]:
    """Variables for a child program whose every per-user folder is under ``home``."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home),
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT),
                                                        os.environ.get("PYTHONPATH")])))
    for var, sub in (("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"),
                     ("XDG_CACHE_HOME", "cache"), ("XDG_STATE_HOME", "state")):
        env[var] = str(home / sub)
        (home / sub).mkdir(parents=True, exist_ok=True)
    # The test's own runtime folder (conftest: private, with a short path, so
    # that the single-instance socket fits in it), else one in ``home``.
    if not os.path.isdir(env.get("XDG_RUNTIME_DIR", "")):
        env["XDG_RUNTIME_DIR"] = str(home / "runtime")
        (home / "runtime").mkdir(mode=0o700, parents=True, exist_ok=True)
    env.pop("QT_LOGGING_RULES", None)
    return env


def settings_file(home: Path) -> Path:
    return home / "config" / "minesweeper-qt" / "minesweeper-qt.conf"


def save_file(home: Path) -> Path:
    return home / "data" / "minesweeper-qt" / "minesweeper-qt" / "current-game.json"


def driver(mode: str, *args: str) -> list[str]:
    return [sys.executable, str(DRIVER), mode, *args]


def nobody_python(folder: Path) -> Path:
    """A Python that uid 65534 can run, with this environment's packages: a
    new venv in ``folder`` (which must not exist; its parent must be one uid
    65534 can enter and no other user can write) of the system
    ``/usr/bin/python3`` (same minor version), whose ``.pth`` points at this
    environment's site-packages and this checkout. Made afresh for each use,
    never cached at a shared path (a venv left by another checkout would point
    at its packages).

    When uid 65534 cannot reach those (a checkout in a folder only its owner may
    enter, as ``mktemp -d`` makes), the packages and the game's source are
    linked (hard links; copied across file systems) into ``folder`` and the
    ``.pth`` points there. Skips the calling test, saying why, when there is no
    way (not root, no system Python of this minor version, no ``setpriv``).
    """
    system = Path("/usr/bin/python3")
    if os.geteuid() != 0:
        pytest.skip("needs root: another uid's child proves a read-only file for real")
    if not system.exists() or shutil.which("setpriv") is None:
        pytest.skip("needs /usr/bin/python3 and setpriv (Debian: util-linux)")
    version = subprocess.run([str(system), "-I", "-c",
                              "import sys; print(sys.version_info[:2])"],
                             capture_output=True, text=True, cwd="/").stdout.strip()
    if version != str(tuple(sys.version_info[:2])):
        pytest.skip(f"the system Python is {version}, this one {tuple(sys.version_info[:2])}: "
                    "uid 65534 cannot load this environment's compiled packages")
    subprocess.run([str(system), "-m", "venv", "--without-pip", str(folder)], check=True,
                   cwd="/")
    site = next((folder / "lib").glob("python*/site-packages"))
    pth = site / "minesweeper-tests.pth"
    pth.write_text(sysconfig.get_paths()["purelib"] + "\n" + str(ROOT) + "\n")
    python = folder / "bin" / "python"
    _open_to_all(folder)
    problem = _nobody_cannot_import(python)
    if problem:
        # The checkout or its environment is out of uid 65534's reach: a copy it can read.
        packages, source = folder / "packages", folder / "source"
        _link_tree(Path(sysconfig.get_paths()["purelib"]), packages)
        for part in ("minesweeper_qt", "resources", "translations", "packaging"):
            if (ROOT / part).is_dir():
                _link_tree(ROOT / part, source / part)
        pth.write_text(f"{packages}\n{source}\n")
        _open_to_all(folder)
        problem = _nobody_cannot_import(python)
        if problem:
            pytest.skip(f"uid {NOBODY} cannot import the game even from a copy: {problem}")
    return python


def _open_to_all(folder: Path) -> None:
    """Every folder below ``folder`` readable and enterable by all (files keep their modes)."""
    for path, _dirs, _files in os.walk(folder):
        os.chmod(path, 0o755)


def _nobody_cannot_import(python: Path) -> str:
    """Why uid 65534 cannot import Qt and the game with ``python`` ('' when it can)."""
    done = subprocess.run(["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups",
                           str(python), "-c", "import PySide6.QtCore, minesweeper_qt"],
                          capture_output=True, text=True, cwd="/", timeout=300,
                          env={"PATH": os.environ.get("PATH", "/usr/bin:/bin")})
    return "" if done.returncode == 0 else (done.stderr.strip().splitlines() or ["?"])[-1]


def _link_tree(source: Path, target: Path) -> None:
    """``target`` a copy of the tree ``source`` made of hard links (plain copies
    where a link cannot be made, e.g. across file systems); files that others
    cannot read are copied with a mode they can."""
    def link(src: str, dst: str) -> None:
        try:
            if os.stat(src).st_mode & 0o004:
                os.link(src, dst)
                return
        except OSError:
            pass
        shutil.copy2(src, dst)
        os.chmod(dst, 0o644 | (os.stat(dst).st_mode & 0o111))

    shutil.copytree(source, target, symlinks=True, copy_function=link,
                    ignore=shutil.ignore_patterns("__pycache__"))


def let_others_pass(folder: Path) -> None:
    """Lets every user pass through the folders above ``folder`` that this
    process owns (adds the search bit for others, never read or write), so that
    a child of another uid reaches ``folder`` below pytest's private ``tmp_path``."""
    for parent in folder.resolve().parents:
        info = parent.stat()
        if info.st_uid == os.geteuid() and not info.st_mode & 0o001:
            parent.chmod(info.st_mode | 0o011)


# --- a shared temporary folder with files planted by another user ------------------

#: Module names a planted file may take: what the child imports first.
PLANTED = ("json", "ms_toollib", "shutil", "subprocess", "minesweeper_qt")
VICTIM_TEXT = "the player's own file\n"


def plant(shared: Path, markers: Path) -> Path:
    """Make ``shared`` a world-writable sticky folder like ``/tmp`` holding a
    module for each of :data:`PLANTED` (each leaves a file in ``markers`` when
    imported) and a ``crash.log`` link to a file the player owns; returns that
    file."""
    shared.mkdir(mode=0o777)
    shared.chmod(0o1777)
    markers.mkdir()
    for name in PLANTED:
        code = f"open({str(markers / name)!r}, 'w').close()\n"
        if name == "minesweeper_qt":
            (shared / name).mkdir()
            (shared / name / "__init__.py").write_text(code)
        else:
            (shared / f"{name}.py").write_text(code)
    victim = markers.parent / "victim.txt"
    victim.write_text(VICTIM_TEXT)
    (shared / "crash.log").symlink_to(victim)
    return victim


def assert_nothing_planted_ran(shared: Path, markers: Path, victim: Path) -> None:
    assert sorted(p.name for p in markers.iterdir()) == []  # no planted module ran
    assert victim.read_text() == VICTIM_TEXT  # the link was not followed
    assert (shared / "crash.log").is_symlink()
    # The private folders the children worked in are gone.
    assert [p.name for p in shared.iterdir() if p.name.startswith("minesweeper-qt-")] == []
