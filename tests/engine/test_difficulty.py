"""Board sizes: presets, validation of custom sizes, parsing."""

from __future__ import annotations

import dataclasses

import pytest

from minesweeper_qt.engine import (
    BEGINNER,
    EXPERT,
    INTERMEDIATE,
    MAX_SIDE,
    PRESETS,
    Difficulty,
    Game,
    validate_size,
)


@pytest.mark.parametrize(
    ("preset", "rows", "cols", "mines", "name"),
    [
        (Difficulty.BEGINNER, 9, 9, 10, "beginner"),  # type: ignore[attr-defined]
        (Difficulty.INTERMEDIATE, 16, 16, 40, "intermediate"),  # type: ignore[attr-defined]
        (Difficulty.EXPERT, 16, 30, 99, "expert"),  # type: ignore[attr-defined]
    ],
)
def test_presets_have_the_classic_sizes(
    preset: Difficulty, rows: int, cols: int, mines: int, name: str
) -> None:
    assert (preset.rows, preset.cols, preset.mines) == (rows, cols, mines)
    assert preset.key == name
    assert not preset.is_custom


def test_class_presets_are_the_module_constants() -> None:
    assert Difficulty.BEGINNER is BEGINNER  # type: ignore[attr-defined]
    assert Difficulty.INTERMEDIATE is INTERMEDIATE  # type: ignore[attr-defined]
    assert Difficulty.EXPERT is EXPERT  # type: ignore[attr-defined]
    assert PRESETS == (BEGINNER, INTERMEDIATE, EXPERT)


def test_expert_is_16_rows_by_30_columns_in_a_game() -> None:
    game = Game(EXPERT.rows, EXPERT.cols, EXPERT.mines, seed=3)
    game.reveal(15, 29)  # last row, last column: valid
    assert len(game.mines) == 99
    assert max(r for r, _ in game.mines) <= 15
    with pytest.raises(ValueError):
        game.reveal(29, 15)  # swapped: row 29 does not exist


def test_difficulty_is_immutable() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        BEGINNER.mines = 11  # type: ignore[misc]


BAD_SIZES = [
    pytest.param(0, 9, 1, "rows", id="zero-rows"),
    pytest.param(9, 0, 1, "cols", id="zero-cols"),
    pytest.param(-1, 9, 1, "rows", id="negative-rows"),
    pytest.param(9, -5, 1, "cols", id="negative-cols"),
    pytest.param(MAX_SIDE + 1, 9, 1, "rows", id="1001-rows"),
    pytest.param(9, MAX_SIDE + 1, 1, "cols", id="1001-cols"),
    pytest.param(9, 9, 0, "mines", id="zero-mines"),
    pytest.param(9, 9, -3, "mines", id="negative-mines"),
    pytest.param(9, 9, 81, "mines", id="mines-fill-board"),
    pytest.param(9, 9, 500, "mines", id="more-mines-than-cells"),
    pytest.param(1, 1, 1, "mines", id="one-cell-board"),
]


@pytest.mark.parametrize(("rows", "cols", "mines", "field"), BAD_SIZES)
def test_unplayable_sizes_raise_value_error(rows: int, cols: int, mines: int, field: str) -> None:
    with pytest.raises(ValueError, match=field):
        validate_size(rows, cols, mines)
    with pytest.raises(ValueError, match=field):
        Difficulty(rows, cols, mines)
    with pytest.raises(ValueError, match=field):
        Difficulty.custom(rows, cols, mines)
    with pytest.raises(ValueError, match=field):
        Game(rows, cols, mines, seed=1)


@pytest.mark.parametrize(
    ("rows", "cols", "mines"),
    [
        (9.0, 9, 10),
        (9, "9", 10),
        (9, 9, 10.0),
        (9, 9, None),
        (True, 9, 1),  # bool is an int subclass but not a size
    ],
)
def test_non_integer_sizes_raise_type_error(rows: object, cols: object, mines: object) -> None:
    with pytest.raises(TypeError):
        validate_size(rows, cols, mines)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Difficulty(rows, cols, mines)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Game(rows, cols, mines, seed=1)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("rows", "cols", "mines"),
    [
        (MAX_SIDE, MAX_SIDE, 1),
        (MAX_SIDE, MAX_SIDE, MAX_SIDE * MAX_SIDE - 1),
        (1, MAX_SIDE, 999),
        (MAX_SIDE, 1, 1),
        (1, 2, 1),
        (9, 9, 80),
    ],
)
def test_sizes_in_range_are_accepted(rows: int, cols: int, mines: int) -> None:
    assert MAX_SIDE == 1000
    validate_size(rows, cols, mines)
    size = Difficulty(rows, cols, mines)
    assert (size.rows, size.cols, size.mines) == (rows, cols, mines)
    assert size.is_custom
    assert size.key == f"{rows}x{cols}x{mines}"


def test_custom_size_equal_to_a_preset_is_the_preset() -> None:
    assert Difficulty.custom(9, 9, 10) is BEGINNER
    assert Difficulty.custom(16, 30, 99) is EXPERT
    transposed = Difficulty.custom(30, 16, 99)
    assert transposed.is_custom
    assert (transposed.rows, transposed.cols) == (30, 16)
    assert Difficulty.custom(9, 9, 11).key == "9x9x11"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("beginner", BEGINNER),
        ("Intermediate", INTERMEDIATE),
        ("  EXPERT\n", EXPERT),
        ("9x9x10", BEGINNER),
        ("16x30x99", EXPERT),
        ("16X16X40", INTERMEDIATE),
    ],
)
def test_parse_names_and_preset_sizes(text: str, expected: Difficulty) -> None:
    assert Difficulty.parse(text) is expected


def test_parse_custom_size_is_rows_by_cols_by_mines() -> None:
    size = Difficulty.parse("20x30x120")
    assert (size.rows, size.cols, size.mines) == (20, 30, 120)
    assert size.is_custom
    assert Difficulty.parse(size.key) == size
    assert Difficulty.parse("1000x1000x1") == Difficulty(1000, 1000, 1)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "hard",
        "beginners",
        "9x9",
        "9x9x10x1",
        "axbxc",
        "9x9x",
        "x9x9",
        "-9x9x10",
        "9x9x-1",
        "9.5x9x10",
        "9,9,10",
        "0x9x9",  # well formed but unplayable
        "9x9x81",
        "1001x10x10",
    ],
)
def test_parse_rejects_bad_text(text: str) -> None:
    with pytest.raises(ValueError):
        Difficulty.parse(text)
