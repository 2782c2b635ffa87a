"""The solver and the no-guess generator are engine code: no Qt imports."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from test_purity import FORBIDDEN, imported_modules

ROOT = Path(__file__).resolve().parents[3]
SOURCES = [
    *sorted((ROOT / "minesweeper_qt" / "engine" / "solver").glob("*.py")),
    ROOT / "minesweeper_qt" / "engine" / "no_guess.py",
]


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.name)
def test_solver_source_imports_no_qt(path: Path) -> None:
    bad = {name for name in imported_modules(path) if name.split(".")[0] in FORBIDDEN}
    assert not bad, f"{path.name} imports {sorted(bad)}"


def test_running_the_solver_loads_no_qt() -> None:
    code = (
        "import sys\n"
        "from minesweeper_qt.engine import Game, no_guess_layout\n"
        "from minesweeper_qt.engine.solver import analyze, play\n"
        "no_guess_layout(9, 9, 10, (4, 4), seed=1)\n"
        "game = Game(9, 9, 10, seed=1)\n"
        "play(game)\n"
        "analyze(game.knowledge())\n"
        f"bad = sorted(m for m in sys.modules if m.split('.')[0] in {FORBIDDEN!r})\n"
        "print('LOADED:' + ','.join(bad))\n"
    )
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [env.get("PYTHONPATH")])])
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "LOADED:", result.stdout
