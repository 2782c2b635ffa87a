"""Each entry of :data:`scale.SCALE_TESTS` (tests/scale.py) still names a test: a test
renamed or moved would otherwise silently run on every Python again, or a
misspelt entry mark nothing."""

from __future__ import annotations

import ast
from pathlib import Path

from scale import SCALE_TESTS

ROOT = Path(__file__).resolve().parents[1]


def _tests_in(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.name for node in ast.walk(tree)
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
            and node.name.startswith("test_")}


def test_every_scale_entry_names_a_test() -> None:
    missing = []
    for entry in SCALE_TESTS:
        module, _, name = entry.partition("::")
        path = ROOT / module
        if not path.is_file() or (name and name not in _tests_in(path)):
            missing.append(entry)
    assert missing == []
