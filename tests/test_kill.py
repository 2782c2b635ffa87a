"""Crash safety: the real program, killed with SIGKILL at random moments, never
leaves a damaged save and loses at most the move in flight.

Each round starts ``tests/kill_driver.py`` (the real ``main()`` offscreen, with
its own home and XDG folders), which resumes the saved game and plays non-stop,
printing each move after it returns; the test kills it at a random moment
(during start-up, between moves, inside a save) and checks:

- the program resumed exactly the game the file held (moves, seed, status,
  cells and mines; a game in play paused until its first move);
- the file is whole and valid (never a ``*.bad``, never a torn write), and holds
  the game of the last move printed or, when the driver had announced its next
  move (``TRY``), the one after it: only the move in flight may be lost;
- a finished or untouched game leaves no file (nor does a move in flight that
  ends the game).

``CHAINS`` x ``ROUNDS`` rounds in CI (4 x 6, under a second each; each chain
its own home, so that the chains run in parallel with ``-n``); run longer with
``MINESWEEPER_FUZZ_SCALE=10``. POSIX only (SIGKILL).
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from minesweeper_qt.storage.save_format import FILE_NAME, decode

sys.path.insert(0, str(Path(__file__).resolve().parent))
from kill_driver import describe

ROOT = Path(__file__).resolve().parent.parent
DRIVER = Path(__file__).resolve().parent / "kill_driver.py"
SCALE = float(os.environ.get("MINESWEEPER_FUZZ_SCALE", "1"))
#: Independent chains of rounds (each round resumes what the last one left).
CHAINS = 4
ROUNDS = max(3, round(6 * SCALE))

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


@dataclass(frozen=True)
class State:
    """What the driver prints about a game (see kill_driver.describe)."""

    moves: int
    seed: str
    status: str
    digest: str
    paused: bool

    @classmethod
    def parse(cls, words: list[str]) -> State:
        return cls(int(words[0]), words[1], words[2], words[3], words[4] == "1")

    @property
    def over(self) -> bool:
        return self.status in ("won", "lost")


def on_disk(path: Path) -> State | None:
    """The saved game as the driver would describe it, or None without a file.
    A file that fails validation fails the test."""
    if not path.exists():
        return None
    data = path.read_bytes()
    try:
        game = decode(data).game
    except ValueError as error:
        pytest.fail(f"a kill left a damaged save file ({error}): {data[:200]!r}")
    return State.parse(describe(game).split())


def counted(env: dict[str, str], save_data: bytes) -> bool:
    """Whether the game of a save file was counted: in the history of ``env``
    (the one store of finished games; the start looks there, app.py)."""
    from minesweeper_qt.storage.scores import counted_in

    game_id = decode(save_data).game_id
    if game_id is None:
        return False
    folder = Path(env["XDG_DATA_HOME"]) / "minesweeper-qt" / "minesweeper-qt"
    return counted_in(folder / "history.sqlite3", game_id)


def environment(home: Path) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home),
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT),
                                                        os.environ.get("PYTHONPATH")])))
    for var, sub in (("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"),
                     ("XDG_CACHE_HOME", "cache"), ("XDG_STATE_HOME", "state")):
        env[var] = str(home / sub)
    env.pop("QT_LOGGING_RULES", None)
    return env


@pytest.mark.slow
@pytest.mark.parametrize("chain", range(CHAINS))
def test_sigkill_at_random_moments_never_loses_more_than_the_move_in_flight(
        tmp_path: Path, chain: int) -> None:
    env = environment(tmp_path / "home")
    save = Path(env["XDG_DATA_HOME"]) / "minesweeper-qt" / "minesweeper-qt" / FILE_NAME
    rng = random.Random(2024 + chain)
    log = tmp_path / "driver-output.txt"
    resumed_in_play = 0
    # The last round was killed during a move that ends its game, with the file
    # still holding the game before it: the game may have been counted before
    # the file was removed, and a counted game is never resumed (app.py).
    counted_maybe = False
    for round_ in range(ROUNDS):
        before = on_disk(save)
        before_bytes = save.read_bytes() if save.exists() else None
        args = ["--difficulty", "expert"] if round_ == 0 else []
        lines = run_and_kill_logged(env, chain * ROUNDS + round_, rng, args, log)
        where = f"round {round_}: printed {[k for k, _ in lines][-3:]}, disk {before} ->"
        after = on_disk(save)
        assert not list(save.parent.glob("*.bad")), where

        if not lines:  # killed before the first move: the file is untouched
            after_bytes = save.read_bytes() if save.exists() else None
            assert after_bytes == before_bytes or (counted_maybe and after_bytes is None), where
            continue
        kind, start = lines[0]
        assert kind == "START" and isinstance(start, State), where
        if before is not None and round_ > 0 and counted_maybe \
                and (start.moves, start.status) == (0, "ready") and start.seed != before.seed:
            # Only when the records hold that game: a fresh game, not a second count.
            assert before_bytes is not None and counted(env, before_bytes), where
        elif before is not None and round_ > 0:
            # Resumed exactly what the file held, paused until the first move.
            assert (start.moves, start.seed, start.status, start.digest) == (
                before.moves, before.seed, before.status, before.digest), where
            assert start.paused == (before.status == "playing"), where
            resumed_in_play += before.status == "playing"
        elif round_ > 0:
            assert start.moves == 0 and start.status == "ready", where

        states = [(k, s) for k, s in lines if isinstance(s, State)]
        last = states[-1][1]
        # The move the driver announced after its last state line, if any.
        in_flight = lines[-1][1] if lines[-1][0] == "TRY" else None
        if after is None:
            # Nothing to keep: the game ended, it had no move yet, or the move
            # in flight ended it.
            assert last.over or last.moves == 0 or in_flight is True, (
                f"{where} no file after {last}, in flight {in_flight}")
        elif after.seed == last.seed and not last.over:
            if after.moves == last.moves:
                assert after.digest == last.digest, where
                counted_maybe = in_flight is True
                continue
            assert after.moves == last.moves + 1 and in_flight is not None, (
                f"{where} {after} after {last}, in flight {in_flight}")
        else:
            pytest.fail(f"{where} {after} does not follow {last}")
        counted_maybe = False
    assert resumed_in_play >= ROUNDS // 4, "too few rounds resumed a game in play"


def run_and_kill_logged(env: dict[str, str], seed: int, rng: random.Random, args: list[str],
                        log: Path) -> list[tuple[str, State | bool]]:
    """Start the driver, kill it with SIGKILL at a random moment; every complete
    line it printed, in order (also appended to ``log``)."""
    out = log.with_suffix(f".{seed}")
    proc_env = dict(env)
    with out.open("w") as sink:
        proc = subprocess.Popen([sys.executable, str(DRIVER), str(seed), *args], cwd=ROOT,
                                env=proc_env, stdout=sink, stderr=subprocess.PIPE, text=True)
        try:
            if rng.random() < 0.15:  # during start-up (maybe while reading the save)
                time.sleep(rng.uniform(0.0, 0.3))
            else:  # mid-game: once some moves are printed, at a random instant
                wanted = rng.randint(1, 150)
                deadline = time.monotonic() + 30
                while time.monotonic() < deadline and proc.poll() is None:
                    if out.read_text().count("\n") >= wanted:
                        break
                    time.sleep(0.002)
                time.sleep(rng.uniform(0.0, 0.005))
        finally:
            proc.send_signal(signal.SIGKILL)
            _, err = proc.communicate(timeout=20)
    assert proc.returncode == -signal.SIGKILL, err
    assert "Traceback" not in err, err
    text = out.read_text()
    with log.open("a") as everything:
        everything.write(f"--- round {seed}\n{text}")
    lines: list[tuple[str, State | bool]] = []
    for line in text.splitlines():
        words = line.split()
        # A line cut by the kill is incomplete: ignore it.
        if len(words) == 6 and words[0] in ("START", "MOVE", "NEW"):
            lines.append((words[0], State.parse(words[1:])))
        elif len(words) == 2 and words[0] == "TRY" and words[1] in ("0", "1"):
            lines.append(("TRY", words[1] == "1"))
    return lines
