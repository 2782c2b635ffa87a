#!/usr/bin/env python3
"""Build the standalone one-folder bundle of minesweeper-qt and archive it.

Run from anywhere, with the project and PyInstaller installed in the running
environment (this script installs nothing)::

    python -m pip install -e . pyinstaller
    python scripts/build_bundle.py

It renders the application icon for Windows (.ico) and macOS (.icns) with Qt,
runs PyInstaller on ``packaging/pyinstaller/minesweeper-qt.spec``, checks the
bundle holds the art and Qt's translations, writes
``dist/minesweeper-qt-<version>-<platform>.tar.gz`` (``.zip`` on Windows and
macOS; on macOS it holds ``Minesweeper.app``) and prints the sizes. Then
``python scripts/smoke_bundle.py`` tests the archive.
"""

from __future__ import annotations

import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "pyinstaller" / "minesweeper-qt.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
ICONS = ROOT / "build" / "icons"
NAME = "minesweeper-qt"
MAC_APP = "Minesweeper.app"


def project_version() -> str:
    """``version`` from pyproject.toml's ``[project]`` table (the single source)."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    match = re.search(r'^version\s*=\s*"([^"]+)"', text, re.MULTILINE)
    if match is None:
        raise SystemExit("pyproject.toml has no version")
    return match.group(1)


def platform_tag() -> str:
    """``linux-x86_64``, ``windows-x86_64``, ``macos-arm64``..."""
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform.rstrip("0123456789"))
    machine = platform.machine().lower()
    machine = {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(machine, machine)
    return f"{system}-{machine}"


def archive_path(version: str) -> Path:
    suffix = ".tar.gz" if sys.platform.startswith("linux") else ".zip"
    return DIST / f"{NAME}-{version}-{platform_tag()}{suffix}"


def bundle_root() -> Path:
    """What the archive holds: the one-folder bundle, or the .app on macOS."""
    return DIST / MAC_APP if sys.platform == "darwin" else DIST / NAME


def folder_size(path: Path) -> int:
    """Bytes of the regular files under ``path`` (symbolic links not followed)."""
    total = 0
    for folder, _, files in os.walk(path):
        for name in files:
            file = Path(folder) / name
            if not file.is_symlink():
                total += file.stat().st_size
    return total


def mib(size: int) -> str:
    return f"{size / 2**20:.1f} MiB"


def render_icons() -> None:
    """Render resources/icon.svg to build/icons/minesweeper-qt.ico and .icns with Qt."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(ROOT / "resources" / "icon.svg"))
    if not renderer.isValid():
        raise SystemExit("resources/icon.svg does not render")
    ICONS.mkdir(parents=True, exist_ok=True)
    for suffix, size in ((".ico", 256), (".icns", 1024)):
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        renderer.render(painter)
        painter.end()
        target = ICONS / f"{NAME}{suffix}"
        if not image.save(str(target)):
            raise SystemExit(f"Qt could not write {target} (image format plugin missing?)")
    del _app


def run_pyinstaller() -> None:
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
               "--log-level", "WARN", "--distpath", str(DIST), "--workpath", str(WORK), str(SPEC)]
    print("+", " ".join(command), flush=True)
    subprocess.run(command, check=True, cwd=ROOT)


def check_bundle(root: Path) -> None:
    """The bundle holds the executable, the art, the game's translations and Qt's
    German qtbase translation."""
    names = {path.name for path in root.rglob("*")}
    wanted = ["icon.svg", "theme.svg", "theme.json", "qtbase_de.qm",
              "io.github.minesweeperqt.Minesweeper.desktop",
              NAME + (".exe" if sys.platform == "win32" else "")]
    wanted += sorted(path.name for path in (ROOT / "translations").glob("*.qm"))
    missing = [name for name in wanted if name not in names]
    if missing:
        raise SystemExit(f"the bundle {root} lacks {', '.join(missing)}")


def write_archive(root: Path, target: Path) -> None:
    target.unlink(missing_ok=True)
    if sys.platform == "darwin" and shutil.which("ditto"):
        # ditto keeps the .app's symbolic links and extended attributes.
        subprocess.run(["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent",
                        str(root), str(target)], check=True)
    elif target.suffix == ".zip":
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as archive:
            for path in sorted(root.rglob("*")):
                archive.write(path, path.relative_to(root.parent))
    else:
        with tarfile.open(target, "w:gz", compresslevel=6) as archive:
            archive.add(root, arcname=root.name)


def main() -> int:
    started = time.monotonic()
    version = project_version()
    try:
        from importlib.metadata import version as installed_version

        installed = installed_version(NAME)
    except Exception:  # noqa: BLE001
        raise SystemExit(f"{NAME} is not installed here: python -m pip install -e . pyinstaller")
    if installed != version:
        raise SystemExit(f"installed {NAME} is {installed} but pyproject.toml says {version}: "
                         "reinstall it (python -m pip install -e .)")
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit("PyInstaller is not installed here: python -m pip install pyinstaller")

    render_icons()
    run_pyinstaller()
    root = bundle_root()
    check_bundle(root)
    archive = archive_path(version)
    write_archive(root, archive)
    print(f"bundle   {root.relative_to(ROOT)}: {mib(folder_size(root))}")
    print(f"archive  {archive.relative_to(ROOT)}: {mib(archive.stat().st_size)}")
    print(f"built in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
