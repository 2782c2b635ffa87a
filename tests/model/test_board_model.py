"""BoardModel: the Qt table model over one engine Game."""

from __future__ import annotations

from collections.abc import Iterable

import pytest
from PySide6.QtCore import QModelIndex, Qt

from minesweeper_qt.engine import Game, Look, Status
from minesweeper_qt.model.board_model import BoardModel, CellRole

Cell = tuple[int, int]
Rect = tuple[int, int, int, int]  # top, left, bottom, right (inclusive)

# A 9x9 layout whose opening from (4, 4) the engine reports partly in pieces
# (several spans on one row): the model must still signal one rectangle per run.
CASCADE_MINES = [(0, 8), (1, 5), (1, 7), (3, 2), (4, 8), (5, 7), (6, 0), (6, 3), (7, 2), (8, 3)]

# 6x9: a wall of mines in column 4 (rows 0-2) and a walled-off corner at the top
# right. Revealing (5, 0) opens everything but the cells next to the walls, so
# row 2 changes in two runs with the mine between them.
GAP_MINES = [(0, 4), (1, 4), (2, 4), (0, 7), (1, 7), (1, 8)]

# 3x3 with one mine in a corner: (0, 1), (1, 0), (1, 1) read 1, the rest 0.
SMALL_MINES = [(0, 0)]


class Recorder:
    """Everything a model signals, in order."""

    def __init__(self, model: BoardModel) -> None:
        self.rects: list[Rect] = []
        self.roles: list[list[int]] = []
        self.events: list[str] = []
        self.statuses: list[Status] = []
        self.mines_left: list[int] = []
        model.dataChanged.connect(self._on_data_changed)
        model.modelAboutToBeReset.connect(lambda: self.events.append("aboutToBeReset"))
        model.modelReset.connect(lambda: self.events.append("reset"))
        model.layoutChanged.connect(lambda *a: self.events.append("layoutChanged"))
        model.gameChanged.connect(lambda: self.events.append("gameChanged"))
        model.statusChanged.connect(self.statuses.append)
        model.minesLeftChanged.connect(self.mines_left.append)

    def _on_data_changed(self, top: QModelIndex, bottom: QModelIndex, roles: list[int]) -> None:
        assert top.isValid() and bottom.isValid()
        self.rects.append((top.row(), top.column(), bottom.row(), bottom.column()))
        self.roles.append(list(roles))
        self.events.append("dataChanged")

    def clear(self) -> None:
        self.rects.clear()
        self.roles.clear()
        self.events.clear()
        self.statuses.clear()
        self.mines_left.clear()

    def covered(self) -> set[Cell]:
        return cells_of(self.rects)


def cells_of(rects: Iterable[Rect]) -> set[Cell]:
    return {
        (row, col)
        for top, left, bottom, right in rects
        for row in range(top, bottom + 1)
        for col in range(left, right + 1)
    }


def snapshot(game: Game) -> dict[Cell, Look]:
    return {(r, c): game.look(r, c) for r in range(game.rows) for c in range(game.cols)}


def diff(before: dict[Cell, Look], after: dict[Cell, Look]) -> set[Cell]:
    return {cell for cell, look in after.items() if before[cell] != look}


def runs(cells: set[Cell]) -> set[tuple[int, int, int]]:
    """Maximal horizontal runs ``(row, first_col, last_col)`` of ``cells``."""
    found = set()
    for row, col in cells:
        if (row, col - 1) in cells:
            continue
        last = col
        while (row, last + 1) in cells:
            last += 1
        found.add((row, col, last))
    return found


def twin(game: Game, mines: Iterable[Cell]) -> Game:
    return Game.from_layout(game.rows, game.cols, mines)


@pytest.fixture
def model() -> BoardModel:
    return BoardModel(Game.from_layout(9, 9, CASCADE_MINES))


def first_numbered(game: Game) -> Cell:
    for row in range(game.rows):
        for col in range(game.cols):
            if game.is_revealed(row, col) and game.number(row, col):
                return row, col
    raise AssertionError("no revealed number on the board")


# --- the model contract (qtmodeltester) --------------------------------------------


@pytest.mark.parametrize("force_py", [False, True], ids=["cpp-tester", "py-tester"])
def test_modeltester_through_a_game_and_a_new_size(qtmodeltester, force_py: bool) -> None:
    """Qt's model tester on a fresh game, mid-game, after a loss and after a new size.

    The C++ tester is attached anew at each stage. The Python tester connects to
    the model's signals once (a second ``check`` would connect twice) and re-runs
    all its checks on every ``dataChanged`` and reset, so it sees each stage too.
    """
    model = BoardModel(Game(9, 9, 10, seed=5))
    qtmodeltester.check(model, force_py=force_py)  # fresh

    def recheck() -> None:
        if not force_py:
            qtmodeltester.check(model)

    model.reveal(model.index(4, 4))
    model.toggleFlag(model.index(0, 0))
    assert model.game.status is Status.PLAYING
    recheck()  # mid-game

    mine = min(model.game.mines - {(0, 0)})
    model.reveal(model.index(*mine))
    assert model.game.status is Status.LOST
    recheck()  # after a loss

    model.setGame(Game(16, 30, 99, seed=6))
    assert (model.rowCount(), model.columnCount()) == (16, 30)
    recheck()  # another size
    model.reveal(model.index(8, 15))
    assert model.game.status is Status.PLAYING


# --- shape, flags, data --------------------------------------------------------------


@pytest.mark.parametrize("rows, cols, mines", [(9, 9, 10), (16, 30, 99), (1, 2, 1), (7, 3, 4)])
def test_counts_follow_the_game(rows: int, cols: int, mines: int) -> None:
    model = BoardModel(Game(rows, cols, mines, seed=1))
    assert model.rowCount() == rows
    assert model.columnCount() == cols
    valid = model.index(0, 0)
    assert valid.isValid()
    assert model.rowCount(valid) == 0
    assert model.columnCount(valid) == 0
    assert not model.index(rows, 0).isValid()
    assert not model.index(0, cols).isValid()
    assert model.game.rows == rows and model.game.cols == cols


def test_flags(model: BoardModel) -> None:
    assert model.flags(QModelIndex()) == Qt.ItemFlag.NoItemFlags
    assert model.flags(model.index(0, 0)) & Qt.ItemFlag.ItemIsEnabled
    assert not model.flags(model.index(0, 0)) & Qt.ItemFlag.ItemIsEditable


def test_unknown_roles_and_invalid_indexes_give_none(model: BoardModel) -> None:
    model.reveal(model.index(4, 4))
    index = model.index(*first_numbered(model.game))
    for role in (
        Qt.ItemDataRole.DecorationRole,
        Qt.ItemDataRole.EditRole,
        Qt.ItemDataRole.FontRole,
        Qt.ItemDataRole.BackgroundRole,
        Qt.ItemDataRole.UserRole,
        Qt.ItemDataRole.UserRole + 99,
    ):
        assert model.data(index, role) is None, role
    assert model.data(QModelIndex()) is None
    assert model.data(QModelIndex(), CellRole.LOOK) is None


def test_display_role_is_the_number_of_revealed_numbered_cells(model: BoardModel) -> None:
    game = model.game
    model.toggleFlag(model.index(0, 0))
    model.reveal(model.index(4, 4))
    model.reveal(model.index(0, 7))  # a 2 on the top row
    seen_numbers = seen_blank_revealed = seen_hidden = 0
    for row in range(game.rows):
        for col in range(game.cols):
            text = model.data(model.index(row, col), Qt.ItemDataRole.DisplayRole)
            if game.is_revealed(row, col) and game.number(row, col):
                assert text == str(game.number(row, col))
                seen_numbers += 1
            else:
                assert text == ""
                if game.is_revealed(row, col):
                    seen_blank_revealed += 1
                else:
                    seen_hidden += 1
    # The board has all three kinds, so every branch was checked.
    assert seen_numbers and seen_blank_revealed and seen_hidden
    assert model.data(model.index(0, 0)) == ""  # flagged
    assert model.data(model.index(3, 3)) == "1"
    assert model.data(model.index(7, 4)) == "2"
    assert model.data(model.index(0, 7)) == "2"


def _check_cell_roles(model: BoardModel) -> set[Look]:
    game = model.game
    looks = set()
    for row in range(game.rows):
        for col in range(game.cols):
            index = model.index(row, col)
            look = game.look(row, col)
            looks.add(look)
            number = game.number(row, col) if look is Look.REVEALED else 0
            assert model.data(index, CellRole.LOOK) == int(look)
            assert type(model.data(index, CellRole.LOOK)) is int
            assert model.data(index, CellRole.NUMBER) == number
            assert model.data(index, CellRole.PAINT_KEY) == int(look) * 16 + number
    return looks


def test_cell_roles_agree_with_the_engine_during_play_and_after_a_loss() -> None:
    game = Game.from_layout(9, 9, CASCADE_MINES, question_marks=True)
    model = BoardModel(game)
    assert _check_cell_roles(model) == {Look.HIDDEN}
    model.toggleFlag(model.index(0, 0))  # flag on a safe cell
    model.toggleFlag(model.index(8, 0))
    model.toggleFlag(model.index(8, 0))  # question mark
    model.toggleFlag(model.index(0, 8))  # flag on a mine
    model.reveal(model.index(4, 4))
    assert _check_cell_roles(model) == {Look.HIDDEN, Look.FLAG, Look.QUESTION, Look.REVEALED}
    model.reveal(model.index(6, 0))  # a mine
    assert game.status is Status.LOST
    assert _check_cell_roles(model) == {
        Look.HIDDEN, Look.FLAG, Look.QUESTION, Look.REVEALED,
        Look.MINE, Look.EXPLODED, Look.WRONG_FLAG,
    }


@pytest.mark.parametrize(
    "role",
    [Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole],
    ids=["tooltip", "accessible-text"],
)
def test_tooltip_and_accessible_text_describe_the_cell(role: Qt.ItemDataRole) -> None:
    game = Game.from_layout(9, 9, CASCADE_MINES, question_marks=True)
    model = BoardModel(game)

    def text(row: int, col: int) -> str:
        value = model.data(model.index(row, col), role)
        assert isinstance(value, str)
        return value

    assert text(0, 0) == "row 1, column 1: hidden"
    assert text(8, 6).startswith("row 9, column 7: ")
    model.toggleFlag(model.index(1, 2))
    assert text(1, 2) == "row 2, column 3: flagged"
    model.toggleFlag(model.index(1, 2))
    assert text(1, 2) == "row 2, column 3: question mark"
    model.reveal(model.index(4, 4))
    assert text(4, 4) == "row 5, column 5: empty"
    assert text(7, 4) == "row 8, column 5: 2"  # a revealed 2
    model.toggleFlag(model.index(0, 0))  # a wrong flag once the game is lost
    model.reveal(model.index(0, 8))
    assert text(0, 8) == "row 1, column 9: exploded mine"
    assert text(1, 5) == "row 2, column 6: mine"
    assert text(0, 0) == "row 1, column 1: wrong flag"


# --- moves: dataChanged covers exactly the changed cells ----------------------------


def _assert_signalled_exactly(rec: Recorder, changed: set[Cell]) -> None:
    assert changed, "the move was meant to change something"
    assert rec.covered() == changed
    assert "reset" not in rec.events and "aboutToBeReset" not in rec.events
    assert "layoutChanged" not in rec.events
    for roles in rec.roles:
        assert roles, "dataChanged must name the roles that changed"
        assert int(CellRole.LOOK) in roles
        assert int(CellRole.PAINT_KEY) in roles
        assert int(Qt.ItemDataRole.DisplayRole) in roles


def test_cascade_emits_one_rectangle_per_changed_row_run(model: BoardModel) -> None:
    rec = Recorder(model)
    reference = twin(model.game, CASCADE_MINES)
    before = snapshot(model.game)
    model.reveal(model.index(4, 4))
    changed = diff(before, snapshot(model.game))
    assert changed == set(reference.reveal(4, 4))
    _assert_signalled_exactly(rec, changed)
    # Every rectangle is one row tall and the rectangles are the maximal runs.
    assert all(top == bottom for top, _, bottom, _ in rec.rects)
    assert sorted((t, left, r) for t, left, _, r in rec.rects) == sorted(runs(changed))
    assert len(changed) > 20 and len(rec.rects) == 7


def test_cascade_around_a_wall_signals_each_run_of_a_row_separately() -> None:
    model = BoardModel(Game.from_layout(6, 9, GAP_MINES))
    rec = Recorder(model)
    before = snapshot(model.game)
    model.reveal(model.index(5, 0))
    changed = diff(before, snapshot(model.game))
    _assert_signalled_exactly(rec, changed)
    assert sorted((t, left, r) for t, left, _, r in rec.rects) == sorted(runs(changed))
    row2 = sorted((left, r) for t, left, _, r in rec.rects if t == 2)
    assert row2 == [(0, 3), (5, 8)]  # the mine at (2, 4) is not signalled
    assert (2, 4) not in rec.covered()
    assert model.game.status is Status.PLAYING


def test_each_kind_of_move_signals_exactly_its_cells() -> None:
    game = Game.from_layout(9, 9, CASCADE_MINES, question_marks=True)
    reference = Game.from_layout(9, 9, CASCADE_MINES, question_marks=True)
    model = BoardModel(game)
    rec = Recorder(model)

    def move(slot, row: int, col: int, engine) -> set[Cell]:
        rec.clear()
        before = snapshot(game)
        slot(model.index(row, col))
        changed = diff(before, snapshot(game))
        expected = set(engine(row, col))
        assert changed == expected
        if changed:
            _assert_signalled_exactly(rec, changed)
        else:
            assert rec.rects == []
        return changed

    assert move(model.toggleFlag, 0, 0, reference.toggle_flag) == {(0, 0)}  # flag
    assert move(model.toggleFlag, 0, 0, reference.toggle_flag) == {(0, 0)}  # question
    assert move(model.toggleFlag, 0, 0, reference.toggle_flag) == {(0, 0)}  # hidden
    assert len(move(model.reveal, 4, 4, reference.reveal)) > 20
    assert move(model.reveal, 2, 4, reference.reveal) == set()  # already revealed
    assert move(model.toggleFlag, 1, 5, reference.toggle_flag) == {(1, 5)}  # flag a mine
    # (2, 5) is a revealed 1 whose only mine, (1, 5), is flagged: the chord
    # opens its other hidden neighbours.
    opened = move(model.chord, 2, 5, reference.chord)
    assert opened == {(1, 4), (1, 6)}
    assert move(model.chord, 2, 5, reference.chord) == set()  # nothing left to open
    assert move(model.activate, 8, 8, reference.reveal) == set()  # revealed zero
    assert move(model.activate, 0, 0, reference.reveal)  # a hidden cell: reveal
    assert game.status is Status.PLAYING


def test_a_move_that_changes_nothing_emits_nothing(model: BoardModel) -> None:
    model.reveal(model.index(4, 4))
    model.toggleFlag(model.index(0, 0))
    rec = Recorder(model)
    model.toggleFlag(model.index(4, 4))  # revealed cell
    model.reveal(model.index(0, 0))  # flagged cell
    model.reveal(model.index(4, 4))  # revealed cell
    model.chord(model.index(3, 3))  # a 1 with no flag around it
    model.chord(model.index(4, 4))  # a zero
    model.chord(model.index(0, 1))  # a hidden cell
    model.activate(model.index(3, 3))  # unsatisfied number: chord does nothing
    model.reveal(QModelIndex())  # invalid indexes are ignored
    model.toggleFlag(QModelIndex())
    model.chord(QModelIndex())
    model.activate(QModelIndex())
    assert rec.events == [] and rec.statuses == [] and rec.mines_left == []


def test_moves_after_the_end_emit_nothing(model: BoardModel) -> None:
    model.reveal(model.index(6, 0))  # a mine
    assert model.game.status is Status.LOST
    rec = Recorder(model)
    for slot in (model.reveal, model.toggleFlag, model.chord, model.activate):
        for cell in ((0, 0), (6, 0), (8, 8)):
            slot(model.index(*cell))
    assert rec.events == [] and rec.statuses == [] and rec.mines_left == []


def test_set_game_is_a_model_reset() -> None:
    model = BoardModel(Game(9, 9, 10, seed=1))
    model.reveal(model.index(4, 4))
    rec = Recorder(model)
    new = Game(16, 30, 99, seed=2)
    model.setGame(new)
    assert model.game is new
    assert rec.events[:3] == ["aboutToBeReset", "reset", "gameChanged"]
    assert "dataChanged" not in rec.events
    assert (model.rowCount(), model.columnCount()) == (16, 30)
    assert rec.statuses == [Status.READY]
    assert rec.mines_left == [99]


# --- status and mine counter -----------------------------------------------------------------


def test_status_changed_once_when_play_starts_and_once_at_a_win() -> None:
    model = BoardModel(Game.from_layout(3, 3, SMALL_MINES))
    rec = Recorder(model)
    model.toggleFlag(model.index(0, 0))
    model.toggleFlag(model.index(0, 0))
    assert rec.statuses == []  # flags do not start the game
    model.reveal(model.index(0, 1))
    assert rec.statuses == [Status.PLAYING]
    model.reveal(model.index(1, 0))
    model.reveal(model.index(0, 1))  # no change
    assert rec.statuses == [Status.PLAYING]
    model.reveal(model.index(2, 2))  # opens the rest: a win
    assert model.game.status is Status.WON
    assert rec.statuses == [Status.PLAYING, Status.WON]
    assert isinstance(rec.statuses[-1], Status)
    model.reveal(model.index(0, 0))
    assert rec.statuses == [Status.PLAYING, Status.WON]


def test_status_changed_once_at_a_loss(model: BoardModel) -> None:
    rec = Recorder(model)
    model.reveal(model.index(4, 4))
    model.reveal(model.index(0, 0))
    assert rec.statuses == [Status.PLAYING]
    model.reveal(model.index(6, 0))
    assert rec.statuses == [Status.PLAYING, Status.LOST]


def test_mines_left_changed_only_when_the_count_changes() -> None:
    model = BoardModel(Game.from_layout(9, 9, CASCADE_MINES, question_marks=True))
    rec = Recorder(model)
    model.toggleFlag(model.index(0, 0))  # flag
    assert rec.mines_left == [9]
    model.toggleFlag(model.index(8, 8))  # flag
    assert rec.mines_left == [9, 8]
    model.toggleFlag(model.index(8, 8))  # flag -> question mark: one flag fewer
    assert rec.mines_left == [9, 8, 9]
    model.toggleFlag(model.index(8, 8))  # question mark -> hidden: same count
    assert rec.mines_left == [9, 8, 9]
    model.reveal(model.index(4, 4))  # reveals do not touch the counter
    model.toggleFlag(model.index(4, 4))  # revealed: nothing
    assert rec.mines_left == [9, 8, 9]
    model.toggleFlag(model.index(0, 0))  # unflag -> question mark
    assert rec.mines_left == [9, 8, 9, 10]


def test_a_win_flags_the_remaining_mines_and_signals_the_counter() -> None:
    model = BoardModel(Game.from_layout(3, 3, SMALL_MINES))
    rec = Recorder(model)
    model.reveal(model.index(2, 2))
    model.reveal(model.index(0, 1))
    model.reveal(model.index(1, 0))
    model.reveal(model.index(1, 1))
    assert model.game.status is Status.WON
    assert rec.mines_left == [0]
    assert model.data(model.index(0, 0), CellRole.LOOK) == Look.FLAG
    assert (0, 0) in rec.covered()


# --- activate ---------------------------------------------------------------------------------


def test_activate_chords_a_satisfied_number() -> None:
    model = BoardModel(Game.from_layout(3, 3, SMALL_MINES))
    game = model.game
    model.reveal(model.index(1, 1))  # a 1
    model.toggleFlag(model.index(0, 0))
    rec = Recorder(model)
    model.activate(model.index(1, 1))
    assert game.chord_clicks == 1
    assert game.status is Status.WON  # the chord opened every other cell
    assert {(0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1), (2, 2)} <= rec.covered()


def test_activate_without_chording_reveals() -> None:
    model = BoardModel(Game.from_layout(3, 3, SMALL_MINES))
    game = model.game
    model.reveal(model.index(1, 1))
    model.toggleFlag(model.index(0, 0))
    rec = Recorder(model)
    model.activate(model.index(1, 1), False)  # a revealed cell: reveal does nothing
    assert game.chord_clicks == 0 and game.left_clicks == 2
    assert rec.events == []
    model.activate(model.index(0, 1), False)  # a hidden cell: revealed
    assert game.is_revealed(0, 1) and game.chord_clicks == 0
    assert rec.covered() == {(0, 1)}


def test_activate_reveals_a_hidden_cell() -> None:
    model = BoardModel(Game.from_layout(3, 3, SMALL_MINES))
    rec = Recorder(model)
    model.activate(model.index(0, 1))
    assert model.game.is_revealed(0, 1)
    assert model.game.left_clicks == 1 and model.game.chord_clicks == 0
    assert rec.covered() == {(0, 1)}
    assert rec.statuses == [Status.PLAYING]


# --- big changes ---------------------------------------------------------------------------------


def test_a_big_loss_is_one_rectangle_covering_every_changed_cell() -> None:
    game = Game(200, 200, 8000, seed=11)
    model = BoardModel(game)
    model.reveal(model.index(100, 100))
    assert game.status is Status.PLAYING
    rec = Recorder(model)
    mine = min(game.mines)
    before = snapshot(game)
    model.reveal(model.index(*mine))
    changed = diff(before, snapshot(game))
    assert game.status is Status.LOST
    assert len(changed) >= 8000
    assert len(rec.rects) == 1
    assert changed <= rec.covered()
    assert rec.statuses == [Status.LOST]
    assert "reset" not in rec.events
    assert int(CellRole.LOOK) in rec.roles[0]


def test_a_medium_loss_is_its_bounding_rectangle() -> None:
    # 150 mines on a diagonal band: a loss changes 150 scattered cells.
    mines = [(r, (r * 7) % 180 + 10) for r in range(20, 170)]
    game = Game.from_layout(200, 200, mines)
    model = BoardModel(game)
    rec = Recorder(model)
    before = snapshot(game)
    model.reveal(model.index(*mines[0]))
    changed = diff(before, snapshot(game))
    assert len(changed) == 150
    assert len(rec.rects) == 1
    assert changed <= rec.covered()
    top, left, bottom, right = rec.rects[0]
    assert (top, bottom) == (20, 169)
    assert (left, right) == (min(c for _, c in mines), max(c for _, c in mines))
