"""A structural check of compiled Qt translation files (``.qm``) before Qt loads them.

``QTranslator`` trusts the file: a flipped bit in a length or an offset makes it
read past the end of the data (SIGSEGV) or divide by zero. :func:`check_qm`
walks the whole file the way ``QTranslator`` reads it (``qtranslator.cpp``:
``do_load``, ``do_translate``, ``getMessage``) and refuses anything that would
make it read outside the file:

- the 16-byte magic ``3CB86418 CAEF9C95 CD211CBF 60A1BDDD``;
- then tagged sections, each a tag byte and a big-endian 32-bit length that must
  stay within the file; only the tags ``lrelease`` writes (language, contexts,
  hashes, messages, numerus rules), each at most once; no dependencies (they
  make Qt load further files);
- messages: records (translation, source text, context, comment: a 32-bit
  length and that many bytes, translations of even length or null; the obsolete 4-byte
  record) ending each message with the end tag, exactly filling the section;
- hashes: 8-byte entries whose offsets are the starts of messages;
- contexts: a non-empty hash table whose offsets lead to length-prefixed names
  ending with a zero length, all within the section.

Nothing is executed or allocated by size; the check is linear in the file.
"""

from __future__ import annotations

import struct

MAGIC = bytes.fromhex("3CB86418CAEF9C95CD211CBF60A1BDDD")

_CONTEXTS, _HASHES, _MESSAGES, _NUMERUS, _DEPENDENCIES, _LANGUAGE = (
    0x2F, 0x42, 0x69, 0x88, 0x96, 0xA7)
_KNOWN = {_CONTEXTS: "contexts", _HASHES: "hashes", _MESSAGES: "messages",
          _NUMERUS: "numerus rules", _LANGUAGE: "language"}
# Message record tags (qtranslator.cpp, enum Tag).
_END, _TRANSLATION, _OBSOLETE1, _SOURCE, _CONTEXT, _COMMENT = 1, 3, 5, 6, 7, 8

_U16 = struct.Struct(">H")
_U32 = struct.Struct(">I")


class BadQmFile(ValueError):
    """A ``.qm`` file Qt must not load; the message says what is wrong."""


def _messages(data: bytes) -> set[int]:
    """Offsets of the messages in a messages section (checked whole)."""
    starts: set[int] = set()
    pos, end = 0, len(data)
    at_start = True
    while pos < end:
        if at_start:
            starts.add(pos)
            at_start = False
        tag = data[pos]
        pos += 1
        if tag == _END:
            at_start = True
        elif tag == _OBSOLETE1:
            pos += 4
        elif tag in (_TRANSLATION, _SOURCE, _CONTEXT, _COMMENT):
            if pos + 4 > end:
                raise BadQmFile(f"message record at {pos - 1} is cut off")
            length = _U32.unpack_from(data, pos)[0]
            if tag == _TRANSLATION and length == 0xFFFFFFFF:
                length = 0  # a null translation: Qt stops reading the message there
            elif tag == _TRANSLATION and length % 2:
                raise BadQmFile(f"translation at {pos - 1} has an odd length")
            pos += 4 + length
        else:
            raise BadQmFile(f"unknown message record {tag:#x} at {pos - 1}")
        if pos > end:
            raise BadQmFile(f"message record ends past the section ({pos} > {end})")
    if not at_start:
        raise BadQmFile("the last message has no end")
    return starts


def _hashes(data: bytes, starts: set[int]) -> None:
    if len(data) % 8:
        raise BadQmFile("the hash table is not made of 8-byte entries")
    for i in range(0, len(data), 8):
        offset = _U32.unpack_from(data, i + 4)[0]
        if offset not in starts:
            raise BadQmFile(f"hash entry {i // 8} points at {offset}, not at a message")


def _contexts(data: bytes) -> None:
    if len(data) < 2:
        raise BadQmFile("the context table is cut off")
    size = _U16.unpack_from(data, 0)[0]
    pool = 2 + 2 * size
    if size == 0 or pool > len(data):
        raise BadQmFile("the context table has a bad size")
    for i in range(size):
        offset = _U16.unpack_from(data, 2 + 2 * i)[0]
        if offset == 0:
            continue
        pos = pool + 2 * offset
        while True:
            if pos >= len(data):
                raise BadQmFile("a context name runs past the table")
            length = data[pos]
            if length == 0:
                break
            pos += 1 + length


def check_qm(data: bytes) -> None:
    """Raise :class:`BadQmFile` unless ``data`` is a ``.qm`` file QTranslator can
    read without leaving it (see the module documentation)."""
    if data[:16] != MAGIC:
        raise BadQmFile("not a Qt translation file (bad magic)")
    sections: dict[int, bytes] = {}
    pos, end = 16, len(data)
    while pos < end:
        if end - pos < 5:
            raise BadQmFile(f"{end - pos} stray bytes at the end")
        tag = data[pos]
        length = _U32.unpack_from(data, pos + 1)[0]
        pos += 5
        if tag == _DEPENDENCIES:
            raise BadQmFile("the file depends on other translation files")
        if tag not in _KNOWN:
            raise BadQmFile(f"unknown section {tag:#x}")
        if tag in sections:
            raise BadQmFile(f"two {_KNOWN[tag]} sections")
        if length == 0 or length > end - pos:
            raise BadQmFile(f"the {_KNOWN[tag]} section has a bad length ({length})")
        sections[tag] = data[pos:pos + length]
        pos += length
    starts = _messages(sections.get(_MESSAGES, b""))
    _hashes(sections.get(_HASHES, b""), starts)
    if _CONTEXTS in sections:
        _contexts(sections[_CONTEXTS])
