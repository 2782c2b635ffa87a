"""Release checks: one application id and one version everywhere, valid desktop files,
and the release workflow doing what CI does."""

from __future__ import annotations

import configparser
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from minesweeper_qt import APP_ID

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
REPO_URL = "https://github.com/minesweeper-qt/minesweeper-qt"
SCREENSHOT = "docs/screenshots/expert-playing.png"


def pyproject_version() -> str:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    match = re.search(r'^version\s*=\s*"([^"]+)"', text, re.MULTILINE)
    assert match, "pyproject.toml has no version"
    return match.group(1)


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
    assert f"]({SCREENSHOT})" in (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_changelog_has_this_version_with_the_metainfo_date() -> None:
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert "## [Unreleased]" in text
    version = pyproject_version()
    date = metainfo().find("releases/release").get("date")  # type: ignore[union-attr]
    assert f"## [{version}] - {date}" in text
    assert text.index("## [Unreleased]") < text.index(f"## [{version}]")


def test_the_release_workflow_builds_and_tests_as_ci_does() -> None:
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    for os_name in ("windows-latest", "macos-latest", "ubuntu-latest"):
        assert os_name in workflow
    for step in ("scripts/build_bundle.py", "scripts/smoke_bundle.py", "pyinstaller"):
        assert step in workflow, step
        assert step in ci, step
    assert "QT_QPA_PLATFORM: offscreen" in workflow


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate (Debian: desktop-file-utils) not installed")
def test_desktop_file_validate_passes() -> None:
    done = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None,
                    reason="appstreamcli (Debian: appstream) not installed")
def test_appstreamcli_validate_passes() -> None:
    done = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
