"""No dead code in the package: vulture (a real run, as CI's) finds no unused
function, method, class, attribute or variable in ``minesweeper_qt`` beyond the
names of ``tests/vulture_whitelist.py``, each there with the reason vulture
cannot see it used (Qt calls it, a test drives it...)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WHITELIST = Path(__file__).resolve().parent / "vulture_whitelist.py"
#: 60 is vulture's lowest: unused functions, methods, classes, attributes and
#: variables all count (100 alone would see only unreachable code and arguments).
MIN_CONFIDENCE = 60


def test_vulture_finds_no_dead_code() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "vulture", "minesweeper_qt", str(WHITELIST),
         "--min-confidence", str(MIN_CONFIDENCE)],
        cwd=ROOT, capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL)
    assert "No module named vulture" not in done.stderr, \
        "vulture is missing: pip install -e '.[test]'"
    assert done.returncode == 0 and not done.stdout.strip(), (
        "dead code (remove it, or whitelist it in tests/vulture_whitelist.py with the "
        f"reason):\n{done.stdout}{done.stderr}")


def test_every_whitelisted_name_is_still_in_the_package() -> None:
    names = re.findall(r"^_\.(\w+)", WHITELIST.read_text("utf-8"), re.MULTILINE)
    assert names
    source = "\n".join(p.read_text("utf-8") for p in (ROOT / "minesweeper_qt").rglob("*.py"))
    stale = [n for n in names if not re.search(rf"\b{re.escape(n)}\b", source)]
    assert not stale, f"tests/vulture_whitelist.py names what the package no longer has: {stale}"
