"""Search the colour-blind-safe number palettes of minesweeper_qt/view/themes/themes.py.

Usage: ``python scripts/colorblind_palette.py`` (needs numpy and colorspacious, the
``test`` extra). Each of the eight numbers starts at an Okabe-Ito hue and may move
at most RADIUS CAM02-UCS units (normal vision) from it, over a 12-level sRGB grid,
keeping at least BG_MIN units from the opened cells in every vision. Coordinate
ascent then maximises the smallest distance between any two numbers over normal
vision and simulated protanopia, deuteranopia and tritanopia (severity 100).
Prints each palette with its worst pair (distance, vision index, numbers) and its
smallest distance to the background.
"""

from __future__ import annotations

import itertools

import numpy as np
from colorspacious import cspace_convert

RADIUS = 26
KINDS = [None, "protanomaly", "deuteranomaly", "tritanomaly"]
LEVELS = np.linspace(0, 1, 12)
POOL = np.array(list(itertools.product(LEVELS, LEVELS, LEVELS)))


def ucs(rgb: np.ndarray, kind: str | None) -> np.ndarray:
    if kind is not None:
        cvd = {"name": "sRGB1+CVD", "cvd_type": kind, "severity": 100}
        rgb = np.clip(cspace_convert(rgb, cvd, "sRGB1"), 0, 1)
    return np.asarray(cspace_convert(rgb, "sRGB1", "CAM02-UCS"))


def rgb1(colour: str) -> np.ndarray:
    return np.array([[int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]])


def search(backgrounds: list[str], seeds: list[str], bg_min: float) -> None:
    space = np.stack([ucs(POOL, kind) for kind in KINDS])
    bgs = [np.stack([ucs(rgb1(b), kind)[0] for kind in KINDS]) for b in backgrounds]
    bg_dist = np.min([np.linalg.norm(space - b[:, None, :], axis=2).min(0) for b in bgs], axis=0)
    seeds_ucs = [ucs(rgb1(s), None)[0] for s in seeds]
    allowed = [np.where((bg_dist >= bg_min)
                        & (np.linalg.norm(space[0] - seeds_ucs[k], axis=1) <= RADIUS))[0]
               for k in range(8)]
    chosen = [int(a[0]) for a in allowed]
    for _ in range(8):
        for k in range(8):
            others = [chosen[j] for j in range(8) if j != k]
            dist = np.min([np.linalg.norm(space[c][allowed[k]][:, None, :]
                                          - space[c][others][None, :, :], axis=2).min(1)
                           for c in range(len(KINDS))], axis=0)
            chosen[k] = int(allowed[k][np.argmax(dist)])
    picked = space[:, chosen, :]
    worst = min((float(np.linalg.norm(picked[c, i] - picked[c, j])), c, i + 1, j + 1)
                for c in range(len(KINDS)) for i, j in itertools.combinations(range(8), 2))
    names = ["#" + "".join(f"{round(v * 255):02x}" for v in POOL[i]) for i in chosen]
    print(names, "worst pair", worst, "background", float(bg_dist[chosen].min()))


if __name__ == "__main__":
    search(
        ["#c0c0c0", "#f4f6f9"],
        ["#0072b2", "#009e73", "#d55e00", "#cc79a7", "#e69f00", "#56b4e9", "#000000", "#808080"],
        30,
    )
    search(
        ["#1f2329", "#000000"],
        ["#56b4e9", "#009e73", "#d55e00", "#cc79a7", "#e69f00", "#0072b2", "#ffffff", "#f0e442"],
        35,
    )
