"""Qt widgets: the board view and its delegate, the main window, dialogs."""
