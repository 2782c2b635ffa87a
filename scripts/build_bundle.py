#!/usr/bin/env python3
"""Build the standalone one-folder bundle of minesweeper-qt and archive it.

Run from anywhere, with Python and the ``build`` package (``pip install build``)::

    python scripts/build_bundle.py

The bundle is made from the package as users get it, not from the source tree:
the script builds the sdist and, from it, the wheel (``python -m build`` into
``build/dist/``), makes a fresh virtual environment ``build/bundle-venv`` with
the running Python, installs the wheel and PyInstaller into it, and from there
(outside the source tree) renders the application icon for Windows (.ico) and
macOS (.icns) with Qt and runs PyInstaller on
``packaging/pyinstaller/minesweeper-qt.spec``. It checks the bundle holds the
art, the translations, the licence and the wheel's metadata (a ``.dist-info``,
no ``.egg-info``) and no dangling symbolic link, writes
``dist/minesweeper-qt-<version>-<platform>.tar.gz`` (``.zip`` on Windows and
macOS; on macOS it holds ``Minesweeper.app``) and prints the sizes. Then
``python scripts/smoke_bundle.py`` tests the archive.

``--wheel WHEEL`` makes the bundle of a wheel built so already (``python -m
build``, the sdist then the wheel from it) instead of building it again.
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
import venv
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "pyinstaller" / "minesweeper-qt.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
ICONS = ROOT / "build" / "icons"
PACKAGES = ROOT / "build" / "dist"  # the sdist and the wheel the bundle is made of
BUILD_VENV = ROOT / "build" / "bundle-venv"
NAME = "minesweeper-qt"
MAC_APP = "Minesweeper.app"


def project_version() -> str:
    """``__version__`` from ``minesweeper_qt/__init__.py`` (the single source,
    which pyproject.toml reads)."""
    text = (ROOT / "minesweeper_qt" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__\s*=\s*"([^"]+)"', text, re.MULTILINE)
    if match is None:
        raise SystemExit("minesweeper_qt/__init__.py has no __version__")
    return match.group(1)


def platform_tag() -> str:
    """``linux-x86_64``, ``windows-x86_64``, ``macos-arm64``..."""
    system = {"win32": "windows", "darwin": "macos"}.get(
        sys.platform, sys.platform.rstrip("0123456789")
    )
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


def largest_parts(root: Path, count: int = 8) -> list[tuple[int, str]]:
    """The ``count`` biggest parts of the bundle as ``(bytes, name)``, biggest
    first: each file, and each package folder as a whole, of the folder that
    holds the libraries (``_internal``, or the .app's ``Contents/Frameworks``)."""
    inner = next((path for path in (root / "_internal", root / "Contents" / "Frameworks")
                  if path.is_dir()), root)
    sizes = []
    for path in inner.iterdir():
        if path.is_symlink():
            continue
        size = folder_size(path) if path.is_dir() else path.stat().st_size
        sizes.append((size, path.name + ("/" if path.is_dir() else "")))
    return sorted(sizes, reverse=True)[:count]


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


def venv_python(folder: Path) -> Path:
    return folder / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")


def run(command: list[str], **kwargs: object) -> None:
    print("+", " ".join(command), flush=True)
    subprocess.run(command, check=True, **kwargs)  # type: ignore[call-overload]


def build_wheel() -> Path:
    """``python -m build`` (the sdist, then the wheel from it) into build/dist/;
    the wheel's path."""
    shutil.rmtree(PACKAGES, ignore_errors=True)
    run([sys.executable, "-m", "build", "--outdir", str(PACKAGES), str(ROOT)])
    (wheel,) = PACKAGES.glob("*.whl")
    return wheel


def make_build_venv(wheel: Path) -> Path:
    """A fresh virtual environment with the wheel and PyInstaller; its Python."""
    shutil.rmtree(BUILD_VENV, ignore_errors=True)
    venv.create(BUILD_VENV, with_pip=True, clear=True)
    python = venv_python(BUILD_VENV)
    run([str(python), "-m", "pip", "install", "-q", str(wheel), "pyinstaller"])
    return python


def run_pyinstaller() -> None:
    """PyInstaller on the spec, from build/pyinstaller (so the source tree is not
    on sys.path and the installed package is what gets frozen)."""
    WORK.mkdir(parents=True, exist_ok=True)
    run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
         "--log-level", "WARN", "--distpath", str(DIST), "--workpath", str(WORK), str(SPEC)],
        cwd=WORK)


def dangling_links(root: Path) -> list[str]:
    """Symbolic links under ``root`` whose target is missing or outside ``root``,
    as ``link -> target`` lines."""
    found = []
    top = root.resolve()
    for folder, dirs, files in os.walk(root):
        for name in dirs + files:
            path = Path(folder) / name
            if path.is_symlink():
                target = path.resolve()
                if not target.exists() or not target.is_relative_to(top):
                    found.append(f"{path.relative_to(root)} -> {os.readlink(path)}")
    return sorted(found)


def metadata_folders(root: Path) -> tuple[list[Path], list[Path]]:
    """minesweeper-qt's ``.dist-info`` and ``.egg-info`` folders under ``root``."""
    def named(suffix: str) -> list[Path]:
        return sorted(path for path in root.rglob(f"minesweeper_qt*{suffix}")
                      if path.is_dir() and not path.is_symlink())
    return named(".dist-info"), named(".egg-info")


def check_bundle(root: Path, version: str) -> None:
    """The bundle holds the executable, the art, the game's translations, Qt's
    German qtbase translation, the licence and the wheel's metadata, and no
    dangling symbolic link."""
    names = {path.name for path in root.rglob("*")}
    wanted = ["icon.svg", "theme.svg", "theme.json", "qtbase_de.qm", "LICENSE",
              "io.github.minesweeperqt.Minesweeper.desktop",
              NAME + (".exe" if sys.platform == "win32" else "")]
    wanted += sorted(path.name for path in (ROOT / "translations").glob("*.qm"))
    problems = []
    missing = [name for name in wanted if name not in names]
    if missing:
        problems.append(f"it lacks {', '.join(missing)}")
    dist_infos, egg_infos = metadata_folders(root)
    # (A set: inside a macOS .app, Contents/Frameworks may link to Contents/Resources.)
    if {path.name for path in dist_infos} != {f"minesweeper_qt-{version}.dist-info"}:
        problems.append(f"its metadata is not one minesweeper_qt-{version}.dist-info: "
                        f"{[str(path.relative_to(root)) for path in dist_infos]}")
    elif not (dist_infos[0] / "licenses" / "LICENSE").is_file():
        problems.append("its .dist-info has no licenses/LICENSE")
    if egg_infos:
        problems.append(f"it holds a source tree's metadata: {egg_infos[0].relative_to(root)}")
    dangling = dangling_links(root)
    if dangling:
        problems.append("dangling symbolic links: " + ", ".join(dangling))
    if problems:
        raise SystemExit(f"the bundle {root} is not right: " + "; ".join(problems))


def add_licence(root: Path) -> None:
    """The licence next to the program too, where players look (Windows, Linux;
    inside an .app it is in Contents/Resources, where the spec put it)."""
    if sys.platform != "darwin":
        dist_info, _ = metadata_folders(root)
        shutil.copyfile(dist_info[0] / "licenses" / "LICENSE", root / "LICENSE")


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


def freeze(version: str) -> int:
    """Inside the build environment: icons, PyInstaller, checks, archive."""
    from importlib.metadata import version as installed_version

    if installed_version(NAME) != version:
        raise SystemExit(f"the build environment has {NAME} {installed_version(NAME)}, "
                         f"minesweeper_qt/__init__.py says {version}")
    render_icons()
    run_pyinstaller()
    root = bundle_root()
    add_licence(root)
    check_bundle(root, version)
    archive = archive_path(version)
    write_archive(root, archive)
    print("largest parts: " + ", ".join(f"{name} {mib(size)}"
                                        for size, name in largest_parts(root)))
    print(f"bundle   {root.relative_to(ROOT)}: {mib(folder_size(root))}")
    print(f"archive  {archive.relative_to(ROOT)}: {mib(archive.stat().st_size)}")
    return 0


def main(argv: list[str]) -> int:
    started = time.monotonic()
    version = project_version()
    if argv == ["--in-build-env"]:
        return freeze(version)
    if len(argv) == 2 and argv[0] == "--wheel":
        # A wheel built from the sdist already (the packaging tests build one
        # for their own checks): the same ``python -m build``, not run twice.
        wheel = Path(argv[1]).resolve()
        if not wheel.is_file() or wheel.suffix != ".whl":
            raise SystemExit(f"no wheel at {argv[1]}")
    elif argv:
        raise SystemExit("usage: python scripts/build_bundle.py [--wheel WHEEL]")
    else:
        try:
            import build  # noqa: F401
        except ImportError as error:
            raise SystemExit(
                "the build package is not installed here: python -m pip install build") from error
        wheel = build_wheel()
    python = make_build_venv(wheel)
    # The script itself, by path: sys.path[0] is scripts/, never the project root.
    run([str(python), str(Path(__file__).resolve()), "--in-build-env"], cwd=WORK.parent)
    print(f"built in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
