"""Each entry of ``SCALE_TESTS`` in tests/conftest.py (read from its source: a
conftest is not imported by tests) still names a test: a test renamed or moved
would otherwise silently run on every Python again, or a misspelt entry mark
nothing."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _tests_in(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.name for node in ast.walk(tree)
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
            and node.name.startswith("test_")}


def _scale_tests() -> tuple[str, ...]:
    tree = ast.parse((ROOT / "tests" / "conftest.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
                isinstance(target, ast.Name) and target.id == "SCALE_TESTS"
                for target in node.targets):
            value: tuple[str, ...] = ast.literal_eval(node.value)
            return value
    raise AssertionError("tests/conftest.py defines no SCALE_TESTS")


def test_every_scale_entry_names_a_test() -> None:
    missing = []
    for entry in _scale_tests():
        module, _, name = entry.partition("::")
        path = ROOT / module
        if not path.is_file() or (name and name not in _tests_in(path)):
            missing.append(entry)
    assert missing == []
