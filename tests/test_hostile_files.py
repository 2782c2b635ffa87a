"""Files that cannot hurt: hostile or damaged files in the game's places, met by
the real program (child processes with a private home) or the real loaders.

- a crafted ``@Variant(...)`` value in the settings INI file is never parsed:
  the file is set aside before QSettings opens it, the player is told;
- a bit-flipped ``.qm`` translation never crashes Qt: hundreds of flipped
  copies go through the check and, when accepted, through QTranslator in a
  child process, which must survive; a damaged file falls back to English;
- a FIFO in place of the save file and of the settings file never hangs the
  start (a timeout proves it): both are set aside;
- a symbolic link in place of the save or settings file is never followed:
  what it points to stays untouched;
- a save file with millions of moves is refused at once;
- 200,000 nested ``[`` in the save file: the game starts, sets the file
  aside and says so.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from robust_helpers import ROOT, driver, environment, save_file, settings_file
from timing import reference_s

from minesweeper_qt.engine import Game
from minesweeper_qt.storage import ini_guard
from minesweeper_qt.storage.safe_files import UnsafeFile
from minesweeper_qt.storage.save_format import (
    BadSaveFile,
    SaveFileError,
    decode,
    encode,
    max_moves,
)
from minesweeper_qt.storage.save_store import SaveStore

WAIT_S = 180  # a generous wait for a busy machine; a blocked open never ends
CRAFTED = "@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\0\\x12QList<QByteArray>\\0\\x7f\\xff\\xff\\xf0)"


def run_app(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """The real program: start, show the window, close it after 300 ms."""
    return subprocess.run(driver("close", *args), env=environment(home),
                          capture_output=True, text=True, timeout=WAIT_S)


def test_a_crafted_variant_in_the_settings_is_set_aside_unparsed(tmp_path: Path) -> None:
    home = tmp_path / "home"
    environment(home)
    ini = settings_file(home)
    ini.parent.mkdir(parents=True)
    ini.write_text(f"[game]\ndifficulty=expert\n[records]\nplayerName={CRAFTED}\n")
    result = run_app(home)
    assert result.returncode == 0, result.stderr
    assert "START" in result.stdout
    assert "settings file was damaged" in result.stdout  # told in the status bar
    assert Path(str(ini) + ".bad").read_text().endswith(f"{CRAFTED}\n")  # kept for a look
    assert "@Variant" not in (ini.read_text() if ini.exists() else "")


@pytest.mark.parametrize("value", [
    "@Variant(\\0\\0\\0\\x7f)", "@ByteArray(x)", "@Point(1 2)", "@Rect(1 2 3 4)", "@Size(1 2)",
    "@DateTime(x)", "@StringList(a)", "a, @Variant(x)", "\\x40Variant(x)", '"@Variant(x)"',
])
def test_every_serialised_value_is_refused(value: str) -> None:
    assert ini_guard.problem(f"[a]\nkey={value}\n".encode()) is not None



def test_what_the_game_writes_is_accepted() -> None:
    text = '[a]\nname=@@Bob\nother="Bob, @x"\nn=12\nb=true\n; @Variant(comment)\n'
    assert ini_guard.problem(text.encode()) is None


FUZZ_CHILD = r"""
import os, random, re, sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication, QTranslator
from minesweeper_qt.i18n import load_checked
app = QCoreApplication([])
source = Path(sys.argv[1])
pairs = []
ts = source.with_suffix(".ts").read_text(encoding="utf-8")
for context in re.findall(r"<context>(.*?)</context>", ts, re.S):
    name = re.search(r"<name>(.*?)</name>", context).group(1)
    pairs += [(name, s) for s in re.findall(r"<source>(.*?)</source>", context, re.S)]
data = source.read_bytes()
rng = random.Random(int(sys.argv[2]))
folder = Path(sys.argv[4])  # the test's own folder
accepted = refused = 0
for i in range(int(sys.argv[3])):
    damaged = bytearray(data)
    for _ in range(rng.choice([1, 1, 2, 8])):
        damaged[rng.randrange(len(damaged))] ^= 1 << rng.randrange(8)
    path = folder / f"flipped{i}.qm"
    path.write_bytes(bytes(damaged))
    translator = QTranslator()
    try:
        loaded = load_checked(translator, path)
    except ValueError:
        refused += 1
        continue
    accepted += 1
    if loaded:
        for context, text in pairs:
            translator.translate(context, text)
            translator.translate(context, text, None, 3)
        for k in range(20):
            translator.translate(f"Context{k}", f"text {k}")
    path.unlink()
print("survived", accepted, refused)
"""


def test_bit_flipped_translations_never_crash(tmp_path: Path) -> None:
    script = tmp_path / "fuzz_qm.py"
    script.write_text(FUZZ_CHILD)
    qm = ROOT / "translations" / "minesweeper_qt_de.qm"
    flipped = tmp_path / "flipped"
    flipped.mkdir()
    result = subprocess.run([sys.executable, str(script), str(qm), "12", "400", str(flipped)],
                            env=environment(tmp_path / "home"), capture_output=True,
                            text=True, timeout=WAIT_S * 2)
    # Without the check this child dies of SIGSEGV within a few hundred flips.
    assert result.returncode == 0, (result.returncode, result.stderr[-2000:])
    _survived, accepted, refused = result.stdout.split()
    assert int(refused) > 50 and int(accepted) > 50  # both paths were taken


def test_a_damaged_translation_falls_back_to_english(tmp_path: Path, qapp: object,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from minesweeper_qt import i18n

    data = bytearray((ROOT / "translations" / "minesweeper_qt_de.qm").read_bytes())
    data[17:21] = b"\xff\xff\xff\xff"  # the first section's length: far past the end
    (tmp_path / "minesweeper_qt_de.qm").write_bytes(bytes(data))
    monkeypatch.setattr(i18n, "translations_dir", lambda: tmp_path)
    translators = i18n.Translators()
    try:
        assert translators.install("de") == "en"
        assert translators.problem == ("The translation file is damaged; "
                                       "the game is shown in English.")
    finally:
        translators.install("en")


def test_fifos_in_place_of_the_save_and_settings_never_hang_the_start(tmp_path: Path) -> None:
    home = tmp_path / "home"
    environment(home)
    for path in (save_file(home), settings_file(home)):
        path.parent.mkdir(parents=True, exist_ok=True)
        os.mkfifo(path)
    result = run_app(home)  # times out (fails) if opening a FIFO blocks: nothing writes to it
    assert result.returncode == 0, result.stderr
    assert "START 9 9" in result.stdout
    for path in (save_file(home), settings_file(home)):
        bad = Path(str(path) + ".bad")
        assert bad.is_fifo(), path  # set aside, never opened
    assert "saved game could not be read" in result.stdout  # both told
    assert "settings file was damaged" in result.stdout


def test_a_symlinked_save_is_never_followed(tmp_path: Path) -> None:
    target = tmp_path / "precious.txt"
    target.write_text("not a game")
    store = SaveStore(tmp_path / "data" / "current-game.json")
    store.path.parent.mkdir()
    store.path.symlink_to(target)
    game = Game(9, 9, 10, seed=1)
    game.reveal(4, 4)
    with pytest.raises(UnsafeFile, match="symbolic link"):
        store.save(game)
    assert target.read_text() == "not a game" and store.path.is_symlink()
    with pytest.raises(BadSaveFile, match="symbolic link"):
        store.load()
    assert store.bad_path.is_symlink() and not store.path.exists()  # the link moved aside
    store.save(game)  # now a regular file of its own
    assert not store.path.is_symlink() and target.read_text() == "not a game"


def test_a_symlinked_settings_file_is_never_followed(tmp_path: Path) -> None:
    target = tmp_path / "precious.conf"
    target.write_text("[game]\ndifficulty=expert\n")
    home = tmp_path / "home"
    environment(home)
    ini = settings_file(home)
    ini.parent.mkdir(parents=True)
    ini.symlink_to(target)
    result = run_app(home)
    assert result.returncode == 0, result.stderr
    assert target.read_text() == "[game]\ndifficulty=expert\n"
    assert Path(str(ini) + ".bad").is_symlink()
    assert not ini.is_symlink()


def test_a_save_with_millions_of_moves_is_refused_at_once() -> None:
    game = Game(16, 30, 99, seed=4)
    game.reveal(8, 15)
    data = encode(game.snapshot()).replace(b'"move_count": 1', b'"move_count": 4000000')
    unit = reference_s()
    started = time.perf_counter()
    with pytest.raises(SaveFileError, match="move_count must be"):
        decode(data)
    # Refused from the header: 10 units (about 0.5 s idle); replaying 4 million moves
    # would take minutes.
    assert time.perf_counter() - started < 10 * max(unit, reference_s())
    assert max_moves(16, 30) == 8 * 16 * 30 + 2000 and max_moves(1000, 1000) == 300_000


NESTED = b'{"version":1,"best":' + b"[" * 200_000


def test_a_deeply_nested_save_file_is_set_aside_and_told(tmp_path: Path) -> None:
    home = tmp_path / "home"
    environment(home)
    save = save_file(home)
    save.parent.mkdir(parents=True)
    save.write_bytes(NESTED)
    result = run_app(home)
    assert result.returncode == 0, result.stderr
    assert "START 9 9" in result.stdout and "Traceback" not in result.stderr
    assert "saved game could not be read" in result.stdout
    assert Path(str(save) + ".bad").read_bytes() == NESTED


