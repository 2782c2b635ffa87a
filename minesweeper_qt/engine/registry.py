"""Generators by the stable names saves record."""

from __future__ import annotations

from .generators import UNIFORM, Generator
from .no_guess import NoGuessGenerator

#: Every generator's name.
NAMES = (UNIFORM.name, NoGuessGenerator.name)


def generator_named(name: str) -> Generator:
    """The generator saves record as ``name``: ``"uniform"`` or ``"no-guess"``.

    Raises:
        ValueError: no generator has that name.
    """
    if name == UNIFORM.name:
        return UNIFORM
    if name == NoGuessGenerator.name:
        return NoGuessGenerator()
    raise ValueError(f"unknown generator {name!r}")
