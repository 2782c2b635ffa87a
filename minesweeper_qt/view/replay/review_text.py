"""A game review (:mod:`minesweeper_qt.replay.review`) in words: the summary,
one line per move worth a look, the drop-down menu's line. Shared by the
review in the replay window and ``--analyze``; no widget here.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from minesweeper_qt.engine.figures import time_ms_of
from minesweeper_qt.engine.knowledge import Knowledge
from minesweeper_qt.engine.reasons import Proof, prove
from minesweeper_qt.engine.solver import Analysis
from minesweeper_qt.replay.review import MoveReview, MoveType, Review, Summary, Verdict

from ..board.edge_labels import cell_name
from ..board.reason_text import proof_lines, separator
from ..figures_text import ioe_text, rate_text, time_text
from ..numbers import integer, number

translate = QCoreApplication.translate


def chance(p: float) -> str:
    """A probability (0.0-1.0) as a percentage: whole below 100 except near 0
    and 1, where decimals keep it from reading as certain."""
    value = p * 100
    if value in (0.0, 100.0):
        return translate("Review", "{0}%").format(integer(round(value)))
    decimals = 2 if value < 0.1 or value > 99.9 else 1 if value < 1 or value > 99 else 0
    return translate("Review", "{0}%").format(number(value, decimals))


class ReviewTexts(QObject):
    """The review's sentences with a count (translation context
    "ReviewTexts"; one literal per call)."""

    def guesses(self, n: int) -> str:
        return self.tr("%n guess(es): {0} forced, {1} avoidable", "", n)

    def menu_line(self, n: int) -> str:
        return self.tr("%n guess(es), {0} avoidable", "", n)

    def wrong_flags(self, n: int) -> str:
        return self.tr("%n wrong flag(s)", "", n)

    def safe_moves(self, n: int) -> str:
        return self.tr("The other %n move(s) were safe.", "", n)

    def safe_there(self, n: int) -> str:
        return self.tr("%n cell(s) were certainly safe then, such as {0}:", "", n)


_PLURALS = ReviewTexts()


def kind_word(kind: MoveType) -> str:
    return {
        MoveType.REVEAL: translate("Review", "reveal"),
        MoveType.CHORD: translate("Review", "chord"),
        MoveType.FLAG: translate("Review", "flag"),
        MoveType.UNFLAG: translate("Review", "unflag"),
        MoveType.QUESTION: translate("Review", "question mark"),
    }[kind]


def verdict_word(verdict: Verdict) -> str:
    return {
        Verdict.SAFE: translate("Review", "safe"),
        Verdict.FORCED_GUESS: translate("Review", "forced guess"),
        Verdict.AVOIDABLE_GUESS: translate("Review", "avoidable guess"),
        Verdict.WRONG_FLAG: translate("Review", "wrong flag"),
        Verdict.FLAG: translate("Review", "flag"),
        Verdict.MISTAKE: translate("Review", "mistake"),
    }[verdict]


def summary_lines(s: Summary) -> list[str]:
    """The summary in four short lines: result and speed; guesses and luck;
    flags and clicks; the longest pauses."""
    result = translate("Review", "Won") if s.won else translate("Review", "Lost")
    ms = time_ms_of(s.seconds)  # the recording's time (figures_text: one rule)
    lines = [translate("Review", "{0} in {1} s \u00b7 3BV {2} / {3} \u00b7 3BV/s {4} \u00b7 "
                       "IOE {5}").format(result, time_text(ms), integer(s.bbbv_solved),
                                         integer(s.bbbv), rate_text(s.bbbv_solved, ms),
                                         ioe_text(s.ioe))]
    if s.guesses:
        lines.append(_PLURALS.guesses(s.guesses).format(
            integer(s.forced_guesses), integer(s.avoidable_guesses)) + " \u00b7 " + translate(
            "Review", "chance of surviving them all: {0}").format(chance(s.survival)))
    elif s.mistakes:  # a certain mine revealed: not every reveal was safe
        lines.append(translate("Review", "No guess"))
    else:
        lines.append(translate("Review", "No guess: every reveal was certainly safe."))
    lines.append(_PLURALS.wrong_flags(s.wrong_flags) + " \u00b7 " + translate(
        "Review", "wasted clicks: {0} of {1}").format(integer(s.wasted_clicks),
                                                       integer(s.clicks)))
    if s.pauses:
        pauses = separator().join(translate("Review", "{0} s (move {1})").format(
            time_text(time_ms_of(p.seconds), 1), integer(p.before + 1)) for p in s.pauses)
        lines.append(translate("Review", "Longest pauses: {0}").format(pauses))
    return lines


def move_title(m: MoveReview) -> str:
    """"12.3 s · move 45 · reveal C5: forced guess, 20% mine"."""
    head = translate("Review", "{0} s \u00b7 move {1} \u00b7 {2} {3}").format(
        time_text(time_ms_of(m.seconds)), integer(m.index + 1), kind_word(m.kind),
        cell_name(m.cell))
    if m.verdict is Verdict.WRONG_FLAG:
        return translate("Review", "{0}: wrong flag (no mine there)").format(head)
    if m.verdict is Verdict.FORCED_GUESS and (m.probability or 0.0) <= (
            m.best_probability or 0.0) + 1e-9:
        return translate("Review", "{0}: forced guess, {1} mine, the lowest risk there "
                         "was").format(head, chance(m.probability or 0.0))
    if m.verdict is Verdict.FORCED_GUESS:
        return translate("Review", "{0}: forced guess, {1} mine (no cell was certainly safe; "
                         "the safest, {2}, had {3})").format(
            head, chance(m.probability or 0.0), cell_name(m.best_cell or m.cell),
            chance(m.best_probability or 0.0))
    if m.verdict is Verdict.AVOIDABLE_GUESS:
        return translate("Review", "{0}: avoidable guess, {1} mine").format(
            head, chance(m.probability or 0.0))
    if m.verdict is Verdict.MISTAKE:
        return translate("Review", "{0}: a mistake ({1} mine)").format(head, chance(1.0))
    return translate("Review", "{0}: {1}").format(head, verdict_word(m.verdict))


def move_lines(m: MoveReview, proof: Proof | None = None) -> list[str]:
    """A move worth a look: its title, and for an avoidable guess a safe cell
    there was and why (``proof``: of that cell, see :func:`proof_for`)."""
    lines = [move_title(m)]
    if m.verdict in (Verdict.AVOIDABLE_GUESS, Verdict.MISTAKE) and m.best_cell is not None:
        lines.append(_PLURALS.safe_there(m.safe_available).format(cell_name(m.best_cell)))
        if proof is not None:
            lines += proof_lines(proof)
    if m.lost and m.undone:  # practice: the game's figures leave it out
        lines.append(translate("Review", "Lost here, then taken back (undo): the game went "
                               "on, and its figures leave this move out."))
    elif m.lost:
        lines.append(translate("Review", "The game was lost here."))
    return lines


def menu_line(review: Review) -> str:
    """The end-of-game drop-down's line ("2 guesses, 1 avoidable")."""
    s = review.summary
    if not s.guesses:
        return translate("Review", "No guess")
    return _PLURALS.menu_line(s.guesses).format(integer(s.avoidable_guesses))


def proof_for(knowledge: Knowledge, analysis: Analysis, m: MoveReview) -> Proof | None:
    """The proof of an avoidable guess's safe cell, from the ``knowledge`` and
    ``analysis`` of the moment just before it (None for other moves)."""
    if m.verdict not in (Verdict.AVOIDABLE_GUESS, Verdict.MISTAKE) or m.best_cell is None:
        return None
    return prove(knowledge, m.best_cell, analysis)
