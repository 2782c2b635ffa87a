"""Settings: typed, validating access to QSettings; damaged values never crash."""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from minesweeper_qt.engine import BEGINNER, EXPERT, INTERMEDIATE, Difficulty, FirstClick
from minesweeper_qt.storage.settings import Settings

ROOT = Path(__file__).resolve().parents[2]

DEFAULTS = {
    "difficulty": BEGINNER,
    "cell_size": 32,
    "question_marks": False,
    "first_click": FirstClick.OPENING,
    "chord_on_click": True,
    "long_press_ms": 400,
}

KEYS = {
    "difficulty": "game/difficulty",
    "cell_size": "view/cellSize",
    "question_marks": "options/questionMarks",
    "first_click": "options/firstClick",
    "chord_on_click": "options/chordOnClick",
    "long_press_ms": "options/longPressMs",
}

# A hand-written file where every value is valid and none is the default.
VALID_RAW = {
    "difficulty": "expert",
    "cell_size": "48",
    "question_marks": "true",
    "first_click": "safe",
    "chord_on_click": "false",
    "long_press_ms": "250",
}
VALID = {
    "difficulty": EXPERT,
    "cell_size": 48,
    "question_marks": True,
    "first_click": FirstClick.SAFE,
    "chord_on_click": False,
    "long_press_ms": 250,
}

NUMBER_GARBAGE = ["abc", "NaN", "nan", "inf", "-inf", "1e999", "99999999999999999999999",
                  "4.5", "0x20", "", "1, 2", "@ByteArray(40)", "@Size(40 40)", "@Rect(1 2 3 4)"]
BOOL_GARBAGE = ["abc", "2", "-1", "NaN", "1e999", "99999999999999999999999", "yes please",
                "", "true, false", "@ByteArray(true)", "@Size(1 1)"]
BAD_VALUES = [
    *[("cell_size", raw) for raw in [*NUMBER_GARBAGE, "-5", "-32", "0", "7", "257", "100000"]],
    *[("long_press_ms", raw) for raw in [*NUMBER_GARBAGE, "-400", "99", "3001"]],
    *[("question_marks", raw) for raw in BOOL_GARBAGE],
    *[("chord_on_click", raw) for raw in BOOL_GARBAGE],
    *[("difficulty", raw) for raw in [
        "0x0x0", "abc", "9x9", "9x9x10x1", "10x10x100", "1001x5x3", "5x1001x3", "9x9x0",
        "-9x9x10", "99999999999999999999999x1x1", "1e999", "NaN", "", "hard",
        "9x9x10, 1", "@Size(9 9)", "@ByteArray(expert)"]],
    *[("first_click", raw) for raw in [
        "sometimes", "OPENING", "Safe ", "", "0", "-1", "NaN", "1e999",
        "safe, opening", "@ByteArray(safe)"]],
]


def write_ini(path: Path, raw: dict[str, str]) -> None:
    """Write an INI file by hand, as a player with a text editor would."""
    groups: dict[str, list[str]] = {}
    for name, value in raw.items():
        group, key = KEYS[name].split("/")
        groups.setdefault(group, []).append(f"{key}={value}")
    text = "".join(f"[{group}]\n" + "\n".join(lines) + "\n\n" for group, lines in groups.items())
    path.write_text(text, encoding="utf-8")


def read_all(settings: Settings) -> dict[str, object]:
    return {name: getattr(settings, name) for name in DEFAULTS}


def fresh(path: Path) -> Settings:
    """A Settings over ``path`` as a new process would read it.

    Qt caches parsed INI files per path inside one process (with the values'
    original types); a copy under a new name is parsed from the text, so every
    value comes back as a string, exactly as in a new process.
    """
    copy = path.with_name(f"copy{len(list(path.parent.iterdir()))}-{path.name}")
    shutil.copyfile(path, copy)
    return Settings(QSettings(str(copy), QSettings.Format.IniFormat))


# --- defaults and round trips -----------------------------------------------------------------


def test_defaults_on_an_empty_file(settings: Settings, settings_file: Path,
                                   caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING):
        assert read_all(settings) == DEFAULTS
    assert caplog.records == []
    assert settings.store.allKeys() == []
    settings.sync()
    assert not settings_file.exists() or "=" not in settings_file.read_text()


def test_defaults_on_a_missing_file(tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "nowhere" / "none.ini"), QSettings.Format.IniFormat)
    assert read_all(Settings(store)) == DEFAULTS


@pytest.mark.parametrize(
    "name, value, raw",
    [
        ("difficulty", EXPERT, "expert"),
        ("difficulty", INTERMEDIATE, "intermediate"),
        ("difficulty", BEGINNER, "beginner"),
        ("difficulty", Difficulty.custom(20, 30, 120), "20x30x120"),
        ("difficulty", Difficulty.custom(1, 2, 1), "1x2x1"),
        ("difficulty", Difficulty.custom(1000, 1000, 999_999), "1000x1000x999999"),
        ("cell_size", 8, "8"),
        ("cell_size", 48, "48"),
        ("cell_size", 256, "256"),
        ("question_marks", True, "true"),
        ("question_marks", False, "false"),
        ("first_click", FirstClick.SAFE, "safe"),
        ("first_click", FirstClick.OPENING, "opening"),
        ("chord_on_click", False, "false"),
        ("chord_on_click", True, "true"),
        ("long_press_ms", 100, "100"),
        ("long_press_ms", 250, "250"),
        ("long_press_ms", 3000, "3000"),
    ],
)
def test_round_trip_through_a_new_store(settings: Settings, settings_file: Path,
                                        caplog: pytest.LogCaptureFixture,
                                        name: str, value: object, raw: str) -> None:
    # Start from the opposite boolean so that a write that does nothing fails.
    if isinstance(value, bool):
        setattr(settings, name, not value)
    setattr(settings, name, value)
    assert getattr(settings, name) == value
    settings.sync()

    again = fresh(settings_file)
    stored = again.store.value(KEYS[name])
    assert isinstance(stored, str), "a new process reads INI values as strings"
    assert stored == raw
    with caplog.at_level(logging.WARNING):
        got = getattr(again, name)
    assert got == value
    assert type(got) is type(value)
    assert caplog.records == []
    # Only this key was written; everything else still reads as the default.
    expected = dict(DEFAULTS, **{name: value})
    assert read_all(again) == expected


def test_every_property_round_trips_together(settings: Settings, settings_file: Path) -> None:
    for name, value in VALID.items():
        setattr(settings, name, value)
    settings.sync()
    again = fresh(settings_file)
    assert read_all(again) == VALID
    assert {again.store.value(KEYS[name]) for name in VALID} == set(VALID_RAW.values())


def test_round_trip_in_a_new_process(settings: Settings, settings_file: Path) -> None:
    for name, value in VALID.items():
        setattr(settings, name, value)
    settings.sync()
    script = (
        "import sys\n"
        "from PySide6.QtCore import QSettings\n"
        "from minesweeper_qt.storage.settings import Settings\n"
        "s = Settings(QSettings(sys.argv[1], QSettings.Format.IniFormat))\n"
        "print(repr(s.store.value('options/chordOnClick')))\n"
        "print(s.difficulty.key, s.cell_size, s.question_marks, s.first_click.value,\n"
        "      s.chord_on_click, s.long_press_ms)\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    done = subprocess.run([sys.executable, "-c", script, str(settings_file)], env=env,
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    raw_line, values_line = done.stdout.strip().splitlines()
    assert raw_line == "'false'"  # a string there: bool("false") would be True
    assert values_line.split() == ["expert", "48", "True", "safe", "False", "250"]


# --- damaged files ---------------------------------------------------------------------------


@pytest.mark.parametrize("name, bad", BAD_VALUES)
def test_a_damaged_value_gives_the_default_for_that_key_only(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, name: str, bad: str
) -> None:
    path = tmp_path / "damaged.ini"
    write_ini(path, dict(VALID_RAW, **{name: bad}))
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert settings.store.contains(KEYS[name])

    with caplog.at_level(logging.WARNING, logger="minesweeper_qt.storage.settings"):
        got = read_all(settings)

    assert got == dict(VALID, **{name: DEFAULTS[name]})
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1, [r.getMessage() for r in caplog.records]
    assert KEYS[name] in warnings[0].getMessage()
    # The bad key is gone from the store and from the file; the others stay.
    assert not settings.store.contains(KEYS[name])
    for other, key in KEYS.items():
        if other != name:
            assert settings.store.contains(key), key
    settings.sync()
    again = fresh(path)
    assert not again.store.contains(KEYS[name])
    with caplog.at_level(logging.WARNING, logger="minesweeper_qt.storage.settings"):
        caplog.clear()
        assert read_all(again) == dict(VALID, **{name: DEFAULTS[name]})
    assert caplog.records == []  # read again: no more complaints


def test_every_value_damaged_at_once(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "all-bad.ini"
    write_ini(path, {
        "difficulty": "0x0x0",
        "cell_size": "1e999",
        "question_marks": "NaN",
        "first_click": "sometimes",
        "chord_on_click": "99999999999999999999999",
        "long_press_ms": "-400",
    })
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    with caplog.at_level(logging.WARNING, logger="minesweeper_qt.storage.settings"):
        assert read_all(settings) == DEFAULTS
    assert len(caplog.records) == 6
    assert settings.store.allKeys() == []


def test_setting_a_value_after_damage_repairs_it(tmp_path: Path,
                                                 caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "repair.ini"
    write_ini(path, {"cell_size": "abc"})
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    with caplog.at_level(logging.WARNING, logger="minesweeper_qt.storage.settings"):
        assert settings.cell_size == 32
        settings.cell_size = 64
        assert settings.cell_size == 64
    assert len(caplog.records) == 1
    settings.sync()
    assert fresh(path).cell_size == 64


def test_a_file_of_garbage_gives_the_defaults(tmp_path: Path) -> None:
    path = tmp_path / "garbage.ini"
    path.write_bytes(b"\x00\xff\xfe[[[ not an ini file\n=\n==x\n\x89PNG\r\n\x1a\n" * 20)
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert read_all(settings) == DEFAULTS


def _reopen(settings_file: Path) -> Settings:
    return Settings(QSettings(str(settings_file), QSettings.Format.IniFormat))


def test_animations_name_and_language_round_trip(settings: Settings, settings_file: Path) -> None:
    assert settings.animations is True
    assert settings.player_name == ""
    assert settings.language == ""
    settings.animations = False
    settings.player_name = "  Grace Hopper  "
    settings.language = "pt-BR"
    settings.sync()
    again = _reopen(settings_file)
    assert again.animations is False
    assert again.player_name == "Grace Hopper"
    assert again.language == "pt_BR"
    settings.player_name = "x" * 100
    assert len(settings.player_name) == 40
    with pytest.raises(ValueError):
        settings.language = "klingon"


@pytest.mark.parametrize("key, raw", [
    ("options/animations", "maybe"),
    ("options/language", "xx_YY"),
    ("options/language", "42"),
])
def test_damaged_new_values_fall_back(settings_file: Path, key: str, raw: str,
                                      caplog: pytest.LogCaptureFixture) -> None:
    store = QSettings(str(settings_file), QSettings.Format.IniFormat)
    store.setValue(key, raw)
    store.sync()
    settings = _reopen(settings_file)
    with caplog.at_level(logging.WARNING):
        value = settings.animations if key.endswith("animations") else settings.language
    assert value == (True if key.endswith("animations") else "")
    assert any(key in message for message in caplog.messages)


# --- the table of keys: the on-disk format of earlier versions reads the same ----------------

#: A settings file as the version before the table (one property per key) wrote it,
#: every value set and none the default (made by that version's ``Settings``).
EARLIER_FILE = """\
[assist]
solvePace=fast

[game]
difficulty=20x30x120

[options]
animations=false
chordOnClick=false
firstClick=safe
language=pt_BR
longPressMs=250
mouseLongPress=true
noGuess=true
questionMarks=true

[records]
playerName=Grace Hopper

[view]
cellSize=48
clockHundredths=true
colorblindNumbers=true
fitToWindow=true
liveCounters=true
scrollCell="100,200,5,7"
theme=high-contrast
"""
EARLIER_VALUES: dict[str, object] = {
    "solve_pace": "fast",
    "difficulty": Difficulty.custom(20, 30, 120),
    "animations": False,
    "chord_on_click": False,
    "first_click": FirstClick.SAFE,
    "language": "pt_BR",
    "long_press_ms": 250,
    "mouse_long_press": True,
    "no_guess": True,
    "question_marks": True,
    "player_name": "Grace Hopper",
    "cell_size": 48,
    "colorblind_numbers": True,
    "fit_to_window": True,
    "clock_hundredths": True,
    "live_counters": True,
    "hide_assist_buttons": False,  # (newer than that file: the defaults)
    "keep_probabilities": False,
    "scroll_cell": (100, 200, 5, 7),
    "theme": "high-contrast",
}
#: Settings newer than that file (read back as their defaults).
NEWER = {"hide_assist_buttons", "keep_probabilities"}
#: The store key of every setting, as earlier versions wrote them (never renamed).
EARLIER_KEYS = {
    "difficulty": "game/difficulty", "cell_size": "view/cellSize",
    "question_marks": "options/questionMarks", "first_click": "options/firstClick",
    "chord_on_click": "options/chordOnClick", "long_press_ms": "options/longPressMs",
    "animations": "options/animations", "player_name": "records/playerName",
    "language": "options/language", "no_guess": "options/noGuess",
    "solve_pace": "assist/solvePace", "theme": "view/theme",
    "colorblind_numbers": "view/colorblindNumbers", "mouse_long_press": "options/mouseLongPress",
    "fit_to_window": "view/fitToWindow", "scroll_cell": "view/scrollCell",
    "clock_hundredths": "view/clockHundredths", "live_counters": "view/liveCounters",
    "hide_assist_buttons": "view/hideAssistButtons",
    "keep_probabilities": "assist/keepProbabilities",
}


def test_the_table_declares_every_setting_under_its_earlier_key() -> None:
    table = Settings.keys()
    assert {name: key.path for name, key in table.items()} == EARLIER_KEYS
    for name, key in table.items():
        assert key.default is None or key.read(key.write(key.default)) == key.default, name
        assert key.doc, name
        assert getattr(Settings, name) is key  # the class attribute is the declaration


def test_an_earlier_settings_file_reads_the_same(tmp_path: Path,
                                                 caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "earlier.ini"
    path.write_text(EARLIER_FILE, encoding="utf-8")
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    with caplog.at_level(logging.WARNING):
        got = {name: settings.get(key) for name, key in Settings.keys().items()}
    assert got == EARLIER_VALUES
    for name, value in got.items():
        assert type(value) is type(EARLIER_VALUES[name]), name
    assert caplog.records == []


def test_writing_every_setting_gives_the_earlier_file(tmp_path: Path) -> None:
    path = tmp_path / "written.ini"
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    for name, value in EARLIER_VALUES.items():
        if name not in NEWER:
            setattr(settings, name, value)
    assert settings.sync()
    assert path.read_text(encoding="utf-8").strip() == EARLIER_FILE.strip()


def test_the_typed_accessor_and_the_properties_agree(settings: Settings) -> None:
    settings.set(Settings.cell_size, 64)
    assert settings.cell_size == 64
    settings.fit_to_window = True
    assert settings.get(Settings.fit_to_window) is True
    with pytest.raises(ValueError):
        settings.set(Settings.theme, "Not A Theme!")
    assert settings.get(Settings.theme) == ""

