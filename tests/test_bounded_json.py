"""JSON read with limits (``minesweeper_qt/bounded_json.py``): depth and size
are measured before parsing, so a deeply nested document is refused as damage
(a ``ValueError``), never a ``RecursionError``."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

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


#: The scan's token before its loop was unrolled (one alternation per
#: character): the new one must find the very same tokens in any text.
_OLD_TOKEN = re.compile(rb'"(?:[^"\\]|\\.)*"|[\[\]{}]|"', re.DOTALL)
#: The bytes that steer the scan, and a few that must not.
_STEERING = b'"\\[]{}a \n\x00\xff'


def _tokens(pattern: re.Pattern[bytes], data: bytes) -> list[tuple[int, int]]:
    """The tokens the scan reads: up to the first lone quote (an unterminated
    string, where it stops; scanning on from every later quote is quadratic)."""
    spans = []
    for match in pattern.finditer(data):
        spans.append(match.span())
        if match.group() == b'"':
            break
    return spans


def _outcome(data: bytes) -> int | str:
    try:
        return nesting(data)
    except ValueError as error:
        return str(error)


@settings(max_examples=400, deadline=None)
@given(st.lists(st.one_of(st.sampled_from([bytes([b]) for b in _STEERING]),
                          st.sampled_from([b'\\"', b"\\\\", b'"\\', b'""', b"[[[", b"]]]"]),
                          st.binary(max_size=4)), max_size=60).map(b"".join))
def test_the_unrolled_scan_finds_the_old_scans_tokens(data: bytes) -> None:
    assert _tokens(bounded_json._TOKEN, data) == _tokens(_OLD_TOKEN, data)


@pytest.mark.parametrize("data", [
    b'"' + b"\\" * 10_001 + b'"]',  # an odd run of backslashes: the quote escaped
    b'["' + b"\\" * 10_000 + b'"]',  # an even run: the string ends there
    b'["' + b'\\"' * 20_000 + b"]",  # escaped quotes to the end: unterminated
    b'["' + b"x" * 200_000,  # a long unterminated string
    b'["' + b"ab\\c" * 50_000,  # unterminated, escapes all along (backtracking stays linear)
    b'{"a": "' + b"\\" * 20_001,  # ends inside an escape
    b'["\n\x00\xff' + b'\\\n' * 1000 + b'", [[{"x": "]]"}]]]',  # raw bytes, escaped newlines
    b'["' + b'"' * 10_001 + b"]",  # quote runs: strings and a lone one
    b"[" * 40 + b'"' + b"]" * 40,  # deep nesting after an unterminated string
    b'"[' * 1000 + b"[" * 40,  # brackets inside strings, then deep
])
def test_hostile_texts_scan_as_they_did(data: bytes, monkeypatch: pytest.MonkeyPatch) -> None:
    assert _tokens(bounded_json._TOKEN, data) == _tokens(_OLD_TOKEN, data)
    now = _outcome(data)
    monkeypatch.setattr(bounded_json, "_TOKEN", _OLD_TOKEN)
    assert _outcome(data) == now
