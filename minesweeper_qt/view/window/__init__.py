"""The main window's chrome and wiring: menus, the drop-down end menu, notes,
zoom and window fit, and the parts that connect the features to each other
(the replay windows, the review line)."""
