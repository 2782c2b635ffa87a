"""The real players' replay files of ``data/`` (see data/README.md): their
names, and readable paths (a large file is stored xz-compressed and is
decompressed into a temporary folder for the test)."""

from __future__ import annotations

import lzma
from pathlib import Path

from minesweeper_qt.replay.formats import SUFFIXES

DATA = Path(__file__).resolve().parent / "data"


def replay_name(name: str) -> str:
    """The file's name as a replay (without a compression suffix)."""
    return name.removesuffix(".xz")


SAMPLES = sorted(p.name for p in DATA.iterdir() if Path(replay_name(p.name)).suffix in SUFFIXES)


def readable(folder: Path) -> dict[str, Path]:
    """Each sample's path, a compressed one decompressed into ``folder``."""
    paths = {}
    for name in SAMPLES:
        if name.endswith(".xz"):
            target = folder / replay_name(name)
            target.write_bytes(lzma.decompress((DATA / name).read_bytes()))
            paths[name] = target
        else:
            paths[name] = DATA / name
    return paths
