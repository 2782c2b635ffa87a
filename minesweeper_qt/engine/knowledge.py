"""The player's view of a board: what a player (or a solver) may know.

A :class:`Knowledge` holds, per cell, what the player sees (a revealed number, a
flag, a question mark or nothing) and the total mine count, never the layout.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cells import neighbours

#: Codes of ``Knowledge.cells``: 0-8 is a revealed number; these mark the rest
#: (the same numbering as ms-toollib's board codes for hidden and flag).
HIDDEN = 10
FLAG = 11
QUESTION = 12

_CHARS = {"#": HIDDEN, ".": HIDDEN, "F": FLAG, "?": QUESTION}


@dataclass(frozen=True)
class Knowledge:
    """What the player sees of a ``rows`` x ``cols`` board with ``mines`` mines.

    ``cells`` holds ``rows * cols`` codes, row-major: 0-8 for a revealed cell (its
    number), :data:`HIDDEN`, :data:`FLAG` or :data:`QUESTION`. A flag is the
    player's claim, not a fact: it may be wrong.

    Raises:
        ValueError: ``cells`` has the wrong length or an unknown code.
    """

    rows: int
    cols: int
    mines: int
    cells: bytes

    def __post_init__(self) -> None:
        if len(self.cells) != self.rows * self.cols:
            raise ValueError(f"expected {self.rows * self.cols} cells, got {len(self.cells)}")
        if any(code > QUESTION or 8 < code < HIDDEN for code in set(self.cells)):
            raise ValueError("unknown cell code")

    @classmethod
    def from_text(cls, text: str, mines: int) -> Knowledge:
        """A view drawn as text, one line per row: ``0``-``8`` revealed numbers,
        ``#`` or ``.`` hidden, ``F`` flag, ``?`` question mark (for tests and docs).

        Raises:
            ValueError: ragged rows or an unknown character.
        """
        lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
        if not lines or len({len(line) for line in lines}) != 1:
            raise ValueError("rows of unequal length")
        codes = bytearray()
        for line in lines:
            for ch in line:
                if ch.isdigit() and ch != "9":
                    codes.append(int(ch))
                elif ch in _CHARS:
                    codes.append(_CHARS[ch])
                else:
                    raise ValueError(f"unknown cell character {ch!r}")
        return cls(len(lines), len(lines[0]), mines, bytes(codes))

    def code(self, row: int, col: int) -> int:
        """The cell's code (see the module constants).

        Raises:
            ValueError: the cell is off the board.
        """
        if not (0 <= row < self.rows and 0 <= col < self.cols):
            raise ValueError(f"cell ({row}, {col}) is outside the {self.rows}x{self.cols} board")
        return self.cells[row * self.cols + col]

    def number(self, row: int, col: int) -> int | None:
        """The revealed number of the cell, or None when it is not revealed."""
        code = self.code(row, col)
        return code if code <= 8 else None

    def is_revealed(self, row: int, col: int) -> bool:
        return self.code(row, col) <= 8

    def is_flagged(self, row: int, col: int) -> bool:
        return self.code(row, col) == FLAG

    @property
    def flags(self) -> int:
        return self.cells.count(FLAG)

    @property
    def mines_left(self) -> int:
        """Mines less flags, as the counter shows it."""
        return self.mines - self.flags

    @property
    def unrevealed(self) -> int:
        """Cells not revealed (hidden, flagged or question-marked)."""
        return len(self.cells) - sum(1 for code in self.cells if code <= 8)

    def neighbours(self, row: int, col: int) -> list[tuple[int, int]]:
        """The up to eight cells around ``(row, col)`` on the board."""
        return list(neighbours(row, col, self.rows, self.cols))

