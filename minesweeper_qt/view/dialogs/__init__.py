"""Small dialogs: best times, a custom board size, help."""
