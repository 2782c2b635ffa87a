"""Starting Qt's GUI, and saying what to install when Qt cannot.

When Qt cannot load its platform plugin it prints a misleading hint (on a bare
Debian it names ``libxcb-cursor0`` whatever library is missing) and aborts.
:func:`gui_application` makes the ``QApplication`` with a message handler in
place that, on that fatal error, prints one line a player can paste instead
(:data:`LINUX_PACKAGES`, the same list README.md's Quick start gives) and exits
with status 1. Qt's other messages of the start are passed on unchanged.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QMessageLogContext,
    QtMsgType,
    qFormatLogMessage,
    qInstallMessageHandler,
)
from PySide6.QtWidgets import QApplication

#: Debian and Ubuntu packages Qt needs to show a window on Linux: its OpenGL,
#: keyboard, font and D-Bus libraries, a font, and the X11 (xcb) plugin's set.
LINUX_PACKAGES = (
    "libegl1 libgl1 libxkbcommon0 libfontconfig1 libdbus-1-3 fonts-dejavu-core "
    "libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 "
    "libxcb-shape0 libxcb-randr0 libxcb-xkb1 libxkbcommon-x11-0"
)
#: What to run to install them.
INSTALL_LINE = f"sudo apt-get install {LINUX_PACKAGES}"
#: Exit status when no window can be shown.
NO_DISPLAY_STATUS = 1


class _StartWatch:
    """The message handler in place while the application starts: holds back
    what the platform plugin's loader says (``qt.qpa.*``), replaced by
    :func:`explanation` if the start fails and written out if it succeeds;
    other messages go on at once. (Held as text: Qt's context of a message is
    valid only during its call.)"""

    def __init__(self) -> None:
        self.previous: object = None
        self.held: list[str] = []

    def __call__(self, kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if kind == QtMsgType.QtFatalMsg and "platform plugin" in message:
            sys.stderr.write(explanation([*self.held, message], _missing_libraries()) + "\n")
            sys.stderr.flush()
            os._exit(NO_DISPLAY_STATUS)  # Qt would abort (a core dump) after this
        if str(context.category).startswith("qt.qpa."):
            self.held.append(f"{context.category}: {message}")
        elif callable(self.previous):
            self.previous(kind, context, message)
        elif sys.stderr is not None:
            sys.stderr.write(qFormatLogMessage(kind, context, message) + "\n")


def explanation(said: list[str], missing: list[str]) -> str:
    """The message for a platform plugin that could not start: what Qt
    reported (``said``), the libraries the plugin cannot find (``missing``)."""
    lines = ["minesweeper-qt: Qt could not start its display plugin, so no window can open."]
    if any("could not connect to display" in text for text in said):
        lines.append("There is no display to connect to: start the game from a desktop "
                     "session (DISPLAY or WAYLAND_DISPLAY set).")
    if missing:
        lines.append("Missing libraries: " + ", ".join(missing) + ".")
    lines += ["On Debian or Ubuntu, Qt's system libraries are installed with:",
              f"  {INSTALL_LINE}",
              "(QT_DEBUG_PLUGINS=1 makes Qt report every step.)"]
    return "\n".join(lines)


def _missing_libraries() -> list[str]:
    """Libraries the X11 plugin links to that cannot be found (read with
    ``ldd``; empty where that cannot be told)."""
    plugin = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath),
                  "platforms", "libqxcb.so")
    if not sys.platform.startswith("linux") or not plugin.is_file():
        return []
    import subprocess  # the failed start's path only

    try:
        done = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True, timeout=10,
                              check=False)
    except (OSError, subprocess.SubprocessError):
        return []
    return [line.split()[0] for line in done.stdout.splitlines() if "not found" in line]


def gui_application(argv: list[str]) -> QCoreApplication:
    """The running application, or a new ``QApplication`` made from ``argv``;
    when Qt cannot start its platform plugin, prints :func:`explanation` and
    exits the process with :data:`NO_DISPLAY_STATUS`."""
    running = QCoreApplication.instance()
    if running is not None:
        return running
    watch = _StartWatch()
    watch.previous = qInstallMessageHandler(watch)
    try:
        return QApplication(argv)
    finally:
        qInstallMessageHandler(watch.previous)
        for text in watch.held:  # the start went on: Qt's words stand
            if "xcb-cursor0 or libxcb-cursor0 is needed" not in text and sys.stderr is not None:
                sys.stderr.write(text + "\n")
