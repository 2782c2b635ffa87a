"""Write the SVG art of the Modern, Dark and High contrast themes.

Usage: ``python scripts/make_themes.py`` (rewrites resources/themes/<id>/theme.svg
for those three; Classic is hand-kept). Each theme is the same set of shapes drawn
in its own style: the style tables below hold every colour and every shape choice
(cell corners, stroke widths, LED segment rounding). The element ids and sizes are
the theme contract of docs/themes.md; the number glyphs are stroked paths whose
stroke is exactly the theme's number colour in theme.json, so the colour-blind
palette can replace it.
"""

from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
THEMES = ROOT / "resources" / "themes"

# Digits and the question mark as centre lines on the 32-unit cell, drawn with a
# round-capped stroke (one design shared by the three themes, widths differ).
DIGITS = {
    1: "M12,10.5 L16.5,7 L16.5,25 M12,25 L21,25",
    2: "M10.5,11.5 Q10.5,7 16,7 Q21.5,7 21.5,11.5 Q21.5,15 16.5,18.5 L10.5,25 L21.5,25",
    3: "M10.5,7.5 L21,7.5 L15.5,14.5 Q21.5,14.5 21.5,19.5 Q21.5,25 16,25 Q12,25 10.5,22.5",
    4: "M18.5,25 L18.5,7 L10,19.5 L22.5,19.5",
    5: "M21,7.5 L12,7.5 L11,15 Q13,13.5 16,13.5 Q21.5,13.5 21.5,19.2 Q21.5,25 16,25 "
       "Q12,25 10.5,22.5",
    6: "M20.5,8.5 Q18.5,7 16,7 Q10.5,7 10.5,16.5 L10.5,19.5 Q10.5,25 16,25 Q21.5,25 "
       "21.5,19.5 Q21.5,14 16,14 Q10.5,14 10.5,19.5",
    7: "M10.5,7.5 L21.5,7.5 L14.5,25",
    8: "M16,15.5 Q11,15.5 11,11.25 Q11,7 16,7 Q21,7 21,11.25 Q21,15.5 16,15.5 "
       "Q10.5,15.5 10.5,20.25 Q10.5,25 16,25 Q21.5,25 21.5,20.25 Q21.5,15.5 16,15.5 Z",
}
QUESTION = "M11,11.5 Q11,7 16,7 Q21,7 21,11.5 Q21,14.5 16.5,16.5 L16,19.5"

# Seven-segment layout of a 26 x 46 LED digit: (x, y, width, height) per segment.
SEGMENTS = {
    "a": (6, 3, 14, 4), "b": (19, 7, 4, 14), "c": (19, 25, 4, 14), "d": (6, 39, 14, 4),
    "e": (3, 25, 4, 14), "f": (3, 7, 4, 14), "g": (6, 21, 14, 4),
}
LIT = {
    "0": "abcdef", "1": "bc", "2": "abged", "3": "abgcd", "4": "fgbc", "5": "afgcd",
    "6": "afgedc", "7": "abc", "8": "abcdefg", "9": "abcdfg", "minus": "g", "blank": "",
}

STYLES: dict[str, dict[str, object]] = {
    "modern": {
        "gap": "#dfe4ea", "hidden": "#9dbde2", "hidden_top": "#b3cdeb", "hidden_edge": "#86a8d0",
        "pressed": "#c6d7ea", "open": "#f4f6f9", "radius": 6, "inset": 1.5, "grid": None,
        "digit_width": 3.4, "exploded": "#f28b82",
        "flag": "#e5533d", "pole": "#3c4048", "mine": "#3c4048", "mine_shine": "#ffffff",
        "cross": "#d93025", "question": "#3c4048",
        "face": "#ffd45c", "face_edge": "#d9a521", "face_ink": "#3c3f46", "face_edge_width": 2.5,
        "led_bg": "#2b3440", "led_on": "#7fe0ff", "led_off": "#34414f", "led_round": 2,
        "icon": "#3c4048", "boom": ("#fff3b0", "#ffc94d", "#ff8a3d", "#e8553a"),
        "smoke": "#8a919c",
        "numbers": ("#2f6fd6", "#2e9d57", "#e0483e", "#6a4bc4", "#b5542b", "#168f9c",
                    "#3c3f46", "#8a8f99"),
    },
    "dark": {
        "gap": "#15171b", "hidden": "#3b4250", "hidden_top": "#4a5263", "hidden_edge": "#2c313b",
        "pressed": "#262a32", "open": "#1f2329", "radius": 3, "inset": 1, "grid": "#2b3038",
        "digit_width": 3.4, "exploded": "#9b2c2c",
        "flag": "#ff6b5e", "pole": "#c9d1d9", "mine": "#c9d1d9", "mine_shine": "#ffffff",
        "cross": "#ff6b5e", "question": "#c9d1d9",
        "face": "#e3b341", "face_edge": "#0d0f12", "face_ink": "#1b1e24", "face_edge_width": 2.5,
        "led_bg": "#0d0f12", "led_on": "#ffb000", "led_off": "#2a2312", "led_round": 1,
        "icon": "#d0d7de", "boom": ("#fff1c1", "#ffd166", "#ff9f43", "#e4572e"),
        "smoke": "#59616d",
        "numbers": ("#6cb6ff", "#7ee2a8", "#ff7b72", "#d2a8ff", "#ffa657", "#56d4dd",
                    "#e6edf3", "#8b949e"),
    },
    "high-contrast": {
        "gap": "#000000", "hidden": "#d9d9d9", "hidden_top": "#ffffff", "hidden_edge": "#a6a6a6",
        "pressed": "#333333", "open": "#000000", "radius": 0, "inset": 1.5, "grid": "#7a7a7a",
        "digit_width": 4.2, "exploded": "#ff0000",
        "flag": "#e00000", "pole": "#000000", "mine": "#ffffff", "mine_shine": "#000000",
        "cross": "#ff3030", "question": "#000000",
        "face": "#ffff00", "face_edge": "#ffffff", "face_ink": "#000000", "face_edge_width": 3,
        "led_bg": "#000000", "led_on": "#ffff00", "led_off": "#262600", "led_round": 0,
        "icon": "#ffffff", "boom": ("#ffffff", "#ffff00", "#ff9900", "#ff2020"),
        "smoke": "#9a9a9a",
        "numbers": ("#4da6ff", "#00ff66", "#ff5c5c", "#ff66ff", "#ffaa00", "#00ffff",
                    "#ffffff", "#ffff00"),
    },
}


class Sheet:
    """Sprites laid out in rows, each a top-level ``<g id>`` with a full-size
    background rect first (so every element of a family has the same bounds)."""

    def __init__(self) -> None:
        self.parts: list[str] = []

    def sprite(self, name: str, x: int, y: int, w: int, h: int, bg: str, body: str) -> None:
        fill = bg if bg else "none"
        self.parts.append(
            f'  <g id="{name}" transform="translate({x},{y})">\n'
            f'    <rect x="0" y="0" width="{w}" height="{h}" fill="{fill}"/>\n{body}  </g>\n')

    def text(self, width: int, height: int, comment: str) -> str:
        return ('<?xml version="1.0" encoding="UTF-8"?>\n'
                f"<!-- {comment}\n     Generated by scripts/make_themes.py; original artwork, "
                "MIT licence. -->\n"
                '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" baseProfile="tiny" '
                f'width="{width}" height="{height}" viewBox="0 0 {width} {height}">\n'
                + "".join(self.parts) + "</svg>\n")


def stroke(d: str, colour: str, width: float) -> str:
    return (f'    <path d="{d}" fill="none" stroke="{colour}" stroke-width="{width}" '
            'stroke-linecap="round" stroke-linejoin="round"/>\n')


def cell_base(s: dict[str, object], kind: str) -> str:
    """The cell's face: raised ``hidden`` or flat ``open``/``pressed``/``exploded``."""
    r, inset = s["radius"], float(s["inset"])  # type: ignore[arg-type]
    side = 32 - 2 * inset
    if kind == "hidden":
        return (f'    <rect x="{inset}" y="{inset}" width="{side}" height="{side}" rx="{r}" '
                f'fill="{s["hidden_edge"]}"/>\n'
                f'    <rect x="{inset}" y="{inset}" width="{side}" height="{side - 2.5}" rx="{r}" '
                f'fill="{s["hidden_top"]}"/>\n'
                f'    <rect x="{inset + 1.5}" y="{inset + 1.5}" width="{side - 3}" '
                f'height="{side - 4.5}" rx="{max(0, float(r) - 1)}" fill="{s["hidden"]}"/>\n')
    fill = {"open": s["open"], "pressed": s["pressed"], "exploded": s["exploded"]}[kind]
    if s["grid"]:  # flat cells joined by a one-unit grid line (top and left)
        return (f'    <rect x="0" y="0" width="32" height="32" fill="{s["grid"]}"/>\n'
                f'    <rect x="1" y="1" width="31" height="31" fill="{fill}"/>\n')
    return (f'    <rect x="{inset}" y="{inset}" width="{side}" height="{side}" rx="{r}" '
            f'fill="{fill}"/>\n')


def mine(s: dict[str, object], body: str | None = None) -> str:
    colour = body or str(s["mine"])
    spikes = "M16,5.5 L16,26.5 M5.5,16 L26.5,16 M8.6,8.6 L23.4,23.4 M23.4,8.6 L8.6,23.4"
    return (stroke(spikes, colour, 2.4)
            + f'    <circle cx="16" cy="16" r="7.5" fill="{colour}"/>\n'
            f'    <circle cx="13.3" cy="13.3" r="2.2" fill="{s["mine_shine"]}"/>\n')


def flag(s: dict[str, object]) -> str:
    return (stroke("M17.5,7 L17.5,22", str(s["pole"]), 2)
            + f'    <path d="M17.5,7 L8.5,11.5 L17.5,16 Z" fill="{s["flag"]}" stroke="{s["flag"]}" '
            'stroke-width="1.5" stroke-linejoin="round"/>\n'
            f'    <rect x="10.5" y="22" width="14" height="3.5" rx="1.5" fill="{s["pole"]}"/>\n')


def face(s: dict[str, object], mood: str) -> str:
    ink = str(s["face_ink"])
    out = (f'    <circle cx="32" cy="32" r="26" fill="{s["face"]}" stroke="{s["face_edge"]}" '
           f'stroke-width="{s["face_edge_width"]}"/>\n')
    if mood in ("smile", "cool"):
        out += stroke("M21,38 Q32,49 43,38", ink, 3.5)
    if mood == "smile":
        out += (f'    <circle cx="24" cy="25" r="3.5" fill="{ink}"/>\n'
                f'    <circle cx="40" cy="25" r="3.5" fill="{ink}"/>\n')
    elif mood == "oh":
        out += (
            f'    <circle cx="24" cy="25" r="4.5" fill="none" stroke="{ink}" stroke-width="2.5"/>\n'
            f'    <circle cx="40" cy="25" r="4.5" fill="none" stroke="{ink}" stroke-width="2.5"/>\n'
            f'    <ellipse cx="32" cy="43" rx="5" ry="6.5" fill="{ink}"/>\n'
        )
    elif mood == "cool":
        out += (f'    <rect x="13" y="19" width="16" height="11" rx="4" fill="{ink}"/>\n'
                f'    <rect x="35" y="19" width="16" height="11" rx="4" fill="{ink}"/>\n'
                + stroke("M29,22 L35,22", ink, 2.5))
    else:  # dead
        out += (stroke("M20,21 L28,29 M28,21 L20,29", ink, 3)
                + stroke("M36,21 L44,29 M44,21 L36,29", ink, 3)
                + stroke("M22,45 Q32,36 42,45", ink, 3.5))
    return out


def led(s: dict[str, object], lit: str) -> str:
    out = ""
    for name, (x, y, w, h) in SEGMENTS.items():
        colour = s["led_on"] if name in lit else s["led_off"]
        out += (f'    <rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{s["led_round"]}" '
                f'fill="{colour}"/>\n')
    return out


def boom(s: dict[str, object], frame: int) -> str:
    white, yellow, orange, red = s["boom"]  # type: ignore[misc]
    smoke = s["smoke"]
    circles = {
        1: [(4, yellow, 1), (2.5, white, 1)],
        2: [(9, orange, 1), (6, yellow, 1), (3, white, 1)],
        3: [(15, red, 1), (11.5, orange, 1), (7, yellow, 1), (3, white, 1)],
        4: [(13, smoke, 0.8), (8, orange, 0.8), (4, yellow, 0.8)],
        5: [(14, smoke, 0.55), (5, orange, 0.4)],
        6: [(15, smoke, 0.25)],
    }[frame]
    return "".join(f'    <circle cx="16" cy="16" r="{r}" fill="{c}" fill-opacity="{a}"/>\n'
                   for r, c, a in circles)


def build(theme_id: str) -> str:
    s = STYLES[theme_id]
    sheet = Sheet()
    gap, numbers = str(s["gap"]), s["numbers"]
    cells: list[tuple[str, str]] = [
        ("cell_hidden", cell_base(s, "hidden")),
        ("cell_pressed", cell_base(s, "pressed")),
        ("cell_open", cell_base(s, "open")),
    ]
    for n in range(1, 9):
        cells.append((f"num{n}", cell_base(s, "open")
                      + stroke(DIGITS[n], numbers[n - 1], float(s["digit_width"]))))  # type: ignore[index]
    cells += [
        ("flag", cell_base(s, "hidden") + flag(s)),
        ("question", cell_base(s, "hidden") + stroke(QUESTION, str(s["question"]), 3.2)
         + f'    <circle cx="16" cy="24.5" r="2" fill="{s["question"]}"/>\n'),
        ("mine", cell_base(s, "open") + mine(s)),
        ("mine_exploded", cell_base(s, "exploded") + mine(s)),
        ("flag_wrong", cell_base(s, "open") + mine(s)
         + stroke("M7,7 L25,25 M25,7 L7,25", str(s["cross"]), 3)),
    ]
    for i, (name, body) in enumerate(cells):
        sheet.sprite(name, 8 + 40 * i, 8, 32, 32, gap, body)
    for i, mood in enumerate(("smile", "oh", "cool", "dead")):
        sheet.sprite(f"face_{mood}", 8 + 72 * i, 48, 64, 64, "", face(s, mood))
    for i, digit in enumerate(LIT):
        sheet.sprite(f"led_{digit}", 8 + 34 * i, 120, 26, 46, str(s["led_bg"]), led(s, LIT[digit]))
    icon = str(s["icon"])
    icons = {
        "icon_flag": flag({**s, "pole": icon}),
        "icon_mine": mine({**s, "mine_shine": "none"}, icon),
        "icon_menu": "".join(f'    <rect x="5" y="{y}" width="22" height="3.5" rx="1.75" '
                             f'fill="{icon}"/>\n' for y in (8, 14.25, 20.5)),
        "icon_pause": (f'    <rect x="9" y="7" width="5" height="18" rx="1.5" fill="{icon}"/>\n'
                       f'    <rect x="18" y="7" width="5" height="18" rx="1.5" fill="{icon}"/>\n'),
    }
    for i, (name, body) in enumerate(icons.items()):
        sheet.sprite(name, 8 + 40 * i, 174, 32, 32, "", body)
    for frame in range(1, 7):
        sheet.sprite(f"boom_{frame}", 8 + 40 * (frame - 1), 214, 32, 32, "", boom(s, frame))
    return sheet.text(
        648, 254, f"Minesweeper theme {theme_id!r}: every sprite is a top-level <g id>."
    )


def main() -> int:
    for theme_id, style in STYLES.items():
        folder = THEMES / theme_id
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "theme.svg").write_text(build(theme_id), encoding="utf-8")
        meta = json.loads((folder / "theme.json").read_text(encoding="utf-8"))
        if list(meta["colors"]["numbers"]) != list(style["numbers"]):  # type: ignore[call-overload]
            raise SystemExit(f"{theme_id}: theme.json numbers differ from the SVG's")
        print(f"wrote {folder.relative_to(ROOT)}/theme.svg")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
