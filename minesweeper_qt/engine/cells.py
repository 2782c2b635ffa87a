"""Cell state codes and the neighbour walk, owned here and nowhere else.

The engine stores boards row-major in flat byte arrays with one padding cell after
each row (``stride = cols + 1``, see :mod:`.layout`); these are the state bytes.
"""

from __future__ import annotations

from collections.abc import Iterator

#: Engine cell state bytes (also the codes of ``Snapshot.cells``).
HIDDEN, REVEALED, FLAGGED, QUESTION = 0, 1, 2, 3
#: The padding cell after each row (never on the board).
PAD = 4

_OFFSETS = ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1))


def neighbours(row: int, col: int, rows: int, cols: int) -> Iterator[tuple[int, int]]:
    """The up to eight ``(row, col)`` cells around a cell that lie on the board."""
    for dr, dc in _OFFSETS:
        r, c = row + dr, col + dc
        if 0 <= r < rows and 0 <= c < cols:
            yield r, c


def flat_neighbours(index: int, stride: int, size: int, state: bytes | bytearray) -> list[int]:
    """Flat indices of the cells around ``index`` in a padded array of ``size``
    bytes (padding cells, marked ``PAD`` in ``state``, are skipped)."""
    s = stride
    return [
        j
        for j in (index - s - 1, index - s, index - s + 1, index - 1,
                  index + 1, index + s - 1, index + s, index + s + 1)
        if 0 <= j < size and state[j] != PAD
    ]
