"""Themes: theme folders, their colour slots, and switching them live."""
