"""Test set-up: headless Qt, and no test ever touches the player's settings or screen."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

# Before Qt loads: draw offscreen, and point every per-user location at a
# throw-away folder so nothing the tests do reaches the player's files.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_HOME = tempfile.mkdtemp(prefix="minesweeper-qt-tests-")
for _var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
    os.environ[_var] = os.path.join(_HOME, _var.lower())

import pytest  # noqa: E402

try:
    from PySide6.QtCore import QSettings, QStandardPaths
except ImportError:  # engine-only environments
    QSettings = None  # type: ignore[assignment,misc]
else:
    QStandardPaths.setTestModeEnabled(True)
    for _fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(_fmt, QSettings.Scope.UserScope, os.path.join(_HOME, "settings"))
        QSettings.setPath(_fmt, QSettings.Scope.SystemScope, os.path.join(_HOME, "system"))


@pytest.fixture(autouse=True)
def _private_home(tmp_path_factory: pytest.TempPathFactory,
                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test its own home folder: in Qt's test mode QStandardPaths (where the
    saved game lives) points below ``$HOME/.qttest``, which every test and every
    run would otherwise share (a game saved by one test resumed in another)."""
    monkeypatch.setenv("HOME", str(tmp_path_factory.mktemp("home")))


@pytest.fixture
def settings_file(tmp_path: Path) -> Path:
    """A fresh, empty INI settings file for one test."""
    return tmp_path / "settings.ini"


@pytest.fixture
def settings(settings_file: Path) -> Iterator[object]:
    """A typed Settings over a temporary INI file."""
    from minesweeper_qt.storage.settings import Settings

    store = QSettings(str(settings_file), QSettings.Format.IniFormat)
    yield Settings(store)
    store.sync()


class FakeClock:
    """A monotonic time source the test advances by hand (seconds)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def fake_clock() -> FakeClock:
    return FakeClock()
