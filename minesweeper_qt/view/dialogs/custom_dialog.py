"""Game > Custom...: a board size that is always playable."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from minesweeper_qt.engine import MAX_SIDE, Difficulty

from ..numbers import integer


class CustomDialog(QDialog):
    """Rows, columns and mines in spin boxes whose ranges follow each other, so
    the dialog cannot produce an invalid board: sides 1-``MAX_SIDE`` (at least
    two cells in all) and 1 to cells - 1 mines (object name ``customDialog``).
    Each box says its limits beside it (1 to 1000, with a dash; ``rowsLimits``,
    ``colsLimits``, ``minesLimits``), so that a number typed beyond them is
    not a surprise."""

    def __init__(self, current: Difficulty, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("customDialog")
        self.setWindowTitle(self.tr("Custom board"))
        self.rowsSpin = self._spin("rowsSpin")
        self.colsSpin = self._spin("colsSpin")
        self.minesSpin = self._spin("minesSpin")
        self.limits = {spin: QLabel(self) for spin in
                       (self.rowsSpin, self.colsSpin, self.minesSpin)}
        for spin, label in self.limits.items():
            label.setObjectName(spin.objectName().replace("Spin", "Limits"))
        self.rowsSpin.setRange(1, MAX_SIDE)
        self.colsSpin.setRange(1, MAX_SIDE)
        self.rowsSpin.setValue(current.rows)
        self.colsSpin.setValue(current.cols)
        self._update_limits()
        self.minesSpin.setValue(current.mines)
        self.rowsSpin.valueChanged.connect(self._update_limits)
        self.colsSpin.valueChanged.connect(self._update_limits)

        form = QFormLayout(self)
        for text, spin in ((self.tr("&Rows:"), self.rowsSpin),
                           (self.tr("&Columns:"), self.colsSpin),
                           (self.tr("&Mines:"), self.minesSpin)):
            row = QHBoxLayout()
            row.addWidget(spin, 1)
            row.addWidget(self.limits[spin])
            label = QLabel(text, self)
            label.setBuddy(spin)
            form.addRow(label, row)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _spin(self, name: str) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setObjectName(name)
        spin.setAccelerated(True)
        return spin

    def _update_limits(self) -> None:
        # A 1x1 board cannot hold a mine and a safe cell: one side 1 needs the other 2.
        self.colsSpin.setMinimum(2 if self.rowsSpin.value() == 1 else 1)
        self.rowsSpin.setMinimum(2 if self.colsSpin.value() == 1 else 1)
        cells = self.rowsSpin.value() * self.colsSpin.value()
        self.minesSpin.setRange(1, cells - 1)
        for spin, label in self.limits.items():
            label.setText(f"{integer(spin.minimum())}\u2013{integer(spin.maximum())}")

    def difficulty(self) -> Difficulty:
        """The size chosen (a preset when it matches one)."""
        return Difficulty.custom(
            self.rowsSpin.value(), self.colsSpin.value(), self.minesSpin.value()
        )
