"""Reasons in words: a proof (:mod:`minesweeper_qt.engine.reasons`) as
sentences a player can follow, shared by the hint, the game review and
``--analyze``.

Cells are named as the board's edge labels show them (:func:`cell_name`:
column letters, row numbers: "C5"), counts as words ("touches 2 mines")
through Qt's ``%n`` plurals (English's own forms come from
``minesweeper_qt_en.qm``). No widget here: the command line uses it too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QObject

from minesweeper_qt.engine.reasons import Pattern, Proof, Step

from ..numbers import integer
from .edge_labels import cell_name

translate = QCoreApplication.translate

Cell = tuple[int, int]
#: How a text names a cell: :func:`cell_name` ("C5") on screen; a screen
#: reader's text names cells as the board speaks them ("row 5, column 3").
Namer = Callable[[Cell], str]

#: The most steps a text shows (the last ones: those nearest the answer).
MAX_STEPS = 8
#: The most cells a list names before "and N more".
MAX_LISTED = 5


class ReasonTexts(QObject):
    """The sentences with a count (lupdate reads plurals with a variable count
    only from ``self.tr``; translation context "ReasonTexts"). One literal per
    call."""

    def more(self, n: int) -> str:
        return self.tr("and %n more", "", n)

    def empty(self, n: int) -> str:
        return self.tr("The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.", "", n)  # noqa: E501

    def satisfied(self, n: int) -> str:
        return self.tr("The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.", "", n)  # noqa: E501

    def filled(self, n: int) -> str:
        return self.tr("The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.", "", n)  # noqa: E501

    def filled_more(self, n: int) -> str:
        return self.tr("The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.", "", n)  # noqa: E501

    def still_needs(self, n: int) -> str:
        return self.tr("the {0} at {1} (still needing %n mine(s))", "", n)

    def mine_count_rest(self, n: int) -> str:
        return self.tr("Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.", "", n)  # noqa: E501

    def mine_count_safe(self, n: int) -> str:
        return self.tr("Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.", "", n)  # noqa: E501

    def mine_count_mine(self, n: int) -> str:
        return self.tr("Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.", "", n)  # noqa: E501

    def earlier(self, n: int) -> str:
        return self.tr("(%n earlier step(s) not shown.)", "", n)


_PLURALS = ReasonTexts()


def separator() -> str:
    """The separator of a list in the current language (", ", "、", "، ")."""
    return translate("ReasonText", ", ")


def cell_list(cells: Sequence[Cell], name: Namer = cell_name) -> str:
    """Cells named in order by ``name``, at most :data:`MAX_LISTED` ("C5, D5 and 2 more")."""
    names = [name(c) for c in cells[:MAX_LISTED]]
    comma = separator()
    if len(cells) > MAX_LISTED:
        return translate("ReasonText", "{0} {1}").format(
            comma.join(names), _PLURALS.more(len(cells) - MAX_LISTED))
    if len(names) == 1:
        return names[0]
    return translate("ReasonText", "{0} and {1}").format(comma.join(names[:-1]), names[-1])


def _number(step: Step, k: int, name: Namer) -> str:
    """"the 3 at C5", or with mines already found "the 3 at C5 (still needing 1 mine)"."""
    value, cell, need = step.values[k], step.numbers[k], step.needs[k]
    if need == value:
        return translate("ReasonText", "the {0} at {1}").format(integer(value), name(cell))
    return _PLURALS.still_needs(need).format(integer(value), name(cell))


def _single(step: Step, name: Namer) -> str:
    at, value = name(step.numbers[0]), integer(step.values[0])
    cells = cell_list(step.cells, name)
    if step.pattern is Pattern.EMPTY:
        return _PLURALS.empty(len(step.cells)).format(at, cells)
    if step.pattern is Pattern.SATISFIED:
        return _PLURALS.satisfied(len(step.mines_used)).format(
            value, at, cell_list(step.mines_used, name), cells)
    if step.mines_used:
        return _PLURALS.filled_more(step.needs[0]).format(value, at, cells)
    return _PLURALS.filled(step.needs[0]).format(value, at, cells)


def _pair(step: Step, name: Namer) -> str:
    cells = cell_list(step.cells, name)
    p = step.pattern
    if p in (Pattern.ONE_ONE, Pattern.ONE_ONE_WALL):
        text = translate("ReasonText", "{0} needs one mine and all its hidden cells touch "
                         "{1} too, so that mine is the one {1} needs: its other cells are "
                         "safe: {2}.")
        title = translate("ReasonText", "1-1 at the wall") if p is Pattern.ONE_ONE_WALL \
            else translate("ReasonText", "1-1")
        return f"{title}: " + text.format(_number(step, 0, name), _number(step, 1, name),
                                          cells)
    if p in (Pattern.ONE_TWO, Pattern.ONE_TWO_ONE):
        return _one_two(step, cells, name)
    if p is Pattern.SUBSET:
        if step.mine:
            return translate("ReasonText", "Compare {0} with {1}: every hidden cell of the "
                             "first touches the second, and the second needs as many more "
                             "mines as it has other cells: {2}, all mines.").format(
                _number(step, 0, name), _number(step, 1, name), cells)
        return translate("ReasonText", "Compare {0} with {1}: every hidden cell of the first "
                         "touches the second, and the second needs no more mines than the "
                         "first, so its other cells are safe: {2}.").format(
            _number(step, 0, name), _number(step, 1, name), cells)
    if step.mine:
        return translate("ReasonText", "Compare {0} with {1}: the mines they need can be met "
                         "only with mines on {2}.").format(
            _number(step, 0, name), _number(step, 1, name), cells)
    return translate("ReasonText", "Compare {0} with {1}: the mines they need leave none for "
                     "{2}, which is safe.").format(
        _number(step, 0, name), _number(step, 1, name), cells)


def _one_two(step: Step, cells: str, name: Namer) -> str:
    if step.pattern is Pattern.ONE_TWO_ONE:
        one, two, other = (_number(step, k, name) for k in range(3))
        if step.mine:
            return translate("ReasonText", "1-2-1: {1} lies between {0} and {2}; each 1 "
                             "has one mine among the cells it shares with the 2, so the 2's "
                             "mines are at the ends: {3}.").format(one, two, other, cells)
        return translate("ReasonText", "1-2-1: {1} lies between {0} and {2}; the 2's mines "
                         "are at the ends, so the cell in the middle is safe: {3}.").format(
            one, two, other, cells)
    k_one = 0 if step.needs[0] == 1 else 1
    one, two = _number(step, k_one, name), _number(step, 1 - k_one, name)
    if step.mine:
        return translate("ReasonText", "1-2: {1} needs one mine more than {0}, and the cells "
                         "they share hold at most one, so the cell only {1} touches is a mine: "
                         "{2}.").format(one, two, cells)
    return translate("ReasonText", "1-2: {1} needs one mine more than {0} and has just one "
                     "cell of its own, so that cell is a mine and {0}'s mine is in the cells "
                     "they share: {0}'s other cells are safe: {2}.").format(one, two, cells)


def _counted(step: Step, name: Namer) -> str:
    cells = cell_list(step.cells, name)
    if step.pattern is Pattern.MINE_COUNT:
        left = step.mines_left or 0
        if step.mine:
            return _PLURALS.mine_count_mine(left).format(cells)
        if step.off_edge:
            return _PLURALS.mine_count_rest(left).format(cells)
        return _PLURALS.mine_count_safe(left).format(cells)
    numbers = cell_list(step.numbers, name)
    if step.mine:
        return translate("ReasonText", "Try every way the numbers at {0} can be met: each one "
                         "puts a mine on {1}.").format(numbers, cells)
    return translate("ReasonText", "Try every way the numbers at {0} can be met: in each one "
                     "{1} is safe.").format(numbers, cells)


def step_text(step: Step, name: Namer = cell_name) -> str:
    """One step as a sentence, cells named by ``name``."""
    if step.pattern in (Pattern.EMPTY, Pattern.SATISFIED, Pattern.FILLED):
        return _single(step, name)
    if step.pattern in (Pattern.MINE_COUNT, Pattern.CASES):
        return _counted(step, name)
    return _pair(step, name)


def proof_lines(proof: Proof, name: Namer = cell_name) -> list[str]:
    """The proof as numbered sentences, one per step (only the last
    :data:`MAX_STEPS`, after a line saying how many are left out), cells named
    by ``name``."""
    steps = proof.steps
    if len(steps) == 1:
        return [step_text(steps[0], name)]
    shown = steps[-MAX_STEPS:]
    first = len(steps) - len(shown) + 1
    lines = [_PLURALS.earlier(first - 1)] if first > 1 else []
    lines += [translate("ReasonText", "{0}. {1}").format(integer(first + i), step_text(s, name))
              for i, s in enumerate(shown)]
    return lines


def proof_text(proof: Proof, name: Namer = cell_name) -> str:
    """The proof as text, one step a line, cells named by ``name``."""
    return "\n".join(proof_lines(proof, name))
