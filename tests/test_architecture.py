"""The package's structure: layers import downwards only, the rooms inside the
engine and the view import lower rooms only, and no two modules import each
other (directly or through others); imports inside functions and type-checking
imports included."""

from __future__ import annotations

import ast
import functools
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "minesweeper_qt"


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@functools.cache
def tree(path: Path) -> ast.Module:
    """The parsed source of ``path``, parsed once for every test of this module
    (parsing the package is most of their time)."""
    return ast.parse(path.read_text(encoding="utf-8"))


@functools.cache
def internal_imports() -> dict[str, set[str]]:
    """Every module of the package and the package modules it imports (made
    once and shared by the tests: a test that plants an import changes a copy)."""
    modules = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        edges: set[str] = set()
        for node in ast.walk(tree(path)):
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
    "": 0, "handover": 0, "languages": 0, "resources_path": 0, "qm_check": 0, "bounded_json": 0,
    "engine": 1,
    "model": 2, "replay": 2,
    "storage": 3,
    "session": 4, "i18n": 4,
    "view": 5,
    "app": 6, "cli": 6, "analyze_cli": 6, "daily_cli": 6, "export_cli": 6, "smoke": 6, "desktop": 6,
    "single_instance": 6, "file_lock": 6, "qt_messages": 6, "platform_check": 6,
    "__main__": 6,
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


#: The rooms inside two layers, each with its rank (see docs/architecture.md):
#: a module imports its own room and rooms of a lower rank, never a room beside
#: it (same rank) or above. Every import counts: at the top of a module, inside
#: a function, and under ``if TYPE_CHECKING:`` (a type-only import is still a
#: dependency: what mypy reads, and what a reader must know first).
#:
#: The view (by its subpackage or top-level module): helpers that are no
#: widgets at the bottom (``base``: figures and numbers as text, screen helpers,
#: the texts-follow-the-language interface; ``paint``: the theme's art, colour
#: slots and the probability scale); the leaf widgets above them (the board and
#: the header); the features above those (assistance, dialogs, history, replay,
#: themes), which use leaves only, never each other; the window on top, the one
#: place that wires the features to each other and to the leaves.
VIEW_ROOMS: dict[str, tuple[str, int]] = {
    "": ("base", 0), "numbers": ("base", 0), "figures_text": ("base", 0),
    "screen": ("base", 0), "retranslator": ("base", 0), "fit_line": ("base", 0),
    "paint": ("paint", 0),
    "board": ("board", 1), "header": ("header", 1),
    "assist": ("assist", 2), "dialogs": ("dialogs", 2), "history": ("history", 2),
    "replay": ("replay", 2), "themes": ("themes", 2),
    "window": ("window", 3), "main_window": ("window", 3),
}

#: The engine: its rules at the bottom (every module of ``engine/`` not named
#: below), the solver (``engine/solver/``) built on them, and on top what is
#: built on the solver: the no-guess generator (it certifies a board with the
#: solver's clearing), proofs a player can follow, generators by their saved
#: names (the no-guess one among them), and the package's ``__init__``, the
#: engine's public face, which re-exports from all three. The rules know the
#: no-guess generator by its name only (``generators.NO_GUESS``).
ENGINE_TOP = {"minesweeper_qt.engine", "minesweeper_qt.engine.no_guess",
              "minesweeper_qt.engine.reasons", "minesweeper_qt.engine.registry"}

#: Imports of a room beside or above, known and owned by an open issue (none).
KNOWN_ACROSS_ROOMS: set[tuple[str, str]] = set()


def room(module: str) -> tuple[str, int] | None:
    """The room of a module of the view or the engine and its rank; None elsewhere."""
    parts = module.split(".")
    if len(parts) < 2:
        return None
    if parts[1] == "view":
        return VIEW_ROOMS[parts[2] if len(parts) > 2 else ""]
    if parts[1] == "engine":
        if module in ENGINE_TOP:
            return ("engine on the solver", 2)
        if len(parts) > 2 and parts[2] == "solver":
            return ("engine.solver", 1)
        return ("engine rules", 0)
    return None


def across_rooms(graph: dict[str, set[str]]) -> set[tuple[str, str]]:
    """The ``(module, imported module)`` pairs where a module of the view or the
    engine imports a room of its layer beside or above its own."""
    found = set()
    for name, edges in graph.items():
        here = room(name)
        for target in edges:
            there = room(target)
            if (here is not None and there is not None and part(name) == part(target)
                    and there[0] != here[0] and there[1] >= here[1]):
                found.add((name, target))
    return found


def test_every_room_of_the_view_has_a_rank() -> None:
    """A new subpackage or top-level module of the view is placed in a room."""
    names = {n.split(".")[2] if n.count(".") > 1 else ""
             for n in internal_imports() if part(n) == "view"}
    assert names - VIEW_ROOMS.keys() == set()


def test_rooms_import_lower_rooms_only() -> None:
    """View: base/paint <- board/header <- features (never each other) <- the
    window. Engine: rules <- solver <- what is built on the solver."""
    assert across_rooms(internal_imports()) == KNOWN_ACROSS_ROOMS


def test_the_room_check_catches_a_feature_a_leaf_and_the_engine_going_across() -> None:
    graph = internal_imports()
    planted = {name: set(edges) for name, edges in graph.items()}
    wrong = {
        # a feature importing the feature beside it
        ("minesweeper_qt.view.replay.replay_view", "minesweeper_qt.view.assist.hint"),
        # a leaf widget importing a feature, and the leaf beside it
        ("minesweeper_qt.view.board.board_view", "minesweeper_qt.view.themes.themes"),
        ("minesweeper_qt.view.board.accessibility", "minesweeper_qt.view.header.header_bar"),
        # a feature or a leaf importing the window
        ("minesweeper_qt.view.assist.assist", "minesweeper_qt.view.window.menus"),
        ("minesweeper_qt.view.paint.art", "minesweeper_qt.view.main_window"),
        # the rules importing the solver, the solver what is built on it
        ("minesweeper_qt.engine.game", "minesweeper_qt.engine.solver.clear"),
        ("minesweeper_qt.engine.solver.autoplay", "minesweeper_qt.engine.no_guess"),
        ("minesweeper_qt.engine.solver.analysis", "minesweeper_qt.engine"),
    }
    for name, target in wrong:
        planted[name].add(target)
    assert across_rooms(planted) - across_rooms(graph) == wrong


def test_the_view_reaches_the_window_through_typed_interfaces() -> None:
    """No ``getattr``/``setattr``/``hasattr`` with an attribute named by a string
    and no ``Any`` in the view: the window's parts are reached through small
    typed interfaces (``typing.Protocol``) that mypy checks."""
    found = []
    for path in sorted((PACKAGE / "view").rglob("*.py")):
        name = module_name(path)
        for node in ast.walk(tree(path)):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("getattr", "setattr", "hasattr")
                    and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant)
                    and not (isinstance(node.args[0], ast.Name)
                             and node.args[0].id in ("os", "sys"))):  # platform names
                found.append(f"{name}:{node.lineno} {node.func.id}")
            elif isinstance(node, ast.Name) and node.id == "Any":
                found.append(f"{name}:{node.lineno} Any")
    assert found == []


#: The one module that works figures out (see its notes).
FIGURES_MODULE = "minesweeper_qt.engine.figures"
_BBBV_WORDS = ("bbbv", "3bv", "solved")
_TIME_WORDS = ("time", "elapsed", "second", "_ms", "ms_")


def _words(node: ast.AST) -> list[str]:
    """The lower-case names and attribute names an expression mentions."""
    found = []
    for sub in ast.walk(node):
        if isinstance(sub, ast.Name):
            found.append(sub.id.lower())
        elif isinstance(sub, ast.Attribute):
            found.append(sub.attr.lower())
        elif isinstance(sub, ast.Subscript) and isinstance(sub.value, ast.Name):
            found.append(sub.value.id.lower())
    return found


def bbbv_over_time(tree: ast.AST) -> list[int]:
    """Lines where a 3BV (a name with bbbv, 3bv or solved) is divided by a
    time (a name with time, elapsed, second or ms), ``/`` or ``//``."""
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Div, ast.FloorDiv)):
            top, bottom = _words(node.left), _words(node.right)
            if (any(w in name for name in top for w in _BBBV_WORDS)
                    and any(w in name or name == "ms" or name == "seconds"
                            for name in bottom for w in _TIME_WORDS)):
                lines.append(node.lineno)
    return lines


def test_only_the_figures_module_divides_a_3bv_by_a_time() -> None:
    """3BV/s is :func:`minesweeper_qt.engine.figures.bbbv_per_second`: no
    second place divides a 3BV by a time (issue 41: there were seven)."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        name = module_name(path)
        if name == FIGURES_MODULE:
            continue
        found += [f"{name}:{line}" for line in bbbv_over_time(tree(path))]
    assert found == []


def test_the_figures_check_catches_a_3bv_divided_by_a_time() -> None:
    planted = [  # the seven places of issue 41, as they were
        "rate = solved / seconds if seconds > 0 else 0.0",
        "r = self.bbbv_solved * 1000 / self.time_ms if self.time_ms > 0 else 0.0",
        "r = self.bbbv * 1000 / self.time_ms if self.time_ms else 0.0",
        "r = self.bbbv_solved / self.seconds if self.time_ms > 0 else 0.0",
        "r = self.bbbv_solved / self.elapsed if self.elapsed > 0 else 0.0",
        "r = number((bbbv * 1000 * scale // time_ms) / scale, RATE_DECIMALS)",
        "r = sum(solved * 1000 / time_ms for _, time_ms, solved in games)",
    ]
    for line in planted:
        assert bbbv_over_time(ast.parse(line)) == [1], line
    assert bbbv_over_time(ast.parse("ioe = solved / clicks")) == []
