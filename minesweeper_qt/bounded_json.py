"""JSON read with limits: every JSON document the program reads (records,
the saved game, a theme's ``theme.json``, a recording's header, a message of
a later launch) goes through :func:`loads`.

Python's parser recurses once per nesting level: a file of 200,000 ``[`` ends
in ``RecursionError`` (not a ``ValueError``, so callers that expect damage
miss it), and on a thread with a small stack it may overflow the C stack.
:func:`loads` measures the nesting on the bytes first (one linear pass, no
recursion) and refuses a document too large or too deep before parsing it.
"""

from __future__ import annotations

import json
import re

__all__ = ["MAX_DEPTH", "JsonLimitError", "loads", "nesting"]

#: Deepest nesting of arrays and objects accepted by default (the program's
#: own documents nest at most 4 levels).
MAX_DEPTH = 32

# A string (escapes included), a bracket, or a lone quote (an unterminated
# string: the document is invalid, and scanning on from every later quote
# would take quadratic time). The string's loop unrolled (runs of plain
# characters, then one escape at a time): one alternation per character took
# 190 ms over a save's 2.7 MB of record, this some 9 ms.
_TOKEN = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]|"', re.DOTALL)
_OPEN = frozenset(b"[{")
_CLOSE = frozenset(b"]}")


class JsonLimitError(ValueError):
    """A JSON document larger or more deeply nested than allowed (a
    ``ValueError``: callers treat it as any damaged document)."""


def nesting(data: bytes, stop_after: int = MAX_DEPTH) -> int:
    """The deepest nesting of arrays and objects in the JSON text ``data``
    (brackets inside strings not counted); the scan stops as soon as it
    passes ``stop_after``.

    Raises:
        ValueError: a string is not terminated.
    """
    depth = deepest = 0
    for match in _TOKEN.finditer(data):
        first = match.group()[0]
        if first in _OPEN:
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > stop_after:
                    break
        elif first in _CLOSE:
            depth -= 1
        elif match.end() - match.start() == 1:
            raise ValueError("unterminated string")
    return deepest


def loads(data: bytes | bytearray | memoryview | str, *, max_bytes: int,
          max_depth: int = MAX_DEPTH) -> object:
    """The JSON value of ``data`` (UTF-8 bytes or text) if it is at most
    ``max_bytes`` long (bytes, or characters for text) and nests arrays and
    objects at most ``max_depth`` deep.

    Raises:
        JsonLimitError: too large or too deep (nothing parsed).
        UnicodeDecodeError: bytes that are not UTF-8.
        ValueError: not JSON (``json.JSONDecodeError``).
    """
    if len(data) > max_bytes:
        raise JsonLimitError(f"larger than {max_bytes} bytes ({len(data)})")
    raw = data.encode("utf-8") if isinstance(data, str) else bytes(data)
    text = raw.decode("utf-8")
    if nesting(raw, max_depth) > max_depth:
        raise JsonLimitError(f"nested more than {max_depth} levels deep")
    try:
        return json.loads(text)
    except RecursionError:  # not reached within max_depth; kept as damage if it were
        raise JsonLimitError("nested too deeply") from None
