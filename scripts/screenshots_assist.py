"""The screenshot scenes of hints, the probability overlay and undo, played on
an X server with real clicks and keys (xdotool) and taken with ImageMagick's
``import -window``; scripts/screenshots.py runs them with the rest:

    python scripts/screenshots.py                 # every picture
    python scripts/screenshots_assist.py          # only these scenes' pictures

Pictures: docs/screenshots/assist-<name>[@2x].png.
"""

from __future__ import annotations

import sys
from typing import Any

SEED = 2026
FIRST = (8, 15)


def scene_assist(stage: Any) -> None:
    """Expert at 24 px cells (percentages show from 24 px): a hint with its
    reason, the probability overlay, a loss with Undo in the menu."""
    from screenshots import main_window

    from minesweeper_qt.engine import EXPERT

    def configure(settings: Any) -> None:
        settings.cell_size = 24

    window = main_window(stage, EXPERT, configure=configure)
    stage.click_cell(window, FIRST)
    game = window.model.game
    for cell in [(2, 3), (12, 25)]:
        if cell not in game.mines:
            stage.click_cell(window, cell)
    stage.pointer_away()
    window.board.setFocus()
    stage.xdo("key", "h")  # the hint, its reason on the bar, the proof outlined
    stage.wait(300)
    stage.shoot("assist-hint", window)
    stage.xdo("key", "shift+h")  # play it
    stage.xdo("key", "p")  # the probability overlay
    stage.wait(800)
    stage.shoot("assist-overlay", window)
    stage.xdo("key", "p")
    mine = min(game.mines, key=lambda m: abs(m[0] - 8) + abs(m[1] - 15))
    stage.click_cell(window, mine)  # a loss: the menu offers Undo
    stage.pointer_away()
    stage.until(lambda: stage.drop_menu_settled(window), "no menu after the loss")
    stage.wait(1200)
    stage.shoot("assist-lost-undo-menu", window)
    window.close()


def scene_huge(stage: Any) -> None:
    """1000 x 1000 with 206,000 mines: the probabilities of the part in view."""
    from screenshots import main_window

    from minesweeper_qt.engine import Difficulty

    huge = Difficulty.custom(1000, 1000, 206_000)
    window = main_window(stage, huge)
    window.resize(768, 736)
    stage.until(lambda: window.width() == 768, "the window was not resized")
    stage.wait(500)
    stage.click_cell(window, (8, 12))
    stage.pointer_away()
    window.board.setFocus()
    stage.xdo("key", "p")
    stage.wait(2500)  # the window analysis runs off the GUI thread
    stage.shoot("assist-overlay-huge", window)
    window.close()


if __name__ == "__main__":
    import screenshots

    names = [name for name, shot in screenshots.PICTURES.items()
             if shot.scene in ("assist", "huge")]
    sys.exit(screenshots.main([arg for name in names for arg in ("--only", name)]
                              + sys.argv[1:]))
