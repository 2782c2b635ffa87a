"""Entry script of the frozen bundles (PyInstaller needs a script, not an entry point)."""

from minesweeper_qt.app import run

run()
