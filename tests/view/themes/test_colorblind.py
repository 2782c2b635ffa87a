"""The colour-blind-safe numbers, measured: every theme's eight number colours stay
apart from each other and from the opened cell in normal vision and in simulated
protanopia, deuteranopia and tritanopia.

Measure: colorspacious' CVD simulation (Machado et al. 2009, severity 100 = the
full deficiency) into sRGB, then the Euclidean distance in CAM02-UCS (delta-E',
about 1 unit = a just noticeable difference). Thresholds: any two numbers at
least MIN_PAIR apart, every number at least MIN_BACKGROUND from the opened cell.
Run with ``-s`` to print the figures, with the option on and off.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest

colorspacious = pytest.importorskip("colorspacious")

from minesweeper_qt.view.themes.themes import (  # noqa: E402
    SHIPPED,
    colorblind_numbers,
    load_theme,
    shipped_folder,
)

MIN_PAIR = 15.0
MIN_BACKGROUND = 30.0
VISIONS = {"normal": None, "protanopia": "protanomaly", "deuteranopia": "deuteranomaly",
           "tritanopia": "tritanomaly"}


def seen(colour: str, kind: str | None) -> np.ndarray:
    rgb = np.array([int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)])
    if kind is not None:
        cvd = {"name": "sRGB1+CVD", "cvd_type": kind, "severity": 100}
        rgb = np.clip(colorspacious.cspace_convert(rgb, cvd, "sRGB1"), 0, 1)
    return np.asarray(colorspacious.cspace_convert(rgb, "sRGB1", "CAM02-UCS"))


def worst(numbers: tuple[str, ...], background: str) -> dict[str, tuple[float, float]]:
    """Per vision: (smallest distance between two numbers, smallest to the background)."""
    out = {}
    for vision, kind in VISIONS.items():
        points = [seen(c, kind) for c in numbers]
        bg = seen(background, kind)
        pair = min(float(np.linalg.norm(a - b)) for a, b in itertools.combinations(points, 2))
        back = min(float(np.linalg.norm(p - bg)) for p in points)
        out[vision] = (pair, back)
    return out


@pytest.mark.parametrize("theme_id", SHIPPED)
def test_colorblind_numbers_stay_apart_in_every_vision(qapp, theme_id):
    palette = load_theme(shipped_folder() / theme_id, shipped=True).palette
    on = worst(colorblind_numbers(palette), palette.opened)
    off = worst(palette.numbers, palette.opened)
    for vision in VISIONS:
        print(f"{theme_id:14} {vision:13} option on: pair {on[vision][0]:5.1f} "
              f"background {on[vision][1]:5.1f} | off: pair {off[vision][0]:5.1f} "
              f"background {off[vision][1]:5.1f}")
    for vision, (pair, back) in on.items():
        assert pair >= MIN_PAIR, (theme_id, vision, pair)
        assert back >= MIN_BACKGROUND, (theme_id, vision, back)


def test_the_measure_sees_the_classic_problem(qapp):
    """The classic numbers (3 red, 5 maroon...) collapse for a protanope: the
    measure must say so, or it would prove nothing."""
    palette = load_theme(shipped_folder() / "classic", shipped=True).palette
    assert worst(palette.numbers, palette.opened)["protanopia"][0] < MIN_PAIR
