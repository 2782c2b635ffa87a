"""The window built in two parts (``MainWindow(paint_first=True)``, as the
program starts): the board, header, menus and theme first; storage, best times,
the end menu's flow, history, the assistance and accessibility right after the
first paint, or before anything the player or a script does reaches the game.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction, QColor
from PySide6.QtTest import QTest

from minesweeper_qt.engine import BEGINNER, Game, Status
from minesweeper_qt.storage.save_format import SavedGame
from minesweeper_qt.storage.save_store import SaveStore
from minesweeper_qt.view.window.first_paint import UNPAINTED_MS

LEFT = Qt.MouseButton.LeftButton
MINES = [(0, 0), (0, 8), (8, 0), (8, 8), (4, 4), (2, 6), (6, 2), (1, 3), (7, 5), (3, 8)]


def test_the_first_part_is_what_the_first_paint_shows(make_window, fake_clock):
    window = make_window(BEGINNER, seed=1, time_source=fake_clock, paint_first=True)
    assert not window._built
    for name in ("board", "faceButton", "mineCounter", "clock", "dropMenu", "hintButton",
                 "assistMenu"):
        assert window.findChild(object, name) is not None, name
    assert isinstance(window.findChild(QAction, "actionNew"), QAction)
    assert window.mineCounter.value() == 10
    # The theme is applied before the first paint (not the default colours).
    assert window.themes.current.id in ("classic", "dark")
    # The second part's objects do not exist yet.
    for name in ("storage", "scores", "gameEnd", "replays", "assist", "saveController"):
        assert not hasattr(window, name), name


def test_the_rest_is_built_after_the_first_paint_and_jobs_wait_for_it(make_window, fake_clock,
                                                                       qtbot):
    window = make_window(BEGINNER, seed=1, time_source=fake_clock, paint_first=True)
    ran: list[str] = []
    window.whenReady(lambda: ran.append("queued"))
    assert ran == []
    with qtbot.waitSignal(window.ready, timeout=5000):
        window.show()
    assert ran == ["queued"]
    assert window.firstPaint.painted  # after the board was on screen
    for name in ("storage", "scores", "gameEnd", "replays", "assist"):
        assert hasattr(window, name), name
    window.whenReady(lambda: ran.append("at once"))
    assert ran == ["queued", "at once"]
    window.finishBuilding()  # once only
    assert len(window.findChildren(QAction, "actionHint")) == 1


def test_a_click_before_the_rest_is_built_is_played_and_recorded(make_window, fake_clock,
                                                                 qtbot):
    window = make_window(BEGINNER, seed=1, time_source=fake_clock, paint_first=True,
                         shown=True)
    if window._built:  # the first paint came first on this platform: start afresh
        window = make_window(BEGINNER, seed=2, time_source=fake_clock, paint_first=True)
        window.show()
    assert not window._built
    board = window.board
    centre = board.visualRect(window.model.index(4, 4)).center()
    QTest.mousePress(board.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, centre)
    assert window._built  # built before the press was handled (no move made yet)
    QTest.mouseRelease(board.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, centre)
    game = window.model.game
    assert game.status is Status.PLAYING and game.is_revealed(4, 4)
    # The click is in the game's recording (the recorder was listening first).
    finished = []
    window.session.finished.connect(finished.append)
    window.newGame(ask=False)
    assert finished and finished[0].recording is not None
    assert len(finished[0].recording.events) >= 2  # press and release


def test_a_scripted_win_before_the_rest_is_built_counts_as_a_best_time(make_window,
                                                                       fake_clock, qtbot):
    window = make_window(BEGINNER, seed=1, time_source=fake_clock, paint_first=True)
    assert not window._built
    model = window.model
    model.setGame(Game.from_layout(9, 9, MINES))
    window.finishBuilding()  # a script acting on the model itself builds the rest first
    assert window._built
    finished = []
    window.session.finished.connect(finished.append)
    for r in range(9):
        for c in range(9):
            if (r, c) not in MINES and not model.game.is_revealed(r, c):
                model.reveal(model.index(r, c))
    assert model.game.status is Status.WON
    assert finished and finished[-1].verdict is not None and finished[-1].verdict.rank == 1
    assert window.dropMenu.isVisible() or window.gameEnd.shown is not None


def test_closing_before_the_rest_is_built_keeps_the_game(make_window, fake_clock, tmp_path):
    saves = SaveStore(tmp_path / "save.json")
    window = make_window(BEGINNER, seed=1, time_source=fake_clock, paint_first=True,
                         saves=saves)
    model = window.model
    window.close()  # builds the rest, then closes as ever
    assert window._built
    assert window.storage is not None
    # A new window resumes nothing: no move was made, nothing was left in play.
    assert model.game.status is Status.READY


def test_the_theme_colours_are_on_the_first_painted_board(make_window, fake_clock, settings):
    settings.theme = "dark"
    window = make_window(BEGINNER, seed=1, time_source=fake_clock, settings=settings,
                         paint_first=True)
    assert not window._built
    shot = window.board.viewport().grab().toImage()
    colour = QColor(shot.pixel(QPoint(shot.width() // 2, shot.height() // 2)))
    assert colour.lightness() < 128, colour.name()  # a dark theme's hidden cell


# --- what the second part does to a window already on screen ---------------------------------


def test_live_counters_shown_from_the_start_get_their_room(make_window, fake_clock, settings,
                                                          qtbot):
    settings.live_counters = True
    whole = make_window(BEGINNER, seed=1, time_source=fake_clock, settings=settings, shown=True)
    whole.fitToBoard()
    late = make_window(BEGINNER, seed=1, time_source=fake_clock, settings=settings,
                       paint_first=True)
    with qtbot.waitSignal(late.ready, timeout=5000):
        late.show()
        late.fitToBoard()  # as app.py does, before the rest is built
    qtbot.waitUntil(lambda: late.size() == whole.size(), timeout=2000)
    assert late.board.verticalScrollBar().maximum() == 0


def test_a_resumed_game_scrolls_back_when_built_after_the_show(make_window, qtbot,
                                                              left_scrolled):
    again = make_window(resumed=SavedGame(left_scrolled), ask_abandon=True, paint_first=True)
    again.resize(600, 600)
    with qtbot.waitSignal(again.ready, timeout=5000):
        again.show()
    qtbot.waitUntil(lambda: again.board.verticalScrollBar().value() == 150 * 32, timeout=2000)
    assert again.board.horizontalScrollBar().value() == 100 * 32


def test_the_board_has_its_accessible_name_before_the_first_paint(make_window, fake_clock):
    window = make_window(BEGINNER, seed=1, time_source=fake_clock, paint_first=True)
    assert not window._built
    assert window.board.accessibleName() == "Minefield"
    assert window.faceButton.accessibleName() == "New game"


def test_a_scripted_game_is_played_even_with_no_guess_boards_on(make_window, fake_clock,
                                                               settings):
    settings.no_guess = True
    window = make_window(BEGINNER, seed=1, time_source=fake_clock, settings=settings,
                         paint_first=True)
    model = window.model
    scripted = Game.from_layout(9, 9, MINES)
    model.setGame(scripted)
    window.finishBuilding()  # the scripted game survives the rest's build
    model.reveal(model.index(4, 3))
    assert model.game is scripted and scripted.is_revealed(4, 3)


def test_a_window_never_painted_is_built_a_moment_later(make_window, fake_clock, qtbot):
    window = make_window(BEGINNER, seed=1, time_source=fake_clock, paint_first=True)
    assert not window.isVisible()  # never shown: never painted
    with qtbot.waitSignal(window.ready, timeout=UNPAINTED_MS + 3000):
        pass
    assert window._built and not window.firstPaint.painted


def test_closing_before_the_rest_is_built_keeps_a_resumed_game_in_play(make_window, fake_clock,
                                                                       tmp_path):
    store = SaveStore(tmp_path / "save.json")
    played = Game(9, 9, 10, seed=3)
    played.reveal(4, 4)
    store.save(played, counted=True)
    resumed = store.load()
    assert resumed is not None and len(resumed.game.moves) == 1
    window = make_window(BEGINNER, time_source=fake_clock, resumed=resumed, saves=store,
                         paint_first=True)
    window.show()
    window.close()  # builds the rest, then keeps the game as ever
    assert window._built
    window.storage.wait(30)
    kept = SaveStore(tmp_path / "save.json").load()
    assert kept is not None and len(kept.game.moves) == 1
    assert kept.game.is_revealed(4, 4)


def test_a_header_button_clicked_before_the_rest_is_built_does_its_work(make_window,
                                                                       fake_clock):
    window = make_window(BEGINNER, seed=1, time_source=fake_clock, paint_first=True)
    assert not window._built
    before = window.model.game
    QTest.mouseClick(window.faceButton, LEFT)  # sent to the button itself, as a script does
    assert window._built
    assert window.model.game is not before  # the face's new game (connected by the rest)


def test_a_menu_command_run_with_no_input_event_builds_the_rest_first(make_window, fake_clock,
                                                                      monkeypatch):
    """A screen reader's action or a native menu bar runs a command with no input
    event to the window: the rest is built before the command runs."""
    window = make_window(BEGINNER, seed=1, time_source=fake_clock, paint_first=True)
    assert not window._built
    shown: list[bool] = []
    monkeypatch.setattr("minesweeper_qt.view.dialogs.best_times_dialog.BestTimesDialog.exec",
                        lambda dialog: shown.append(True) or 0)
    window.findChild(QAction, "actionBestTimes").trigger()  # read the best times
    assert window._built and shown == [True]
    # A menu opened without a click (a native menu bar's) builds it as well.
    other = make_window(BEGINNER, seed=2, time_source=fake_clock, paint_first=True)
    assert not other._built
    other.menus.assistMenu.aboutToShow.emit()
    assert other._built
    assert other.findChildren(QAction, "actionHint")  # the Assist menu is filled


def test_a_gesture_with_no_input_event_builds_the_rest_first(make_window, fake_clock):
    """A gesture that reaches the board's one gesture path with no input event
    to the window (a screen reader's action, a script driving the view) is
    announced by the board's ``aboutToAct``: the rest is built before it acts."""
    window = make_window(BEGINNER, seed=1, time_source=fake_clock, paint_first=True)
    assert not window._built
    window.board.aboutToAct.emit()
    assert window._built
    assert window.model.game.status is Status.READY  # building made no move
