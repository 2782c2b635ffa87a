"""JSON read with limits (``minesweeper_qt/bounded_json.py``): depth and size
are measured before parsing, so a deeply nested document is refused as damage
(a ``ValueError``), never a ``RecursionError``."""

from __future__ import annotations

import json

import pytest

from minesweeper_qt import bounded_json
from minesweeper_qt.bounded_json import JsonLimitError, loads, nesting


def test_a_document_of_200000_brackets_is_refused_as_damage() -> None:
    data = b'{"version":1,"best":' + b"[" * 200_000
    with pytest.raises(RecursionError):
        json.loads(data)  # what the program met before
    with pytest.raises(JsonLimitError, match="nested more than 32"):
        loads(data, max_bytes=1 << 20)
    with pytest.raises(ValueError):  # callers catch damage as ValueError
        loads(b"[" * 200_000 + b"]" * 200_000, max_bytes=1 << 20)


def test_brackets_inside_strings_do_not_count() -> None:
    text = json.dumps({"a": ["[[[[{{{{" * 100, {"b": '\\"]]]]'}]})
    assert nesting(text.encode()) == 3
    assert loads(text, max_bytes=1 << 16) == json.loads(text)


def test_limits_of_size_and_depth() -> None:
    assert loads(b"[[1]]", max_bytes=5, max_depth=2) == [[1]]
    with pytest.raises(JsonLimitError, match="larger"):
        loads(b"[[1]] ", max_bytes=5)
    with pytest.raises(JsonLimitError, match="nested"):
        loads(b"[[[1]]]", max_bytes=100, max_depth=2)
    assert loads(b'"plain"', max_bytes=10, max_depth=0) == "plain"


def test_damaged_documents_are_value_errors() -> None:
    for data in (b'{"a": "unterminated', b'"\\"\\"\\"' * 10_000, b"\xff\xfe", b"{]"):
        with pytest.raises(ValueError):
            loads(data, max_bytes=1 << 20)


def test_the_programs_own_documents_pass() -> None:
    from minesweeper_qt.engine import Game
    from minesweeper_qt.storage.save_format import encode

    game = Game(16, 30, 99, seed=4)
    game.reveal(8, 15)
    data = encode(game.snapshot())
    assert nesting(data) <= 4 < bounded_json.MAX_DEPTH
    assert loads(data, max_bytes=len(data)) == json.loads(data)


def test_long_strings_with_escapes_are_skipped_whole() -> None:
    # The scan takes a string's plain runs at once and its escapes one by one
    # (a save's record is megabytes of base64): the same strings as ever.
    text = json.dumps({"a": 'x\\"]]}' * 10_000 + "\\", "b": [["\n[{"]], "c": "A" * 1_000_000})
    assert nesting(text.encode()) == 3
    assert loads(text, max_bytes=len(text)) == json.loads(text)
    for damaged in (b'["abc\\', b'["abc\\"]', b'{"a": "\\\\\\"}'):
        with pytest.raises(ValueError):
            loads(damaged, max_bytes=100)
