"""Help while playing: hints, the probability overlay, undo after a loss and auto-play."""
