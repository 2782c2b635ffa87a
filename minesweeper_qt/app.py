"""Program start: command line, QApplication, main window, event loop."""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from minesweeper_qt import APP_ID, APP_NAME, ORGANIZATION, __version__
from minesweeper_qt.cli import UsageError, parse


def main(argv: list[str]) -> int:
    """Run the game and return the exit status.

    ``argv`` is the command line; a leading program name (anything not starting
    with ``-``) is skipped. Reuses the running QApplication if there is one.
    Returns 2 after printing a message for a bad command line, 0 after
    ``--help``, otherwise the event loop's status.
    """
    args = argv[1:] if argv and not argv[0].startswith("-") else argv
    if args[:1] == ["--parse-replay"]:  # a frozen build parsing a replay: see replay/formats.py
        from minesweeper_qt.replay.formats import _child_main

        return _child_main(args[1:3])
    try:
        options = parse(args)
    except UsageError as error:
        print(error, file=sys.stderr)
        print("Try 'minesweeper-qt --help' for the options.", file=sys.stderr)
        return 2
    except SystemExit as done:  # --help, --version
        return int(done.code or 0)

    if options.desktop is not None:  # Linux menu entry: see minesweeper_qt/desktop.py
        from minesweeper_qt import desktop

        return desktop.main([options.desktop])

    if options.export_replays is not None:  # see minesweeper_qt/replay/export_cli.py
        from minesweeper_qt.replay.export_cli import export_replays

        QCoreApplication.setOrganizationName(ORGANIZATION)
        QCoreApplication.setApplicationName(APP_NAME)
        return export_replays(options.export_replays)

    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0] if sys.argv else APP_NAME])
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APP_NAME)
    QCoreApplication.setApplicationVersion(__version__)
    QGuiApplication.setDesktopFileName(APP_ID)  # Wayland app id, taskbar icon

    if options.smoke_test:  # packagers' self-check: see minesweeper_qt/smoke.py
        from minesweeper_qt import smoke

        assert isinstance(app, QApplication)
        return smoke.run(app, options.difficulty, options.seed, options.smoke_report)

    from minesweeper_qt.i18n import Translators
    from minesweeper_qt.view.messages import bad_save_message
    from minesweeper_qt.storage.save_format import BadSaveFile, SavedGame
    from minesweeper_qt.storage.save_store import SaveStore
    from minesweeper_qt.storage.settings import Settings
    from minesweeper_qt.view.main_window import MainWindow

    settings = Settings()
    if options.no_guess:
        settings.no_guess = True
    translators = Translators()
    translators.install(options.language or settings.language or None)
    if options.replay is not None:  # watch a replay file: the player alone
        from minesweeper_qt.view.recording import replay_window

        try:
            player = replay_window(options.replay)
        except ValueError as error:
            print(f"minesweeper-qt: {error}", file=sys.stderr)
            return 2
        player.show()
        return app.exec()

    # The game in progress is resumed unless the command line asks for a new one.
    saves = SaveStore()
    resumed: SavedGame | None = None
    bad: BadSaveFile | None = None
    if not (options.new_game or options.no_guess) and options.difficulty is None \
            and options.seed is None:
        try:
            resumed = saves.load()
        except BadSaveFile as error:  # moved aside: a fresh game, and a word why
            bad = error

    window = MainWindow(settings, options.difficulty, options.seed, translators=translators,
                        resumed=resumed, saves=saves)
    window.show()
    window.fitToBoard()
    if bad is not None:
        window.notify(bad_save_message(bad))
    status = app.exec()
    window.deleteLater()
    return status


def run() -> None:
    """Console entry point: ``sys.exit(main(sys.argv))``."""
    sys.exit(main(sys.argv))
