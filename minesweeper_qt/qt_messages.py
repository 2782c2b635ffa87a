"""Qt's own messages: one known, meaningless warning of the offscreen platform
held back, everything else passed on untouched.

Qt's offscreen platform plugin (tests, CI, ``--smoke-test``) does not implement
``QPlatformWindow::propagateSizeHints`` and says so with an uncategorised
``qWarning`` each time a window's minimum or maximum size changes ("This plugin
does not support propagateSizeHints()"). Uncategorised warnings cannot be
switched off one by one with ``QLoggingCategory`` rules, so
:func:`hold_back_offscreen_size_hints` installs a message handler that drops
that exact text, from that platform only, and hands every other message to the
handler that was installed before (or writes it as Qt's default handler would).
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from PySide6.QtCore import QMessageLogContext, QtMsgType, qFormatLogMessage, qInstallMessageHandler
from PySide6.QtGui import QGuiApplication

#: The offscreen plugin's warning, exactly.
OFFSCREEN_SIZE_HINTS = "This plugin does not support propagateSizeHints()"

Handler = Callable[[QtMsgType, QMessageLogContext, str], object]


class _SizeHintFilter:
    """A message handler: drops :data:`OFFSCREEN_SIZE_HINTS`, passes on the rest."""

    def __init__(self, previous: Handler | None) -> None:
        self.previous = previous

    def __call__(self, kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if kind == QtMsgType.QtWarningMsg and message == OFFSCREEN_SIZE_HINTS:
            return
        if self.previous is not None:
            self.previous(kind, context, message)
        elif sys.stderr is not None:  # Qt's default handler (none in a Windows build)
            sys.stderr.write(qFormatLogMessage(kind, context, message) + "\n")
            sys.stderr.flush()


def hold_back_offscreen_size_hints() -> bool:
    """On the offscreen platform, install the filter (once: a filter already in
    place is kept). Returns whether a filter is in place. Needs a
    QGuiApplication."""
    if QGuiApplication.platformName() != "offscreen":
        return False
    previous = qInstallMessageHandler(None)
    if isinstance(previous, _SizeHintFilter):
        qInstallMessageHandler(previous)
    else:
        qInstallMessageHandler(_SizeHintFilter(previous))
    return True
