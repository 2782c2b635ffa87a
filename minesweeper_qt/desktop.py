"""Linux desktop integration: menu entry, AppStream metainfo and icon.

``python -m minesweeper_qt.desktop install [--prefix ~/.local]`` (the same as
``minesweeper-qt --install-desktop``) copies, under the XDG data folder
(``$XDG_DATA_HOME``, by default ``~/.local/share``; with ``--prefix P``,
``P/share``), following the freedesktop.org specifications:

- ``applications/<APP_ID>.desktop``, the menu entry (its ``Exec`` line pointed
  at this installation's launcher),
- ``metainfo/<APP_ID>.metainfo.xml``, the AppStream description for software
  centres,
- ``icons/hicolor/scalable/apps/<APP_ID>.svg``, the icon.

Like every file the game writes, each is written atomically (a temporary file
beside it, renamed over it) and never through a link: a symbolic link, a FIFO
or a folder at one of the three places is refused before anything is written
or removed (:class:`~minesweeper_qt.storage.safe_files.UnsafeFile`), and left
as it is.

``uninstall`` removes the three files. Both refresh the desktop-entry cache with
``update-desktop-database``, and an existing icon cache with
``gtk-update-icon-cache``, when those tools are installed (in the system's own
library environment, not a bundle's: see :func:`helper_environment`).
The source files live in ``packaging/linux/`` (package
``minesweeper_qt.linux`` once installed).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import shutil
import subprocess
import sys
import sysconfig
from collections.abc import Mapping
from importlib import resources
from pathlib import Path

from minesweeper_qt import APP_ID
from minesweeper_qt.resources_path import resource_path
from minesweeper_qt.storage.safe_files import UnsafeFile, check_regular, write_atomic

#: The launcher installed by pip (``[project.gui-scripts]``) and in the bundles.
LAUNCHER = "minesweeper-qt"
DESKTOP_FILE = f"{APP_ID}.desktop"
METAINFO_FILE = f"{APP_ID}.metainfo.xml"
#: Characters that make an Exec argument need quoting (Desktop Entry spec, "Exec key").
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


def default_data_dir() -> Path:
    """``$XDG_DATA_HOME`` if set and absolute, else ``~/.local/share``."""
    xdg = os.environ.get("XDG_DATA_HOME", "")
    if xdg and os.path.isabs(xdg):
        return Path(xdg)
    return Path.home() / ".local" / "share"


def packaged_file(name: str) -> Path:
    """Path of ``packaging/linux/<name>``, installed or in a source checkout.

    Raises:
        FileNotFoundError: the file is in neither place.
    """
    try:
        candidate = Path(str(resources.files("minesweeper_qt.linux") / name))
    except ModuleNotFoundError:
        candidate = Path("/nonexistent")
    if candidate.is_file():
        return candidate
    source = Path(__file__).resolve().parent.parent / "packaging" / "linux" / name
    if source.is_file():
        return source
    raise FileNotFoundError(f"{name!r} is not installed with the package (looked at {candidate})")


def launcher_command() -> str:
    """The command a menu entry should run: the frozen executable of a bundle,
    ``minesweeper-qt`` when that is this installation's launcher on ``PATH``,
    otherwise the launcher's full path."""
    if getattr(sys, "frozen", False):
        return sys.executable
    script = Path(sysconfig.get_path("scripts")) / LAUNCHER
    if not script.is_file():
        return LAUNCHER
    found = shutil.which(LAUNCHER)
    if found and Path(found).resolve() == script.resolve():
        return LAUNCHER
    return str(script)


def exec_value(program: str) -> str:
    r"""``program`` as the value of a desktop file's ``Exec`` key.

    Follows the Desktop Entry Specification 1.5 ("The Exec key", "Possible value
    types"), in reverse of the order a reader undoes the steps:

    1. an argument holding a reserved character (space, tab, newline, double
       and single quote, backslash, ``<>~|&;$*?#()`` and backtick) is put in
       double quotes, where a double quote, backtick, ``$`` and backslash are
       escaped with a backslash;
    2. a literal ``%`` is written ``%%`` (a lone one starts a field code: the
       ``%o`` of ``50%off`` is an invalid one);
    3. the result is escaped as a string value: backslash as ``\\``, newline,
       tab and carriage return as ``\n``, ``\t``, ``\r``.

    A program whose path holds a ``%`` is started through ``env``: GLib's
    launcher (GNOME, 2.74 checked) looks the program up before it undoes
    ``%%`` and would hide the entry; ``env`` is found, and it gets the path as
    an argument, where every launcher does undo ``%%``.

    Raises:
        ValueError: ``program`` holds another control character, which no
            desktop entry value can carry.
    """
    if any((ord(char) < 0x20 and char not in "\n\t\r") or char == "\x7f" for char in program):
        raise ValueError(f"a menu entry cannot run {program!r}: it holds a control character")
    value = program
    if _RESERVED.intersection(value):
        value = '"' + re.sub(r'(["`$\\])', r"\\\1", value) + '"'
    if "%" in value:
        value = "env " + value.replace("%", "%%")
    value = value.replace("\\", "\\\\")
    return value.replace("\n", "\\n").replace("\t", "\\t").replace("\r", "\\r")


def desktop_entry(program: str) -> str:
    """The packaged desktop entry with its ``Exec`` line running ``program``."""
    text = packaged_file(DESKTOP_FILE).read_text(encoding="utf-8")
    line = "Exec=" + exec_value(program)
    return re.sub(r"^Exec=.*$", lambda _: line, text, count=1, flags=re.MULTILINE)


def targets(data_dir: Path) -> dict[str, Path]:
    """Where each file goes under ``data_dir``: keys ``desktop``, ``metainfo``, ``icon``."""
    return {
        "desktop": data_dir / "applications" / DESKTOP_FILE,
        "metainfo": data_dir / "metainfo" / METAINFO_FILE,
        "icon": data_dir / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg",
    }


def helper_environment(environ: Mapping[str, str] | None = None,
                       frozen: bool | None = None) -> dict[str, str]:
    """The environment for a system tool started by this program.

    A PyInstaller bundle on Linux starts with ``LD_LIBRARY_PATH`` pointing at
    its own libraries (the one it started with saved as
    ``LD_LIBRARY_PATH_ORIG``, absent when there was none); a system tool run
    with it would load the bundle's copies of GLib and friends instead of its
    own. So in a frozen program the original value is restored, or the
    variable removed; elsewhere the environment is passed on unchanged.
    ``environ`` defaults to ``os.environ``, ``frozen`` to ``sys.frozen``.
    """
    env = dict(os.environ if environ is None else environ)
    if frozen is None:
        frozen = bool(getattr(sys, "frozen", False))
    if frozen:
        original = env.pop("LD_LIBRARY_PATH_ORIG", None)
        if original is None:
            env.pop("LD_LIBRARY_PATH", None)
        else:
            env["LD_LIBRARY_PATH"] = original
    return env


def _refresh_caches(data_dir: Path) -> None:
    """Best effort: a missing tool or a failing one changes nothing. The tools
    run with :func:`helper_environment`."""
    hicolor = data_dir / "icons" / "hicolor"
    commands = [["update-desktop-database", "-q", str(data_dir / "applications")]]
    if (hicolor / "icon-theme.cache").is_file():  # refresh a cache, never start one
        commands.append(["gtk-update-icon-cache", "-q", "-t", "-f", str(hicolor)])
    for command in commands:
        if shutil.which(command[0]) and Path(command[-1]).is_dir():
            with contextlib.suppress(OSError, subprocess.TimeoutExpired):
                subprocess.run(command, check=False, capture_output=True, timeout=60,
                               stdin=subprocess.DEVNULL, env=helper_environment())


def install(data_dir: Path, program: str | None = None) -> list[Path]:
    """Install the menu entry, metainfo and icon under ``data_dir``; return the files.

    ``program`` is the command the menu entry runs (default
    :func:`launcher_command`). Existing files are replaced, each atomically
    (mode 0644 before the umask).

    Raises:
        UnsafeFile: one of the three places holds a link, FIFO, device or
            folder; nothing was written.
        OSError: a file cannot be written.
    """
    where = targets(data_dir)
    contents = {
        "desktop": desktop_entry(program or launcher_command()).encode("utf-8"),
        "metainfo": packaged_file(METAINFO_FILE).read_bytes(),
        "icon": Path(resource_path("icon.svg")).read_bytes(),
    }
    for path in where.values():
        check_regular(path)  # all three before any is written
    for key, path in where.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, contents[key], sync=False)
    _refresh_caches(data_dir)
    return list(where.values())


def uninstall(data_dir: Path) -> list[Path]:
    """Remove what :func:`install` put under ``data_dir``; return the files removed.

    The caches are refreshed for the entries that remain. Then what install
    left behind goes too: ``applications/mimeinfo.cache`` (written by
    ``update-desktop-database``) when no desktop entry is left for it to
    describe, and the folders install made, when they are empty. Nothing
    else is touched.

    Raises:
        UnsafeFile: one of the three places holds a link, FIFO, device or
            folder (not made by install); nothing was removed.
    """
    removed = []
    where = targets(data_dir)
    present = [path for path in where.values() if check_regular(path)]
    for path in present:
        path.unlink()
        removed.append(path)
    _refresh_caches(data_dir)
    applications = where["desktop"].parent
    cache = applications / "mimeinfo.cache"
    if removed and cache.is_file() and not any(applications.rglob("*.desktop")):
        cache.unlink()
    for path in where.values():
        folder = path.parent
        while folder != data_dir and folder.is_relative_to(data_dir):
            try:
                folder.rmdir()  # only an empty one
            except OSError:
                break
            folder = folder.parent
    return removed


def main(argv: list[str] | None = None) -> int:
    """``python -m minesweeper_qt.desktop install|uninstall [--prefix P]``; the exit status."""
    p = argparse.ArgumentParser(
        prog="python -m minesweeper_qt.desktop",
        description="Add minesweeper-qt to (or remove it from) the Linux desktop's "
                    "application menu and software centre.",
    )
    p.add_argument("action", choices=["install", "uninstall"])
    p.add_argument("--prefix", type=Path,
                   help="install under PREFIX/share (default: $XDG_DATA_HOME or ~/.local/share)")
    args = p.parse_args(argv)
    if sys.platform in ("win32", "darwin"):
        print("Desktop integration is for Linux and other freedesktop.org desktops.",
              file=sys.stderr)
        return 2
    data_dir = args.prefix.expanduser() / "share" if args.prefix else default_data_dir()
    try:
        if args.action == "install":
            for path in install(data_dir):
                print(f"installed {path}")
        else:
            removed = uninstall(data_dir)
            for path in removed:
                print(f"removed {path}")
            if not removed:
                print(f"nothing to remove under {data_dir}")
    except UnsafeFile as error:
        print(f"{p.prog}: refused: {error.filename}: {error.strerror} "
              "(never followed; nothing was changed)", file=sys.stderr)
        return 1
    except (OSError, ValueError) as error:
        print(f"{p.prog}: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
