"""Nothing moves under the pointer (issue 44): through a hint and its
dismissal, the live counters, the first click, a win with its end menu, a
restart and a new game, the board's top-left cell keeps its place on the
screen and the window its size; the face stays centred in the header, and a
window sized by hand is kept."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel

from minesweeper_qt.engine import BEGINNER, EXPERT, Difficulty, Gesture, InputMode, Status
from minesweeper_qt.view.main_window import MainWindow
from minesweeper_qt.view.window.game_end import Place


def _settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def _corner(window: MainWindow) -> QPoint:
    """The board's top-left cell's top-left corner, in the window."""
    board = window.board
    rect = board.visualRect(window.model.index(0, 0))
    return board.viewport().mapTo(window, rect.topLeft())


def _face_offset(window: MainWindow) -> int:
    """How far the face's centre is from the header's centre, in pixels."""
    header, face = window.header, window.faceButton
    return face.mapTo(header, face.rect().center()).x() - header.rect().center().x()


def _play(window: MainWindow, row: int, col: int) -> None:
    window.model.act(window.model.index(row, col), Gesture.PRIMARY, InputMode())


def _win(window: MainWindow) -> None:
    game = window.model.game
    for row in range(game.rows):
        for col in range(game.cols):
            if game.status is Status.PLAYING and (row, col) not in game.mines \
                    and not game.is_revealed(row, col):
                _play(window, row, col)


@pytest.mark.parametrize("difficulty", [BEGINNER, EXPERT], ids=["beginner", "expert"])
@pytest.mark.parametrize("by_hand", [False, True], ids=["fitted", "sized-by-hand"])
def test_the_board_stays_put_through_a_game(make_window, settings, difficulty: Difficulty,
                                             by_hand: bool) -> None:
    settings.no_guess = False
    settings.animations = False
    window = make_window(difficulty, seed=11, shown=True)
    window.finishBuilding()
    window.fitToBoard()  # as the program's start does
    window.liveCounters.setEnabled(True)  # its room is there either way
    _settle()
    if by_hand:
        window.resize(window.width() + 140, window.height() + 90)
        _settle()
        assert window.zoom.windowSize.playerSized
    place, size = _corner(window), window.size()
    middle = (difficulty.rows // 2, difficulty.cols // 2)
    steps: list[tuple[str, Callable[[], object]]] = [
        ("H before the first click", window.assist.showHint),
        ("Esc", window.assist.clearHint),
        ("the first click", lambda: _play(window, *middle)),
        ("H", window.assist.showHint),
        ("Esc", window.assist.clearHint),
        ("H again", window.assist.showHint),
        ("Play it", window.assist.playHint),
        ("a win with the end menu", lambda: _win(window)),
        ("Restart", window.restartBoard),
        ("the first click again", lambda: _play(window, *middle)),
        ("a new game", lambda: window.newGame(ask=False)),
    ]
    for what, step in steps:
        step()
        _settle()
        if what == "a win with the end menu":
            assert window.dropMenu.isVisible()
            assert window.centralWidget().rect().contains(window.dropMenu.geometry())
        if what.startswith("H"):
            assert window.assist.bar.isVisible()
            assert window.board.edgeLabels == (what != "H before the first click")
            assert window.assist.hintText() == window.assist.bar.text.text() != ""
        assert _corner(window) == place, f"the board moved at {what}"
        if what == "a win with the end menu" and window.gameEnd.where is Place.BELOW:
            # Below the board (README): the window grows downwards while it is down.
            assert not by_hand and window.width() == size.width() < window.height()
            assert window.dropMenu.y() >= window.board.geometry().bottom()
            continue
        assert window.size() == size, f"the window changed size at {what}"
        assert abs(_face_offset(window)) <= 1, f"the face left the centre at {what}"


def test_turning_the_live_counters_on_does_not_move_the_board(make_window, settings) -> None:
    window = make_window(BEGINNER, seed=11, shown=True)
    window.finishBuilding()
    _settle()
    place, width = _corner(window), window.width()
    window.liveCounters.setEnabled(True)
    _settle()
    _play(window, 4, 4)
    window.liveCounters.refresh()
    _settle()
    assert _corner(window) == place  # the line is under the board
    assert window.width() == width  # and never widens the window
    label = window.liveCounters.label
    assert label.sizeHint().width() == 0 and label.text()


@pytest.mark.parametrize("difficulty", [BEGINNER, EXPERT], ids=["beginner", "expert"])
def test_the_options_of_the_clock_and_the_live_counters_never_resize_the_window(
        make_window, settings, difficulty: Difficulty) -> None:
    """Issue 44: turning the live counters or the clock's hundredths on or off
    (Options) resized the window once: Beginner's board moved 20 px right."""
    window = make_window(difficulty, seed=11, shown=True)
    window.finishBuilding()
    window.fitToBoard()  # as the program's start does
    _settle()
    _play(window, 4, 4)
    _settle()
    place, size = _corner(window), window.size()
    live, hundredths = window.liveCounters.action, window.menus.actionClockHundredths
    assert not live.isChecked() and not hundredths.isChecked()
    for what, action in (("live counters on", live), ("hundredths on", hundredths),
                         ("live counters off", live), ("hundredths off", hundredths),
                         ("both on", live), ("both on", hundredths)):
        action.trigger()  # as the Options menu does
        _settle()
        assert _corner(window) == place, f"the board moved at {what}"
        assert window.size() == size, f"the window changed size at {what}"
        assert abs(_face_offset(window)) <= 1, f"the face left the centre at {what}"
    assert window.liveCounters.label.isVisible() and "." in window.clock.text()
    assert window.clock.width() >= window.clock.sizeHint().width()  # the whole clock


def test_the_header_keeps_its_width_and_its_face_centred_as_marks_come_and_go(
        make_window, settings) -> None:
    window = make_window(BEGINNER, seed=11, shown=True)
    window.finishBuilding()
    _settle()
    header = window.header
    width = header.sizeHint().width()
    for shown in (True, False, True):
        header.showNoGuess(shown)
        header.assistedMark.setVisible(shown)
        _settle()
        assert header.sizeHint().width() == width
        assert abs(_face_offset(window)) <= 1
    assert header.leftSlot.width() == header.rightSlot.width()


def test_the_hint_panel_keeps_the_hinted_cell_in_sight(make_window, settings) -> None:
    settings.no_guess = False
    window = make_window(EXPERT, seed=5, shown=True)
    window.finishBuilding()
    _play(window, 8, 15)
    _settle()
    hint = window.assist.showHint()
    _settle()
    assert hint is not None
    board, panel = window.board, window.assist.bar
    rect = board.visualRect(window.model.index(*hint.cell))
    cell = board.viewport().mapTo(panel.parentWidget(), rect.topLeft())
    assert not panel.geometry().contains(cell)
    assert panel.height() >= panel.heightFor(panel.width())  # every line of it
    assert QSize(panel.width(), 1).width() <= panel.parentWidget().width()


@pytest.mark.parametrize("difficulty", [BEGINNER, EXPERT], ids=["beginner", "expert"])
def test_the_edge_labels_sit_beside_the_cells_never_on_them(make_window, settings,
                                                            difficulty: Difficulty) -> None:
    """Issue 44: at 24 px cells the labels drawn inside the board sat on the
    cells ("1" in column A under a row number, letters over row 4). They
    show in a margin the game's window always keeps: the cells look the same
    with and without them, the board does not move, and every label fits
    its place."""
    settings.cell_size = 24
    window = make_window(difficulty, seed=11, shown=True)
    window.finishBuilding()
    window.fitToBoard()
    _settle()
    _play(window, difficulty.rows // 2, difficulty.cols // 2)
    _settle()
    board = window.board
    assert board.cellSize == 24
    place, size = _corner(window), window.size()
    cells = board.viewport().grab().toImage()
    board.setEdgeLabels(True)
    _settle()
    assert board.edgeLabels
    assert board.viewport().grab().toImage() == cells  # no label on any cell
    assert _corner(window) == place and window.size() == size
    columns, rows = board.horizontalHeader(), board.verticalHeader()
    for labels in (columns, rows):
        assert labels.isVisible() and labels.labelsShown
        assert not labels.geometry().intersects(board.viewport().geometry())
        metrics = QFontMetrics(labels.labelFont())
        assert labels.labelFont().pixelSize() >= 9  # readable
        long = [labels._label(i) for i in (0, labels.count() - 1)]
        room = labels.sectionSize(0) if labels is columns else labels.width()
        assert max(metrics.horizontalAdvance(text) for text in long) <= room
    board.setEdgeLabels(False)
    _settle()
    assert _corner(window) == place and window.size() == size


@pytest.mark.parametrize("difficulty", [BEGINNER, EXPERT], ids=["beginner", "expert"])
def test_a_notice_neither_moves_the_board_nor_covers_a_cell(make_window, settings,
                                                             difficulty: Difficulty) -> None:
    """Issue 44: a note below the board (a resumed or refused save, a storage
    problem) came in the status bar and grew the window by its height: a note
    of one line keeps the window's size. A longer one (two lines on Beginner)
    covered half of the board's last row: it takes its own room, the window
    growing downwards while it shows, the board staying in place."""
    window = make_window(difficulty, seed=11, shown=True)
    window.finishBuilding()
    window.fitToBoard()  # as the program's start does
    _settle()
    _play(window, difficulty.rows // 2, difficulty.cols // 2)
    _settle()
    place, size = _corner(window), window.size()
    board = window.board
    last = board.model().index(difficulty.rows - 1, 0)
    short = "Your saved game goes on."
    long = ("Your saved game had already ended and been counted, so a new game has "
            "started. " * 2).strip()
    for live in (False, True):
        window.liveCounters.setEnabled(live)
        for text in (short, long):
            window.notify(text)
            _settle()
            note = window.findChild(QLabel, "notice")
            assert note is not None and note.isVisible() and note.text() == text
            assert _corner(window) == place
            if text == short:
                assert window.size() == size
            body = window.centralWidget()
            assert body.rect().contains(note.geometry())  # whole, in the window
            assert note.height() >= note.heightForWidth(note.width())  # every line
            # At the window's foot, over the live counters' strip only.
            line = window.liveStrip.geometry()
            assert note.geometry().bottom() == line.bottom()
            assert note.geometry().intersects(line)
            cell = board.visualRect(last).translated(board.viewport().mapTo(body, QPoint()))
            assert cell.bottom() < note.geometry().top(), (text, cell, note.geometry())
            assert board.viewport().rect().contains(board.visualRect(last))  # in sight
        QTest.mouseClick(note, Qt.MouseButton.LeftButton)  # a click puts it away
        _settle()
        assert not note.isVisible()
        assert _corner(window) == place and window.size() == size


def test_a_long_notice_gives_back_just_what_it_took(make_window, settings) -> None:
    """A window whose foot is already past the screen's (a board taller than
    the screen, the window dragged down) has no room to grow for a long note:
    the note must not shrink it for good either. It kept the height the
    screen's foot allowed (20 pixels less) once the note had gone."""
    window = make_window(Difficulty.custom(100, 100, 10), seed=11, shown=True)
    window.finishBuilding()
    window.fitToBoard()
    _settle()
    _play(window, 50, 50)
    avail = window.screen().availableGeometry()
    window.move(avail.left(), avail.top() + 20)
    _settle()
    size = window.size()
    assert window.frameGeometry().bottom() > avail.bottom()  # past the foot
    window.notify("Your saved game had already ended and been counted, so a new game "
                  "has started. " * 2)
    _settle()
    note = window.findChild(QLabel, "notice")
    assert note is not None and note.isVisible()
    assert window.size() == size  # no room below: the board's view gives it
    QTest.mouseClick(note, Qt.MouseButton.LeftButton)
    _settle()
    assert not note.isVisible() and window.size() == size


@pytest.mark.parametrize("difficulty", [BEGINNER, EXPERT], ids=["beginner", "expert"])
def test_a_long_game_s_clock_never_widens_the_header(make_window, settings, fake_clock,
                                                     difficulty: Difficulty) -> None:
    """Issue 44: past 999 s the clock took a fourth digit and widened the
    header (and the window, moving the board). Its slot holds the widest it
    can show from the start: 99999 s, or 999.99 in hundredths (from 1000 s a
    clock in hundredths shows whole seconds)."""
    settings.no_guess = False
    window = make_window(difficulty, seed=11, shown=True, time_source=fake_clock)
    window.finishBuilding()
    window.fitToBoard()  # as the program's start does
    _settle()
    _play(window, difficulty.rows // 2, difficulty.cols // 2)
    _settle()
    header, clock = window.header, window.clock
    place, size, width = _corner(window), window.size(), header.width()
    hundredths = window.menus.actionClockHundredths
    shown: set[str] = set()
    for seconds in (998.5, 999.99, 1000.2, 9999.5, 10_000.0, 99_998.0, 99_999.9, 200_000.0):
        for on in (False, True):
            if hundredths.isChecked() != on:
                hundredths.trigger()  # as the Options menu does
            fake_clock.now = fake_clock.now - window.model.game.elapsed + seconds
            header.refreshClock()
            _settle()
            shown.add(clock.text())
            what = f"{clock.text()} ({seconds} s)"
            assert _corner(window) == place, f"the board moved at {what}"
            assert window.size() == size, f"the window changed size at {what}"
            assert header.width() == width, f"the header changed width at {what}"
            assert abs(_face_offset(window)) <= 1, f"the face left the centre at {what}"
            assert clock.width() >= clock.sizeHint().width(), f"the clock cut at {what}"
    assert {"998", "998.50", "999.99", "1000", "9999", "10000", "99999"} <= shown


@pytest.mark.parametrize("theme", ["classic", "dark", "high-contrast"])
def test_the_live_counters_room_is_drawn_as_their_strip_while_off(make_window, settings,
                                                                  theme: str) -> None:
    """Issue 44: the room kept for the live counters while they are off read
    as an accidental gap under the board. It is their strip, framed like the
    header, on or off, and turning them on changes nothing else."""
    settings.theme = theme
    window = make_window(BEGINNER, seed=11, shown=True)
    window.finishBuilding()
    window.fitToBoard()
    _settle()
    colors = window.board.colors
    line = window.liveLine
    assert not line.isVisible()
    place, size = _corner(window), window.size()
    middle = line.mapTo(window, line.rect().center())
    edge = line.mapTo(window, line.rect().topLeft()) + QPoint(line.width() // 2, -1)
    image = window.grab().toImage()
    ratio = image.devicePixelRatio()

    def colour(at: QPoint) -> str:
        return image.pixelColor(round(at.x() * ratio), round(at.y() * ratio)).name()

    assert colour(middle) == colors.header  # the header's background
    assert colour(edge) == colors.bevel_dark  # and its sunken edge
    window.liveCounters.setEnabled(True)
    _settle()
    assert line.isVisible() and line.mapTo(window, line.rect().center()) == middle
    assert _corner(window) == place and window.size() == size
