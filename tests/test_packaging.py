"""Release checks: one application id and one version everywhere, valid desktop files,
and the release workflow doing what CI does."""

from __future__ import annotations

import configparser
import importlib
import os
import pkgutil
import re
import shutil
import subprocess
import sys
import tarfile
import xml.etree.ElementTree as ET
import zipfile
from email.parser import HeaderParser
from pathlib import Path

import pytest

from minesweeper_qt import APP_ID

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
REPO_URL = "https://github.com/minesweeper-qt/minesweeper-qt"
SCREENSHOT = "docs/screenshots/expert-playing.png"


#: Files of the repository that the sdist leaves out: the tests that read them
#: are skipped in an unpacked sdist (see repository_file).
REPOSITORY_ONLY = (".ci/run", ".github/workflows/release.yml")
#: Set in the suite run from the unpacked sdist (test_a_real_subset_of_the_suite_
#: passes_from_the_unpacked_sdist): no second sdist is built from in there (the
#: ``packages`` fixture, tests/conftest.py, skips).
IN_SDIST_RUN = "MINESWEEPER_QT_SDIST_RUN"


def repository_file(name: str) -> str:
    """The text of the repository-only file ``name`` (one of REPOSITORY_ONLY);
    skips the test where it is absent (an unpacked sdist)."""
    path = ROOT / name
    if not path.is_file():
        pytest.skip(f"{name} is in the repository only (not in the sdist)")
    return path.read_text(encoding="utf-8")


def pyproject_version() -> str:
    """The version the package declares (``__version__`` in its ``__init__``,
    which pyproject.toml reads: see
    :func:`test_the_version_is_written_once_in_the_package`)."""
    text = (ROOT / "minesweeper_qt" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__\s*=\s*"([^"]+)"', text, re.MULTILINE)
    assert match, "minesweeper_qt/__init__.py has no __version__"
    return match.group(1)


def test_the_version_is_written_once_in_the_package() -> None:
    """pyproject.toml has no version of its own: setuptools reads the
    package's ``__version__`` (without importing it), so ``--version``, the
    distribution and the release tag agree, and the program reads its version
    without ``importlib.metadata`` (tens of milliseconds to load)."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert not re.search(r'^version\s*=\s*"', text, re.MULTILINE)  # no static one
    assert 'dynamic = ["version"]' in text
    assert 'version = { attr = "minesweeper_qt.__version__" }' in text
    import minesweeper_qt

    assert minesweeper_qt.version() == minesweeper_qt.__version__ == pyproject_version()


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def metainfo() -> ET.Element:
    return ET.parse(METAINFO).getroot()


def test_the_application_id_is_used_everywhere() -> None:
    assert re.fullmatch(r"[a-z]+(\.[A-Za-z0-9]+){2,}", APP_ID)
    entry = desktop_entry()
    assert entry["Icon"] == APP_ID
    root = metainfo()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable[@type='desktop-id']") == DESKTOP.name
    assert "setDesktopFileName(APP_ID)" in (ROOT / "minesweeper_qt" / "app.py").read_text()
    spec = (ROOT / "packaging" / "pyinstaller" / "minesweeper-qt.spec").read_text()
    assert f'APP_ID = "{APP_ID}"' in spec


def test_the_desktop_entry_is_a_game() -> None:
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "minesweeper-qt"
    assert entry["Categories"] == "Game;LogicGame;"
    assert entry["Terminal"] == "false"


def test_the_metainfo_describes_the_release_of_this_version() -> None:
    root = metainfo()
    assert root.get("type") == "desktop-application"
    assert root.find("description/p") is not None
    releases = root.findall("releases/release")
    assert releases, "no <releases>"
    newest = releases[0]
    assert newest.get("version") == pyproject_version()
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", newest.get("date", ""))
    assert root.findtext("url[@type='homepage']") == REPO_URL


def test_screenshots_are_raw_urls_of_the_readme_screenshot() -> None:
    images = [image.text or "" for image in metainfo().iter("image")]
    assert images
    for url in images:
        assert url.startswith(f"{REPO_URL.replace('github.com', 'raw.githubusercontent.com')}/")
    assert any(url.endswith("/" + SCREENSHOT) for url in images)
    # README is also the package description, where only absolute links show.
    raw = REPO_URL.replace("github.com", "raw.githubusercontent.com")
    assert f"]({raw}/main/{SCREENSHOT})" in (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_changelog_has_this_version_with_the_metainfo_date() -> None:
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert "## [Unreleased]" in text
    version = pyproject_version()
    date = metainfo().find("releases/release").get("date")  # type: ignore[union-attr]
    assert f"## [{version}] - {date}" in text
    assert text.index("## [Unreleased]") < text.index(f"## [{version}]")


def test_the_release_workflow_builds_and_tests_as_ci_does() -> None:
    workflow = repository_file(".github/workflows/release.yml")
    ci = repository_file(".ci/run")
    for os_name in ("windows-latest", "macos-latest", "ubuntu-latest"):
        assert os_name in workflow
    # CI's packaging stage runs the packaging tests, which run the two scripts.
    assert re.search(r"-m packaging\b", ci)
    stage = (ROOT / "tests" / "test_release_packages.py").read_text(encoding="utf-8")
    for step in ("build_bundle.py", "smoke_bundle.py"):
        assert f"scripts/{step}" in workflow, step
        assert f'"{step}"' in stage, step
    # The script freezes the wheel in a fresh environment, never the source tree.
    assert "pip install -e" not in workflow
    assert "python -m pip install build" in workflow
    assert "QT_QPA_PLATFORM: offscreen" in workflow


# --- The packages as users get them: the sdist and the wheel built from it ---
# (Marked packaging: they build the packages, so they run in CI's packaging
# stage, not in the README's test command.)

#: What a packager building from the sdist needs besides the package itself.
SDIST_FOLDERS = ["tests", "translations", "scripts", "benchmarks", "docs", "resources", "packaging"]
#: Classifiers of the Python versions .ci/run tests.
PYTHONS = ["3.10", "3.11", "3.13"]


def git_files() -> list[str] | None:
    """The project's tracked files (posix paths), or None outside a git checkout."""
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        return None
    done = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=False)
    if done.returncode != 0:
        return None
    return [name for name in done.stdout.decode().split("\0") if name]


@pytest.mark.packaging
def test_the_sdist_holds_everything_to_build_and_test(packages: tuple[Path, Path]) -> None:
    sdist, _ = packages
    top = f"minesweeper_qt-{pyproject_version()}"
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    for name in ("LICENSE", "README.md", "CHANGELOG.md", "pyproject.toml", "MANIFEST.in",
                 "tests/conftest.py", "tests/kill_driver.py", "tests/engine/conftest.py",
                 "tests/view/conftest.py", "translations/minesweeper_qt_de.ts",
                 "translations/minesweeper_qt_de.qm", "scripts/build_bundle.py",
                 "packaging/pyinstaller/minesweeper-qt.spec", "resources/themes/classic/theme.svg",
                 "docs/save-format.md"):
        assert name in names, f"{name} is not in {sdist.name}"
    tracked = git_files()
    if tracked is not None:  # every tracked file of those folders, nothing less
        wanted = {name for name in tracked if name.split("/", 1)[0] in SDIST_FOLDERS}
        assert wanted <= names, sorted(wanted - names)[:20]
    assert not [name for name in names if "__pycache__" in name or name.endswith(".pyc")]
    assert not [name for name in names if name.split("/", 1)[0] in
                (".venv", "build", "dist", ".git", ".hypothesis", ".mypy_cache")]
    assert sdist.name == f"{top}.tar.gz"


@pytest.fixture(scope="module")
def unpacked_sdist(packages: tuple[Path, Path],
                   tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The sdist unpacked, as a packager has it: its top folder."""
    sdist, _ = packages
    into = tmp_path_factory.mktemp("sdist")
    with tarfile.open(sdist) as archive:
        if hasattr(tarfile, "data_filter"):
            archive.extractall(into, filter="data")
        else:
            archive.extractall(into)
    (unpacked,) = into.iterdir()
    return unpacked


@pytest.mark.packaging
def test_the_tests_collect_from_the_unpacked_sdist(unpacked_sdist: Path) -> None:
    """Every test this checkout has is in the sdist and collected there."""
    def collected(folder: Path) -> list[str]:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        # -m "": every test, the slow and packaging ones too (addopts leave them out).
        done = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q",
                               "-m", "", "-p", "no:cacheprovider"], cwd=folder, env=env,
                              capture_output=True, text=True, timeout=600,
                              stdin=subprocess.DEVNULL)
        assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
        return sorted(line for line in done.stdout.splitlines() if "::" in line)

    from_sdist = collected(unpacked_sdist)
    assert len(from_sdist) > 500
    assert from_sdist == collected(ROOT)


#: What the sdist's own suite run covers: what the sdist and the wheel must hold,
#: not the game's logic again (the whole suite runs on the checkout, and
#: test_the_tests_collect_from_the_unpacked_sdist collects all of it here): every
#: module of the installed package imports, the packaging checks, the
#: translations (sources in the sdist, compiled files in the wheel, loaded and
#: used), the shipped themes' art drawn and the documentation's pictures.
SDIST_SUBSET = ["tests/test_packaging.py", "tests/test_translations.py",
                "tests/view/themes/test_themes.py", "tests/test_screenshots.py"]


@pytest.mark.packaging
def test_a_real_subset_of_the_suite_passes_from_the_unpacked_sdist(
    unpacked_sdist: Path, packages: tuple[Path, Path], tmp_path: Path,
) -> None:
    """As a packager does: the wheel (built from the sdist) installed, the
    sdist's own tests run against it. Only the tests of repository-only files
    may skip, for that reason."""
    _, wheel = packages
    target = tmp_path / "installed"
    done = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps",
                           "--no-index", "--target", str(target), str(wheel)],
                          capture_output=True, text=True, timeout=600,
                          stdin=subprocess.DEVNULL)
    assert done.returncode == 0, done.stdout + done.stderr
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(target),
               **{IN_SDIST_RUN: "1"})
    # "-c" puts the current folder first on sys.path, where the sdist's source
    # package (without its art and translations, which the wheel maps in) would
    # shadow the installed one: take it off.
    runner = ("import sys; del sys.path[0]; import minesweeper_qt, pytest; "
              "print('package', minesweeper_qt.__file__); "
              "sys.exit(pytest.main(sys.argv[1:]))")
    done = subprocess.run([sys.executable, "-c", runner, "-q", "-rs", "-p", "no:cacheprovider",
                           *SDIST_SUBSET], cwd=unpacked_sdist, env=env, capture_output=True,
                          text=True, timeout=1200, stdin=subprocess.DEVNULL)
    out = done.stdout + done.stderr
    assert done.returncode == 0, out[-5000:]
    assert f"package {target}" in out, out[:500]
    counts = re.search(r"(\d+) passed(?:, (\d+) skipped)?", out)
    assert counts, out[-2000:]
    assert int(counts.group(1)) > 150, counts.group(0)
    reasons = re.findall(r"^SKIPPED \[\d+\] [^:]+:\d+: (.*)$", out, re.MULTILINE)
    allowed = [f"{name} is in the repository only (not in the sdist)" for name in REPOSITORY_ONLY]
    allowed.append("inside the suite run from an unpacked sdist: no sdist of the sdist")
    assert set(reasons) <= set(allowed), reasons
    print(counts.group(0), "from the unpacked sdist")


@pytest.mark.packaging
def test_the_wheel_ships_the_licence_and_says_mit(packages: tuple[Path, Path]) -> None:
    _, wheel = packages
    info = f"minesweeper_qt-{pyproject_version()}.dist-info"
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        licence = archive.read(f"{info}/licenses/LICENSE").decode("utf-8")
        metadata = HeaderParser().parsestr(archive.read(f"{info}/METADATA").decode("utf-8"))
    assert licence == (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert licence.startswith("MIT License\n\nCopyright (c) 2026 minesweeper-qt developers\n")
    assert "artwork" in licence  # the art's licence, which README states, ships too
    assert metadata["License-Expression"] == "MIT"
    assert metadata.get_all("License-File") == ["LICENSE"]
    classifiers = metadata.get_all("Classifier") or []
    assert not [c for c in classifiers if c.startswith("License ::")]  # the expression says it
    assert [c.rsplit(" :: ", 1)[1] for c in classifiers
            if re.fullmatch(r"Programming Language :: Python :: 3\.\d+", c)] == PYTHONS
    assert metadata["Requires-Python"] == ">=3.10"
    for name in (
        "minesweeper_qt/resources/themes/classic/theme.svg",
        "minesweeper_qt/translations/minesweeper_qt_de.qm",
        f"minesweeper_qt/linux/{APP_ID}.desktop",
    ):
        assert name in names


@pytest.mark.packaging
def test_the_wheel_holds_no_tests_and_no_sample_replays(packages: tuple[Path, Path]) -> None:
    """The real replay files in tests/replay/data (ms-toollib's, under its
    licence) are test data: in the sdist, never in what players install."""
    sdist, wheel = packages
    samples = sorted(p.name for p in (ROOT / "tests" / "replay" / "data").iterdir()
                     if p.suffix in (".avf", ".rmv", ".mvf", ".evf"))
    assert samples
    with tarfile.open(sdist) as archive:
        in_sdist = {name.rsplit("/", 1)[-1] for name in archive.getnames()
                    if "/tests/replay/data/" in name}
    assert {*samples, "README.md", "LICENSE-ms-toollib"} <= in_sdist
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
    assert not [n for n in names if n.startswith("tests/") or "/tests/" in n]
    assert not [n for n in names if n.rsplit(".", 1)[-1] in ("avf", "rmv", "mvf", "evf")
                or n.endswith("LICENSE-ms-toollib")]


def test_python_versions_agree_with_ci_readme_and_release() -> None:
    """pyproject's oldest Python and classifiers, README's "Python 3.10 or newer",
    the versions .ci/run tests and the release workflow's Python are one story."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'requires-python = ">=3.10"' in text
    classified = re.findall(r'"Programming Language :: Python :: (3\.\d+)"', text)
    assert classified == PYTHONS
    ci = repository_file(".ci/run")
    match = re.search(r"^other_pythons=\(([^)]*)\)", ci, re.MULTILINE)
    assert match, ".ci/run names the other Pythons it tests in other_pythons=(...)"
    tested = sorted({"3.11", *match.group(1).split()}, key=lambda v: tuple(map(int, v.split("."))))
    assert tested == PYTHONS
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert readme.count("Python 3.10 or newer") >= 2
    workflow = repository_file(".github/workflows/release.yml")
    versions = re.findall(r'python-version:\s*"([0-9.]+)"', workflow)
    assert versions and set(versions) <= set(PYTHONS), versions



def test_every_module_of_the_package_imports() -> None:
    """From the installed wheel in the sdist's suite run (a module or a
    subpackage left out of it fails here); from the checkout otherwise."""
    import minesweeper_qt

    names = [info.name for info in pkgutil.walk_packages(minesweeper_qt.__path__,
                                                          "minesweeper_qt.")]
    assert len(names) > 100 and "minesweeper_qt.view.window.second_part" in names
    for name in names:
        importlib.import_module(name)


def test_every_subpackage_is_listed_for_the_wheel() -> None:
    """A package folder missing from [tool.setuptools] packages is missing from
    the wheel, an install from the sdist and the bundle (an editable install
    hides it)."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    block = re.search(r"^packages = \[(.*?)^\]", text, re.MULTILINE | re.DOTALL)
    assert block, "pyproject.toml lists its packages"
    listed = set(re.findall(r'"([\w.]+)"', block.group(1)))
    found = {".".join(init.parent.relative_to(ROOT).parts)
             for init in (ROOT / "minesweeper_qt").rglob("__init__.py")}
    assert found <= listed, sorted(found - listed)
