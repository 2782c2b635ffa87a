"""Board sizes: the three classic presets and validation of custom sizes."""

from __future__ import annotations

from dataclasses import dataclass

#: Largest board side accepted, in cells (rows or columns).
MAX_SIDE = 1000


def validate_size(rows: int, cols: int, mines: int) -> None:
    """Check that a board of ``rows`` x ``cols`` cells with ``mines`` mines is playable.

    Sides run from 1 to :data:`MAX_SIDE` cells; a board holds at least one mine and
    leaves at least one safe cell (``1 <= mines <= rows * cols - 1``).

    Raises:
        TypeError: a value is not an integer.
        ValueError: a value is out of range; the message names it and the range.
    """
    for name, value in (("rows", rows), ("cols", cols), ("mines", mines)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(f"{name} must be an integer, not {type(value).__name__}")
    if not 1 <= rows <= MAX_SIDE:
        raise ValueError(f"rows must be between 1 and {MAX_SIDE}, got {rows}")
    if not 1 <= cols <= MAX_SIDE:
        raise ValueError(f"cols must be between 1 and {MAX_SIDE}, got {cols}")
    if not 1 <= mines <= rows * cols - 1:
        raise ValueError(
            f"mines must be between 1 and {rows * cols - 1} (cells - 1) "
            f"on a {rows}x{cols} board, got {mines}"
        )


@dataclass(frozen=True)
class Difficulty:
    """A board size: ``rows`` x ``cols`` cells holding ``mines`` mines.

    ``key`` names the size in settings and on the command line: the preset name
    (``"beginner"``...) or ``"ROWSxCOLSxMINES"`` for a custom size.

    Raises:
        ValueError: from :func:`validate_size` when the size is not playable.
    """

    rows: int
    cols: int
    mines: int
    name: str = "custom"

    def __post_init__(self) -> None:
        validate_size(self.rows, self.cols, self.mines)

    @property
    def key(self) -> str:
        if self.name != "custom":
            return self.name
        return f"{self.rows}x{self.cols}x{self.mines}"

    @property
    def is_custom(self) -> bool:
        return self.name == "custom"

    @classmethod
    def custom(cls, rows: int, cols: int, mines: int) -> Difficulty:
        """A custom size; a size equal to a preset is that preset."""
        for preset in PRESETS:
            if (preset.rows, preset.cols, preset.mines) == (rows, cols, mines):
                return preset
        return cls(rows, cols, mines)

    @classmethod
    def parse(cls, text: str) -> Difficulty:
        """Read a preset name or ``ROWSxCOLSxMINES`` (e.g. ``"20x30x120"``).

        Raises:
            ValueError: the text is neither; the message says what is expected.
        """
        text = text.strip().lower()
        for preset in PRESETS:
            if text == preset.name:
                return preset
        parts = text.split("x")
        if len(parts) != 3 or not all(p.strip().isdigit() for p in parts):
            raise ValueError(
                f"expected ROWSxCOLSxMINES such as 20x30x120, got {text!r}"
            )
        rows, cols, mines = (int(p) for p in parts)
        return cls.custom(rows, cols, mines)


BEGINNER = Difficulty(9, 9, 10, "beginner")
INTERMEDIATE = Difficulty(16, 16, 40, "intermediate")
EXPERT = Difficulty(16, 30, 99, "expert")
PRESETS: tuple[Difficulty, ...] = (BEGINNER, INTERMEDIATE, EXPERT)

# Class-level access as in the design notes: Difficulty.BEGINNER etc.
Difficulty.BEGINNER = BEGINNER  # type: ignore[attr-defined]
Difficulty.INTERMEDIATE = INTERMEDIATE  # type: ignore[attr-defined]
Difficulty.EXPERT = EXPERT  # type: ignore[attr-defined]
