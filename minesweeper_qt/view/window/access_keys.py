"""Access keys (the ``&`` letter of a menu entry or button: Alt+letter) and
where they must differ: within each menu, and among the window's own keys (the
menu bar's titles and the end menu's buttons and name field, which share the
window while the end menu is down). Read off the real widgets in the current
language, so every translation is checked where a player presses the keys.
"""

from __future__ import annotations

import re

from PySide6.QtWidgets import QAbstractButton, QLabel, QMainWindow, QMenu, QWidget

_KEY = re.compile(r"&(?!&)(.)")


def access_key(text: str) -> str | None:
    """The access key of a widget's text, lower case (``"E&xit"`` -> ``"x"``,
    ``"名前(&N):"`` -> ``"n"``), or None without one (``"&&"`` is a plain ``&``)."""
    match = _KEY.search(text.replace("&&", ""))
    return match.group(1).lower() if match else None


def plain(text: str) -> str:
    """A text without its access-key marks ("&Game" -> "Game", "&&" -> "&")."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def key_levels(window: QMainWindow) -> dict[str, list[str]]:
    """The texts that must not share an access key, by level: ``"window"`` (the
    menu bar's titles, the end menu's buttons and its name label), then each menu
    by its path of titles (``"&Options > &Zoom"``). Separators are left out."""
    bar = window.menuBar()
    levels: dict[str, list[str]] = {}
    own = [action.text() for action in bar.actions() if action.isVisible()]
    drop = window.findChild(QWidget, "dropMenu")
    if drop is not None:
        own += [button.text() for button in drop.findChildren(QAbstractButton)]
        own += [label.text() for label in drop.findChildren(QLabel) if label.buddy()]
    levels["window"] = own
    seen: set[int] = set()

    def walk(menu: QMenu, path: str) -> None:
        if id(menu) in seen:
            return
        seen.add(id(menu))
        actions = [a for a in menu.actions() if not a.isSeparator() and a.isVisible()]
        levels[path] = [action.text() for action in actions]
        for action in actions:
            if isinstance(sub := action.menu(), QMenu):
                walk(sub, f"{path} > {action.text()}")

    for action in bar.actions():
        if isinstance(sub := action.menu(), QMenu):
            walk(sub, action.text())
    return levels


def duplicates(levels: dict[str, list[str]]) -> list[str]:
    """Each access key used more than once in one level, as a sentence naming
    the level and the texts (empty: every key is unique)."""
    found: list[str] = []
    for level, texts in levels.items():
        by_key: dict[str, list[str]] = {}
        for text in texts:
            key = access_key(text)
            if key is not None:
                by_key.setdefault(key, []).append(text)
        found += [f"{level}: Alt+{key.upper()} on {' and '.join(map(repr, shared))}"
                  for key, shared in by_key.items() if len(shared) > 1]
    return found


def duplicate_access_keys(window: QMainWindow) -> list[str]:
    """:func:`duplicates` of the window's :func:`key_levels` in the current language."""
    return duplicates(key_levels(window))
