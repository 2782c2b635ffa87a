"""Linux desktop integration: install and uninstall into a temporary prefix."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from minesweeper_qt import APP_ID, desktop

ROOT = Path(__file__).resolve().parent.parent


def test_install_puts_entry_metainfo_and_icon_under_the_data_dir(tmp_path: Path) -> None:
    files = desktop.install(tmp_path, program="minesweeper-qt")
    assert files == [
        tmp_path / "applications" / f"{APP_ID}.desktop",
        tmp_path / "metainfo" / f"{APP_ID}.metainfo.xml",
        tmp_path / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg",
    ]
    entry, metainfo, icon = files
    assert entry.read_text(encoding="utf-8") == (
        ROOT / "packaging" / "linux" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert metainfo.read_bytes() == (
        ROOT / "packaging" / "linux" / f"{APP_ID}.metainfo.xml").read_bytes()
    assert icon.read_bytes() == (ROOT / "resources" / "icon.svg").read_bytes()
    assert not (tmp_path / "icons" / "hicolor" / "icon-theme.cache").exists()


def test_install_twice_replaces_and_uninstall_removes(tmp_path: Path) -> None:
    desktop.install(tmp_path, program="/opt/old/minesweeper-qt")
    files = desktop.install(tmp_path, program="/opt/new/minesweeper-qt")
    assert "Exec=/opt/new/minesweeper-qt\n" in files[0].read_text(encoding="utf-8")
    assert desktop.uninstall(tmp_path) == files
    assert not any(path.exists() for path in files)
    assert desktop.uninstall(tmp_path) == []


def test_exec_line_points_at_the_program(tmp_path: Path) -> None:
    (entry, *_) = desktop.install(tmp_path, program="/home/ann/My Games/minesweeper-qt")
    lines = entry.read_text(encoding="utf-8").splitlines()
    assert lines.count('Exec="/home/ann/My Games/minesweeper-qt"') == 1
    assert sum(line.startswith("Exec=") for line in lines) == 1


@pytest.mark.parametrize(("program", "value"), [
    ("minesweeper-qt", "minesweeper-qt"),
    ("/usr/bin/minesweeper-qt", "/usr/bin/minesweeper-qt"),
    ("/a b/x", '"/a b/x"'),
    ("/a$b/x", '"/a\\\\$b/x"'),  # quoted, "$" escaped, then the backslash escaped
    ('/a"b/x', '"/a\\\\"b/x"'),
])
def test_exec_value_quotes_reserved_characters(program: str, value: str) -> None:
    assert desktop.exec_value(program) == value


def test_a_frozen_bundle_launches_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", "/opt/minesweeper-qt/minesweeper-qt")
    assert desktop.launcher_command() == "/opt/minesweeper-qt/minesweeper-qt"


def test_default_data_dir_follows_xdg(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert desktop.default_data_dir() == tmp_path
    monkeypatch.setenv("XDG_DATA_HOME", "relative/is/ignored")
    assert desktop.default_data_dir() == Path.home() / ".local" / "share"


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="freedesktop.org only")
def test_command_line_install_with_prefix_then_uninstall(
    tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    assert desktop.main(["install", "--prefix", str(tmp_path)]) == 0
    entry = tmp_path / "share" / "applications" / f"{APP_ID}.desktop"
    assert entry.is_file()
    assert f"installed {entry}" in capsys.readouterr().out
    assert desktop.main(["uninstall", "--prefix", str(tmp_path)]) == 0
    assert not entry.exists()


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="freedesktop.org only")
def test_game_command_line_installs_into_xdg_data_home(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    from minesweeper_qt.app import main

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert main(["minesweeper-qt", "--install-desktop"]) == 0
    assert (tmp_path / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    assert main(["minesweeper-qt", "--uninstall-desktop"]) == 0
    assert not (tmp_path / "metainfo" / f"{APP_ID}.metainfo.xml").exists()


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate (Debian: desktop-file-utils) not installed")
def test_installed_entry_with_a_quoted_path_is_valid(tmp_path: Path) -> None:
    (entry, *_) = desktop.install(tmp_path, program="/opt/My $Games/minesweeper-qt")
    done = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr
