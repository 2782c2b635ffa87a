"""The package's structure: layers import downwards only, and no two modules
import each other (directly or through others), type-checking imports included."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "minesweeper_qt"


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def internal_imports() -> dict[str, set[str]]:
    """Every module of the package and the package modules it imports."""
    modules = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        edges: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join(anchor + ([node.module] if node.module else []))
                targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base
                           for alias in node.names]
            for target in targets:
                while target and target not in modules:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    edges.add(target)
        graph[name] = edges
    return graph


def test_no_import_cycles() -> None:
    graph = internal_imports()
    # A package's __init__ re-exports its modules; an edge from a module to its
    # own package's __init__ would be a cycle too, and is reported like any other.
    cycles: list[list[str]] = []
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                cycles.append([*stack[stack.index(nxt):], nxt])
            elif nxt not in state:
                visit(nxt)
        stack.pop()
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node)
    assert cycles == []


def test_layers_import_downwards_only() -> None:
    """engine <- session/model <- view; storage never imports the view."""
    order = {"engine": 0, "model": 1, "storage": 1, "session": 2, "view": 3}
    graph = internal_imports()
    wrong = []
    for name, edges in graph.items():
        layer = name.split(".")[1] if name.count(".") else ""
        for target in edges:
            other = target.split(".")[1] if target.count(".") else ""
            if layer in order and other in order and order[other] > order[layer]:
                wrong.append((name, target))
    assert wrong == []
