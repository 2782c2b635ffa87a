"""What drawing a theme's SVG costs, worked out before Qt sees the file, and the
budget a player's theme must fit.

A small file can ask for a huge drawing: each group ``<use>``-ing the previous one
ten times makes 10^8 shapes out of 29 KB, and Qt's SVG renderer draws them all
(18 s and more on the first board paint). So the cost is counted on the parsed
tree *after expansion*: every ``<use>`` and every ``url(#id)`` reference (fill,
stroke, clip, mask, filter, marker) counts what it points to again, each time.
Counted per file, every element once as drawn:

* elements (shapes, groups, gradient stops...);
* nesting depth (groups in groups, through references);
* path data (characters of ``d`` and ``points``, and of text);
* raster pixels (``<image>`` with ``data:`` content: width x height of the
  picture as stored, read from its header).

Elements that make Qt draw off-screen pictures whose size the file chooses
(``filter``, ``mask``, ``pattern``, ``marker``) are refused, as are scripts,
foreign objects, SVG fonts and animation: the theme format is SVG Tiny 1.2's
shapes, text, gradients and images (docs/themes.md).

The count is linear in the file's size (each element's cost is worked out once
and reused), never recursing deeper than the depth budget.
"""

from __future__ import annotations

import base64
import binascii
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice
from PySide6.QtGui import QImageReader

translate = QCoreApplication.translate


class BudgetError(Exception):
    """A theme over its budget or using a refused element; ``str(error)`` names
    the problem (translated)."""


@dataclass(frozen=True)
class Budget:
    """The most a player's theme.svg may cost to draw (all of it, once)."""

    #: Elements drawn, after expansion (the shipped themes draw about 350).
    elements: int = 20_000
    #: Nesting depth, through references (the shipped themes: 3).
    depth: int = 40
    #: Characters of path data and text drawn, after expansion.
    path_chars: int = 1_000_000
    #: Pixels of embedded pictures drawn, after expansion (2000 x 2000).
    image_pixels: int = 4_000_000


#: The budget of player themes.
BUDGET = Budget()


@dataclass(frozen=True)
class Cost:
    """What drawing an element (or a whole file) costs; see the module notes."""

    elements: int
    depth: int
    path_chars: int
    image_pixels: int


#: SVG elements a theme may hold (SVG Tiny 1.2 without scripts, fonts, media or
#: animation). Elements of other namespaces (an editor's own) are counted, not drawn.
ALLOWED = frozenset({
    "svg", "g", "defs", "title", "desc", "metadata", "use", "switch", "a",
    "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
    "text", "tspan", "textArea", "tbreak", "image",
    "linearGradient", "radialGradient", "stop", "solidColor", "style",
})
_SVG_NS = "{http://www.w3.org/2000/svg}"
_URL = re.compile(r"url\(\s*['\"]?#([^)'\"\s]+)['\"]?\s*\)")
_DATA = re.compile(r"data:[^,]*?(;base64)?,", re.IGNORECASE)


def _local(tag: str) -> tuple[str, bool]:
    """(local name, whether it is an SVG element) of an ElementTree tag."""
    if tag.startswith(_SVG_NS):
        return tag[len(_SVG_NS):], True
    if tag.startswith("{"):
        return tag.split("}", 1)[1], False
    return tag, True


def _image_pixels(href: str) -> int:
    """Width x height of a ``data:`` picture, from its header (0 when Qt
    cannot tell: then Qt cannot draw it either)."""
    match = _DATA.match(href)
    if match is None:
        return 0
    payload = href[match.end():]
    try:
        data = base64.b64decode(payload, validate=False) if match.group(1) \
            else payload.encode("latin-1", "replace")
    except (binascii.Error, ValueError):
        return 0
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    size = QImageReader(buffer).size()  # the header only; nothing is decoded
    return max(0, size.width()) * max(0, size.height())


class _Counter:
    """Works out :class:`Cost` per element, memoised (see :func:`rendered_cost`)."""

    def __init__(self, root: ET.Element, budget: Budget) -> None:
        self.budget = budget
        self.ids = {node.attrib["id"]: node for node in root.iter() if "id" in node.attrib}
        self.done: dict[int, Cost] = {}
        self.open: set[int] = set()

    def references(self, node: ET.Element) -> list[ET.Element]:
        found: list[ET.Element] = []
        name, _ = _local(node.tag)
        for key, value in node.attrib.items():
            if key.endswith("href") and name in ("use", "linearGradient", "radialGradient"):
                targets = [value[1:]] if value.startswith("#") else []
            else:
                targets = _URL.findall(value)
            found += [self.ids[t] for t in targets if t in self.ids]
        return found

    def cost(self, node: ET.Element, level: int) -> Cost:
        if level > self.budget.depth:
            raise BudgetError(translate("Themes", "theme.svg nests deeper than {0} levels")
                              .format(self.budget.depth))
        key = id(node)
        known = self.done.get(key)
        if known is not None:
            return known
        if key in self.open:
            raise BudgetError(translate("Themes", "theme.svg refers to itself (a loop of "
                                        "references)"))
        name, svg = _local(node.tag)
        if svg and name not in ALLOWED:
            raise BudgetError(translate("Themes", "theme.svg uses <{0}>, which themes may "
                                        "not use").format(name[:30]))
        self.open.add(key)
        elements, depth = 1, 0
        path = len(node.attrib.get("d", "")) + len(node.attrib.get("points", ""))
        if name in ("text", "tspan", "textArea"):
            path += len(node.text or "")
        pixels = 0
        if name == "image":
            href = next((v for k, v in node.attrib.items() if k.endswith("href")), "")
            pixels = _image_pixels(href)
        for part in [*node, *self.references(node)]:
            sub = self.cost(part, level + 1)
            elements += sub.elements
            depth = max(depth, sub.depth)
            path += sub.path_chars
            pixels += sub.image_pixels
            self.check(elements, path, pixels)
        self.open.discard(key)
        result = Cost(elements, depth + 1, path, pixels)
        self.done[key] = result
        return result

    def check(self, elements: int, path: int, pixels: int) -> None:
        """Refuse as soon as a sum passes the budget (sums of a fan-out grow
        tenfold a level: stop before they are astronomic)."""
        budget = self.budget
        if elements > budget.elements:
            raise BudgetError(translate("Themes", "theme.svg draws more than {0} shapes "
                                        "(through <use> and references)")
                              .format(budget.elements))
        if path > budget.path_chars:
            raise BudgetError(translate("Themes", "theme.svg draws more than {0} characters "
                                        "of path data and text").format(budget.path_chars))
        if pixels > budget.image_pixels:
            raise BudgetError(translate("Themes", "theme.svg draws pictures of more than "
                                        "{0} pixels").format(budget.image_pixels))


def rendered_cost(root: ET.Element, budget: Budget = BUDGET) -> Cost:
    """What drawing the whole SVG under ``root`` costs (see the module notes).

    Raises:
        BudgetError: a refused element, a loop of references, or a cost over
            ``budget`` (found as soon as it is passed).
    """
    return _Counter(root, budget).cost(root, 1)
