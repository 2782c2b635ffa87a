"""``python -m minesweeper_qt``: start the game."""

from minesweeper_qt.app import run

if __name__ == "__main__":
    run()
