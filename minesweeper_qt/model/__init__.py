"""Qt model layer: adapts one engine game to Qt's model/view framework."""

from .board_model import BoardModel, CellRole

__all__ = ["BoardModel", "CellRole"]
