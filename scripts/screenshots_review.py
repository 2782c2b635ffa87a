"""The screenshot scene of the game review, played on an X server with real
clicks and keys (xdotool) and taken with ImageMagick's ``import -window``;
scripts/screenshots.py runs it with the rest:

    python scripts/screenshots.py                 # every picture
    python scripts/screenshots_review.py          # only this scene's pictures

Pictures: docs/screenshots/review-menu-line[@2x].png (an expert game played
here, with a few needless guesses, ended: the drop-down menu's review line) and
review-timeline[@2x].png (a real player's replay, tests/replay/data, at its
seventh mark: an avoidable guess, the probabilities of that moment and the safe
cell there was, with its proof).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

SEED = 2026
FIRST = (8, 15)
REPLAY = Path(__file__).resolve().parent.parent / "tests" / "replay" / "data" / \
    "mvf_expert_zhang_shen_jia.mvf"
#: The mark shown: Page Down this many times.
MARK = 7


def scene_review(stage: Any) -> None:
    """An expert game played like a hasty player (now and then a guess though
    a cell was certainly safe) to its end, the review line in the menu; then
    a real player's replay at one of its marks."""
    from screenshots import main_window

    from minesweeper_qt.engine import EXPERT
    from minesweeper_qt.engine.solver import analyze
    from minesweeper_qt.replay.formats import import_replay

    window = main_window(stage, EXPERT, seed=3)
    game = window.model.game
    rng = random.Random(SEED)
    stage.click_cell(window, FIRST)
    while not game.status.is_over:
        analysis = analyze(game.knowledge())
        hidden = [(r, c) for r in range(game.rows) for c in range(game.cols)
                  if not game.is_revealed(r, c)]
        safe = [c for c in hidden if c in analysis.safe]
        if safe and rng.random() > 0.04:
            cell = rng.choice(safe)
        else:
            open_ = [c for c in hidden if c not in analysis.safe | analysis.mines]
            low = min(analysis.probability(*c) for c in open_)
            cell = rng.choice([c for c in open_ if analysis.probability(*c) <= low + 1e-9])
        stage.click_cell(window, cell)
    stage.pointer_away()
    stage.until(lambda: stage.drop_menu_settled(window), "no menu after the game")
    stage.until(lambda: window.reviewLine.button.isVisible(), "no review line")
    stage.wait(600)
    stage.shoot("review-menu-line", window)
    stage.xdo("key", "Escape")

    recording = import_replay(REPLAY)
    view = window.replays.watch(recording, REPLAY.name)
    stage.until(lambda: view.windowHandle() is not None and view.windowHandle().isExposed(),
                "no replay window")
    stage.until(lambda: view.reviewPanel.ready, "no review")
    stage.wait(300)
    stage.xdo("windowfocus", str(int(view.winId())))
    view.playButton.setFocus()  # (the seek slider, focused, takes Page Down itself)
    for _ in range(MARK):
        stage.xdo("key", "Next")  # Page Down: the next mark
    stage.until(lambda: view.reviewPanel.current == MARK - 1, "the mark was not reached")
    stage.pointer_away()
    stage.shoot("review-timeline", view)
    view.close()
    window.close()


if __name__ == "__main__":
    import screenshots

    names = [name for name, shot in screenshots.PICTURES.items() if shot.scene == "review"]
    sys.exit(screenshots.main([arg for name in names for arg in ("--only", name)]
                              + sys.argv[1:]))
