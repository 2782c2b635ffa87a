"""Child process for the history tests: adds games in a loop, printing each
committed id (flushed) so the parent knows what must survive."""

from __future__ import annotations

import random
import sys

from minesweeper_qt.replay.recording import Button, InputRecorder, Rules
from minesweeper_qt.replay.statistics import compute
from minesweeper_qt.storage.history import History, Result


def main() -> None:
    path, count, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    rng = random.Random(seed)
    history = History(path, check=False)
    for n in range(count):
        rec = InputRecorder(9, 9, 16, Rules("opening", False, "uniform", seed))
        for k in range(rng.randrange(5, 40)):
            rec.move(k * 20, rng.randrange(144), rng.randrange(144))
        rec.press(1000, Button.LEFT, 8, 8)
        rec.release(1100, Button.LEFT, 8, 8)
        recording = rec.finish([(8, 8), (8, 7), (7, 8), (6, 8), (8, 6), (5, 5), (4, 4),
                                (3, 3), (2, 8), (8, 2)])
        game_id = history.add(recording, Result.ABANDONED, compute(recording))
        print(f"{seed} {n} {game_id}", flush=True)


if __name__ == "__main__":
    main()
