"""Test set-up: headless Qt; every test in folders of its own; nothing left behind.

- The run gets one private folder, ``msqt-tests-<pid>-*`` in the system's
  temporary folder, removed at the end: pytest's ``tmp_path`` folders live there
  (``--basetemp``; keep them with ``--basetemp=DIR``), and so does everything a
  test process or its children put in the "temporary folder".
- Each test gets its own box from ``tmp_path_factory`` with ``HOME``, ``TMPDIR``,
  the XDG folders and Qt's settings paths in it (Qt's test mode puts the save
  file and the history below ``$HOME/.qttest``), so no test sees another's
  files, and sockets and lock files of the programs it starts land there too.
- After each test, the real temporary folder and the real home folder must hold
  no new entry named like this project's (``minesweeper*``, ``msqt*``,
  ``.qttest``): a test that leaves one behind fails (``_nothing_left_behind``).

Shared fixtures: ``settings`` (a typed Settings over a fresh INI file),
``fake_clock``, ``make_window`` (THE way to build the real main window) and
``window`` (a shown, focused Beginner window on the fake clock).
"""

from __future__ import annotations

import os
import re
import shutil
import sys
import tempfile
import time
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

#: Environment variables the run's first process hands to xdist workers (and to
#: any pytest a test starts): the run folder, and the real temporary and home folders.
_RUN_VAR = "MINESWEEPER_TESTS_RUN"
_REAL_TMP_VAR = "MINESWEEPER_TESTS_REAL_TMP"
_REAL_HOME_VAR = "MINESWEEPER_TESTS_REAL_HOME"
_OWNER_VAR = "MINESWEEPER_TESTS_OWNER"
RUN_PREFIX = "msqt-tests-"

# Before Qt loads: draw offscreen, and point every per-user location at the run's
# private folder, so that nothing the tests do reaches the player's files or /tmp.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_inherited = os.environ.get(_RUN_VAR, "")
#: Whether this process made the run folder (and removes it): the pytest the
#: developer started, not an xdist worker or a pytest started by a test.
OWNER = not (_inherited and os.path.isdir(_inherited))
if OWNER:
    REAL_TMP = Path(tempfile.gettempdir())
    REAL_HOME = Path.home()
    RUN = Path(tempfile.mkdtemp(prefix=f"{RUN_PREFIX}{os.getpid()}-", dir=REAL_TMP))
    os.environ.update({_RUN_VAR: str(RUN), _REAL_TMP_VAR: str(REAL_TMP),
                       _REAL_HOME_VAR: str(REAL_HOME), _OWNER_VAR: str(os.getpid())})
else:
    RUN = Path(_inherited)
    REAL_TMP = Path(os.environ.get(_REAL_TMP_VAR) or tempfile.gettempdir())
    REAL_HOME = Path(os.environ.get(_REAL_HOME_VAR) or Path.home())
#: This process's own folders, for whatever runs outside a test (imports, session fixtures).
_PROCESS = Path(tempfile.mkdtemp(prefix=f"p{os.getpid()}-", dir=RUN))


def _folders(box: Path) -> dict[str, str]:
    """The per-user environment variables of a private box: a home folder laid
    out as usual, with a temporary folder and a runtime folder (the
    single-instance socket's) in it."""
    return {
        "HOME": str(box), "TMPDIR": str(box / "tmp"), "XDG_RUNTIME_DIR": str(box / "run"),
        "XDG_CONFIG_HOME": str(box / ".config"), "XDG_DATA_HOME": str(box / ".local" / "share"),
        "XDG_CACHE_HOME": str(box / ".cache"), "XDG_STATE_HOME": str(box / ".local" / "state"),
    }


def _make(box: Path) -> dict[str, str]:
    """The folders of a box, its temporary folder and its runtime folder (mode
    0700, as the single-instance channel wants it) made (the others come when
    written: a run makes a thousand boxes)."""
    env = _folders(box)
    os.makedirs(env["TMPDIR"], exist_ok=True)
    os.makedirs(env["XDG_RUNTIME_DIR"], mode=0o700, exist_ok=True)
    os.chmod(env["XDG_RUNTIME_DIR"], 0o700)
    return env


os.environ.update(_make(_PROCESS))
tempfile.tempdir = None  # gettempdir() reads TMPDIR again

import pytest  # noqa: E402

try:
    from PySide6.QtCore import QSettings, QStandardPaths
except ImportError:  # engine-only environments
    QSettings = None  # type: ignore[assignment,misc]
else:
    QStandardPaths.setTestModeEnabled(True)


def _qt_settings_paths(box: Path) -> None:
    if QSettings is None:
        return
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(box / "settings"))
        QSettings.setPath(fmt, QSettings.Scope.SystemScope, str(box / "system"))


_qt_settings_paths(_PROCESS)


# --- nothing left behind ---------------------------------------------------------------


#: The single-instance socket of a running copy of the game (``single_instance.py``).
_SOCKET = re.compile(r"minesweeper-qt-[0-9a-f]{16}")


def _private_folder_name() -> str:
    """The private folder of those sockets in the temporary folder, made when a
    copy runs without a runtime folder: shared by every copy of the player's,
    so judged by the sockets in it."""
    try:
        from minesweeper_qt.single_instance import PRIVATE_PREFIX
    except ImportError:  # engine-only environments
        PRIVATE_PREFIX = "minesweeper-qt-run-"
    return f"{PRIVATE_PREFIX}{os.geteuid() if hasattr(os, 'geteuid') else -1}"


_PRIVATE = _private_folder_name()
#: Seconds a new entry may take to go away before it counts as left behind (the
#: replay parser's folder of a game beside this run lives for a moment);
#: ``MINESWEEPER_TESTS_GRACE_S`` sets another (the check's own test, whose
#: leaks stay).
_GRACE_S = float(os.environ.get("MINESWEEPER_TESTS_GRACE_S", "3.0"))
#: Command lines of programs that make such names too: another checkout's
#: tests, the game, the scripts and benchmarks.
_OTHERS = re.compile(r"pytest|minesweeper|msqt|screenshots|benchmarks|_bundle\.py")


def _is_ours(name: str) -> bool:
    """A name this project's code or tests make (test runs' own folders aside)."""
    low = name.lower()
    return (("minesweeper" in low or low.startswith("msqt") or low == ".qttest")
            and not name.startswith(RUN_PREFIX))


def _our_sockets() -> set[str]:
    """The socket names of every single-instance lock taken below this run's
    folder (a game started by a test): a socket in the real temporary folder
    is this run's only if it is one of these, not a game the player runs or
    another checkout's tests."""
    from minesweeper_qt.single_instance import LOCK_NAME, SingleInstance

    return {os.path.basename(SingleInstance(Path(folder)).server_name)
            for folder, _, files in os.walk(RUN) if LOCK_NAME in files}  # skips what goes meanwhile


def _others_running() -> list[str]:
    """Command lines of this project's programs running outside this run (the
    run's first process, its descendants and ancestors), which may make such
    names too. None with ``MINESWEEPER_TESTS_STRICT=1``: every leak fails."""
    if os.environ.get("MINESWEEPER_TESTS_STRICT") == "1":
        return []
    parents: dict[int, int] = {}
    lines: dict[int, str] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as stat:
                parents[int(entry)] = int(stat.read().rsplit(b")", 1)[1].split()[1])
            with open(f"/proc/{entry}/cmdline", "rb") as cmdline:
                lines[int(entry)] = cmdline.read().replace(b"\0", b" ").decode(errors="replace")
        except (OSError, ValueError, IndexError):
            continue
    owner = int(os.environ.get(_OWNER_VAR, os.getpid()))
    ours = {owner}
    ancestor = parents.get(owner, 0)
    while ancestor > 1 and ancestor not in ours:  # what started the run (timeout, a shell)
        ours.add(ancestor)
        ancestor = parents.get(ancestor, 0)
    grown = True
    while grown:
        before = len(ours)
        ours |= {pid for pid, parent in parents.items() if parent in ours}
        grown = len(ours) > before
    return sorted(line[:120] for pid, line in lines.items()
                  if pid not in ours and _OTHERS.search(line))


Listing = dict[str, frozenset[str]]


def listing() -> Listing:
    """The names in each watched folder (see :func:`_watched`): cheap enough
    for twice a test, however full the temporary folder is."""
    names: Listing = {}
    for folder in _WATCHED:
        try:
            names[folder] = frozenset(os.listdir(folder))
        except OSError:
            names[folder] = frozenset()
    return names


def left_behind(before: Listing) -> tuple[list[str], list[str]]:
    """New entries named like this project's since ``before``, sockets only
    when this run's; and, when there are some, the programs of this project
    running beside this run (which may have made them: then they are not
    counted)."""
    new = {os.path.join(folder, name)
           for folder, names in listing().items()
           for name in names - before.get(folder, frozenset()) if _is_ours(name)}
    tmp, private = str(REAL_TMP), str(REAL_TMP / _PRIVATE)
    new.discard(private)
    sockets = {path for path in new if os.path.dirname(path) in (tmp, private)
               and _SOCKET.fullmatch(os.path.basename(path))}
    if sockets:
        ours = _our_sockets()
        new -= {path for path in sockets if os.path.basename(path) not in ours}
    if not new:
        return [], []
    others = _others_running()
    deadline = time.monotonic() + (0 if others else _GRACE_S)
    while new and time.monotonic() < deadline:
        time.sleep(0.1)  # a poll until the new entries are gone (or the grace is over)
        new = {path for path in new if os.path.lexists(path)}
    return sorted(new), others


def _watched() -> list[str]:
    """Where a leak would show: the real temporary folder, the real home and the
    per-user folders below it where a desktop program writes."""
    share = REAL_HOME / ".local" / "share"
    icons = sorted((share / "icons" / "hicolor").glob("*/apps"))
    return [str(folder) for folder in (
        REAL_TMP, REAL_TMP / _PRIVATE, REAL_HOME, REAL_HOME / ".config", REAL_HOME / ".cache",
        REAL_HOME / ".local" / "state", share, share / "applications", share / "metainfo",
        share / "mime" / "packages", *icons)]


_WATCHED = _watched()


_AT_START = listing() if OWNER else {}


@pytest.fixture(autouse=True)
def _private_home(tmp_path_factory: pytest.TempPathFactory,
                  monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Each test its own box: the home folder (Qt's test mode puts the save file
    and the history below ``$HOME/.qttest``) with the temporary folder
    (sockets, lock files, ``tempfile``), the XDG folders and Qt's settings
    paths in it; removed after the test (its ``tmp_path`` stays to the end). A
    short name: a socket's path must stay under 108 bytes."""
    box = tmp_path_factory.mktemp("box")
    for var, value in _make(box).items():
        monkeypatch.setenv(var, value)
    monkeypatch.setattr(tempfile, "tempdir", None)
    _qt_settings_paths(box)
    yield box
    _qt_settings_paths(_PROCESS)
    shutil.rmtree(box, ignore_errors=True)  # now, on this worker, not all at the end


@pytest.fixture(autouse=True)
def _application_as_found(request: pytest.FixtureRequest) -> Iterator[None]:
    """The application as the test found it: no keyboard modifier left
    pressed, left to right, the same default locale. Keyboard tests whose
    key a shortcut took (Shift+H, Ctrl+plus...) left Qt's modifier state at
    Shift or Ctrl; a later ``QTableView.selectRow`` then extended from an
    anchor of -1 and selected nothing: two History-window tests failed on
    whichever worker ran them after it, in CI too. (A right-to-left
    application does the same to it: the column under the viewport's right
    edge, past a narrow table's last one.) Set back, and the test fails
    (at its teardown) naming what it left: a test releases what it pressed."""
    try:
        from PySide6.QtCore import QLocale, Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication, QWidget
    except ImportError:  # engine-only environments
        yield
        return
    locale = QLocale()
    yield
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    left = []
    if app.keyboardModifiers() != Qt.KeyboardModifier.NoModifier:
        left.append(f"modifiers {app.keyboardModifiers()!r} pressed")
        spare = QWidget()
        # (Any key: Qt takes the modifier state from the event.)
        QTest.keyRelease(spare, Qt.Key.Key_Shift, Qt.KeyboardModifier.NoModifier)
        spare.deleteLater()
    if app.layoutDirection() != Qt.LayoutDirection.LeftToRight:
        left.append("right to left")
        app.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    QLocale.setDefault(locale)
    if left:  # set back for the next test, and this one fails: a guard, not a cleaner
        pytest.fail(f"{request.node.nodeid} left the application {', '.join(left)} "
                    f"(set back; release what the test pressed)", pytrace=False)


@pytest.fixture(autouse=True)
def _nothing_left_behind(_private_home: Path) -> Iterator[None]:
    """Fails the test (at teardown, after its other fixtures are gone) when a
    new entry named like this project's appeared in the real temporary or home
    folder while it ran. With ``-n``, a test running beside it on another worker
    may be the one to blame. A single-instance socket counts only when a game
    of this run made it (the player may be playing meanwhile); other entries
    only when no other program of this project (another checkout's tests, a
    script) ran beside this run: then it is a warning."""
    before = listing()
    yield
    left, others = left_behind(before)
    if left and others:
        warnings.warn(f"{left} appeared outside the test's own folders while it ran, and so "
                      f"did {len(others)} other programs of this project, such as {others[0]!r}",
                      stacklevel=1)
    elif left:
        pytest.fail(f"left behind outside the test's own folders: {left}", pytrace=False)


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    # pytest's temporary folders in the run folder (workers get a folder inside it).
    if OWNER and not config.option.basetemp and not hasattr(config, "workerinput"):
        config.option.basetemp = str(RUN / "t")


#: Tests of the program's own logic at scale (huge boards, bombs, thousands of
#: games, kill loops, exhaustive and randomised checks against a reference), and
#: the checks that read the source rather than run it (dead code, the imports
#: inside functions, the layers), marked ``scale`` here: the README's run has them; CI runs
#: them on python3 only, as the other Pythons add nothing to a test whose cost is
#: its size (see .ci/run). A node id or its prefix (a module, or ``module::test``
#: for each of its parameters); tests/test_scale_list.py checks that each still
#: names a test.
SCALE_TESTS = (
    "tests/view/replay/test_open_file.py::test_an_honest_huge_replay_opens_with_progress_and_no_stall",
    "tests/view/themes/test_theme_budget.py::test_a_heavy_theme_picked_never_stalls_the_window_beyond_a_frame_over_classic",
    "tests/view/test_huge_moves.py",
    "tests/view/history/test_history_replay.py::test_history_dialog_with_thousands_of_games",
    "tests/view/replay/test_review_window.py::test_a_slow_review_shows_progress_and_the_window_stays_live",
    "tests/replay/test_codec_bounds.py::test_a_compression_bomb_is_refused_fast_in_little_memory",
    "tests/engine/solver/test_window.py::test_a_window_of_a_million_cell_board_is_fast",
    "tests/engine/solver/test_window.py::test_every_certainty_of_a_window_is_true",
    "tests/engine/test_reasons.py::test_every_proof_in_real_play_is_sound_and_named",
    "tests/engine/test_uniformity.py",
    "tests/engine/test_properties.py",
    "tests/engine/test_draw_ahead.py::test_moved_layout_equals_a_fresh_one",
    "tests/engine/test_draw_ahead.py::test_drawn_ahead_games_keep_the_first_click_rules_and_replay",
    "tests/engine/test_draw_ahead.py::test_a_huge_board_is_the_same_whether_drawn_ahead_or_not",
    "tests/engine/test_draw_ahead.py::test_the_last_move_reports_exactly_the_cells_it_changed",
    "tests/engine/test_stats.py::test_bbbv_matches_brute_force",
    "tests/engine/test_figures.py::test_path_agrees_with_ms_toollib",
    "tests/engine/test_undo.py::test_undo_restores_exactly_the_previous_looks_over_random_games",
    "tests/engine/test_no_guess.py::test_boards_are_certified_and_cleared_by_logic",
    "tests/engine/test_no_guess.py::test_expert_120_is_certified_within_the_budget_nearly_always",
    "tests/engine/solver/test_policy.py::test_the_endgame_wins_as_often_as_a_plain_game_tree_search",
    "tests/replay/test_board_facts.py::test_facts_agree_with_the_cell_by_cell_functions",
    "tests/replay/test_board_facts.py::test_a_huge_recorded_game_is_worked_out",
    "tests/replay/test_clicks_vs_toollib.py::test_random_streams_of_every_event_kind_agree_event_for_event",
    "tests/replay/test_codec_bounds.py::test_a_steady_pointer_for_a_whole_game_is_within_the_claim_limit",
    "tests/replay/test_codec_bounds.py::test_honest_recordings_with_long_pauses_and_far_positions_still_decode",
    "tests/view/themes/test_theme_budget.py::test_a_start_with_an_undrawable_saved_theme_shows_classic_and_says_so",
    "tests/view/themes/test_theme_budget.py::test_a_hostile_theme_is_refused_before_qt_reads_it",
    "tests/view/themes/test_theme_budget.py::test_a_slow_theme_picked_from_the_menu_is_refused_and_never_saved",
    "tests/test_dead_code.py",
    "tests/test_function_imports.py",
    "tests/test_architecture.py",
    "tests/engine/solver/test_probabilities.py::test_probabilities_equal_brute_force",
    "tests/engine/solver/test_policy.py::test_outcomes_equal_brute_force",
    "tests/engine/solver/test_autoplay.py::test_play_finishes_every_game",
    "tests/test_translations.py::test_ts_files_are_in_sync_complete_and_compiled",
    "tests/view/window/test_end_menu_languages.py::test_no_text_is_cut_short_in_the_end_menu",
    # A kill loop (six real processes killed at random), a recording of 1.5
    # million events decoded while games end, every event of the real samples
    # and hundreds of random games against ms-toollib, the 1000-3BV game judged.
    "tests/test_kill_storage.py::test_sigkill_at_random_moments_never_loses_or_doubles_a_game",
    "tests/test_kill_storage.py::test_a_long_read_in_the_history_window_holds_up_no_finished_game",
    "tests/replay/test_sample_files.py::test_the_board_and_counters_match_ms_toollib_between_every_two_events",
    "tests/replay/test_statistics_vs_toollib.py",
    "tests/replay/test_review.py::test_the_1000_3bv_game_is_judged_as_ms_toollib_sees_it",
    # Every text of the window (at two zooms) and of the history dialog in each of
    # the 31 languages, as the end menu's above.
    "tests/view/test_texts_whole.py::test_the_window_shows_every_text_whole",
    "tests/view/test_texts_whole.py::test_the_history_dialog_shows_every_text_whole",
    # Every menu dialog and a replay at 200 % in three languages, each in a
    # program of its own: Qt's layout, the same on every Python.
    "tests/view/dialogs/test_dialogs_fit_screen.py",
    # A board opening whole at 100 % and 200 %, three programs of their own.
    "tests/view/window/test_opens_whole.py",
    # Hundreds of solver games with a forced chain (7 s), and a CLI waiting out
    # SQLite's busy timeout on a locked history (5 s): the same on every Python.
    "tests/engine/solver/test_policy.py::test_a_forced_chain_costs_nothing_to_guess_first",
    "tests/test_cli_replays.py::test_a_locked_history_is_one_line_and_exit_2",
)


def _is_scale(nodeid: str) -> bool:
    return any(nodeid == prefix or nodeid.startswith((prefix + "::", prefix + "["))
               for prefix in SCALE_TESTS)


#: A module whose tests share a module- or class-scoped fixture (a built wheel,
#: a played set of games): with ``-n`` its tests run on one worker, so that the
#: fixture is made once.
_SHARED_FIXTURE = re.compile(r"""scope\s*=\s*["'](module|class|package)["']""")


def _grouped(root: Path) -> set[str]:
    """The test modules (paths relative to ``root``) whose tests share a fixture
    (see ``_SHARED_FIXTURE``)."""
    return {path.relative_to(root).as_posix() for path in (root / "tests").rglob("test_*.py")
            if _SHARED_FIXTURE.search(path.read_text(encoding="utf-8"))}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Marks the tests of :data:`SCALE_TESTS` ``scale``. The tests marked ``slow``
    go first, then the ``scale`` ones, then the modules whose tests share a
    fixture (each one worker's whole block of work, the screen reader's
    sessions, the sample replays read once): with ``-n``, no worker then starts
    a long one while the others run out of work (the longest first balances
    best)."""
    grouped = _grouped(config.rootpath)
    for item in items:
        if _is_scale(item.nodeid):
            item.add_marker(pytest.mark.scale)
    items.sort(key=lambda item: (item.get_closest_marker("slow") is None,
                                 item.get_closest_marker("scale") is None,
                                 item.nodeid.split("::", 1)[0] not in grouped))


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """pytest-xdist's scheduling by scope, where a scope is one test, or a whole
    module when its tests share a fixture (see ``_SHARED_FIXTURE``; the
    ``loadgroup`` mode would do with marks, but its marks do not reach pytest 9's
    node ids). Scopes are sent in the order of the tests (the slow ones first,
    see ``pytest_collection_modifyitems``), not the biggest first."""
    from xdist.scheduler import LoadScopeScheduling

    config.option.loadscopereorder = False
    grouped = _grouped(config.rootpath)

    class Scheduling(LoadScopeScheduling):  # type: ignore[misc]
        def _split_scope(self, nodeid: str) -> str:
            module = nodeid.split("::", 1)[0]
            return module if module in grouped else nodeid

    return Scheduling(config, log)


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session) -> None:
    """The run folder goes; then the real temporary and home folders must hold
    nothing named like this project's that was not there at the start."""
    if not OWNER or hasattr(session.config, "workerinput"):
        return
    left, others = left_behind(_AT_START)
    shutil.rmtree(RUN, ignore_errors=True)
    if RUN.exists():
        left.insert(0, str(RUN))
    if left and others and not RUN.exists():
        print(f"\n{len(left)} entries appeared outside the run's folders, and "
              f"{len(others)} other programs of this project ran meanwhile: not counted",
              file=sys.stderr)
    elif left:
        reporter = session.config.pluginmanager.get_plugin("terminalreporter")
        message = f"LEFT BEHIND by this run (outside its own folders): {left}"
        if reporter is not None:
            reporter.write_line(message, red=True, bold=True)
        else:
            print(message, file=sys.stderr)
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


# --- shared fixtures -------------------------------------------------------------------


@pytest.fixture
def settings_file(tmp_path: Path) -> Path:
    """A fresh, empty INI settings file for one test."""
    return tmp_path / "settings.ini"


@pytest.fixture
def settings(settings_file: Path) -> Iterator[object]:
    """A typed Settings over a temporary INI file."""
    from minesweeper_qt.storage.settings import Settings

    store = QSettings(str(settings_file), QSettings.Format.IniFormat)
    yield Settings(store)
    store.sync()


class FakeClock:
    """A monotonic time source the test advances by hand (seconds)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def fake_clock() -> FakeClock:
    return FakeClock()


#: The seed of the shared ``window`` fixture's board.
WINDOW_SEED = 20240601


class WindowMaker:
    """Builds the real main window for one test (``make_window(...)``): the
    arguments of ``MainWindow`` (``settings`` defaults to the test's own INI
    file; the save file, history and themes live in the test's private home),
    plus ``shown`` (show it and wait until it is exposed), ``focused`` (also
    make it the active window with the board focused) and ``ask_abandon``
    (keep the real "give up this game?" question; by default abandoning a game
    just counts as a loss). Every window made is closed with the test."""

    def __init__(self, qtbot: Any, settings: Any) -> None:
        self.qtbot = qtbot
        self.settings = settings

    def __call__(self, difficulty: Any = None, *, settings: Any = None, shown: bool = False,
                 focused: bool = False, ask_abandon: bool = False, **kwargs: Any) -> Any:
        from PySide6.QtWidgets import QApplication

        from minesweeper_qt.view.main_window import MainWindow

        win = MainWindow(self.settings if settings is None else settings, difficulty,
                         **kwargs)
        if not ask_abandon:
            win.askAbandon = lambda: True  # "counts as a loss": tested on its own
        self.qtbot.addWidget(win)
        if shown or focused:
            win.show()
            self.qtbot.waitExposed(win)
        if focused:
            win.activateWindow()
            self.qtbot.waitUntil(lambda: QApplication.activeWindow() is win, timeout=2000)
            win.board.setFocus()
        return win


@pytest.fixture
def make_window(qtbot: Any, settings: Any) -> WindowMaker:
    """The one way tests build the real main window (see :class:`WindowMaker`)."""
    return WindowMaker(qtbot, settings)


@pytest.fixture
def window_saves() -> Any:
    """Where the shared ``window`` saves its game: nowhere (None). A module that
    needs a saving window overrides this fixture with a ``SaveStore``."""
    return None


@pytest.fixture
def window(make_window: WindowMaker, fake_clock: FakeClock, window_saves: Any) -> Any:
    """A shown, active Beginner window with a fixed seed and the fake clock."""
    from minesweeper_qt.engine import BEGINNER

    return make_window(BEGINNER, seed=WINDOW_SEED, time_source=fake_clock, saves=window_saves,
                       focused=True)



@pytest.fixture(scope="session")
def packages(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """``python -m build``: the sdist, then the wheel built from the unpacked sdist
    (as pip and distributions do), once for every packaging test (what
    tests/test_packaging.py checks is what tests/test_release_packages.py
    freezes). Needs the ``build`` package and an index for the build
    requirements; skipped inside the suite run from an unpacked sdist
    (``MINESWEEPER_QT_SDIST_RUN``: tests/test_packaging.py's ``IN_SDIST_RUN``)."""
    import subprocess

    if os.environ.get("MINESWEEPER_QT_SDIST_RUN"):
        pytest.skip("inside the suite run from an unpacked sdist: no sdist of the sdist")
    pytest.importorskip("build")
    out = tmp_path_factory.mktemp("packages")
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run([sys.executable, "-m", "build", "--outdir", str(out), str(root)],
                          capture_output=True, text=True, timeout=600, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "deprecat" not in (done.stdout + done.stderr).lower(), done.stdout + done.stderr
    (sdist,) = out.glob("*.tar.gz")
    (wheel,) = out.glob("*.whl")
    return sdist, wheel
