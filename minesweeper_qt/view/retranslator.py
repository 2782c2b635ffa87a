"""What the parts below the window need of its texts that follow the language
(the window's :class:`~.window.menus.Menus` is one): a typed interface, so that
a part sets its texts without importing the window."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol


class Retranslator(Protocol):
    """Sets texts now and again on every language change."""

    def translated(self, setter: Callable[[str], object], text: Callable[[], str]) -> None:
        """Call ``setter(text())`` now and after each language change."""
        ...
