"""The pictures the documentation shows exist, are PNGs, are all made by the
screenshot scripts, and none lies around unused.

References are read from README.md (absolute raw URLs of the repository's main
branch, as the package description needs, or relative paths), every docs/*.md
(relative paths) and the AppStream metainfo (raw URLs)."""

from __future__ import annotations

import re
import struct
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT / "docs" / "screenshots"
REPO_URL = "https://github.com/minesweeper-qt/minesweeper-qt"
RAW = REPO_URL.replace("github.com", "raw.githubusercontent.com") + "/main/"
METAINFO = ROOT / "packaging" / "linux" / "io.github.minesweeperqt.Minesweeper.metainfo.xml"
#: A picture in a document (all live in docs/screenshots/; README links them by
#: raw URL, docs/*.md relative to docs/, the metainfo by raw URL).
PICTURE = re.compile(r"screenshots/([\w@.-]+\.png)")


def documents() -> list[Path]:
    return [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")), METAINFO]


def referenced() -> dict[str, list[str]]:
    """Picture file names under docs/screenshots -> the documents showing them."""
    out: dict[str, list[str]] = {}
    for document in documents():
        text = document.read_text(encoding="utf-8")
        for name in PICTURE.findall(text):
            out.setdefault(name, []).append(document.name)
    return out


def png_size(path: Path) -> tuple[int, int]:
    """Width and height from a PNG's header.

    Raises:
        AssertionError: not a PNG.
    """
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n" and head[12:16] == b"IHDR", f"{path.name}: no PNG"
    width, height = struct.unpack(">II", head[16:24])
    return width, height


def test_the_documents_show_pictures() -> None:
    names = referenced()
    assert "expert-playing.png" in names  # the hero picture
    assert {"README.md", METAINFO.name} <= set(names["expert-playing.png"])


def test_every_picture_shown_exists_and_is_a_png() -> None:
    missing = {name: docs for name, docs in referenced().items() if not (SHOTS / name).is_file()}
    assert not missing, f"pictures referenced but not in docs/screenshots: {missing}"
    for name in referenced():
        width, height = png_size(SHOTS / name)
        assert width >= 200 and height >= 200, (name, width, height)


def test_the_readme_links_pictures_of_this_repository_only() -> None:
    """README is the package description: its pictures are raw URLs of the
    repository's main branch, which show there as on GitHub."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    images = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", text)
    assert images
    assert [url for url in images if not url.startswith(RAW + "docs/screenshots/")] == []


def test_no_picture_lies_unused() -> None:
    unused = sorted(p.name for p in SHOTS.glob("*.png") if p.name not in referenced())
    assert not unused, f"pictures no document shows (delete them or show them): {unused}"


def test_the_scripts_make_every_picture_shown() -> None:
    """scripts/screenshots.py lists every picture it makes (PICTURES): each one
    a document shows is among them, so re-running it refreshes them all."""
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import screenshots
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    made = set(screenshots.PICTURES)
    assert set(referenced()) <= made, sorted(set(referenced()) - made)


@pytest.mark.parametrize("name", sorted(n for n in referenced() if "@2x" in n))
def test_a_200_percent_picture_is_twice_its_100_percent_one(name: str) -> None:
    single = SHOTS / name.replace("@2x", "")
    if not single.is_file():
        pytest.skip(f"{single.name} is not shown")
    (w1, h1), (w2, h2) = png_size(single), png_size(SHOTS / name)
    assert abs(w2 - 2 * w1) <= 8 and abs(h2 - 2 * h1) <= 8, (w1, h1, w2, h2)
