"""Helpers of the hostile-theme tests (not a test): player theme folders made
from the shipped Modern theme with something added to ``cell_hidden``."""

from __future__ import annotations

import base64
import shutil
import struct
import zlib
from pathlib import Path

from minesweeper_qt.view.themes.themes import shipped_folder

_HIDDEN = '<g id="cell_hidden" transform="translate(8,8)">'


def theme_with(folder: Path, extra: str, defs: str = "") -> Path:
    """A copy of Modern in ``folder`` whose ``cell_hidden`` also draws ``extra``
    (``defs`` go before it, at the top level)."""
    shutil.rmtree(folder, ignore_errors=True)
    shutil.copytree(shipped_folder() / "modern", folder)
    svg = (folder / "theme.svg").read_text()
    assert _HIDDEN in svg
    (folder / "theme.svg").write_text(svg.replace(_HIDDEN, defs + _HIDDEN + extra))
    return folder


def fan_out(folder: Path, levels: int = 8) -> Path:
    """Each group ``<use>``-s the previous one ten times: 10^levels shapes in
    a few kB (the issue's theme: 29 KB, 10^8 shapes)."""
    groups = ['<g id="f0"><rect x="0" y="0" width="1" height="1" fill="#010101"/></g>']
    for i in range(1, levels + 1):
        groups.append(f'<g id="f{i}">' + f'<use href="#f{i - 1}"/>' * 10 + "</g>")
    return theme_with(folder, f'<use href="#f{levels}"/>', "<defs>" + "".join(groups) + "</defs>")


def slow(folder: Path, shapes: int = 15_000) -> Path:
    """Within the budget, but each shape costs the painter a lot: wide strokes
    dashed every 0.05 units (about 50 s to draw here)."""
    rect = ('<rect x="0" y="0" width="32" height="32" fill="#010101" fill-opacity="0.01" '
            'stroke="#020202" stroke-width="9" stroke-dasharray="0.05"/>')
    return theme_with(folder, rect * shapes)


def png_bomb_uri(side: int = 20_000) -> str:
    """A ``data:`` PNG of ``side`` x ``side`` grey pixels, a few hundred kB."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(
            ">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    row = b"\0" + b"\x80" * side
    compressor = zlib.compressobj(9)
    body = b"".join(compressor.compress(row) for _ in range(side)) + compressor.flush()
    png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", side, side, 8, 0, 0, 0, 0))
           + chunk(b"IDAT", body) + chunk(b"IEND", b""))
    return "data:image/png;base64," + base64.b64encode(png).decode()


def heavy(folder: Path, shapes: int = 15_000) -> Path:
    """Within every budget and the trial's time limit, but each of its paths is
    stroked very wide (issue 43's theme: 15,000 paths, about 1.27 MB): drawing
    it once took the window 1.5-1.9 s."""
    path = '<path d="M1,1 C40,-30 -10,60 31,31" fill="none" stroke="#020202" stroke-width="400"/>'
    return theme_with(folder, path * shapes)
