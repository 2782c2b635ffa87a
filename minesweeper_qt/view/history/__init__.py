"""The game history in the window: each game recorded and kept, the history
dialog, opening and exporting replays."""
