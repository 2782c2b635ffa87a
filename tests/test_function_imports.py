"""Imports inside functions: each one has a stated reason, and none defers a
module for the start's sake but the window's seam
(``view/window/second_part.py``: what is built after the first paint, loaded
in one place). Everything else a module needs is imported at its top, so what
loads when is read from the modules' heads, not found in their bodies.

A new function-level import fails :func:`test_every_function_level_import_is_allowed`
until it is listed in :data:`ALLOWED` with its reason (one of :data:`REASONS`)
and a short comment beside it in the code."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "minesweeper_qt"

#: Why an import may wait for its function: never "the start is faster".
REASONS = {
    "seam": "the window's second part, built after the first paint: the one "
            "deferral for the start (view/window/second_part.py)",
    "mode": "a command-line mode that runs instead of the game's window (help, "
            "version, review, export, smoke test, replay player) or the "
            "window's own mode among them: each loads what it uses when chosen",
    "child": "the entry of a child process (replay parsing, theme trial): its "
             "memory is limited before anything else loads",
    "platform": "a module that exists on some systems only",
    "optional": "an optional package that may be missing (a clear message then)",
    "failure": "a failure path, or a fallback for an unusual install (translations "
               "or resources not beside the package)",
    "player theme": "a player's own theme only (the shipped themes are checked "
                    "by the tests, not at run time)",
    "own window": "a window of its own the player opens (history, replay player): "
                  "loaded with it, like a program of its own",
}

#: Every function-level import (``"module.function -> imported module"``, see
#: :func:`function_imports`) under its reason (a key of :data:`REASONS`).
ALLOWED: dict[str, list[str]] = {
    "seam": [
        "view.main_window.MainWindow._build_rest -> view.window.second_part",
    ],
    "mode": [
        "analyze_cli.analyze_file -> i18n",
        "analyze_cli.analyze_file -> storage.settings",
        "analyze_cli.readable -> view.replay.review_text",
        "app._launch_elsewhere -> handover",
        "app._launch_elsewhere -> single_instance",
        "app._run -> i18n",
        "app._run -> storage.save_format",
        "app._run -> storage.save_store",
        "app._run -> storage.settings",
        "app._run -> view.main_window",
        "app._run -> view.window.messages",
        "app._watch -> i18n",
        "app._watch -> replay.recording",
        "app._watch -> storage.settings",
        "app._watch -> view.replay.open_file",
        "app._watch -> view.paint.art",
        "app._watch -> view.replay.replay_view",
        "app._watch -> view.themes.theme_switcher",
        "app.main -> analyze_cli",
        "app.main -> daily_cli",
        "app.main -> desktop",
        "app.main -> export_cli",
        "app.main -> smoke",
        "cli._Parser.format_help -> replay.formats",
        "cli._replay_file -> replay.formats",
        "export_cli.export_replays -> storage.exports",
        "export_cli.export_replays -> storage.history",
        "export_cli.export_replays -> view.history.history_text",
        "export_cli.install_language -> i18n",
        "export_cli.skipped_line -> storage.exports",
        "export_cli.install_language -> storage.settings",
        "smoke.check_window -> view.main_window",
        "smoke.run -> storage.settings",
        "smoke.run -> view.main_window",
        "smoke.translation_checks -> i18n",
    ],
    "child": [
        "app.main -> replay.formats",
        "app.main -> replay.parse_child",
        "app.main -> view.themes.trial",
    ],
    "platform": [
        "replay.parse_child.limit_memory -> resource",
    ],
    "optional": [
        "replay.formats.load_toollib -> ms_toollib",
    ],
    "failure": [
        "i18n.translations_dir -> importlib",
        "platform_check._missing_libraries -> subprocess",
        "resources_path._package_folder -> importlib",
    ],
    "player theme": [
        "view.themes.theme_switcher.ThemeSwitcher._discover -> view.themes.trial",
        "view.themes.theme_switcher.ThemeSwitcher._on_trial_failed -> view.themes.trial",
        "view.themes.theme_switcher.ThemeSwitcher._on_trial_passed -> view.themes.trial",
        "view.themes.theme_switcher.ThemeSwitcher.trials -> view.themes.trial",
        "view.themes.themes.check_svg -> view.themes.budget",
        "view.themes.themes.check_svg -> xml.etree.ElementTree",
        "view.themes.themes.load_theme -> PySide6.QtCore",
        "view.themes.themes.load_theme -> PySide6.QtSvg",
    ],
    "own window": [
        "view.window.replays.Replays.openReplayFile -> view.replay.open_file",
        "view.window.replays.Replays.showHistory -> view.history.history_dialog",
        "view.window.replays.Replays.watch -> view.replay.replay_view",
        "view.window.review_line.ReviewLine.open -> view.replay.replay_view",
    ],
}

def _targets(node: ast.Import | ast.ImportFrom, module: str, is_package: bool) -> list[str]:
    """The modules an import statement loads, relative modules made absolute."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    if node.level:
        package = module if is_package else module.rpartition(".")[0]
        anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
        base = ".".join(anchor + ([node.module] if node.module else []))
    return [f"{base}.{alias.name}" if _is_module(f"{base}.{alias.name}") else base
            for alias in node.names]


def _is_module(name: str) -> bool:
    if not name.startswith("minesweeper_qt."):
        return False
    path = PACKAGE.parent.joinpath(*name.split("."))
    return path.with_suffix(".py").exists() or (path / "__init__.py").exists()


def _short(name: str) -> str:
    return name.removeprefix("minesweeper_qt.")


def function_imports() -> Iterator[str]:
    """``"module.function -> imported module"`` for every import statement
    inside a function of the package (``function``: its qualified name; the
    package's own modules without the leading ``minesweeper_qt.``)."""
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        is_package = parts[-1] == "__init__"
        module = ".".join(parts[:-1] if is_package else parts)
        yield from _walk(ast.parse(path.read_text(encoding="utf-8")), module, is_package, [],
                         False)


def _walk(node: ast.AST, module: str, is_package: bool, names: list[str],
          inside: bool) -> Iterator[str]:
    for child in ast.iter_child_nodes(node):
        if isinstance(child, (ast.Import, ast.ImportFrom)) and inside:
            for target in _targets(child, module, is_package):
                yield f"{_short(module)}.{'.'.join(names)} -> {_short(target)}"
        elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            yield from _walk(child, module, is_package, [*names, child.name],
                             inside or not isinstance(child, ast.ClassDef))
        else:
            yield from _walk(child, module, is_package, names, inside)


def test_every_function_level_import_is_allowed() -> None:
    found = set(function_imports())
    allowed = {key for keys in ALLOWED.values() for key in keys}
    assert sorted(found - allowed) == [], "not allowed: see this module's docstring"
    assert sorted(allowed - found) == [], "allowed but gone: remove it from ALLOWED"


def _uncommented() -> Iterator[str]:
    """``path:line`` of each function-level import with no comment on its own
    lines nor among the imports and comments just above it (its group)."""
    for path in sorted(PACKAGE.rglob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for function in ast.walk(ast.parse("\n".join(lines))):
            if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for node in ast.walk(function):
                if not isinstance(node, (ast.Import, ast.ImportFrom)):
                    continue
                end = node.end_lineno or node.lineno
                said = [*lines[node.lineno - 1:end]]
                above = node.lineno - 2
                while above >= 0 and lines[above].strip().startswith(("#", "from ", "import ")):
                    said.append(lines[above])
                    above -= 1
                if not any("#" in line for line in said):
                    yield f"{path.relative_to(PACKAGE.parent)}:{node.lineno}"


def test_every_function_level_import_says_why_in_a_comment() -> None:
    assert sorted(set(_uncommented())) == []


def test_every_reason_is_one_of_the_reasons() -> None:
    assert ALLOWED.keys() <= REASONS.keys()


def test_the_seam_is_the_one_start_up_deferral_of_the_window() -> None:
    assert ALLOWED["seam"] == ["view.main_window.MainWindow._build_rest -> view.window.second_part"]
    assert not [key for keys in ALLOWED.values() for key in keys
                if key.startswith(("view.main_window", "view.window"))
                and key not in ALLOWED["seam"] + ALLOWED["own window"]]
