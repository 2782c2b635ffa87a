"""The board: its cells and paint layers drawn from cached SVG art, input,
effects, and what a screen reader gets."""
