"""Save and resume: the format round trip, exact resume (clock paused until the
first move), atomic writes, finished games not resumed, ``--new``, and every
kind of damage moved aside as ``*.bad`` with a fresh game and a message."""

from __future__ import annotations

import base64
import dataclasses
import errno
import json
import logging
import os
import time
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from key_helpers import key_click
from old_saves import old_bytes, old_document
from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QLabel, QWidget

from minesweeper_qt.app import main
from minesweeper_qt.engine import BEGINNER, EXPERT, FirstClick, Game, Snapshot, Status
from minesweeper_qt.session.end_figures import EndWork
from minesweeper_qt.storage import safe_files, save_format, save_store
from minesweeper_qt.storage.history import History
from minesweeper_qt.storage.save_controller import SaveController
from minesweeper_qt.storage.save_format import BadSaveFile, SavedGame, SaveFileError, decode, encode
from minesweeper_qt.storage.save_store import SaveStore
from minesweeper_qt.view.main_window import MainWindow

#: 5 x 5 with mines in the corners and the centre (as in tests/view/conftest.py).
CROSS = [(0, 0), (0, 4), (4, 0), (4, 4), (2, 2)]


@pytest.fixture
def store(tmp_path: Path) -> SaveStore:
    return SaveStore(tmp_path / "appdata" / "current-game.json")


def playing_game(clock: Callable[[], float], seed: int = 5) -> Game:
    """An expert game in play: an opening, a flag, a question mark, time passed."""
    game = Game(16, 30, 99, seed=seed, question_marks=True, time_source=clock)
    game.reveal(8, 15)
    clock.advance(3.25)  # type: ignore[attr-defined]
    hidden = [(r, c) for r in range(16) for c in range(30)
              if not game.is_revealed(r, c) and (r, c) not in game.mines]
    game.toggle_flag(*sorted(game.mines)[0])
    game.toggle_flag(*hidden[0])
    game.toggle_flag(*hidden[0])  # flag -> question mark
    game.reveal(*hidden[-1])
    clock.advance(1.5)  # type: ignore[attr-defined]
    assert game.status is Status.PLAYING
    return game


def restarted_game(clock: Callable[[], float]) -> Game:
    """A restarted board (fixed layout) with a flag but no reveal yet."""
    game = Game.from_layout(5, 5, CROSS, time_source=clock)
    game.toggle_flag(2, 2)
    return game


def to_ms(snap: Snapshot) -> Snapshot:
    """``snap`` with its moves' times in whole milliseconds: the record's
    unit, the one every reader of a move's time rounds it to."""
    return dataclasses.replace(snap, moves=tuple(
        m._replace(time=round(m.time * 1000)) for m in snap.moves))


def same_state(a: Game, b: Game) -> None:
    assert to_ms(a.snapshot()) == to_ms(b.snapshot())
    assert a.mines == b.mines and a.status is b.status and a.mines_left == b.mines_left


# --- the format ------------------------------------------------------------------------------


@pytest.mark.parametrize("make", [
    pytest.param(lambda clock: Game(9, 9, 10, seed=1, time_source=clock), id="untouched"),
    pytest.param(lambda clock: _flagged_before_first_reveal(clock), id="flags-before-layout"),
    pytest.param(playing_game, id="playing"),
    pytest.param(restarted_game, id="restarted-board"),
    pytest.param(lambda clock: _finished(clock, won=True), id="won"),
    pytest.param(lambda clock: _finished(clock, won=False), id="lost"),
])
@pytest.mark.parametrize("version", [3, 1])
def test_round_trip_is_exact(make: Callable[[Any], Game], fake_clock: Any,
                             version: int) -> None:
    """A file of this version (3: the record; 1: the snapshot beside the
    moves) rebuilds the game exactly."""
    game = make(fake_clock)
    for counted in (True, False):
        data = encode(game.snapshot(), counted) if version == 3 \
            else old_bytes(game, counted=counted)
        saved = decode(data, fake_clock)
        assert isinstance(saved, SavedGame)
        assert saved.counted is counted
        same_state(saved.game, game)
        assert saved.game.seed == game.seed
        assert saved.game.first_click is game.first_click
        assert [m[:3] for m in saved.game.moves] == [m[:3] for m in game.moves]


def _flagged_before_first_reveal(clock: Any) -> Game:
    game = Game(9, 9, 10, seed=1, first_click=FirstClick.SAFE, time_source=clock)
    game.toggle_flag(0, 0)
    return game


def _finished(clock: Any, won: bool) -> Game:
    game = Game.from_layout(5, 5, CROSS, time_source=clock)
    game.reveal(0, 2)
    clock.advance(2.0)
    if won:
        for r in range(5):
            for c in range(5):
                if (r, c) not in CROSS:
                    game.reveal(r, c)
        assert game.status is Status.WON
    else:
        game.reveal(2, 2)
        assert game.status is Status.LOST
    return game


def test_resumed_clock_is_paused_until_the_first_move(fake_clock: Any) -> None:
    game = playing_game(fake_clock)
    elapsed = game.elapsed
    saved = decode(encode(game.snapshot()), fake_clock)
    resumed = saved.game
    assert resumed.paused and resumed.status is Status.PLAYING
    fake_clock.advance(1000)
    assert resumed.elapsed == elapsed  # a day away from the game costs nothing
    resumed.toggle_flag(0, 29)
    assert resumed.moves[-1].time == elapsed
    assert not resumed.paused
    fake_clock.advance(2.5)
    assert resumed.elapsed == elapsed + 2.5


def test_a_resumed_game_plays_on_like_the_original(fake_clock: Any) -> None:
    game = playing_game(fake_clock)
    resumed = decode(encode(game.snapshot()), fake_clock).game
    resumed.resume()
    game_cells = [(r, c) for r in range(16) for c in range(30) if (r, c) not in game.mines]
    for cell in game_cells[::7]:
        assert game.reveal(*cell) == resumed.reveal(*cell)
    assert game.status is resumed.status
    assert game.revealed_count == resumed.revealed_count


def test_the_file_is_versioned_json(store: SaveStore, fake_clock: Any) -> None:
    store.save(playing_game(fake_clock))
    doc = json.loads(store.path.read_text(encoding="utf-8"))
    assert doc["format"] == "minesweeper-qt saved game"
    assert doc["version"] == 3
    assert doc["game_id"] is None  # store.save without an id
    assert (doc["rows"], doc["cols"], doc["mines"]) == (16, 30, 99)
    # The record is the truth: no snapshot of the cells, the status or the clicks.
    assert not {"cells", "status", "clicks", "moves", "exploded", "deaths"} & set(doc)
    assert doc["record"]["move_count"] == 5  # store.save without a recorder: the moves


def test_documented_fields_are_the_written_fields(store: SaveStore, fake_clock: Any) -> None:
    store.save(playing_game(fake_clock))
    doc = json.loads(store.path.read_text(encoding="utf-8"))
    spec = (Path(__file__).resolve().parents[2] / "docs" / "save-format.md").read_text(
        encoding="utf-8")
    for field in doc:
        assert f"`{field}`" in spec, field


def test_long_move_lists_are_encoded_in_pieces_and_read_back(fake_clock: Any) -> None:
    game = Game(30, 30, 100, seed=2, time_source=fake_clock)
    game.reveal(15, 15)
    encoder = save_format.Encoder()
    for i in range(save_format._MOVE_CHUNK * 2 + 10):
        game.toggle_flag(0, i % 30)
        if i % 1500 == 0 or i > save_format._MOVE_CHUNK * 2:
            fake_clock.advance(0.01)
            data = encoder.encode(game.snapshot(), key=game)
            assert data == encode(game.snapshot())  # reuse changes nothing
    same_state(decode(data, fake_clock).game, game)


def test_difficulty_is_derived_from_the_size(fake_clock: Any) -> None:
    game = Game(16, 30, 99, seed=1, time_source=fake_clock)
    game.reveal(3, 3)
    assert decode(encode(game.snapshot()), fake_clock).game.difficulty is EXPERT


# --- the store ---------------------------------------------------------------------------------


def test_tests_keep_saves_in_a_private_folder(real_store: SaveStore) -> None:
    """In tests Qt's test mode is on and $HOME is a fresh folder per test: the
    player's real saved game is never touched."""
    path = real_store.path.resolve()
    assert path == save_store.default_path().resolve()
    assert path.name == "current-game.json"
    assert path.is_relative_to(Path(os.environ["HOME"]).resolve())
    assert ".qttest" in path.parts


def test_load_without_a_file(store: SaveStore) -> None:
    assert store.load() is None
    assert not store.path.exists() and not store.bad_path.exists()


def test_save_load_and_discard(store: SaveStore, fake_clock: Any) -> None:
    game = playing_game(fake_clock)
    store.save(game, counted=False)
    saved = store.load(fake_clock)
    assert saved is not None and saved.counted is False
    same_state(saved.game, game)
    store.discard()
    assert not store.path.exists()
    store.discard()  # twice is fine


def test_a_save_replaces_the_file_by_rename(store: SaveStore, fake_clock: Any) -> None:
    """QSaveFile writes a new file and renames it over the old one: the old
    file is never rewritten in place (a reader holding it sees it whole)."""
    game = playing_game(fake_clock)
    store.save(game)
    with store.path.open("rb") as old:
        before = os.fstat(old.fileno()).st_ino
        game.toggle_flag(15, 29)
        store.save(game)
        assert os.stat(store.path).st_ino != before
        assert decode(old.read(), fake_clock).game.moves == game.moves[:-1]
    assert decode(store.path.read_bytes(), fake_clock).game.moves == game.moves
    assert sorted(p.name for p in store.path.parent.iterdir()) == ["current-game.json"]


def test_a_failed_write_keeps_the_old_file(store: SaveStore, fake_clock: Any,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    game = playing_game(fake_clock)
    store.save(game)
    old = store.path.read_bytes()

    real_write = os.write

    def half_write_then_full_disk(fd: int, data: Any) -> int:
        real_write(fd, bytes(data[: len(data) // 2]))
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(safe_files.os, "write", half_write_then_full_disk)
    game.toggle_flag(15, 29)
    with pytest.raises(OSError, match="cannot write"):
        store.save(game)
    assert store.path.read_bytes() == old
    assert sorted(p.name for p in store.path.parent.iterdir()) == ["current-game.json"]


def test_an_unwritable_folder_raises_oserror(tmp_path: Path, fake_clock: Any) -> None:
    (tmp_path / "file").write_text("not a folder")
    store = SaveStore(tmp_path / "file" / "current-game.json")
    with pytest.raises(OSError):
        store.save(playing_game(fake_clock))


@pytest.mark.parametrize("won", [True, False])
def test_finished_games_are_not_resumed(store: SaveStore, fake_clock: Any, won: bool) -> None:
    store.path.parent.mkdir(parents=True)
    store.path.write_bytes(encode(_finished(fake_clock, won).snapshot()))
    assert store.load() is None
    assert not store.path.exists() and not store.bad_path.exists()


# --- damage ---------------------------------------------------------------------------------------


def _doc(fake_clock: Any) -> dict[str, Any]:
    """A version 1 file's object (a snapshot beside the moves)."""
    return old_document(playing_game(fake_clock))


def _blob(data: bytes) -> str:
    return base64.b64encode(zlib.compress(data)).decode("ascii")


def _cells(doc: dict[str, Any]) -> bytearray:
    return bytearray(zlib.decompress(base64.b64decode(doc["cells"])))


def _mine_indices(doc: dict[str, Any]) -> list[int]:
    mine_map = zlib.decompress(base64.b64decode(doc["mine_map"]))
    return [i for i, b in enumerate(mine_map) if b]


def _reveal_a_mine(doc: dict[str, Any]) -> None:
    cells = _cells(doc)
    cells[_mine_indices(doc)[1]] = 1
    doc["cells"] = _blob(bytes(cells))


def _move_a_mine(doc: dict[str, Any]) -> None:
    """A mine moved under a revealed cell: revealed cells no longer fit the layout."""
    cells = _cells(doc)
    mine_map = bytearray(zlib.decompress(base64.b64decode(doc["mine_map"])))
    revealed = cells.index(1)
    mine_map[_mine_indices(doc)[1]] = 0
    mine_map[revealed] = 1
    doc["mine_map"] = _blob(bytes(mine_map))


def _set(**fields: Any) -> Callable[[dict[str, Any]], None]:
    def change(doc: dict[str, Any]) -> None:
        doc.update(fields)
    return change


def _drop(name: str) -> Callable[[dict[str, Any]], None]:
    return lambda doc: doc.pop(name)


def _moves(transform: Callable[[bytearray], bytes]) -> Callable[[dict[str, Any]], None]:
    def change(doc: dict[str, Any]) -> None:
        packed = bytearray(zlib.decompress(base64.b64decode(doc["moves"])))
        doc["moves"] = _blob(transform(packed))
    return change


def _move_off_board(packed: bytearray) -> bytes:
    packed[1:3] = (16).to_bytes(2, "little")  # row 16 of a 16-row board
    return bytes(packed)


def _move_back_in_time(packed: bytearray) -> bytes:
    """The first move (at 0 s) said to happen after the second (at 3.25 s)."""
    size = save_format.MOVE.size
    kind, row, col, _ = save_format.MOVE.unpack(packed[:size])
    packed[:size] = save_format.MOVE.pack(kind, row, col, 4.0)
    return bytes(packed)


DOC_DAMAGE: list[Any] = [
    pytest.param(_set(format="something else"), "not a minesweeper-qt saved game", id="format"),
    pytest.param(_set(version=4), "version 4", id="newer-version"),
    pytest.param(_set(version=0), "version 0", id="older-version"),
    pytest.param(_set(version=2), "version 2", id="unreleased-version-2"),
    pytest.param(_set(version="1"), "version '1'", id="version-string"),
    pytest.param(_set(version=True), "version True", id="version-bool"),
    pytest.param(_drop("cells"), "'cells' is missing", id="missing-cells"),
    pytest.param(_set(rows="16"), "rows must be a whole number", id="rows-string"),
    pytest.param(_set(rows=16.0), "rows must be a whole number", id="rows-float"),
    pytest.param(_set(rows=0), "rows must be a whole number from 1", id="rows-zero"),
    pytest.param(_set(cols=1001), "cols must be a whole number from 1 to 1000", id="cols-1001"),
    pytest.param(_set(rows=17), "does not hold the expected 510 bytes", id="size-mismatch"),
    pytest.param(_set(mines=98), "mine_map holds 99 mines, not 98", id="mine-count"),
    pytest.param(_set(mines=480), "mines must be a whole number from 1 to 479", id="mines-full"),
    pytest.param(_set(seed=-1), "seed must be null", id="seed-negative"),
    pytest.param(_set(seed=2**64), "seed must be null", id="seed-too-big"),
    pytest.param(_set(seed="5"), "seed must be null", id="seed-string"),
    pytest.param(_set(first_click="sometimes"), "first_click must be one of", id="first-click"),
    pytest.param(_set(question_marks=1), "question_marks must be true or false", id="qm-int"),
    pytest.param(_set(counted="yes"), "counted must be true or false", id="counted-string"),
    pytest.param(_set(elapsed=-1), "elapsed must be", id="elapsed-negative"),
    pytest.param(_set(elapsed="12"), "elapsed must be", id="elapsed-string"),
    pytest.param(_set(elapsed=True), "elapsed must be", id="elapsed-bool"),
    pytest.param(_set(elapsed=1e300), "elapsed must be", id="elapsed-huge"),
    pytest.param(_set(elapsed=1.0), "bad time", id="elapsed-before-last-move"),
    pytest.param(_set(cells="not base64!"), "cells is damaged", id="cells-not-base64"),
    pytest.param(_set(cells=base64.b64encode(b"plain").decode()), "cells is damaged",
                 id="cells-not-zlib"),
    pytest.param(_set(cells=_blob(bytes(480 * 2))), "cells does not hold", id="cells-too-long"),
    pytest.param(_set(cells=_blob(bytes(479))), "cells does not hold", id="cells-too-short"),
    pytest.param(_set(cells=_blob(bytes([4]) * 480)), "not the ones the moves give",
                 id="cells-code-4"),
    pytest.param(_set(cells=_blob(bytes(10**7))), "cells does not hold", id="cells-zip-bomb"),
    pytest.param(_set(cells=12), "cells must be a base64 string", id="cells-number"),
    pytest.param(_set(cells=_blob(bytes(480))), "not the ones the moves give",
                 id="cells-all-hidden"),
    pytest.param(_reveal_a_mine, "not the ones the moves give", id="revealed-mine"),
    pytest.param(_move_a_mine, "not the ones the moves give", id="layout-disagrees"),
    pytest.param(_set(mine_map=_blob(bytes([2]) * 480)), "other than 0 and 1",
                 id="mine-map-values"),
    pytest.param(_set(mine_map=None), "revealed before the mines were laid",
                 id="mine-map-missing"),
    pytest.param(_set(move_count=6), "moves does not hold", id="move-count"),
    pytest.param(_set(move_count=10**8), "move_count must be", id="move-count-huge"),
    pytest.param(_moves(lambda p: bytes(p[:-1])), "moves does not hold", id="moves-truncated"),
    pytest.param(_moves(lambda p: bytes([7]) + bytes(p[1:])), "move 1 is not a move",
                 id="move-kind"),
    pytest.param(_moves(_move_off_board), "move 1 is not a move on the board",
                 id="move-off-board"),
    pytest.param(_moves(_move_back_in_time), "bad time", id="move-times-decrease"),
]


@pytest.mark.parametrize("damage, reason", DOC_DAMAGE)
def test_hand_edited_files_are_refused_with_a_reason(
        fake_clock: Any, damage: Callable[[dict[str, Any]], None], reason: str) -> None:
    doc = _doc(fake_clock)
    damage(doc)
    with pytest.raises(SaveFileError) as refused:
        decode(json.dumps(doc).encode(), fake_clock)
    assert reason in str(refused.value)


def _record_moves(transform: Callable[[list[list[int]]], None]) -> Callable[[dict[str, Any]], None]:
    """Change the moves of a version 3 file's record (each ``[t_ms, kind, row,
    col, event]``); their count follows."""
    timed = save_format.TIMED_MOVE

    def change(doc: dict[str, Any]) -> None:
        record = doc["record"]
        packed = zlib.decompress(base64.b64decode(record["moves"]))
        moves = [list(m) for m in timed.iter_unpack(packed)]
        transform(moves)
        record["moves"] = _blob(b"".join(timed.pack(*m) for m in moves))
        record["move_count"] = len(moves)
    return change


def _lose_then_play_on(moves: list[list[int]]) -> None:
    """A reveal of a mine (the cross's centre) inserted after the first move."""
    moves.insert(1, [moves[0][0], 1, 2, 2, -1])


NEW_DAMAGE: list[Any] = [
    pytest.param(_set(version=4), "version 4", id="newer-version"),
    pytest.param(_drop("record"), "'record' is missing", id="no-record"),
    pytest.param(_set(record=[1]), "record must be an object", id="record-list"),
    pytest.param(lambda doc: doc["record"].update(event_count=-1), "event_count must be",
                 id="event-count"),
    pytest.param(lambda doc: doc["record"].update(move_count=99), "moves does not hold",
                 id="move-count"),
    pytest.param(_record_moves(lambda ms: ms[0].__setitem__(1, 9)),
                 "move 1 is not a move on the board", id="move-kind"),
    pytest.param(_record_moves(lambda ms: ms[0].__setitem__(2, 5)),
                 "move 1 is not a move on the board", id="move-off-board"),
    pytest.param(_record_moves(lambda ms: ms.insert(0, [0, 4, 0, 0, -1])),
                 "move 1 undoes no move", id="undo-first"),
    pytest.param(_record_moves(lambda ms: ms[2].__setitem__(0, ms[1][0] - 10)), "bad time",
                 id="time-goes-back"),
    pytest.param(_record_moves(_lose_then_play_on), "after the game ended",
                 id="move-after-the-end"),
    pytest.param(_set(mine_map=None), "revealed before the mines were laid",
                 id="mine-map-missing"),
    pytest.param(_set(mines=4), "mine_map holds 5 mines, not 4", id="mine-count"),
    pytest.param(lambda doc: doc["record"].update(event_count=2, events=_blob(b"".join(
        save_format.EVENT.pack(0, save_format.UNDONE_EVENT, 0, 0, 0, 2**31 - 1)
        for _ in range(2)))), "takes back 4294967294 losses", id="undone-too-many"),
]


def test_losses_taken_back_are_counted_from_every_undone_event(fake_clock: Any) -> None:
    # The reader finds the UNDONE events by their kind byte, without unpacking
    # the others: wherever they are, their counts add up, and a record with
    # another event holds input (it is gone on with).
    game = Game.from_layout(5, 5, CROSS, time_source=fake_clock)
    game.reveal(0, 2)
    doc = json.loads(encode(game.snapshot(), game_id="0" * 32))
    pack = save_format.EVENT.pack
    events = [pack(0, save_format.UNDONE_EVENT, 0, 0, 0, 2), pack(5, 1, 1, 40, 8, 0),
              pack(9, save_format.UNDONE_EVENT, 0, 13, 13, 3)]
    doc["record"].update(event_count=3, events=_blob(b"".join(events)))
    saved = decode(json.dumps(doc).encode(), fake_clock)
    assert saved.game.deaths == 5 and saved.record is not None
    doc["record"].update(event_count=2, events=_blob(events[0] + events[2]))
    only_undone = decode(json.dumps(doc).encode(), fake_clock)
    assert only_undone.game.deaths == 5 and only_undone.record is None


@pytest.mark.parametrize("damage, reason", NEW_DAMAGE)
def test_a_hand_edited_record_is_refused_with_a_reason(
        fake_clock: Any, damage: Callable[[dict[str, Any]], None], reason: str) -> None:
    """A version 3 file: the game is rebuilt from its record, which is checked."""
    game = Game.from_layout(5, 5, CROSS, time_source=fake_clock)
    game.reveal(0, 2)
    fake_clock.advance(1.0)
    game.toggle_flag(2, 2)
    game.reveal(1, 1)
    doc = json.loads(encode(game.snapshot()))
    assert decode(json.dumps(doc).encode(), fake_clock).game.moves == game.moves
    damage(doc)
    with pytest.raises(SaveFileError) as refused:
        decode(json.dumps(doc).encode(), fake_clock)
    assert reason in str(refused.value)


BYTE_DAMAGE: list[Any] = [
    pytest.param(lambda data: b"", "not valid JSON", id="empty"),
    pytest.param(lambda data: data[: len(data) // 2], "not valid JSON", id="truncated"),
    pytest.param(lambda data: data[:-2], "not valid JSON", id="last-brace-missing"),
    pytest.param(lambda data: b"\xff\xfe" + data, "not UTF-8", id="binary"),
    pytest.param(lambda data: os.urandom(300), "not", id="random-bytes"),
    pytest.param(lambda data: b"[1, 2, 3]", "not hold a JSON object", id="a-list"),
    pytest.param(lambda data: b"null", "not hold a JSON object", id="null"),
    pytest.param(lambda data: b"[" * 20_000, "not valid JSON", id="deep-nesting"),
    pytest.param(lambda data: b'{"version": ' + b"9" * 5000 + b"}", "not valid JSON",
                 id="huge-number"),
    pytest.param(lambda data: data.replace(b'"elapsed": ', b'"elapsed": NaN, "x": '),
                 "elapsed must be", id="nan"),
    pytest.param(lambda data: data + b" " * 100_000, "too large", id="too-large"),
]


@pytest.mark.parametrize("damage, reason", BYTE_DAMAGE)
def test_damaged_files_are_moved_aside(store: SaveStore, fake_clock: Any,
                                       damage: Callable[[bytes], bytes], reason: str,
                                       caplog: pytest.LogCaptureFixture,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    for module in (save_format, save_store):  # "too large" sooner
        monkeypatch.setattr(module, "MAX_FILE_BYTES", 50_000)
    store.save(playing_game(fake_clock))
    damaged = damage(store.path.read_bytes())
    store.path.write_bytes(damaged)
    with caplog.at_level(logging.WARNING, "minesweeper_qt.storage"), \
            pytest.raises(BadSaveFile) as bad:
        store.load(fake_clock)
    assert reason in bad.value.reason, bad.value.reason
    assert bad.value.moved_to == store.bad_path
    assert not store.path.exists()
    assert store.bad_path.read_bytes() == damaged  # kept for a look, never read again
    assert "damaged" in caplog.text
    assert store.load(fake_clock) is None


def test_an_unreadable_file_is_moved_aside(store: SaveStore) -> None:
    store.path.mkdir(parents=True)  # a folder where the file should be
    with pytest.raises(BadSaveFile, match="a folder is in the place of the file"):
        store.load()
    assert store.bad_path.is_dir() and not store.path.exists()


def test_an_older_bad_file_is_replaced(store: SaveStore) -> None:
    store.path.parent.mkdir(parents=True)
    store.bad_path.write_text("old")
    store.path.write_text("new damage")
    with pytest.raises(BadSaveFile):
        store.load()
    assert store.bad_path.read_text() == "new damage"


# --- the controller and the window ----------------------------------------------------------------


@pytest.fixture
def saving_window(make_window: Any, fake_clock: Any,
                  store: SaveStore) -> Callable[..., MainWindow]:
    def make(**kwargs: Any) -> MainWindow:
        kwargs.setdefault("difficulty", BEGINNER)
        kwargs.setdefault("seed", 77)
        win: MainWindow = make_window(time_source=fake_clock, saves=store, shown=True, **kwargs)
        _windows.append(win)
        return win
    return make


_windows: list[MainWindow] = []


def settle() -> None:
    """Wait until every save asked for is on disk (saves run on a writer thread)."""
    for win in _windows:
        try:
            controller = win.saveController
        except RuntimeError:  # deleted
            continue
        if controller is not None:
            assert controller.wait(10)
    QApplication.processEvents()


def saved_exists(store: SaveStore) -> bool:
    settle()
    return store.exists()


def on_disk(store: SaveStore, clock: Any) -> Game | None:
    saved = store.load(clock) if saved_exists(store) else None
    return None if saved is None else saved.game


def test_every_move_is_saved_at_once(saving_window: Any, store: SaveStore,
                                     fake_clock: Any) -> None:
    win = saving_window()
    model = win.model
    assert not saved_exists(store)  # nothing to keep before the first move
    model.toggleFlag(model.index(0, 0))
    assert on_disk(store, fake_clock).moves == model.game.moves  # flags before the layout
    model.reveal(model.index(4, 4))
    fake_clock.advance(2)
    model.reveal(model.index(4, 4))  # changes nothing, but is a click: saved too
    saved = on_disk(store, fake_clock)
    assert saved is not None and saved.moves == model.game.moves
    assert saved.left_clicks == 2
    assert saved.elapsed == model.game.moves[-1].time == 2


def test_new_game_removes_the_file_until_its_first_move(saving_window: Any, store: SaveStore,
                                                        fake_clock: Any) -> None:
    win = saving_window()
    win.model.reveal(win.model.index(4, 4))
    assert saved_exists(store)
    win.menus.actionNew.trigger()
    assert not saved_exists(store)
    win.model.toggleFlag(win.model.index(0, 0))
    assert saved_exists(store)


@pytest.mark.parametrize("won", [True, False])
def test_a_finished_game_removes_the_file(saving_window: Any, store: SaveStore,
                                          fake_clock: Any, won: bool) -> None:
    win = saving_window()
    win.model.setGame(Game.from_layout(5, 5, CROSS, time_source=fake_clock))
    model = win.model
    model.reveal(model.index(0, 2))
    assert saved_exists(store)
    if won:
        for r in range(5):
            for c in range(5):
                if (r, c) not in CROSS:
                    model.reveal(model.index(r, c))
    else:
        model.reveal(model.index(2, 2))
    assert model.game.status.is_over
    assert not saved_exists(store)
    win.close()  # quitting after the end keeps nothing either
    assert not saved_exists(store)


def test_close_saves_the_clock_as_it_stands(saving_window: Any, store: SaveStore,
                                            fake_clock: Any) -> None:
    win = saving_window()
    win.model.reveal(win.model.index(4, 4))
    fake_clock.advance(12.5)
    win.close()
    saved = on_disk(store, fake_clock)
    assert saved is not None and saved.elapsed == 12.5


def test_the_window_is_gone_before_the_quits_work(saving_window: Any, store: SaveStore,
                                                  fake_clock: Any,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    # A huge game's figures (about a second of Python on 1000 x 1000) and its
    # last save run at quit: the player has asked to go and sees the window go
    # first, then the game is kept as ever.
    win = saving_window()
    win.model.reveal(win.model.index(4, 4))
    seen: list[tuple[str, bool]] = []
    compute = EndWork.compute

    def figures(work: EndWork) -> None:
        seen.append(("figures", win.isVisible()))
        compute(work)

    flush = win.saveController.flush

    def save() -> None:
        seen.append(("save", win.isVisible()))
        flush()

    monkeypatch.setattr(EndWork, "compute", figures)
    monkeypatch.setattr(win.saveController, "flush", save)
    win.close()
    assert seen == [("figures", False), ("save", False)]
    saved = on_disk(store, fake_clock)
    assert saved is not None and saved.status is Status.PLAYING


def test_the_next_window_resumes_exactly(saving_window: Any, store: SaveStore,
                                         fake_clock: Any) -> None:
    first = saving_window(difficulty=EXPERT)
    model = first.model
    model.reveal(model.index(8, 15))
    fake_clock.advance(7.2)
    hidden = next((r, c) for r in range(16) for c in range(30)
                  if not model.game.is_revealed(r, c))
    model.toggleFlag(model.index(*hidden))
    fake_clock.advance(30.9)
    before = model.game.snapshot()
    first.close()

    fake_clock.advance(3600)  # away for an hour
    resumed = store.load(fake_clock)
    assert resumed is not None
    second = saving_window(difficulty=BEGINNER, resumed=resumed)
    game = second.model.game
    assert to_ms(game.snapshot()) == to_ms(before)
    assert second.mineCounter.value() == 98
    assert second.clock.value() == 38  # 7.2 + 30.9 s, shown at once
    assert second.menus.sizeActions["expert"].isChecked()
    fake_clock.advance(100)
    assert game.elapsed == before.elapsed  # paused until the first move
    second.openMenu()  # the pause menu does not start the clock either
    second.closeMenu()
    fake_clock.advance(100)
    assert game.elapsed == before.elapsed
    second.model.toggleFlag(second.model.index(*hidden))
    fake_clock.advance(1)
    assert game.elapsed == before.elapsed + 1
    assert game.status is Status.PLAYING


def test_a_restarted_board_stays_uncounted_when_resumed(saving_window: Any, store: SaveStore,
                                                        fake_clock: Any) -> None:
    first = saving_window()
    first.model.reveal(first.model.index(4, 4))
    first.restartBoard()
    assert not saved_exists(store)  # a new (restarted) game, no move yet
    first.model.toggleFlag(first.model.index(0, 0))
    first.close()
    resumed = store.load(fake_clock)
    assert resumed is not None and resumed.counted is False
    assert resumed.game.seed is None and resumed.game.has_layout
    second = saving_window(resumed=resumed)
    assert second.session.counted is False
    second.newGame()
    assert second.session.counted is True


def test_save_errors_are_logged_and_the_game_goes_on(make_window: Any, fake_clock: Any,
                                                     tmp_path: Path,
                                                     caplog: pytest.LogCaptureFixture) -> None:
    (tmp_path / "file").write_text("in the way")
    win = make_window(BEGINNER, seed=3, time_source=fake_clock, ask_abandon=True,
                      saves=SaveStore(tmp_path / "file" / "current-game.json"))
    failures: list[str] = []
    assert win.saveController is not None
    win.saveController.writeFailed.connect(failures.append)
    with caplog.at_level(logging.WARNING, "minesweeper_qt.storage"):
        win.model.reveal(win.model.index(4, 4))
        assert win.saveController.wait(10)
        win.model.toggleFlag(win.model.index(0, 0))
        win.saveController.flush()
    assert failures == ["The game could not be saved: something other than a folder "
                        "is in the way."]  # told once, not per move
    assert win.model.game.status is Status.PLAYING
    assert caplog.text.count("cannot save the game") == 1  # said once, not per move


def test_slow_saves_are_coalesced_and_flushed_on_quit(saving_window: Any, store: SaveStore,
                                                      fake_clock: Any, qtbot: Any,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    win = saving_window()
    controller = win.saveController
    assert isinstance(controller, SaveController)
    monkeypatch.setattr(controller, "immediate_budget", 1e-9)  # every save "too slow"
    model = win.model
    model.reveal(model.index(4, 4))  # the first save of a game is immediate
    assert saved_exists(store)
    model.toggleFlag(model.index(0, 0))
    model.toggleFlag(model.index(0, 1))
    assert controller.pending
    assert on_disk(store, fake_clock).right_clicks == 0
    qtbot.waitUntil(lambda: not controller.pending, timeout=2000)
    assert on_disk(store, fake_clock).right_clicks == 2
    model.toggleFlag(model.index(0, 2))
    assert controller.pending
    win.close()
    assert not controller.pending
    assert on_disk(store, fake_clock).right_clicks == 3


# --- through main(): resume, --new, and the message -----------------------------------------------


def run_main(qapp: QApplication, argv: list[str],
             act: Callable[[QWidget], dict[str, Any]]) -> dict[str, Any]:
    """Run ``main(argv)``; once its window is up, ``act`` on it, then close it."""
    found: dict[str, Any] = {}

    def act_and_close() -> None:
        windows = [w for w in QApplication.topLevelWidgets()
                   if w.objectName() == "mainWindow" and w.isVisible()]
        try:
            found.update(act(windows[0]))
        except Exception as error:  # reported after main returns
            found["error"] = repr(error)
        finally:
            for window in windows:
                window.close()

    safety = QTimer()
    safety.setSingleShot(True)
    safety.timeout.connect(lambda: QApplication.exit(99))
    safety.start(30_000)
    QTimer.singleShot(0, act_and_close)
    try:
        found["status"] = main(argv)
    finally:
        safety.stop()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qapp.processEvents()
    assert "error" not in found, found["error"]
    return found


def _play_some(window: QWidget) -> dict[str, Any]:
    model = window.model  # type: ignore[attr-defined]
    model.reveal(model.index(2, 3))
    hidden = next((r, c) for r in range(9) for c in range(9)
                  if not model.game.is_revealed(r, c))
    model.toggleFlag(model.index(*hidden))
    return {"snapshot": model.game.snapshot()}


def _whole(window: QWidget) -> QWidget:
    """``window`` once its second part is built (after the first paint)."""
    ready: list[bool] = []
    window.whenReady(lambda: ready.append(True))  # type: ignore[attr-defined]
    deadline = time.monotonic() + 30
    while not ready and time.monotonic() < deadline:
        QApplication.processEvents()
    assert ready
    return window


def _look(window: QWidget) -> dict[str, Any]:
    QApplication.processEvents()  # let the layout settle (scroll bars follow a pass late)
    note = window.findChild(QLabel, "notice")
    board = window.findChild(QAbstractScrollArea, "board")
    return {
        "snapshot": window.model.game.snapshot(),  # type: ignore[attr-defined]
        "paused": window.model.game.paused,  # type: ignore[attr-defined]
        "message": note.text() if note is not None and note.isVisible() else "",
        # the note makes room for itself: the whole board stays in view
        "scroll_bars": board.verticalScrollBar().isVisible()
        or board.horizontalScrollBar().isVisible(),
    }


@pytest.fixture
def real_store(qapp: QApplication) -> SaveStore:
    """The store main() uses (test mode, this test's private $HOME)."""
    qapp.setOrganizationName("minesweeper-qt")
    qapp.setApplicationName("minesweeper-qt")
    return SaveStore()


def test_main_resumes_the_game_in_progress(qapp: QApplication, real_store: SaveStore) -> None:
    played = run_main(qapp, ["--difficulty", "beginner", "--seed", "9"], _play_some)
    assert real_store.exists()
    resumed = run_main(qapp, [], _look)
    assert resumed["status"] == 0
    before, after = played["snapshot"], resumed["snapshot"]
    assert after.cells == before.cells and after.mines == before.mines
    assert to_ms(after).moves == to_ms(before).moves and after.seed == 9
    assert resumed["paused"]
    assert resumed["message"] == ""
    assert real_store.exists()  # closing keeps the game for next time


def _play_on_a_huge_board(window: QWidget) -> dict[str, Any]:
    model = window.model  # type: ignore[attr-defined]
    model.reveal(model.index(500, 500))
    hidden = next((r, c) for r in range(1000) for c in range(1000)
                  if not model.game.is_revealed(r, c))
    model.toggleFlag(model.index(*hidden))
    assert model.game.status is Status.PLAYING
    return {"snapshot": model.game.snapshot()}


def test_quitting_a_huge_game_leaves_a_whole_save_that_resumes(qapp: QApplication,
                                                               real_store: SaveStore) -> None:
    # Quitting 1000 x 1000 hides the window first and works the rest out after
    # (the figures, the history, the last save): all of it still lands.
    played = run_main(qapp, ["--custom", "1000x1000x20000", "--seed", "3"],
                      _play_on_a_huge_board)
    assert played["status"] == 0
    resumed = run_main(qapp, [], _look)
    before, after = played["snapshot"], resumed["snapshot"]
    assert (after.rows, after.cols) == (1000, 1000)
    assert after.cells == before.cells and after.mines == before.mines
    assert to_ms(after).moves == to_ms(before).moves and after.seed == 3
    history = History()
    try:
        assert history.count() == 1  # the game left at quit, kept as ever
    finally:
        history.close()


def _give_up_and_look(window: QWidget) -> dict[str, Any]:
    """Answer yes when the command line's new game would replace the saved
    game in play (the question comes on the event loop's first pass), then look."""
    asked: list[bool] = []
    window.askCommandLineAbandon = lambda: asked.append(True) or True  # type: ignore[attr-defined]
    deadline = time.monotonic() + 10
    while not asked and time.monotonic() < deadline:
        QApplication.processEvents()
    return {**_look(window), "asked": bool(asked)}


@pytest.mark.parametrize("argv", [["--new"], ["--difficulty", "beginner"],
                                  ["--custom", "9x9x10"], ["--seed", "9"]])
def test_a_new_game_is_asked_for(qapp: QApplication, real_store: SaveStore,
                                 argv: list[str]) -> None:
    played = run_main(qapp, ["--difficulty", "beginner", "--seed", "9"], _play_some)
    fresh = run_main(qapp, argv, _give_up_and_look)
    assert fresh["asked"]  # the saved game in play is given up only when the player says so
    assert fresh["snapshot"].moves == ()
    assert fresh["snapshot"].cells != played["snapshot"].cells
    assert not real_store.exists()  # closed without a move: nothing to keep


def _play_some_assisted(window: QWidget) -> dict[str, Any]:
    played = _play_some(window)
    window.session.markAssisted()  # type: ignore[attr-defined]
    assert not window.session.counted  # type: ignore[attr-defined]
    return played


def test_an_assisted_saved_game_is_given_up_only_when_asked(qapp: QApplication,
                                                           real_store: SaveStore) -> None:
    """Not counted, yet the player's progress: the command line's new game asks too."""
    played = run_main(qapp, ["--difficulty", "beginner", "--seed", "9"], _play_some_assisted)
    fresh = run_main(qapp, ["--difficulty", "intermediate"], _give_up_and_look)
    assert fresh["asked"]
    assert fresh["snapshot"].moves == () and fresh["snapshot"].cells != played["snapshot"].cells


def _reveal_far(window: QWidget) -> dict[str, Any]:
    window.model.reveal(window.model.index(5, 6))  # type: ignore[attr-defined]
    return {}


def _first_arrow(window: QWidget) -> dict[str, Any]:
    board = window.board  # type: ignore[attr-defined]
    QTest.keyClick(board, Qt.Key.Key_Right)  # the first press shows the cursor
    return {"shown": board.cursorShown, "cell": board.cursorCell}


def test_a_resumed_games_keyboard_cursor_starts_at_the_last_cell_played(
        qapp: QApplication, real_store: SaveStore) -> None:
    run_main(qapp, ["--difficulty", "beginner", "--seed", "9"], _reveal_far)
    resumed = run_main(qapp, [], _first_arrow)
    assert resumed["shown"] and resumed["cell"] == (5, 6)


def test_a_damaged_save_gives_a_fresh_game_and_a_message(qapp: QApplication,
                                                         real_store: SaveStore) -> None:
    run_main(qapp, ["--difficulty", "beginner", "--seed", "9"], _play_some)
    data = real_store.path.read_bytes()
    real_store.path.write_bytes(data[: len(data) * 2 // 3])
    fresh = run_main(qapp, [], _look)
    assert fresh["status"] == 0
    assert fresh["snapshot"].moves == () and fresh["snapshot"].status is Status.READY
    assert "could not be read" in fresh["message"]
    assert "current-game.json.bad" in fresh["message"]
    assert not fresh["scroll_bars"]
    assert real_store.bad_path.read_bytes() == data[: len(data) * 2 // 3]
    again = run_main(qapp, [], _look)  # the next start is quiet
    assert again["message"] == ""


def test_stray_temporary_files_of_killed_saves_are_removed(store: SaveStore) -> None:
    """A kill between QSaveFile's link and rename leaves current-game.json.XXXXXX."""
    store.path.parent.mkdir(parents=True)
    old = store.path.with_name("current-game.json.aB3xYz")
    young = store.path.with_name("current-game.json.Qw12Er")
    other = store.path.with_name("current-game.json.old")
    for path in (old, young, other, store.bad_path):
        path.write_text("{")
    os.utime(old, (1, 1))
    os.utime(other, (1, 1))
    assert store.load() is None
    assert not old.exists()
    assert young.exists() and other.exists() and store.bad_path.exists()


def test_the_notice_wraps_and_goes_away(saving_window: Any, qtbot: Any) -> None:
    win = saving_window()
    win.fitToBoard()
    qtbot.waitUntil(lambda: win.height() > 0)
    size = win.size()
    win.notify("A rather long note that cannot fit on one line of a beginner window, "
               "so it wraps over several lines.", timeout_ms=100)
    note = win.findChild(QLabel, "notice")
    assert note is not None and note.isVisible() and note.wordWrap()
    assert note.height() >= note.heightForWidth(note.width())  # every line of it
    assert note.height() > 2 * note.fontMetrics().height()
    # Its own room below the board, never over a cell: the window grows
    # downwards while it shows (never wider), and gets its size back.
    assert win.width() == size.width() and win.height() > size.height()
    qtbot.waitUntil(lambda: not note.isVisible(), timeout=2000)
    assert win.size() == size


# --- game ids: a game is counted once whatever happens to its file --------------------------------


def test_the_game_id_is_saved_and_kept_by_the_resumed_game(saving_window: Any, store: SaveStore,
                                                          fake_clock: Any) -> None:
    win = saving_window()
    win.model.reveal(win.model.index(4, 4))
    settle()
    first_id = save_format.game_id_of(win.model.game)
    saved = store.load(fake_clock)
    assert saved is not None and saved.game_id == first_id
    assert save_format.game_id_of(saved.game) == first_id  # the same game, the same id
    win.newGame()
    win.model.toggleFlag(win.model.index(0, 0))
    settle()
    again = store.load(fake_clock)
    assert again is not None and again.game_id not in (None, first_id)


def test_a_version_1_file_without_an_id_still_loads(fake_clock: Any) -> None:
    saved = decode(old_bytes(playing_game(fake_clock)), fake_clock)
    assert saved.game_id is None and saved.game.status is Status.PLAYING


def test_a_version_1_game_whose_question_marks_were_switched_in_play_loads(
        fake_clock: Any) -> None:
    # 0.1.0 set the game's question_marks when the menu item was toggled: a
    # flag cycled to "?" before the switch replays to hidden after it.
    game = playing_game(fake_clock)
    cell = next((r, c) for r in range(game.rows) for c in range(game.cols)
                if game.cell_states()[r * game.cols + c] == 0)  # hidden, no mark
    game.question_marks = True
    game.toggle_flag(*cell)
    game.toggle_flag(*cell)  # "?"
    game.question_marks = False
    data = old_bytes(game)
    saved = decode(data, fake_clock)
    # The game is its moves' (each "?" replays to hidden under the file's rule),
    # so the next save, a record, loads to the same board.
    assert saved.game.moves == game.moves and not saved.game.is_questioned(*cell)
    states = game.cell_states()
    assert saved.game.cell_states() == bytes(0 if s == 3 else s for s in states)
    again = decode(encode(saved.game.snapshot()), fake_clock)
    assert again.game.cell_states() == saved.game.cell_states()
    # A revealed cell the moves do not give is damage.
    tampered = old_document(game)
    shown = bytearray(states)
    shown[shown.index(0)] = 1
    tampered["cells"] = _blob(bytes(shown))
    with pytest.raises(SaveFileError, match="cells are not the ones the moves give"):
        decode(json.dumps(tampered).encode(), fake_clock)


@pytest.mark.parametrize("bad", ["short", "has space in it", 12, "x" * 65])
def test_a_bad_game_id_is_refused(fake_clock: Any, bad: object) -> None:
    doc = json.loads(encode(playing_game(fake_clock).snapshot()))
    doc["game_id"] = bad
    with pytest.raises(SaveFileError, match="game_id must be"):
        decode(json.dumps(doc).encode(), fake_clock)


def _count(store: SaveStore, uid: str) -> None:
    """Count the loss of game ``uid`` in the history beside ``store``."""
    from minesweeper_qt.storage.scores import Score
    from minesweeper_qt.storage.storage import Storage

    worker = Storage(data_folder=store.path.parent, threaded=False)
    worker.finish(None, [Score(uid, "beginner", False)])
    worker.close()


def test_a_game_counted_already_is_not_resumed(qapp: QApplication, real_store: SaveStore) -> None:
    """A finished game whose file could not be removed (a read-only folder) is
    never resumed and counted again, and the window says why."""
    game = Game(9, 9, 10, seed=9)
    game.reveal(2, 3)
    real_store.save(game, game_id="c0ffee00c0ffee00")
    _count(real_store, "c0ffee00c0ffee00")
    found = run_main(qapp, [], lambda window: _look(_whole(window)))
    assert found["snapshot"].moves == ()  # a fresh game, once the window is whole
    assert not real_store.exists()
    # The window says why (issue 41: only a line on stderr did).
    assert found["message"] == ("Your saved game had already ended and been counted, so a "
                                "new game has started.")


def test_a_game_played_on_after_its_counted_loss_was_undone_is_resumed(
        qapp: QApplication, real_store: SaveStore) -> None:
    """Issue 41: lose, Ctrl+Z, play on, quit: its loss was counted under its
    id, and the next start dropped the game played on (only a line on stderr).
    It is resumed, assisted, and never counts again."""
    game = Game(9, 9, 10, seed=9)
    game.reveal(2, 3)
    real_store.save(game, counted=False, game_id="c0ffee00c0ffee01", assisted=True)
    _count(real_store, "c0ffee00c0ffee01")

    def look(window: QWidget) -> dict[str, Any]:
        found = _look(window)
        found["counting"] = window.session.counting  # type: ignore[attr-defined]
        return found

    found = run_main(qapp, [], look)
    assert found["snapshot"].moves == game.snapshot().moves  # picked up exactly
    assert found["counting"].value == "assisted"


def _lose_undo_play_on(window: QWidget) -> dict[str, Any]:
    """Ctrl+Z on a lost game, one more move, then the window closes: a
    player's real path (the loss counted on its way, by the window itself)."""
    model = _whole(window).model  # type: ignore[attr-defined]
    game = model.game
    model.reveal(model.index(2, 3))
    mine = next(iter(game.mines))
    model.reveal(model.index(*mine))
    assert game.status is Status.LOST
    window.storage.wait(30)  # type: ignore[attr-defined]  # the loss counted
    key_click(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert game.status is Status.PLAYING and game.deaths == 1
    safe = next((r, c) for r in range(9) for c in range(9)
                if (r, c) not in game.mines and not game.is_revealed(r, c))
    model.reveal(model.index(*safe))
    assert game.status is Status.PLAYING
    played = window.records.statistics("beginner")  # type: ignore[attr-defined]
    return {"snapshot": game.snapshot(), "played": (played.played, played.won)}


def test_a_game_played_on_after_undo_is_resumed_at_the_next_start(
        qapp: QApplication, real_store: SaveStore) -> None:
    """Issue 41, the player's own path: lose, Ctrl+Z, play on, quit, start
    again. The game is picked up exactly (undo used, assisted, its loss
    counted once and never again)."""
    from minesweeper_qt.storage.history import default_path
    from minesweeper_qt.storage.scores import summary_in

    played = run_main(qapp, ["--difficulty", "beginner", "--seed", "9", "--new"],
                      _lose_undo_play_on)
    assert "error" not in played, played
    assert played["played"] == (1, 0)  # the loss, counted once
    assert real_store.exists()

    def look(window: QWidget) -> dict[str, Any]:
        found = _look(window)
        found["counting"] = window.session.counting  # type: ignore[attr-defined]
        return found

    resumed = run_main(qapp, [], look)
    assert "error" not in resumed, resumed
    assert to_ms(resumed["snapshot"]).moves == to_ms(played["snapshot"]).moves  # exactly
    assert resumed["snapshot"].deaths == 1  # undo used, kept through the save
    assert resumed["counting"].value == "assisted"
    assert resumed["message"] == ""
    stats = summary_in(default_path()).stats["beginner"]  # the history: the truth
    assert (stats.played, stats.won) == (1, 0)


def test_a_huge_boards_mines_are_saved_as_any_others(fake_clock) -> None:
    # The save writer cuts a huge board's mine map at C speed (issue #17): the
    # file is the same as when the mines are listed one by one.
    import dataclasses

    game = Game(600, 500, 60_000, seed=4, time_source=fake_clock)
    game.reveal(300, 250)
    snap = game.snapshot()
    assert snap.mines is not None
    listed = dataclasses.replace(snap, mines=tuple(snap.mines))
    assert encode(snap, game_id="0" * 32) == encode(listed, game_id="0" * 32)
    assert decode(encode(snap), fake_clock).game.mines == game.mines
