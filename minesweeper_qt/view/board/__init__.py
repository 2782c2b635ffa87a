"""The board: its cells and paint layers (the probability overlay among them)
drawn from cached SVG art, input, effects, what a screen reader gets, and the
words that name its cells (edge labels, spoken results, proofs in words)."""
