"""The engine is pure Python: it imports nothing from Qt (design notes)."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "minesweeper_qt" / "engine"
FORBIDDEN = ("PySide6", "shiboken6", "PyQt5", "PyQt6", "PySide2", "shiboken2")
SOURCES = sorted(ENGINE.glob("*.py"))


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, (ast.Name, ast.Attribute))
            and getattr(node.func, "id", getattr(node.func, "attr", "")) in
            ("__import__", "import_module")
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            names.add(node.args[0].value)  # dynamic import by literal name
    return names


def test_engine_sources_found() -> None:
    names = {p.name for p in SOURCES}
    assert {"__init__.py", "game.py", "layout.py", "clock.py"} <= names


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.name)
def test_engine_source_imports_no_qt(path: Path) -> None:
    bad = {
        name for name in imported_modules(path)
        if name.split(".")[0] in FORBIDDEN
    }
    assert not bad, f"{path.name} imports {sorted(bad)}"


def test_the_scanner_sees_qt_imports(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        "import os\nfrom PySide6.QtCore import QObject\nimport shiboken6 as s\n"
        "importlib.import_module('PySide6.QtGui')\n",
        encoding="utf-8",
    )
    found = imported_modules(sample)
    assert {"PySide6.QtCore", "shiboken6", "PySide6.QtGui", "os"} <= found


def test_importing_the_engine_loads_no_qt() -> None:
    code = (
        "import sys\n"
        "import minesweeper_qt.engine as engine\n"
        "game = engine.Game(9, 9, 10, seed=1)\n"
        "game.reveal(4, 4)\n"
        f"bad = sorted(m for m in sys.modules if m.split('.')[0] in {FORBIDDEN!r})\n"
        "print('LOADED:' + ','.join(bad))\n"
    )
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(
        [str(ROOT), *filter(None, [env.get("PYTHONPATH")])]
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "LOADED:", result.stdout
