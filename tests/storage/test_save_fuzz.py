"""Save-file fuzzing: random byte flips, truncations, insertions, type changes
and damage inside the compressed blobs of valid saves.

Every damaged file either fails validation (``SaveFileError``; through
:class:`SaveStore` it is moved aside as ``*.bad`` and the player gets a fresh
game and a message) or still describes a consistent game, which then plays on
without error. Nothing else may happen: no other exception, no crash, no hang.

In CI each property runs ``EXAMPLES`` examples (1,500, some 200); run longer with
``MINESWEEPER_FUZZ_SCALE=20``.
"""

from __future__ import annotations

import base64
import dataclasses
import functools
import json
import os
import random
import tempfile
import zlib
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from old_saves import old_bytes
from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QApplication, QLabel

from minesweeper_qt.app import main
from minesweeper_qt.engine import Game, Snapshot, Status
from minesweeper_qt.storage.save_format import BadSaveFile, SaveFileError, decode, encode
from minesweeper_qt.storage.save_store import SaveStore

pytestmark = pytest.mark.slow

SCALE = float(os.environ.get("MINESWEEPER_FUZZ_SCALE", "1"))
EXAMPLES = max(10, round(1500 * SCALE))
FUZZ = settings(max_examples=EXAMPLES, deadline=None,
                suppress_health_check=[HealthCheck.too_slow])


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@functools.cache
def valid_saves() -> tuple[bytes, ...]:
    """Saves of games in several states: in play on expert, flags before the first
    reveal, a restarted board, a 30 x 30 game with a few hundred moves."""
    clock = Clock()
    saves = []
    expert = Game(16, 30, 99, seed=4, question_marks=True, time_source=clock)
    expert.reveal(8, 15)
    clock.now += 9.5
    expert.toggle_flag(0, 0)
    expert.toggle_flag(0, 0)
    saves.append(encode(expert.snapshot()))
    ready = Game(9, 9, 10, seed=8, time_source=clock)
    ready.toggle_flag(4, 4)
    saves.append(encode(ready.snapshot()))
    restarted = Game.from_layout(5, 5, [(0, 0), (2, 2), (4, 4)], time_source=clock)
    restarted.toggle_flag(2, 2)
    saves.append(encode(restarted.snapshot(), counted=False))
    big = Game(30, 30, 120, seed=2, time_source=clock)
    big.reveal(15, 15)
    rng = random.Random(3)
    for _ in range(400):
        cell = rng.randrange(30), rng.randrange(30)
        clock.now += 0.25
        if cell in big.mines:
            big.toggle_flag(*cell)
        else:
            big.reveal(*cell)
    assert big.status is Status.PLAYING
    saves.append(encode(big.snapshot()))
    # Files of the older version (a snapshot beside the moves), still read.
    saves += [old_bytes(expert), old_bytes(big)]
    return tuple(saves)


def play_on(game: Game, seed: int) -> None:
    """A game that passed validation plays on without error and stays consistent."""
    rng = random.Random(seed)
    for _ in range(30):
        cell = rng.randrange(game.rows), rng.randrange(game.cols)
        move = rng.choice([game.reveal, game.toggle_flag, game.chord])
        move(*cell)
        revealed = sum(game.is_revealed(r, c) for r in range(game.rows) for c in range(game.cols))
        assert revealed == game.revealed_count
        assert game.mines_left == game.mine_count - game.flag_count
        if game.status is Status.WON:
            assert revealed == game.rows * game.cols - game.mine_count
    assert _ms(decode(encode(game.snapshot()), Clock()).game.snapshot()) == _ms(game.snapshot())


def _ms(snap: Snapshot) -> Snapshot:
    """``snap`` with its moves' times in milliseconds: the save's unit (the record's)."""
    return dataclasses.replace(snap, moves=tuple(
        m._replace(time=round(m.time * 1000)) for m in snap.moves))


def check(data: bytes, seed: int = 0) -> None:
    """The one allowed outcome of reading ``data``: refused, or a playable game."""
    try:
        saved = decode(data, Clock())
    except SaveFileError as error:
        assert str(error)  # a reason for the log
        event("refused")
        return
    event("still a valid game")
    play_on(saved.game, seed)


# --- properties --------------------------------------------------------------------------------


@FUZZ
@given(st.sampled_from(range(6)), st.lists(st.tuples(st.integers(0, 10**9), st.integers(1, 255)),
                                           min_size=1, max_size=8))
def test_byte_flips(which: int, flips: list[tuple[int, int]]) -> None:
    data = bytearray(valid_saves()[which])
    for position, mask in flips:
        data[position % len(data)] ^= mask
    check(bytes(data), which)


@FUZZ
@given(st.sampled_from(range(6)), st.integers(0, 10**9))
def test_truncations(which: int, cut: int) -> None:
    data = valid_saves()[which]
    check(data[: cut % len(data)])


@FUZZ
@given(st.sampled_from(range(6)), st.integers(0, 10**9), st.binary(min_size=1, max_size=40))
def test_insertions(which: int, position: int, junk: bytes) -> None:
    data = valid_saves()[which]
    at = position % (len(data) + 1)
    check(data[:at] + junk + data[at:])


JSON_VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(-(2**70), 2**70), st.sampled_from([0, 1, -1, 1000, 1001]),
    st.floats(allow_nan=False), st.text(max_size=20),
    st.lists(st.integers(-5, 20), max_size=3), st.dictionaries(st.text(max_size=5),
                                                               st.integers(), max_size=2),
    st.sampled_from(["playing", "won", "lost", "ready", "opening", "safe", "", "eAE=",
                     "eAEDAAAAAAE=", base64.b64encode(zlib.compress(b"\x01" * 480)).decode()]),
)


def _keys(doc: dict[str, Any]) -> list[tuple[str, ...]]:
    paths: list[tuple[str, ...]] = [(key,) for key in doc]
    for inner in ("clicks", "record"):
        if isinstance(doc.get(inner), dict):
            paths += [(inner, key) for key in doc[inner]]
    return paths


@FUZZ
@given(st.sampled_from(range(6)), st.data())
def test_type_and_value_changes(which: int, data: st.DataObject) -> None:
    doc = json.loads(valid_saves()[which])
    for _ in range(data.draw(st.integers(1, 3), label="changes")):
        path = data.draw(st.sampled_from(_keys(doc)), label="field")
        target = doc
        for key in path[:-1]:
            if not isinstance(target.get(key), dict):
                break
            target = target[key]
        else:
            if data.draw(st.booleans(), label="remove"):
                target.pop(path[-1], None)
            else:
                target[path[-1]] = data.draw(JSON_VALUES, label="value")
    check(json.dumps(doc).encode())


@FUZZ
@given(st.sampled_from(range(6)), st.sampled_from(["cells", "mine_map", "moves", "events"]),
       st.lists(st.tuples(st.integers(0, 10**9), st.integers(0, 255)), min_size=1, max_size=6),
       st.sampled_from(["set", "cut", "grow"]))
def test_damage_inside_the_blobs(which: int, field: str, changes: list[tuple[int, int]],
                                 how: str) -> None:
    """Valid zlib and base64, wrong contents: cell codes (older files),
    mines, moves, the record's events and moves."""
    doc = json.loads(valid_saves()[which])
    holder = doc if isinstance(doc.get(field), str) else doc.get("record") or {}
    if not isinstance(holder.get(field), str):
        return
    raw = bytearray(zlib.decompress(base64.b64decode(holder[field])))
    for position, value in changes:
        if how == "set" and raw:
            raw[position % len(raw)] = value
        elif how == "cut" and raw:
            del raw[position % len(raw)]
        else:
            raw.insert(position % (len(raw) + 1), value)
    holder[field] = base64.b64encode(zlib.compress(bytes(raw))).decode()
    check(json.dumps(doc).encode())


@settings(max_examples=max(10, round(200 * SCALE)), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(range(6)), st.lists(st.tuples(st.integers(0, 10**9), st.integers(1, 255)),
                                           min_size=1, max_size=4),
       st.integers(0, 10**9))
def test_through_the_store_a_bad_file_is_always_moved_aside(
        which: int, flips: list[tuple[int, int]], cut: int) -> None:
    data = bytearray(valid_saves()[which])
    for position, mask in flips:
        data[position % len(data)] ^= mask
    damaged = bytes(data[: max(1, cut % (len(data) + 1))])
    with tempfile.TemporaryDirectory() as folder:
        store = SaveStore(Path(folder) / "current-game.json")
        store.path.write_bytes(damaged)
        try:
            saved = store.load(Clock())
        except BadSaveFile as bad:
            assert bad.moved_to == store.bad_path
            assert store.bad_path.read_bytes() == damaged and not store.path.exists()
            event("moved aside")
        else:
            assert saved is None or not saved.game.status.is_over
            event("resumed" if saved else "finished game removed")


# --- a few through the real start-up ------------------------------------------------------------


def _start(qapp: QApplication) -> dict[str, Any]:
    """main([]) once; what its window showed."""
    found: dict[str, Any] = {}

    def look_and_close() -> None:
        window = next(w for w in QApplication.topLevelWidgets()
                      if w.objectName() == "mainWindow" and w.isVisible())
        note = window.findChild(QLabel, "notice")
        found["message"] = note.text() if note is not None and note.isVisible() else ""
        found["moves"] = len(window.model.game.moves)  # type: ignore[attr-defined]
        window.close()

    QTimer.singleShot(0, look_and_close)
    found["status"] = main([])
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qapp.processEvents()
    return found


@pytest.mark.parametrize("seed", range(max(2, round(12 * SCALE))))
def test_the_program_starts_a_fresh_game_with_a_message(qapp: QApplication, seed: int) -> None:
    qapp.setOrganizationName("minesweeper-qt")
    qapp.setApplicationName("minesweeper-qt")
    store = SaveStore()
    rng = random.Random(seed)
    data = bytearray(valid_saves()[seed % 4])
    for _ in range(rng.randint(1, 4)):
        data[rng.randrange(len(data))] ^= rng.randrange(1, 256)
    damaged = bytes(data[: rng.choice([len(data), rng.randrange(len(data))])])
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_bytes(damaged)
    try:
        decode(damaged, Clock())
    except SaveFileError:
        refused = True
    else:
        refused = False
    found = _start(qapp)
    assert found["status"] == 0
    if refused:
        assert found["moves"] == 0
        assert "could not be read" in found["message"]
        assert store.bad_path.read_bytes() == damaged
    else:  # the damage left a valid game: it is resumed, quietly
        assert found["moves"] > 0 and found["message"] == ""
