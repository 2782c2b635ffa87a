"""Themes: folders of art and colours, found, checked and recoloured.

A theme is a folder holding ``theme.svg`` (every element id of
:data:`~.art.REQUIRED_ELEMENTS`) and ``theme.json`` (its name, whether it is
dark, and its colour slots, see :class:`~.palette.Palette`). The shipped themes
live in ``resources/themes/<id>/``; players drop their own folders into
``<AppDataLocation>/themes/<id>/``. The format is documented in docs/themes.md.

Every file a player drops there is untrusted: only regular files (no links, no
FIFOs) up to a size limit are read, the SVG is parsed by Python's XML parser with
document type declarations refused (no entity expansion) and external references
refused, before Qt sees it. A theme that fails any check raises
:class:`ThemeError`, whose message names the problem; the game then keeps Classic.

Colour-blind-safe numbers: numbers are SVG elements, so the option rewrites the
colour of each ``numN`` group (the fill or stroke equal to the theme's declared
number colour) in the SVG text before it is loaded, with :func:`colorblind_numbers`.
"""

from __future__ import annotations

import json
import os
import re
import stat
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QStandardPaths
from PySide6.QtGui import QColor

from minesweeper_qt import bounded_json
from minesweeper_qt.resources_path import resource_path

from ..paint.art import REQUIRED_ELEMENTS
from ..paint.palette import Palette

# lupdate reads ``translate("Themes", "...")`` calls through this name.
translate = QCoreApplication.translate

#: Largest theme.svg read, in bytes (the shipped ones are about 25 KB).
MAX_SVG_BYTES = 2 * 1024 * 1024
#: Largest theme.json read, in bytes.
MAX_JSON_BYTES = 64 * 1024
#: Player theme folders looked at (the rest are ignored).
MAX_PLAYER_THEMES = 64
#: A theme id: the folder's name.
THEME_ID = re.compile(r"[a-z0-9][a-z0-9_-]{0,39}")
#: The theme used when no other can be.
FALLBACK = "classic"
#: Followed by Automatic: the system's light and dark schemes.
LIGHT_THEME, DARK_THEME = "classic", "dark"
SHIPPED = ("classic", "modern", "dark", "high-contrast")

#: The shipped themes' names, translated at display time (context "Themes").
SHIPPED_NAMES = {
    "classic": QT_TRANSLATE_NOOP("Themes", "Classic"),
    "modern": QT_TRANSLATE_NOOP("Themes", "Modern"),
    "dark": QT_TRANSLATE_NOOP("Themes", "Dark"),
    "high-contrast": QT_TRANSLATE_NOOP("Themes", "High contrast"),
}

_COLOUR = re.compile(r"#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{8})")
_SLOTS = {f.name for f in fields(Palette)}

#: Colour-blind-safe number colours, 1 to 8, for light and for dark opened cells.
#: Seeded with the Okabe-Ito hues (blue, bluish green, vermillion, reddish purple,
#: orange, sky blue, black or white, grey or yellow); each colour was then moved
#: at most 26 CAM02-UCS units from its seed to make the worst case as far apart
#: as possible (scripts/colorblind_palette.py). Measured in
#: tests/view/themes/test_colorblind.py: any two numbers at least 15 units apart and
#: every number at least 30 from the opened cell, in normal vision and simulated
#: protanopia, deuteranopia and tritanopia (severity 100).
COLORBLIND_ON_LIGHT = ("#002e8b", "#5d745d", "#ff8b17", "#b946a2",
                       "#8b7400", "#7474ff", "#000000", "#5d465d")
COLORBLIND_ON_DARK = ("#5da2ff", "#a2b9a2", "#d1a200", "#8b748b",
                      "#a25d00", "#172eff", "#ffe8ff", "#8bff8b")


class ThemeError(Exception):
    """A theme that cannot be used; ``str(error)`` names the problem (translated)."""


@dataclass(frozen=True)
class Theme:
    """One usable theme. ``svg`` is the checked SVG text; ``palette`` its colours."""

    id: str
    name: str
    dark: bool
    palette: Palette
    svg: bytes
    folder: Path
    shipped: bool
    #: Names by language code given by a player theme ({"de": "..."}).
    names: Mapping[str, str] = field(default_factory=dict)

    def display_name(self) -> str:
        """The name in the interface language."""
        if self.shipped:
            return translate("Themes", str(SHIPPED_NAMES.get(self.id, self.name)))
        language = QLocale().name()  # e.g. "pt_BR"
        for code in (language, language.split("_")[0]):
            if code in self.names:
                return self.names[code]
        return self.name


# --- reading untrusted files ------------------------------------------------------------


def read_limited(path: Path, limit: int) -> bytes:
    """The bytes of ``path``, which must be a regular file (not a link) of at most
    ``limit`` bytes.

    Raises:
        ThemeError: missing, not a regular file, too large or unreadable.
    """
    try:
        info = os.lstat(path)
    except OSError:
        raise ThemeError(translate("Themes", "{0} is missing").format(path.name)) from None
    if not stat.S_ISREG(info.st_mode):
        raise ThemeError(translate("Themes", "{0} is not a regular file").format(path.name))
    if info.st_size > limit:
        raise ThemeError(translate("Themes", "{0} is larger than {1} KB")
                         .format(path.name, limit // 1024))
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags)
        with os.fdopen(fd, "rb") as handle:
            data = handle.read(limit + 1)
    except OSError:
        raise ThemeError(translate("Themes", "{0} cannot be read").format(path.name)) from None
    if len(data) > limit:  # grew since lstat
        raise ThemeError(translate("Themes", "{0} is larger than {1} KB")
                         .format(path.name, limit // 1024))
    return data


def _wrong(field_name: str) -> ThemeError:
    return ThemeError(
        translate("Themes", 'theme.json: "{0}" is missing or wrong').format(field_name)
    )


def _json_object(data: bytes) -> dict[str, object]:
    """theme.json's bytes as a JSON object."""
    try:
        meta = bounded_json.loads(data, max_bytes=MAX_JSON_BYTES)
    except (UnicodeDecodeError, ValueError) as error:
        raise ThemeError(translate("Themes", "theme.json is not valid JSON ({0})")
                         .format(str(error)[:120])) from None
    if not isinstance(meta, dict):
        raise ThemeError(translate("Themes", "theme.json is not valid JSON ({0})")
                         .format("not an object"))
    return meta


def _names(meta: dict[str, object]) -> tuple[str, dict[str, str]]:
    """The theme's name and its names by language code."""
    name, names = meta.get("name"), meta.get("names", {})
    if not isinstance(name, str) or not 0 < len(name.strip()) <= 60:
        raise _wrong("name")
    if not isinstance(names, dict) or len(names) > 50 or not all(
            isinstance(k, str) and isinstance(v, str) and 0 < len(v) <= 60
            for k, v in names.items()):
        raise _wrong("names")
    return name.strip(), dict(names)


def _slot_value(slot: str, value: object) -> str | tuple[str, ...]:
    """One colour slot's value, checked: a colour, or eight for ``numbers``."""
    values = value if slot == "numbers" else [value]
    if not isinstance(values, list) or (slot == "numbers" and len(values) != 8):
        raise _wrong(slot)
    for colour in values:
        if not isinstance(colour, str) or not _COLOUR.fullmatch(colour):
            raise ThemeError(translate("Themes", "theme.json: {0} is not a colour (#rrggbb)")
                             .format(json.dumps(colour)[:40]))
    lowered = tuple(str(c).lower() for c in values)
    return lowered if slot == "numbers" else lowered[0]


def _palette(colors: object) -> Palette:
    """The palette from theme.json's ``colors`` (missing slots: Classic's)."""
    if not isinstance(colors, dict) or "numbers" not in colors or "opened" not in colors:
        raise _wrong("colors")
    slots: dict[str, object] = {}
    for slot, value in colors.items():
        if slot not in _SLOTS:
            raise ThemeError(translate("Themes", "theme.json: unknown colour slot \"{0}\"")
                             .format(str(slot)[:40]))
        slots[slot] = _slot_value(slot, value)
    if _is_dark(str(slots.get("window", Palette.window))):
        # A dark theme that names no link or panel colours gets light ones
        # (Classic's dark blue and cream would not read on it).
        for slot, colour in DARK_DEFAULTS.items():
            slots.setdefault(slot, colour)
    return replace(Palette(), **slots)  # type: ignore[arg-type]


#: The link and panel colours of a dark theme that does not name its own.
DARK_DEFAULTS = {"link": "#8cc8ff", "panel": "#2d333b", "panel_text": "#e6edf3",
                 "disabled_text": "#8b949e", "border": "#8b949e"}


def _is_dark(colour: str) -> bool:
    return QColor(colour).lightnessF() < 0.5


def parse_meta(data: bytes) -> tuple[str, dict[str, str], bool, Palette]:
    """``(name, names by language, dark, palette)`` from theme.json's bytes.

    Raises:
        ThemeError: not JSON, or a field missing or of the wrong kind, or a bad colour.
    """
    meta = _json_object(data)
    name, names = _names(meta)
    dark = meta.get("dark", False)
    if not isinstance(dark, bool):
        raise _wrong("dark")
    return name, names, dark, _palette(meta.get("colors"))


def group_span(svg: str, element: str) -> tuple[int, int] | None:
    """Start and end offsets of the ``<g id="element">...</g>`` block in ``svg``,
    nested groups included; None when there is no such group."""
    start = re.search(rf"<g\b[^>]*\bid\s*=\s*[\"']{re.escape(element)}[\"']", svg)
    if start is None:
        return None
    depth, pos = 0, start.start()
    for tag in re.finditer(r"<(/?)g\b[^>]*?(/?)>", svg[pos:]):
        if tag.group(1):
            depth -= 1
        elif not tag.group(2):
            depth += 1
        if depth == 0:
            return pos, pos + tag.end()
    return None


_PAINT = r"((?:fill|stroke)\s*[=:]\s*[\"']?\s*){0}"


def uses_colour(block: str, colour: str) -> bool:
    return re.search(_PAINT.format(re.escape(colour)), block, re.IGNORECASE) is not None


def recolour_numbers(svg: bytes, old: tuple[str, ...], new: tuple[str, ...]) -> bytes:
    """``svg`` with every fill or stroke of colour ``old[n-1]`` inside group
    ``num<n>`` set to ``new[n-1]``, for n = 1..8 (other groups untouched)."""
    text = svg.decode("utf-8")
    for n in range(1, 9):
        span = group_span(text, f"num{n}")
        if span is None or old[n - 1].lower() == new[n - 1].lower():
            continue
        block = re.sub(_PAINT.format(re.escape(old[n - 1])),
                       lambda m, c=new[n - 1]: m.group(1) + c,  # type: ignore[misc]
                       text[span[0]:span[1]], flags=re.IGNORECASE)
        text = text[:span[0]] + block + text[span[1]:]
    return text.encode("utf-8")


def check_svg(data: bytes, numbers: tuple[str, ...]) -> None:
    """Refuse an SVG that is not well-formed, declares a document type, costs
    more to draw than :data:`.budget.BUDGET` (or uses a refused element), points
    outside itself, lacks a required element, or draws a number in another colour
    than theme.json says.

    Raises:
        ThemeError: the first problem found.
    """
    # Only a player's theme is checked: these load then, not at every start.
    import xml.etree.ElementTree as ET

    # A player's own theme only.
    from .budget import BudgetError, rendered_cost

    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise ThemeError(translate("Themes", "theme.svg is not UTF-8 text")) from None
    if "<!DOCTYPE" in text.upper() or "<!ENTITY" in text.upper():
        raise ThemeError(translate("Themes", "theme.svg declares a document type (not allowed)"))
    try:
        root = ET.fromstring(text)
    except ET.ParseError as error:
        raise ThemeError(translate("Themes", "theme.svg is not a valid SVG file ({0})")
                         .format(str(error)[:120])) from None
    if not root.tag.endswith("svg"):
        raise ThemeError(translate("Themes", "theme.svg is not a valid SVG file ({0})")
                         .format(root.tag[:40]))
    try:
        rendered_cost(root)  # before Qt reads it: Qt's own reader expands <use> too
    except BudgetError as error:
        raise ThemeError(str(error)) from None
    ids = set()
    for node in root.iter():
        for key, value in node.attrib.items():
            if key.endswith("href") and not value.startswith(("#", "data:")):
                raise ThemeError(translate("Themes", "theme.svg refers to another file ({0})")
                                 .format(value[:60]))
        if "id" in node.attrib:
            ids.add(node.attrib["id"])
    missing = [element for element in REQUIRED_ELEMENTS if element not in ids]
    if missing:
        raise ThemeError(translate("Themes", "theme.svg lacks the elements {0}")
                         .format(", ".join(missing[:12]) + (" ..." if len(missing) > 12 else "")))
    for n in range(1, 9):
        span = group_span(text, f"num{n}")
        if span is None or not uses_colour(text[span[0]:span[1]], numbers[n - 1]):
            raise ThemeError(translate("Themes", "num{0} in theme.svg is not drawn in its "
                                       "number colour {1}").format(n, numbers[n - 1]))


def load_theme(folder: Path, shipped: bool = False) -> Theme:
    """The theme in ``folder`` (its name is the theme id), checked
    (:func:`check_svg` and Qt's reader; not a ``shipped`` theme, which the
    tests check).

    Raises:
        ThemeError: the folder, theme.json or theme.svg is unusable (message names it).
    """
    theme_id = folder.name
    if not THEME_ID.fullmatch(theme_id):
        raise ThemeError(translate("Themes", "the folder name may hold only a-z, 0-9, - and _"))
    try:
        if not stat.S_ISDIR(os.lstat(folder).st_mode):
            raise ThemeError(translate("Themes", "{0} is not a regular file").format(theme_id))
    except OSError:
        raise ThemeError(translate("Themes", "{0} is missing").format(theme_id)) from None
    name, names, dark, palette = parse_meta(read_limited(folder / "theme.json", MAX_JSON_BYTES))
    svg = read_limited(folder / "theme.svg", MAX_SVG_BYTES)
    # The checks guard against a player's file: the shipped themes pass them in
    # the tests (tests/view/themes), not at every start. A player theme passes
    # them once per run (every window and every look at the Theme menu reloads).
    key = (svg, tuple(palette.numbers))
    if not shipped and key not in _PASSED:
        check_svg(svg, palette.numbers)
        # Qt's own reader is the last word (it reads a subset of SVG).
        from PySide6.QtCore import QByteArray
        from PySide6.QtSvg import QSvgRenderer

        if not QSvgRenderer(QByteArray(svg)).isValid():
            raise ThemeError(
                translate("Themes", "theme.svg is not a valid SVG file ({0})").format("Qt")
            )
        _PASSED.add(key)
    return Theme(theme_id, name, dark, palette, svg, folder, shipped, names)


#: The SVGs, with their number colours, that passed :func:`check_svg` and Qt's
#: reader in this run.
_PASSED: set[tuple[bytes, tuple[str, ...]]] = set()


# --- where themes are -------------------------------------------------------------------


def shipped_folder() -> Path:
    """The folder of the shipped themes."""
    return Path(resource_path(f"themes/{FALLBACK}/theme.json")).parent.parent


def player_folder() -> Path:
    """Where players put their own theme folders (may not exist yet)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "themes"


@dataclass
class Library:
    """The themes found: ``themes`` by id (shipped first, in menu order) and the
    player folders refused, as ``(folder name, problem)``."""

    themes: dict[str, Theme]
    refused: list[tuple[str, str]]


def discover(player: Path | None = None) -> Library:
    """Load the shipped themes and every player theme in ``player`` (default
    :func:`player_folder`). Never raises for a player's files.

    Raises:
        ThemeError: a shipped theme is broken (an installation fault).
    """
    themes: dict[str, Theme] = {}
    for theme_id in SHIPPED:
        themes[theme_id] = load_theme(shipped_folder() / theme_id, shipped=True)
    refused: list[tuple[str, str]] = []
    folder = player if player is not None else player_folder()
    try:
        entries = sorted(os.scandir(folder), key=lambda e: e.name)[:MAX_PLAYER_THEMES]
    except OSError:
        entries = []
    for entry in entries:
        if entry.name.startswith("."):
            continue
        label = entry.name[:40]
        if entry.name in themes:
            refused.append((label, translate("Themes", "a shipped theme has this name")))
            continue
        try:
            themes[entry.name] = load_theme(Path(entry.path))
        except ThemeError as error:
            refused.append((label, str(error)))
        except Exception as error:  # never let a player's file stop the game
            refused.append((label, type(error).__name__))
    return Library(themes, refused)


# --- colour-blind-safe numbers ------------------------------------------------------------


def is_light(colour: str) -> bool:
    """Whether ``colour`` is light: relative luminance (sRGB, WCAG) above 0.18,
    about CIE lightness 50."""
    qcolour = QColor(colour)

    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

    luminance = (0.2126 * linear(qcolour.redF()) + 0.7152 * linear(qcolour.greenF())
                 + 0.0722 * linear(qcolour.blueF()))
    return luminance > 0.18


def colorblind_numbers(palette: Palette) -> tuple[str, ...]:
    """The colour-blind-safe number colours for a theme with ``palette``: the set
    for light or for dark opened cells."""
    return COLORBLIND_ON_LIGHT if is_light(palette.opened) else COLORBLIND_ON_DARK


def themed(theme: Theme, colorblind: bool) -> tuple[Palette, bytes]:
    """The palette and SVG text to use for ``theme``, with the colour-blind-safe
    numbers when ``colorblind``."""
    if not colorblind:
        return theme.palette, theme.svg
    numbers = colorblind_numbers(theme.palette)
    return (replace(theme.palette, numbers=numbers),
            recolour_numbers(theme.svg, theme.palette.numbers, numbers))
