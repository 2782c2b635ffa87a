"""The Language menu names a language whose script no installed font draws in
words every font has, instead of boxes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QFontDatabase

from minesweeper_qt.view.window.language_fonts import has_font, readable_name, writing_system

W = QFontDatabase.WritingSystem
DEJAVU = Path("/usr/share/fonts/truetype/dejavu")


def test_each_script_needs_its_writing_system(qapp) -> None:
    assert writing_system("de") == W.Latin
    assert writing_system("ru") == W.Cyrillic
    assert writing_system("ja") == W.Japanese
    assert writing_system("zh_CN") == W.SimplifiedChinese
    assert writing_system("zh_TW") == W.TraditionalChinese
    assert writing_system("th") == W.Thai
    assert writing_system("hi") == W.Devanagari
    assert writing_system("he") == W.Hebrew
    assert writing_system("fa") == W.Arabic
    assert writing_system("vi") == W.Vietnamese
    assert has_font("de", {W.Latin}) and not has_font("ja", {W.Latin, W.Cyrillic})
    assert readable_name("ja") == "Japanese"


_CHILD = """
import os, sys
from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QApplication
QStandardPaths.setTestModeEnabled(True)
app = QApplication([])
from minesweeper_qt.engine import BEGINNER
from minesweeper_qt.i18n import Translators
from minesweeper_qt.storage.settings import Settings
from minesweeper_qt.view.main_window import MainWindow
from PySide6.QtGui import QAction
settings = Settings(QSettings(sys.argv[1], QSettings.Format.IniFormat))
translators = Translators()
window = MainWindow(settings, BEGINNER, seed=1, translators=translators)
for code in ("de", "ru", "ja"):
    print(code, window.findChild(QAction, "actionLanguage_" + code).text())
window.setLanguage("de")
print("de-ui", window.findChild(QAction, "actionLanguage_ja").text())
"""


@pytest.mark.skipif(not sys.platform.startswith("linux") or not DEJAVU.is_dir(),
                    reason="needs fontconfig and DejaVu (fonts-dejavu-core)")
def test_a_language_without_a_font_is_marked(tmp_path) -> None:
    """A real start with fontconfig seeing DejaVu only (Latin, Cyrillic...,
    no Japanese): Japanese is named in English, marked, and in German marked
    in German; languages with a font keep their own names."""
    conf = tmp_path / "fonts.conf"
    conf.write_text(f"""<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><dir>{DEJAVU}</dir><cachedir>{tmp_path / "cache"}</cachedir></fontconfig>
""", encoding="utf-8")
    env = {**os.environ, "FONTCONFIG_FILE": str(conf), "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-c", _CHILD, str(tmp_path / "settings.ini")],
                            env=env, capture_output=True, text=True, timeout=120,
                            cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    lines = dict(line.split(" ", 1) for line in result.stdout.splitlines())
    assert lines["de"] == "Deutsch" and lines["ru"] == "Русский"
    assert lines["ja"] == "Japanese (no font installed)"
    assert lines["de-ui"] == "Japanese (keine Schrift installiert)"
