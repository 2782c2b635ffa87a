"""The SVG theme rendered into cached pixmaps, once per element, size and scale."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from minesweeper_qt.engine import Look
from minesweeper_qt.resources_path import resource_path

#: SVG element of each cell look; REVEALED uses NUMBER_ELEMENTS by number.
LOOK_ELEMENTS = {
    Look.HIDDEN: "cell_hidden",
    Look.FLAG: "flag",
    Look.QUESTION: "question",
    Look.MINE: "mine",
    Look.EXPLODED: "mine_exploded",
    Look.WRONG_FLAG: "flag_wrong",
}
NUMBER_ELEMENTS = ["cell_open"] + [f"num{n}" for n in range(1, 9)]
PRESSED_ELEMENT = "cell_pressed"
#: Every element a theme must draw (the theme contract; see docs/themes.md).
REQUIRED_ELEMENTS: tuple[str, ...] = (
    *LOOK_ELEMENTS.values(), *NUMBER_ELEMENTS, PRESSED_ELEMENT,
    "face_smile", "face_oh", "face_cool", "face_dead",
    *(f"led_{d}" for d in range(10)), "led_minus", "led_blank",
    "icon_flag", "icon_mine", "icon_menu", "icon_pause",
    *(f"boom_{n}" for n in range(1, 7)),
)
#: The classic theme's art, used when no other theme is loaded.
DEFAULT_THEME = "themes/classic/theme.svg"


def element_for_key(paint_key: int) -> str:
    """The theme element for a model ``PAINT_KEY`` (``look * 16 + number``)."""
    look, number = divmod(paint_key, 16)
    if look == Look.REVEALED:
        return NUMBER_ELEMENTS[number]
    return LOOK_ELEMENTS[Look(look)]


class Art:
    """Pixmaps of the theme's elements, rendered on first use and cached.

    Each pixmap is rendered at ``size`` logical pixels times the device pixel
    ratio ``dpr`` and tagged with that ratio, so it is drawn 1:1 on the screen:
    crisp at any zoom and scale, never scaled when painted. The SVG renderer is
    only called on a cache miss, never per painted cell.

    Raises:
        FileNotFoundError / ValueError: the theme file is missing or invalid.
    """

    def __init__(self, theme: str | None = None) -> None:
        path = theme or resource_path(DEFAULT_THEME)
        self._renderer = QSvgRenderer(path)
        if not self._renderer.isValid():
            raise ValueError(f"cannot read the SVG theme {path}")
        self._cache: dict[tuple[str, int, int, float], QPixmap] = {}
        # Cell looks by paint key: the painter's fast path into the same cache.
        self._cells: dict[tuple[int, int, float], QPixmap] = {}

    def load(self, svg: bytes) -> None:
        """Draw from another theme's SVG text from now on (every cached pixmap is
        dropped; holders of this object keep it and repaint).

        Raises:
            ValueError: ``svg`` is not a readable SVG (the current art is kept).
        """
        renderer = QSvgRenderer(QByteArray(svg))
        if not renderer.isValid():
            raise ValueError("cannot read the SVG theme")
        self._renderer = renderer
        self.clear()

    def has(self, element: str) -> bool:
        return self._renderer.elementExists(element)

    def pixmap(self, element: str, size: QSize, dpr: float = 1.0) -> QPixmap:
        """``element`` rendered to ``size`` logical pixels at ratio ``dpr``."""
        key = (element, size.width(), size.height(), dpr)
        pixmap = self._cache.get(key)
        if pixmap is None:
            pixmap = QPixmap(round(size.width() * dpr), round(size.height() * dpr))
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self._renderer.render(
                painter, element, QRectF(0, 0, pixmap.width(), pixmap.height())
            )
            painter.end()
            pixmap.setDevicePixelRatio(dpr)
            self._cache[key] = pixmap
        return pixmap

    def cell(self, key: int, size: int, dpr: float = 1.0) -> QPixmap:
        """The look of a model ``PAINT_KEY`` as a ``size`` x ``size`` cell."""
        pixmap = self._cells.get((key, size, dpr))
        if pixmap is None:
            pixmap = self.pixmap(element_for_key(key), QSize(size, size), dpr)
            self._cells[(key, size, dpr)] = pixmap
        return pixmap

    def clear(self) -> None:
        """Forget every rendered pixmap (after a theme or zoom change)."""
        self._cache.clear()
        self._cells.clear()

    @property
    def cached_count(self) -> int:
        """Rendered pixmaps held (each SVG render is one)."""
        return len(self._cache)
