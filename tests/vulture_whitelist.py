"""Names vulture cannot see used, for tests/test_dead_code.py (vulture reads
this file beside the package; each name here counts as used everywhere).
Each group says why its names are alive. A name that is dead is removed
from the package, not added here."""

from vulture.whitelist_utils import Whitelist

_ = Whitelist()

# --- Qt calls these overrides itself -----------------------------------------------
_.eventFilter  # QObject.eventFilter: an installed event filter
_.timerEvent  # QObject.timerEvent: storage/threads.py's timer
_.paintEvent  # QWidget.paintEvent: the board, the header, the chart, the review panel
_.paintSection  # QHeaderView.paintSection: view/board/edge_labels.py
_.mouseDoubleClickEvent  # QWidget mouse events: view/board/board_view.py
_.mouseReleaseEvent
_.minimumSizeHint  # QWidget size hints: the board, the header
_.viewportSizeHint  # QAbstractScrollArea.viewportSizeHint: the board
_.moveCursor  # QAbstractItemView.moveCursor: the board's keyboard cursor
_.headerData  # QAbstractItemModel.headerData: the board model, the history table
# QAccessibleInterface overrides: view/board/board_accessible.py (screen readers call them)
_.object
_.childCount
_.indexOfChild
_.childAt
_.focusChild
_.relations
# QAccessibleActionInterface overrides: view/window/menu_accessible.py's menu entries
_.actionNames
_.doAction
_.keyBindingsForAction
# QAccessible.State flags set for screen readers (board_accessible.py's and
# menu_accessible.py's state())
_.invalid
_.focusable
_.focused
_.invisible
_.offscreen
_.disabled
_.checked
_.expandable
_.expanded
_.collapsed
# D-Bus slots connected by their SLOT() signature string (view/board/atspi_listeners.py)
_._on_registered
_._on_deregistered

# --- References held so that an object lives as long as its owner -------------------
_._bus  # atspi_listeners.py: the D-Bus connection its slots are connected through
_._worker  # storage/threads.py: the worker moved to the thread has no Qt parent
_.barKeys  # view/window/menus.py: the menu bar's key filter (a child of the bar too)

# --- Python calls these ---------------------------------------------------------------
_.__getattr__  # PEP 562 module attributes loaded on first use (engine/solver/__init__.py)
_.__dir__  # PEP 562 (engine/solver/__init__.py)
_._stop_all  # @atexit.register (storage/threads.py)
_.namespace  # argparse.Action.__call__'s parameters (cli.py's _Version)
_.option_string
_.current_time  # ms-toollib's playback cursor, a setter (replay/formats.py's event_count)

# --- Values that stored files hold, read back by value --------------------------------
_.LONG_PRESS  # replay/recording.py TouchPhase: a recording's touch phase

# --- The public surface (design notes) and what tests, scripts and benchmarks drive ----
_.toggleFlag  # the board model's flag command (tests, benchmarks/view.py, kill_driver.py)
_.from_text  # engine/knowledge.py: a board as text (the solver's tests)
_.covers  # engine/solver/analysis.py: a window analysis (tests, scripts/smoke_bundle.py)
_.is_custom  # engine/difficulty.py (tests/test_cli.py, tests/engine/test_difficulty.py)
_.bbbv_per_second  # engine/stats.py (its tests)
_.efficiency  # engine/stats.py (tests/engine/test_stats.py)
_.frames  # replay/player.py: every frame of a replay (replay and view tests)
_.TOOLLIB_STNB  # replay/statistics.py: ms-toollib's constants (tests against ms-toollib)
_.export_evf  # replay/formats.py: one game to an EVF file (tests, the single-instance test)
_.READERS  # replay/formats.py: reader by suffix (benchmarks/review.py, sample tests)
_.gameId  # session/game_session.py (tests/session, tests/view/test_one_truth.py)
_.summary_in  # storage/scores.py: best times and statistics as the next start reads them (tests)
_.final  # session/game_finished.py ScoreVerdict.final: an assisted loss not counted yet (its shape)
# The window's parts and waits that tests and scripts use (view/...)
_.accessibility  # main_window.py (accessibility tests)
_.feel  # main_window.py (tests/view/window/test_feel.py)
_.makingBoard  # main_window.py (tests/session/test_game_session.py)
_.storageNotes  # main_window.py: the window's storage notes, by name like its other parts
_.closeMenu  # main_window.py: closes the drop-down menu (drop menu and save tests)
_.isPaused  # window/header.py: the clock (tests/view/window/test_feel.py)
_.cached_count  # view/board/art.py: pixmaps cached (start and warm-up tests)
_.longPressMs  # view/board/board_view.py (settings, board and feel tests)
_.lastAnnouncement  # view/board/accessibility.py: what screen readers were told (tests)
_.lastStats  # view/history/recording.py (tests/view/test_huge_moves.py)
_.chartPending  # view/history/history_dialog.py (history tests, scripts, benchmarks)
_.waitIdle  # view/history/history_dialog.py (history tests)
_.waitRecords  # view/dialogs/best_times_dialog.py (tests/view/test_one_truth.py)
_.timeMs  # view/replay/replay_view.py (replay view and records tests)
_.duplicate_access_keys  # view/window/access_keys.py (scripts/i18n.py check, access-key tests)
_.hintText  # view/assist/assist.py: the hint's words from one place (tests; speech reads it)
_.contrast  # view/paint/contrast.py: WCAG ratio (tests/view/themes/test_contrast.py)
_.readable_pairs  # view/paint/contrast.py: the palette's pairs (the contrast test)
_.actionMinesLeft  # view/board/accessibility.py: the M key's action, kept alive and found by name
_.actionTime  # view/board/accessibility.py: the T key's action, kept alive and found by name
