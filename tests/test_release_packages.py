"""The packaging stage of CI (``pytest -m packaging``; deselected otherwise): the
Linux desktop files validated by the freedesktop.org tools, and the standalone
bundle built from the wheel and smoke-tested, by the scripts the release
workflow runs (``scripts/build_bundle.py``, ``scripts/smoke_bundle.py``).

The tools are required here, not skipped when missing: ``.ci/run`` installs
them (Debian: ``desktop-file-utils``, ``appstream``). The bundle scripts write
``build/`` and ``dist/`` in the checkout, as they do for a packager; their output
shows with ``-s`` (as CI runs them) or when a test fails.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from minesweeper_qt import APP_ID

pytestmark = pytest.mark.packaging

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
#: Longest the bundle build may take (PyInstaller on a busy 2-core machine takes ~2 minutes).
BUILD_TIMEOUT_S = 1800


def tool(name: str, package: str) -> str:
    found = shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is not installed (Debian package {package})", pytrace=False)
    return found


def test_the_desktop_entry_passes_desktop_file_validate() -> None:
    validate = tool("desktop-file-validate", "desktop-file-utils")
    done = subprocess.run([validate, str(LINUX / f"{APP_ID}.desktop")],
                          capture_output=True, text=True, timeout=60)
    # It prints warnings and hints on stdout with status 0: those count too.
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


def test_the_metainfo_passes_appstreamcli_validate() -> None:
    appstreamcli = tool("appstreamcli", "appstream")
    done = subprocess.run([appstreamcli, "validate", "--no-net",
                           str(LINUX / f"{APP_ID}.metainfo.xml")],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.fixture(scope="module")
def bundle_built(packages: tuple[Path, Path]) -> int:
    """``scripts/build_bundle.py`` run once for the module, on the wheel the
    ``packages`` fixture built from the sdist (the script's own build is the
    same ``python -m build``); its exit status (its output goes to this test's
    captured output, or the terminal with ``-s``)."""
    _, wheel = packages
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "build_bundle.py"),
                           "--wheel", str(wheel)],
                          cwd=ROOT, timeout=BUILD_TIMEOUT_S, stdin=subprocess.DEVNULL)
    return done.returncode


def test_the_bundle_builds_from_the_wheel(bundle_built: int) -> None:
    assert bundle_built == 0, "scripts/build_bundle.py failed (its output is above)"


def test_the_bundle_passes_its_smoke_test(bundle_built: int) -> None:
    if bundle_built != 0:
        pytest.fail("no bundle to test: scripts/build_bundle.py failed", pytrace=False)
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "smoke_bundle.py")],
                          cwd=ROOT, timeout=600, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, "scripts/smoke_bundle.py failed (its output is above)"
