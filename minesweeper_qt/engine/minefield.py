"""The rules state of one board: its cells, its mines, and what a move does to them.

A :class:`Minefield` knows nothing of clocks, clicks or move lists (that is
:class:`~.game.Game`'s part): it holds the cell states, the layout once laid,
the cascade's working map, and the status the cells imply, and it answers what
the player sees. Cells are flat indices ``row * stride + col`` in arrays with
one padding cell after each row (``stride = cols + 1``, see :mod:`.cells`).
"""

from __future__ import annotations

import re

from .board_math import to_bytes
from .cells import FLAGGED as _FLAGGED
from .cells import HIDDEN as _HIDDEN
from .cells import PAD as _PAD
from .cells import QUESTION as _QUESTION
from .cells import REVEALED as _REVEALED
from .cells import flat_neighbours
from .changes import Changes
from .knowledge import FLAG as _K_FLAG
from .knowledge import HIDDEN as _K_HIDDEN
from .knowledge import QUESTION as _K_QUESTION
from .knowledge import Knowledge
from .layout import Layout
from .types import Look, Status

_ONES = b"\x01"
# look * 16 of each cell state while no loss is shown (see look_codes)
_STATE_CODES = (Look.HIDDEN * 16, Look.REVEALED * 16, Look.FLAG * 16, Look.QUESTION * 16, 0)
_REVEALED_CODE = Look.REVEALED * 16
_OPEN_TO_ONE = bytes([1, 0, 0, 1] + [0] * 252)  # hidden/question -> 1, else 0
_TWO_TO_ONE = bytes([0, 0, 1] + [0] * 253)
# hidden/question -> flagged, else unchanged: a won board (its hidden cells are mines)
_WON_STATES = bytes([_FLAGGED, _REVEALED, _FLAGGED, _FLAGGED, *list(range(4, 256))])
# state byte -> Knowledge code (a revealed cell's code is its number instead)
_KNOWLEDGE_CODES = bytes([_K_HIDDEN, 0, _K_FLAG, _K_QUESTION] + [_K_HIDDEN] * 252)


class Minefield:
    """The cells of a ``rows`` x ``cols`` board with ``mines`` mines, laid later
    (:meth:`set_layout`). ``status`` is READY until the owner starts play, then
    changes to LOST or WON inside :meth:`open` when a move ends the game."""

    def __init__(self, rows: int, cols: int, mines: int) -> None:
        self.rows = rows
        self.cols = cols
        self.mine_count = mines
        self.stride = cols + 1
        self.state = bytearray((b"\x00" * cols + bytes([_PAD])) * rows)
        self.layout: Layout | None = None
        # Cells a cascade may spread through: the layout's zero cells, less flags
        # (a flag stops the flood, as in the classic game) and runs already opened.
        self.spread = bytearray()
        self.flagged: set[int] = set()
        self.to_reveal = rows * cols - mines
        self.status = Status.READY
        self.exploded: int | None = None

    def index(self, row: int, col: int) -> int:
        """The flat index of a cell.

        Raises:
            ValueError: the cell is off the board.
        """
        if not (0 <= row < self.rows and 0 <= col < self.cols):
            raise ValueError(
                f"cell ({row}, {col}) is outside the {self.rows}x{self.cols} board"
            )
        return row * self.stride + col

    def set_layout(self, layout: Layout) -> None:
        self.layout = layout
        self.spread = bytearray(layout.zero_map)
        for index in self.flagged:
            self.spread[index] = 0

    # --- what the player sees ----------------------------------------------------------

    @property
    def mines(self) -> frozenset[tuple[int, int]]:
        if self.layout is None:
            return frozenset()
        stride = self.stride
        return frozenset(divmod(i, stride) for i in self.layout.mine_list)

    @property
    def flag_count(self) -> int:
        # A win flags every mine (and a won board has no wrong flag): its flags
        # are the mines, without listing them (see _win).
        return self.mine_count if self.status is Status.WON else len(self.flagged)

    @property
    def revealed_count(self) -> int:
        return self.rows * self.cols - self.mine_count - self.to_reveal

    @property
    def unflagged_mines(self) -> frozenset[tuple[int, int]]:
        if self.layout is None:
            return frozenset()
        state = self.state
        stride = self.stride
        return frozenset(
            divmod(i, stride) for i in self.layout.mine_list if state[i] != _FLAGGED
        )

    @property
    def wrong_flags(self) -> frozenset[tuple[int, int]]:
        if self.layout is None or self.status is Status.WON:
            return frozenset()  # a won board has every safe cell revealed
        mine_map = self.layout.mine_map
        return frozenset(divmod(i, self.stride) for i in self.flagged if not mine_map[i])

    def look(self, index: int) -> Look:
        """What the cell at flat ``index`` shows the player now."""
        state = self.state[index]
        if self.status is Status.LOST and self.layout is not None:
            mine = self.layout.mine_map[index]
            if index == self.exploded:
                return Look.EXPLODED
            if state == _FLAGGED:
                return Look.FLAG if mine else Look.WRONG_FLAG
            if mine:
                return Look.MINE
        if state == _REVEALED:
            return Look.REVEALED
        if state == _FLAGGED:
            return Look.FLAG
        if state == _QUESTION:
            return Look.QUESTION
        return Look.HIDDEN

    def look_codes(self, row: int, start: int, stop: int) -> list[int]:
        """See :meth:`.game.Game.look_codes` (the span is checked there)."""
        base = row * self.stride
        states = self.state[base + start:base + stop]
        if self.layout is None:
            return [_STATE_CODES[s] for s in states]
        counts = self.layout.counts[base + start:base + stop]
        codes = [
            _REVEALED_CODE + n if s == _REVEALED else _STATE_CODES[s]
            for s, n in zip(states, counts, strict=True)
        ]
        if self.status is Status.LOST:
            self._loss_looks(base, start, codes, states)
        return codes

    def _loss_looks(self, base: int, start: int, codes: list[int], states: bytearray) -> None:
        """Put into ``codes`` (cells ``base + start`` on) what a loss shows
        differently: mines, the exploded one, wrong flags. Worked out per painted
        row, so a loss costs nothing for the rows nobody looks at."""
        assert self.layout is not None
        mines = self.layout.mine_map[base + start:base + start + len(codes)]
        if 1 in mines or _FLAGGED in states:
            mine_code, wrong_code = Look.MINE * 16, Look.WRONG_FLAG * 16
            for k, (s, m) in enumerate(zip(states, mines, strict=True)):
                if m:
                    if s != _FLAGGED:
                        codes[k] = mine_code
                elif s == _FLAGGED:
                    codes[k] = wrong_code
        exploded = self.exploded
        if exploded is not None and 0 <= exploded - base - start < len(codes):
            codes[exploded - base - start] = Look.EXPLODED * 16

    def knowledge_of(self, top: int, left: int, bottom: int, right: int) -> Knowledge:
        """What the player sees of rows ``top`` to ``bottom`` and columns
        ``left`` to ``right`` (exclusive, checked by the caller), as a board of
        that size whose ``mines`` is the whole board's count."""
        stride = self.stride
        counts = self.layout.counts if self.layout is not None else None
        codes = bytearray()
        for r in range(top, bottom):
            lo, hi = r * stride + left, r * stride + right
            states = self.state[lo:hi]
            if counts is None or _REVEALED not in states:
                codes += states.translate(_KNOWLEDGE_CODES)
            else:
                codes += bytes(n if s == _REVEALED else _KNOWLEDGE_CODES[s]
                               for s, n in zip(states, counts[lo:hi], strict=True))
        return Knowledge(bottom - top, right - left, self.mine_count, bytes(codes))

    def cell_states(self) -> bytes:
        """Every cell's state, row-major, ``rows * cols`` bytes (no padding)."""
        stride, cols, state = self.stride, self.cols, self.state
        return b"".join(state[r * stride:r * stride + cols] for r in range(self.rows))

    def chord_targets(self, index: int) -> list[int] | None:
        """The hidden neighbours a chord on ``index`` reveals, or None when a
        chord there does nothing (not a revealed number, flags not matching)."""
        if self.layout is None or self.state[index] != _REVEALED:
            return None
        number = self.layout.counts[index]
        if number == 0:
            return None
        state = self.state
        neighbours = flat_neighbours(index, self.stride, len(state), state)
        if sum(1 for j in neighbours if state[j] == _FLAGGED) != number:
            return None
        targets = [j for j in neighbours if state[j] == _HIDDEN or state[j] == _QUESTION]
        return targets or None

    # --- what moves do ---------------------------------------------------------------

    def cycle_flag(self, index: int, question_marks: bool, changes: Changes) -> None:
        """Hidden -> flag -> question mark (when ``question_marks``) -> hidden;
        a revealed cell does not change."""
        state = self.state[index]
        if state == _REVEALED:
            return
        if state == _HIDDEN:
            self.state[index] = _FLAGGED
            self.flagged.add(index)
            if self.spread:
                self.spread[index] = 0
        elif state == _FLAGGED:
            self.state[index] = _QUESTION if question_marks else _HIDDEN
            self.flagged.discard(index)
            if self.layout is not None:
                self.spread[index] = self.layout.zero_map[index]
        else:
            self.state[index] = _HIDDEN
        changes.add(index)

    def open(self, seeds: list[int], changes: Changes) -> None:
        """Reveal ``seeds``; cascade through zero cells by horizontal runs
        (scanline flood fill, no recursion); then lose on a mine or win."""
        layout = self.layout
        assert layout is not None
        mine_map = layout.mine_map
        state = self.state
        spread = self.spread
        stride = self.stride
        cols = self.cols
        size = len(state)
        reveal_span = self._reveal_span
        stack: list[int] = []
        hit: int | None = None
        for index in seeds:
            if state[index] == _REVEALED or state[index] == _FLAGGED:
                continue
            if mine_map[index]:
                if hit is None:
                    hit = index
            elif spread[index]:
                stack.append(index)
            else:
                reveal_span(index, index + 1, changes)
        while stack:
            index = stack.pop()
            if not spread[index]:
                continue  # its run was opened already
            start = spread.rfind(0, 0, index) + 1
            stop = spread.find(0, index)
            spread[start:stop] = bytes(stop - start)
            row_start = start - start % stride
            lo = start - 1 if start > row_start else start
            hi = stop + 1 if stop < row_start + cols else stop
            reveal_span(lo, hi, changes)
            for offset in (-stride, stride):
                s, e = lo + offset, hi + offset
                if s < 0 or e > size:
                    continue
                reveal_span(s, e, changes)
                j = spread.find(1, s, e)
                while j != -1:
                    stack.append(j)
                    k = spread.find(0, j, e)
                    if k == -1:
                        break
                    j = spread.find(1, k, e)
        if hit is not None:
            self._lose(hit, changes)
        elif self.to_reveal == 0:
            self._win(changes)

    def _reveal_span(self, start: int, stop: int, changes: Changes) -> None:
        state = self.state
        segment = state[start:stop]
        length = stop - start
        hidden = segment.count(_HIDDEN)
        if hidden == length:
            state[start:stop] = _ONES * length
            changes.add_span(start, stop)
            self.to_reveal -= length
            return
        if segment.count(_REVEALED) == length:
            return
        for index in range(start, stop):
            if state[index] == _HIDDEN or state[index] == _QUESTION:
                state[index] = _REVEALED
                changes.add(index)
                self.to_reveal -= 1

    def _lose(self, index: int, changes: Changes) -> None:
        """The game is lost on the mine at ``index``: every unflagged mine and every
        wrong flag now looks different (recorded as a byte map made at C speed
        when first read: a huge board's view repaints what it shows without it)."""
        layout = self.layout
        assert layout is not None
        self.status = Status.LOST
        self.exploded = index
        mine_map, state = layout.mine_map, self.state  # neither changes once lost
        flagged_mines = sum(mine_map[i] for i in self.flagged)
        count = (self.mine_count - flagged_mines) + (len(self.flagged) - flagged_mines)

        def mask() -> bytes:
            mines = int.from_bytes(mine_map, "little")
            flags = int.from_bytes(state.translate(_TWO_TO_ONE), "little")
            # Unflagged mines and flags without a mine: mines XOR flags.
            return to_bytes(mines ^ flags, len(state))

        changes.add_mask(mask, count)

    def _win(self, changes: Changes) -> None:
        """The game is won: every mine not yet flagged gets its flag (in the
        cell states; ``flagged`` keeps the player's own flags, as the flags of
        a won game are its mines: see :attr:`flag_count`)."""
        assert self.layout is not None
        self.status = Status.WON
        # Every safe cell is revealed, so the hidden and question-marked cells
        # are the unflagged mines (and every flag is on a mine).
        count = self.mine_count - len(self.flagged)
        if not count:
            return
        changes.add_mask(bytes(self.state.translate(_OPEN_TO_ONE)), count)
        self.state[:] = self.state.translate(_WON_STATES)

    # --- restoring --------------------------------------------------------------------

    def load(self, cells: bytes, status: Status, exploded: int | None) -> None:
        """Cell states (``rows * cols`` bytes, row-major, validated), the status
        and the exploded cell (row-major index or None) of a snapshot, after
        :meth:`set_layout` when the snapshot has mines."""
        rows, cols, stride = self.rows, self.cols, self.stride
        state = self.state
        for r in range(rows):
            state[r * stride:r * stride + cols] = cells[r * cols:(r + 1) * cols]
        self.flagged = {(m.start() // cols) * stride + m.start() % cols
                        for m in re.finditer(b"\x02", cells)}
        self.to_reveal = rows * cols - self.mine_count - cells.count(_REVEALED)
        if self.layout is not None:
            # A cascade may still spread through zero cells neither revealed nor flagged.
            closed = int.from_bytes(bytes(state).translate(_OPEN_TO_ONE), "little")
            zeros = int.from_bytes(self.layout.zero_map, "little")
            self.spread = bytearray(to_bytes(closed + zeros, len(state)).translate(_TWO_TO_ONE))
        self.status = status
        if exploded is not None:
            self.exploded = (exploded // cols) * stride + exploded % cols
