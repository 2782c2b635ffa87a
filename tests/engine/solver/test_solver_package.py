"""The solver package loads its modules on first use (PEP 562, see
minesweeper_qt/engine/solver/__init__.py): what it lists is all there."""

from __future__ import annotations

import pytest

from minesweeper_qt.engine import solver


def test_every_public_name_of_the_solver_resolves() -> None:
    """Each name in ``__all__`` resolves, ``load()`` binds them all, and an
    unknown name is an AttributeError."""
    for name in solver.__all__:
        assert getattr(solver, name) is not None, name
    solver.load()
    assert set(solver.__all__) <= set(vars(solver))
    assert set(solver.__all__) <= set(dir(solver))
    with pytest.raises(AttributeError):
        solver.no_such_name  # type: ignore[attr-defined]  # noqa: B018
