"""Program start: command line, QApplication, main window, event loop.

- One game per player (:mod:`.single_instance`): a second launch hands its
  command line to the running copy, which comes to the front (and starts the
  game asked for with ``--difficulty`` / ``--custom`` / ``--seed`` / ``--new``
  / ``--no-guess``, asking first, as F2 does, before a game in play is given
  up), and exits.
- A command line asking for a new game while a game is saved resumes the saved
  game and asks before giving it up (it would count as a loss).
- Failures to write the saved game, best times or settings, a settings file
  set aside and a damaged translation are told in the window's status bar.
- Ctrl+C (SIGINT) and SIGTERM close the window like the player would: the
  game is saved, then the program exits.
"""

from __future__ import annotations

import contextlib
import gc
import logging
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSocketNotifier, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from minesweeper_qt import APP_ID, APP_NAME, ORGANIZATION, version
from minesweeper_qt.cli import Options, UsageError, parse
from minesweeper_qt.platform_check import gui_application
from minesweeper_qt.qt_messages import hold_back_offscreen_size_hints

if TYPE_CHECKING:

    from minesweeper_qt.i18n import Translators
    from minesweeper_qt.single_instance import SingleInstance
    from minesweeper_qt.view.main_window import MainWindow

log = logging.getLogger(__name__)


@contextmanager
def _quit_on_signals(close: Callable[[], object]) -> Iterator[None]:
    """While inside: SIGINT and SIGTERM call ``close`` on the GUI thread.

    Python runs signal handlers only when it gets control; the event loop
    keeps it in C++. A pipe given to ``signal.set_wakeup_fd`` wakes a
    ``QSocketNotifier`` at once (POSIX); elsewhere a 200 ms timer tick gives
    Python control. Previous handlers are restored on leaving.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    wanted = [signal.SIGINT] + ([signal.SIGTERM] if hasattr(signal, "SIGTERM") else [])
    previous = {sig: signal.getsignal(sig) for sig in wanted}
    caught: list[int] = []

    def handler(signum: int, frame: object) -> None:
        caught.append(signum)

    def on_wake() -> None:
        if caught:
            log.info("signal %s: closing", caught[-1])
            caught.clear()
            close()

    for sig in wanted:
        signal.signal(sig, handler)
    notifier: QSocketNotifier | None = None
    timer: QTimer | None = None
    pipe: tuple[int, int] | None = None
    old_fd = -1
    try:
        if os.name == "posix":
            pipe = os.pipe()
            for end in pipe:
                os.set_blocking(end, False)
            old_fd = signal.set_wakeup_fd(pipe[1])
            notifier = QSocketNotifier(pipe[0], QSocketNotifier.Type.Read)

            def drain() -> None:
                assert pipe is not None
                try:
                    while os.read(pipe[0], 64):
                        pass
                except OSError:
                    pass
                on_wake()

            notifier.activated.connect(drain)
        else:
            timer = QTimer()
            timer.timeout.connect(on_wake)
            timer.start(200)
        yield
    finally:
        if notifier is not None:
            notifier.setEnabled(False)
        if timer is not None:
            timer.stop()
        if pipe is not None:
            signal.set_wakeup_fd(old_fd)
            for end in pipe:
                os.close(end)
        for sig, old in previous.items():
            signal.signal(sig, old)


def _act_on(window: MainWindow, translators: Translators, args: list[str]) -> None:
    """In the running copy: a later launch's command line."""
    window.show()
    window.raise_()
    window.activateWindow()
    try:
        options = parse(args)
    except (UsageError, SystemExit):
        return  # the later launch checked it already
    if options.language:
        translators.install(options.language)
    if options.no_guess:
        window.settings.no_guess = True
    if options.daily is not None:
        # As Game > Daily board: a counted game in play is given up only if asked.
        window.daily.play(options.daily)
    elif _asks_new_game(options):
        # As F2: a counted game in play is given up only if the player says so.
        window.newGame(options.difficulty, options.seed)


def _asks_new_game(options: Options) -> bool:
    """Whether the command line asks for a new game (instead of the saved one)."""
    return (options.new_game or options.no_guess or options.difficulty is not None
            or options.seed is not None)


def _play_daily(window: MainWindow, options: Options) -> None:
    """``--daily``: the daily board replaces the first game; a saved game in
    play is given up (a loss when counted) only when the player says so."""
    assert options.daily is not None
    session = window.session
    if window.isVisible() and session.inPlay() and not window.askCommandLineAbandon():
        window.notify(QCoreApplication.translate(
            "Storage", "Your saved game goes on: the daily board asked for on the command "
            "line was not started."), about_game=True)
        return
    window.daily.play(options.daily, ask=False)


def _replace_saved_game(window: MainWindow, options: Options) -> None:
    """The command line asked for a new game while a saved one was resumed:
    a game in play is given up (a loss when counted) only when the player
    says so (counted or not: F2 asks for a counted game only, but here the
    player did not choose to leave the game); otherwise the saved game stays,
    with a note. A game not started gives way at once."""
    if not window.isVisible():
        return  # closed at once (a script or a test): nothing to replace
    session = window.session
    if session.inPlay() and not window.askCommandLineAbandon():
        window.notify(QCoreApplication.translate(
            "Storage", "Your saved game goes on: the new game asked for on the command "
            "line was not started."), about_game=True)
        return
    window.newGame(options.difficulty, options.seed, ask=False)


#: How long a second launch waits for a running copy that is still starting
#: (it listens once its window is up), in seconds.
STARTING_COPY_S = 15.0


def _launch_elsewhere(options: Options, args: list[str]) -> int | None:
    """Take the single-instance lock, or hand ``args`` to the running copy.
    Returns the exit status when this process should not run the game, else
    None (the lock is kept in :data:`_instance`)."""
    # The game's mode only: the lock of one game per player.
    from minesweeper_qt.single_instance import (
        HANDOVER_TIMEOUT_MS,
        ChannelRefused,
        SingleInstance,
    )

    global _instance
    instance = SingleInstance()
    # The running copy listens once its window is up: one still starting is
    # waited for, a little, on the lock (it may also quit meanwhile).
    deadline = time.monotonic() + STARTING_COPY_S
    wait_ms = 0
    while True:
        try:
            if instance.acquire(wait_ms):
                _instance = instance
                return None
        except OSError as error:  # an unwritable data folder: play without the lock
            log.warning("no single-instance lock: %s", error)
            return None
        left_ms = round((deadline - time.monotonic()) * 1000)
        if left_ms <= 0:
            break
        # A later launch: it hands its command line over and exits (a mode).
        from minesweeper_qt import handover

        try:
            handed = instance.send(args, handover.send,
                                   timeout_ms=min(HANDOVER_TIMEOUT_MS, left_ms))
        except ChannelRefused as error:  # never trusted: this copy runs, on its own
            print(f"minesweeper-qt: the running copy's channel is not used: {error.strerror}; "
                  "starting as a first copy.", file=sys.stderr)
            return None
        if handed:
            print("minesweeper-qt is already running: its window was brought to the front.",
                  file=sys.stderr)
            return 0
        wait_ms = 100
    print("minesweeper-qt is already running but does not answer.", file=sys.stderr)
    return 1


#: The lock of the running copy (while :func:`main` runs the game).
_instance: SingleInstance | None = None


def main(argv: list[str]) -> int:
    """Run the game and return the exit status.

    ``argv`` is the command line; a leading program name (anything not starting
    with ``-``) is skipped. Reuses the running QApplication if there is one.
    Returns 2 after printing a message for a bad command line, 0 after
    ``--help``, otherwise the event loop's status.
    """
    args = argv[1:] if argv and not argv[0].startswith("-") else argv
    args = list(args)
    if args[:1] == ["--parse-replay"]:  # a frozen build parsing a replay: replay/parse_child.py
        # A child process: its memory limited before anything loads.
        from minesweeper_qt.replay.parse_child import limit_memory

        limit_memory()  # first: nothing is imported or read yet
        # A child process: loaded under its memory limit.
        from minesweeper_qt.replay.formats import _child_main

        return _child_main(args[1:3])
    if args[:1] == ["--draw-theme"]:  # a frozen build trying a theme: view/themes/trial.py
        # A child process: its memory limited before anything loads.
        from minesweeper_qt.replay.parse_child import limit_memory

        limit_memory(2 * 1024**3)  # first, as trial.MEMORY_BYTES (not imported yet: Qt)
        # A child process: loaded under its memory limit.
        from minesweeper_qt.view.themes.trial import child_main

        return child_main(args[1:])
    try:
        options = parse(args)
    except UsageError as error:
        print(error, file=sys.stderr)
        print("Try 'minesweeper-qt --help' for the options.", file=sys.stderr)
        return 2
    except SystemExit as done:  # --help, --version
        return int(done.code or 0)

    if options.desktop is not None:  # Linux menu entry: see minesweeper_qt/desktop.py
        # A mode instead of the game's window: loaded when chosen.
        from minesweeper_qt import desktop

        return desktop.main([options.desktop])

    if options.analyze is not None:  # see minesweeper_qt/analyze_cli.py
        # A mode instead of the game's window: loaded when chosen.
        from minesweeper_qt.analyze_cli import analyze_file

        QCoreApplication.setOrganizationName(ORGANIZATION)
        QCoreApplication.setApplicationName(APP_NAME)
        return analyze_file(options.analyze, as_json=options.json, language=options.language)

    if options.daily_verify is not None:  # see minesweeper_qt/daily_cli.py
        # A mode instead of the game's window: loaded when chosen.
        from minesweeper_qt.daily_cli import verify_line

        return verify_line(options.daily_verify)

    if options.export_replays is not None:  # see minesweeper_qt/export_cli.py
        # A mode instead of the game's window: loaded when chosen.
        from minesweeper_qt.export_cli import export_replays, install_language

        QCoreApplication.setOrganizationName(ORGANIZATION)
        QCoreApplication.setApplicationName(APP_NAME)
        own = QCoreApplication.instance() is None
        cli_app = QCoreApplication.instance() or QCoreApplication(
            [sys.argv[0] if sys.argv else APP_NAME])
        translators = install_language()  # the messages in the player's language
        try:
            return export_replays(options.export_replays)
        finally:
            del translators
            if own:  # gone again: a later QApplication in this process may start
                cli_app.shutdown()

    app = gui_application([sys.argv[0] if sys.argv else APP_NAME])  # exits 1 without a display
    hold_back_offscreen_size_hints()  # tests, CI and --smoke-test: see qt_messages
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APP_NAME)
    QCoreApplication.setApplicationVersion(version())
    QGuiApplication.setDesktopFileName(APP_ID)  # Wayland app id, taskbar icon

    if options.smoke_test:  # packagers' self-check: see minesweeper_qt/smoke.py
        # A mode instead of the game's window: loaded when chosen.
        from minesweeper_qt import smoke

        assert isinstance(app, QApplication)
        return smoke.run(app, options.difficulty, options.seed, options.smoke_report)

    if options.replay is not None:
        # Watching changes nothing, so a replay window is its own process: it
        # neither waits for nor blocks the game (a replay file opened from a file
        # manager while the game runs, or the game started while watching).
        return _watch(app, options)
    handed = _launch_elsewhere(options, args)
    if handed is not None:
        return handed
    try:
        return _run(app, options)
    finally:
        global _instance
        if _instance is not None:
            _instance.release()
            _instance = None


def _watch(app: QCoreApplication, options: Options) -> int:
    """The replay player alone on ``options.replay``, read in the background
    with a progress dialog (see view/replay/open_file.py); exits 2 on a file
    that is not a replay it can read, 1 when the reading is cancelled."""
    # The replay player's mode: loaded when chosen.
    from minesweeper_qt.i18n import Translators
    from minesweeper_qt.replay.recording import Recording
    from minesweeper_qt.storage.settings import Settings
    from minesweeper_qt.view.paint.art import Art
    from minesweeper_qt.view.replay.open_file import ReplayOpening
    from minesweeper_qt.view.replay.replay_view import ReplayView
    from minesweeper_qt.view.themes.theme_switcher import look_alone, style_application

    assert options.replay is not None
    settings = Settings()
    translators = Translators()
    translators.install(options.language or settings.language or None)
    # In the player's theme, as a replay opened from the game's window.
    theme, palette, svg = look_alone(settings)
    style_application(theme, palette)
    art = Art()
    art.load(svg)
    opening = ReplayOpening(options.replay)
    players: list[ReplayView] = []

    def show(recording: Recording, title: str) -> None:
        player = ReplayView(recording, art, title=title)
        player.setColors(palette)
        players.append(player)
        player.show()

    def refuse(text: str) -> None:
        print(f"minesweeper-qt: {text}", file=sys.stderr)
        app.exit(2)

    opening.opened.connect(show)
    opening.failed.connect(refuse)
    opening.canceled.connect(lambda: app.exit(1))
    QTimer.singleShot(0, opening.start)  # in the event loop: exit() needs it running
    return app.exec()


def _run(app: QCoreApplication, options: Options) -> int:
    # The game's mode: loaded when chosen (not for --help, --analyze...).
    from minesweeper_qt.i18n import Translators
    from minesweeper_qt.storage import settings as settings_module
    from minesweeper_qt.storage.save_format import BadSaveFile, SavedGame
    from minesweeper_qt.storage.save_store import SaveStore
    from minesweeper_qt.storage.settings import Settings
    from minesweeper_qt.view.main_window import MainWindow
    from minesweeper_qt.view.window.messages import bad_save_message

    set_aside_before = len(settings_module.set_aside)
    settings = Settings()
    if options.no_guess:
        settings.no_guess = True
    translators = Translators()
    translators.install(options.language or settings.language or None)
    notes: list[str] = []
    if len(settings_module.set_aside) > set_aside_before:
        notes.append(QCoreApplication.translate(
            "Storage", "The settings file was damaged and has been set aside; "
            "the defaults are used."))
    if translators.problem:
        notes.append(translators.problem)

    # The game in progress is resumed; when the command line asks for a new
    # one, the player is asked first (below), as F2 asks.
    saves = SaveStore()
    resumed: SavedGame | None = None
    bad: BadSaveFile | None = None
    try:
        resumed = saves.load()
    except BadSaveFile as error:  # moved aside: a fresh game, and a word why
        bad = error
    # (A saved game counted already is dropped after the first paint: view/window/second_part.py.)

    # The board is painted first; the rest of the window is built right after
    # (MainWindow.finishBuilding), and what needs it waits for it (whenReady).
    window = MainWindow(settings, options.difficulty, options.seed, translators=translators,
                        resumed=resumed, saves=saves, paint_first=True)
    settings.write_failed = window.notify  # told at once (MainWindow.notify, not blocking)

    def wire() -> None:
        if window.saveController is not None:
            window.saveController.writeFailed.connect(window.notify)

    window.whenReady(wire)
    if _instance is not None:
        instance = _instance  # later launches are heard once the window is whole
        window.whenReady(lambda: instance.listen(window.launches))
        _instance.received.connect(
            lambda args: window.whenReady(lambda: _act_on(window, translators, args)))
    window.show()
    window.fitToBoard()
    if options.daily is not None:
        window.whenReady(lambda: QTimer.singleShot(0, window, lambda: _play_daily(window, options)))
    elif resumed is not None and _asks_new_game(options):
        window.whenReady(lambda: QTimer.singleShot(
            0, window, lambda: _replace_saved_game(window, options)))
    if bad is not None:
        notes.insert(0, bad_save_message(bad))
    if notes:
        window.notify(" ".join(notes))
    with _quit_on_signals(window.close):
        status = app.exec()
    window.storage.close()  # already closed with the window, unless it never closed
    window.deleteLater()
    return status


#: The exit status after the reader of standard output went away (a closed
#: pipe: ``--analyze FILE | head -1``): 128 + SIGPIPE, as a shell reports a
#: program the signal stopped.
CLOSED_PIPE_STATUS = 141


def run() -> None:
    """Console entry point: ``sys.exit(main(sys.argv))``. Output into a pipe
    closed early ends quietly with :data:`CLOSED_PIPE_STATUS`, without a
    traceback."""
    try:
        status = main(sys.argv)
        sys.stdout.flush()  # here, not at exit, where a failure is only printed
    except BrokenPipeError:
        # Python's own flush at exit would fail again and say so: what is left
        # goes nowhere.
        with contextlib.suppress(OSError, ValueError):
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        sys.exit(CLOSED_PIPE_STATUS)
    # Python's teardown runs full garbage collections over every object left
    # (some 50,000 after a game and History): 200-400 ms after the window has
    # closed, the larger part of Ctrl+Q's time (issue 44, benchmarks/quit.py).
    # Frozen, they are left to the end of the process; everything is still
    # released by its reference count, and the disk's work is done by now.
    gc.freeze()
    sys.exit(status)
