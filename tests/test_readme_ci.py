"""README's Quick start and CI agree: the test command CI runs is the one README gives."""

from __future__ import annotations

import os
import re
import shlex
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
CI_RUN = ROOT / ".ci" / "run"
PYPROJECT = ROOT / "pyproject.toml"

FENCE = re.compile(r"^```[^\n]*\n(.*?)^```[ \t]*$", re.MULTILINE | re.DOTALL)


def section(text: str, title: str) -> str:
    """The body of the ``## title`` section (up to the next ``## `` heading)."""
    match = re.search(rf"^## {re.escape(title)}[ \t]*$(.*?)(?=^## |\Z)", text,
                      re.MULTILINE | re.DOTALL)
    assert match, f"README.md has no '## {title}' section"
    return match.group(1)


def fenced_blocks(text: str) -> list[list[str]]:
    """Non-empty, non-comment lines of each fenced code block, in order."""
    return [
        [line.strip() for line in body.splitlines()
         if line.strip() and not line.strip().startswith("#")]
        for body in FENCE.findall(text)
    ]


def commands(line: str) -> list[list[str]]:
    """A shell line split into its ``&&``-joined commands, each as words."""
    return [shlex.split(part) for part in line.split("&&")]


@pytest.fixture(scope="module")
def quick_start() -> list[list[str]]:
    assert README.is_file(), "README.md is missing"
    blocks = fenced_blocks(section(README.read_text(encoding="utf-8"), "Quick start"))
    assert len(blocks) >= 2, "Quick start needs a launch block and a test block"
    return blocks


def ci_lines() -> list[str]:
    """.ci/run's lines; skips the test where it is absent (it is in the
    repository only: an unpacked sdist has no CI script)."""
    if not CI_RUN.is_file():
        pytest.skip(".ci/run is in the repository only (not in the sdist)")
    return [line.strip() for line in CI_RUN.read_text(encoding="utf-8").splitlines()]


def test_the_quick_start_test_command_is_what_ci_runs(quick_start: list[list[str]]) -> None:
    test_lines = [line for block in quick_start for line in block if "pytest" in line]
    assert len(test_lines) == 1, test_lines
    command = test_lines[0]
    assert command in quick_start[1], "the second Quick start block runs the tests"
    # Verbatim, as a command line of its own (not inside a comment or an echo).
    assert command in ci_lines()
    assert sum(line == command for line in ci_lines()) == 1


def test_the_test_command_installs_the_test_extras_and_runs_pytest(
    quick_start: list[list[str]],
) -> None:
    (command,) = [line for line in quick_start[1] if "pytest" in line]
    steps = commands(command)
    assert steps[0][:3] == ["python3", "-m", "venv"]
    venv = steps[0][3]
    assert any(step[:2] == [f"{venv}/bin/pip", "install"] and ".[test]" in step
               for step in steps)
    assert steps[-1][:3] == [f"{venv}/bin/python", "-m", "pytest"]


def test_the_launch_command_installs_and_runs_minesweeper_qt(
    quick_start: list[list[str]],
) -> None:
    launch = quick_start[0]
    assert len(launch) == 1, launch
    assert "pytest" not in launch[0]
    steps = commands(launch[0])
    assert steps[0][:3] == ["python3", "-m", "venv"]
    venv = steps[0][3]
    install = [step for step in steps if step[:2] == [f"{venv}/bin/pip", "install"]]
    assert install, "the launch command installs the game"
    assert "." in install[0] or "-e" in install[0]
    assert steps.index(install[0]) < len(steps) - 1
    assert steps[-1] == [f"{venv}/bin/minesweeper-qt"]


def test_minesweeper_qt_is_the_installed_command() -> None:
    text = PYPROJECT.read_text(encoding="utf-8")
    if sys.version_info >= (3, 11):
        import tomllib

        project = tomllib.loads(text)["project"]
        scripts = {**project.get("scripts", {}), **project.get("gui-scripts", {})}
        assert scripts.get("minesweeper-qt") == "minesweeper_qt.app:run"
        assert any("pytest-qt" in dep for dep in project["optional-dependencies"]["test"])
    else:
        assert re.search(r'^minesweeper-qt\s*=\s*"minesweeper_qt\.app:run"', text, re.MULTILINE)
    from minesweeper_qt.app import run

    assert callable(run)


def test_ci_runs_headless_and_is_executable() -> None:
    lines = ci_lines()
    assert lines[0].startswith("#!")
    assert "set -euo pipefail" in lines
    offscreen = lines.index("export QT_QPA_PLATFORM=offscreen")
    pytest_line = next(i for i, line in enumerate(lines)
                       if "pytest" in line and not line.startswith("#"))
    assert offscreen < pytest_line
    if os.name == "posix":
        assert os.access(CI_RUN, os.X_OK), ".ci/run must be executable"


def test_readme_command_line_options_exist() -> None:
    from minesweeper_qt.cli import parser

    text = README.read_text(encoding="utf-8")
    match = re.search(r"^#+ Command line[ \t]*$(.*?)(?=^#+ |\Z)", text, re.MULTILINE | re.DOTALL)
    assert match, "README has no 'Command line' heading"
    named = set(re.findall(r"--[a-z][a-z-]*", match.group(1)))
    assert {"--difficulty", "--custom", "--seed", "--help"} <= named
    known = set(parser()._option_string_actions)
    assert named <= known, named - known


def test_the_quick_start_gives_the_linux_libraries_the_game_names() -> None:
    """The apt line a player pastes is the one the game prints when Qt cannot
    start (minesweeper_qt/platform_check.py), and CI installs every package of it."""
    from minesweeper_qt.platform_check import INSTALL_LINE, LINUX_PACKAGES

    blocks = fenced_blocks(section(README.read_text(encoding="utf-8"), "Quick start"))
    assert [INSTALL_LINE] in blocks
    lines = ci_lines()
    first = next(i for i, line in enumerate(lines) if line.startswith("need=("))
    last = next(i for i in range(first, len(lines))
                if lines[i].split("#")[0].rstrip().endswith(")"))
    words = " ".join(line.split("#")[0] for line in lines[first:last + 1])
    need = words.replace("need=(", " ").replace(")", " ").split()
    assert set(LINUX_PACKAGES.split()) <= set(need)
