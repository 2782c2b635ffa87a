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


#: Every part of the package and its layer (see docs/architecture.md): a module
#: may import its own layer and the ones below, never one above. The package's
#: own ``__init__`` ("") holds names and the version only.
LAYERS: dict[str, int] = {
    "": 0, "languages": 0, "resources_path": 0, "qm_check": 0,
    "engine": 1,
    "model": 2, "replay": 2,
    "storage": 3,
    "session": 4, "i18n": 4,
    "view": 5,
    "app": 6, "cli": 6, "analyze_cli": 6, "export_cli": 6, "smoke": 6, "desktop": 6,
    "single_instance": 6, "qt_messages": 6, "platform_check": 6, "__main__": 6,
}

#: Upward imports known and owned by an open issue; each must still exist (the
#: list shrinks as they are fixed) and no other may appear.
KNOWN_UPWARD: set[tuple[str, str]] = set()


def part(module: str) -> str:
    """The top-level part of the package a module belongs to ("" for the package)."""
    return module.split(".")[1] if module.count(".") else ""


def upward_imports(graph: dict[str, set[str]]) -> set[tuple[str, str]]:
    """The ``(module, imported module)`` pairs where a layer imports one above it."""
    return {(name, target) for name, edges in graph.items() for target in edges
            if LAYERS[part(target)] > LAYERS[part(name)]}


def test_every_part_of_the_package_has_a_layer() -> None:
    assert {part(name) for name in internal_imports()} - LAYERS.keys() == set()


def test_layers_import_downwards_only() -> None:
    """engine <- model/replay <- storage <- session/i18n <- view <- the program;
    storage never imports the translations, the session or the view."""
    assert upward_imports(internal_imports()) == KNOWN_UPWARD


def test_the_layer_check_catches_an_upward_import() -> None:
    graph = internal_imports()
    planted = {name: set(edges) for name, edges in graph.items()}
    planted["minesweeper_qt.storage.settings"].add("minesweeper_qt.i18n")
    planted["minesweeper_qt.engine.game"].add("minesweeper_qt.model.board_model")
    assert upward_imports(planted) - upward_imports(graph) == {
        ("minesweeper_qt.storage.settings", "minesweeper_qt.i18n"),
        ("minesweeper_qt.engine.game", "minesweeper_qt.model.board_model"),
    }


def test_the_view_reaches_the_window_through_typed_interfaces() -> None:
    """No ``getattr``/``setattr``/``hasattr`` with an attribute named by a string
    and no ``Any`` in the view: the window's parts are reached through small
    typed interfaces (``typing.Protocol``) that mypy checks."""
    found = []
    for path in sorted((PACKAGE / "view").rglob("*.py")):
        name = module_name(path)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("getattr", "setattr", "hasattr")
                    and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant)
                    and not (isinstance(node.args[0], ast.Name)
                             and node.args[0].id in ("os", "sys"))):  # platform names
                found.append(f"{name}:{node.lineno} {node.func.id}")
            elif isinstance(node, ast.Name) and node.id == "Any":
                found.append(f"{name}:{node.lineno} Any")
    assert found == []
