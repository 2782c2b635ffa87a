"""The main window's chrome: the header (counters, face, clock, flag mode, menu
button), menus, the drop-down end menu, notes, zoom and window fit."""
