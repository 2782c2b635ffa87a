"""Issues #27 and #31, the window part: the window takes the size the board and
the end panel need (grows and shrinks, never past the screen, never over a size
the player chose), fit leaves no scroll bar, zoom keeps its anchor, and the end
panel never hides the mine that was hit."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, QSize, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from minesweeper_qt.engine import BEGINNER, EXPERT, INTERMEDIATE, Difficulty, Game, Status
from minesweeper_qt.view.main_window import MainWindow
from minesweeper_qt.view.window.game_end import Place

CTRL = Qt.KeyboardModifier.ControlModifier


def _settle(qtbot, window: MainWindow, size: QSize | None = None) -> QSize:
    """Let pending resizes land; returns the window's size."""
    if size is not None:
        qtbot.waitUntil(lambda: window.size() == size, timeout=3000)
    for _ in range(3):
        QApplication.processEvents()
    return window.size()


def _to_corner(qtbot, window: MainWindow, corner: str) -> QRect:
    """Move ``window`` to the screen's top-left or bottom-right corner; the
    screen's available room."""
    avail = window.screen().availableGeometry()
    frame = window.frameGeometry()
    window.move(*((avail.left(), avail.top()) if corner == "top-left" else
                  (avail.right() + 1 - frame.width(), avail.bottom() + 1 - frame.height())))
    _settle(qtbot, window)
    return avail


def _no_animations(window: MainWindow) -> None:
    window.settings.animations = False
    window.applyOptions()


def _lose(window: MainWindow, qtbot, difficulty: Difficulty, fatal: tuple[int, int],
          seed: int = 3, centred: bool = False) -> Game:
    """A game of ``difficulty`` whose one click away from ``fatal`` opens an
    area, then a click on the mine at ``fatal``; waits for the result panel."""
    rows, cols = difficulty.rows, difficulty.cols
    start = (rows // 2, 2)
    rng = random.Random(seed)
    free = [(r, c) for r in range(rows) for c in range(cols)
            if max(abs(r - start[0]), abs(c - start[1])) > 1 and (r, c) != fatal]
    game = Game.from_layout(rows, cols, [fatal, *rng.sample(free, difficulty.mines - 1)])
    window.model.setGame(game)
    model = window.model
    model.reveal(model.index(*start))
    window.board.scrollTo(model.index(*fatal),  # in sight, as for a click on it
                          window.board.ScrollHint.PositionAtCenter if centred
                          else window.board.ScrollHint.EnsureVisible)
    model.reveal(model.index(*fatal))
    assert game.status is Status.LOST
    qtbot.waitUntil(lambda: window.dropMenu.isOpen and window.dropMenu.isVisible(), timeout=3000)
    _settle(qtbot, window)
    return game


def _cell_in_area(window: MainWindow, cell: tuple[int, int]) -> QRect:
    board = window.board
    rect = board.visualRect(board.model().index(*cell))
    viewport = board.viewport()
    return QRect(viewport.mapTo(window.boardArea, rect.topLeft()), rect.size())


def _cell_in_host(window: MainWindow, cell: tuple[int, int]) -> QRect:
    """A cell in the coordinates of the panel's parent (the window's body)."""
    board = window.board
    rect = board.visualRect(board.model().index(*cell))
    host = window.dropMenu.parentWidget()
    return QRect(board.viewport().mapTo(host, rect.topLeft()), rect.size())


def _sight(window: MainWindow) -> QRect:
    viewport = window.board.viewport()
    return QRect(viewport.mapTo(window.boardArea, QPoint(0, 0)), viewport.size())


# --- the window follows the board ---------------------------------------------------------


def test_expert_then_beginner_grows_then_shrinks_the_window(window, qtbot):
    beginner = _settle(qtbot, window)
    window.newGame(EXPERT)
    expert = _settle(qtbot, window)
    room = window.zoom.windowSize.room()
    assert expert.width() > beginner.width() and expert.height() > beginner.height()
    assert expert.width() <= room.width() and expert.height() <= room.height()
    window.newGame(BEGINNER)
    assert _settle(qtbot, window, beginner) == beginner  # no small board floating
    assert window.board.size() == window.board.sizeHint()


def _board_corner(window: MainWindow) -> QPoint:
    board = window.board
    return board.viewport().mapToGlobal(board.visualRect(board.model().index(0, 0)).topLeft())


def test_the_end_panel_below_a_small_board_grows_the_window_while_it_is_down(window, qtbot):
    """README: a panel that would hide most of the board rests below it, the
    window growing for it only while it is down; the board does not move."""
    _no_animations(window)
    before = _settle(qtbot, window)
    corner = _board_corner(window)
    _lose(window, qtbot, BEGINNER, (0, 4))
    menu = window.dropMenu
    grown = _settle(qtbot, window)
    assert window.gameEnd.where is Place.BELOW
    assert grown.width() == before.width() and grown.height() > before.height()
    assert _board_corner(window) == corner
    body = window.centralWidget().rect()
    assert body.contains(menu.geometry())  # the whole panel in sight
    board = window.board.geometry().translated(window.boardArea.mapTo(
        window.centralWidget(), QPoint(0, 0)))
    assert not menu.geometry().intersects(board)  # nor over the board
    menu.lift()
    assert _settle(qtbot, window, before) == before
    _lose(window, qtbot, BEGINNER, (8, 4))
    window.newGame()
    assert _settle(qtbot, window, before) == before
    assert _board_corner(window) == corner


@pytest.mark.parametrize("fatal", [(0, 4), (4, 4)], ids=["top-row", "middle"])
def test_the_end_panel_of_a_window_at_the_screens_foot_leaves_the_board_in_place(
        window, qtbot, fatal):
    """A Beginner window low on the screen has no room to grow downwards:
    the panel rests over the board where it leaves the mine in sight (the
    board does not jump away from the pointer); where it must rest below,
    the window grows upwards, and goes back down when the panel goes."""
    _no_animations(window)
    before = _settle(qtbot, window)
    avail = window.screen().availableGeometry()
    frame = window.frameGeometry()
    window.move(avail.left() + 40, avail.bottom() + 1 - frame.height() - 20)
    _settle(qtbot, window)
    corner = _board_corner(window)
    game = _lose(window, qtbot, BEGINNER, fatal)
    assert avail.contains(window.frameGeometry())
    assert not window.dropMenu.geometry().intersects(_cell_in_host(window, game.exploded))
    if fatal == (0, 4):
        assert window.gameEnd.where is not Place.BELOW
        assert _board_corner(window) == corner
    else:  # (chosen again once grown: it stays below, in the room it grew by)
        assert window.gameEnd.where is Place.BELOW
    window.dropMenu.lift()
    assert _settle(qtbot, window, before) == before
    assert _board_corner(window) == corner


def test_a_window_sized_by_hand_keeps_its_size(window, qtbot):
    _no_animations(window)
    _settle(qtbot, window)
    window.resize(520, 470)  # the player drags an edge
    sized = _settle(qtbot, window, QSize(520, 470))
    assert window.zoom.windowSize.playerSized
    window.zoomBy(1)
    window.zoomBy(1)
    assert _settle(qtbot, window) == sized
    window.newGame(EXPERT)
    assert _settle(qtbot, window) == sized
    game = _lose(window, qtbot, BEGINNER, (0, 4))
    assert _settle(qtbot, window) == sized  # the panel found room in it
    assert not window.dropMenu.geometry().intersects(_cell_in_host(window, game.exploded))
    window.newGame()
    assert _settle(qtbot, window) == sized


# --- fit -----------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(1200, 900), (700, 600), (1400, 650)])
@pytest.mark.parametrize("keep", [False, True])
def test_fit_to_window_leaves_no_scroll_bar_and_clips_no_edge(window, qtbot, size, keep):
    window.newGame(EXPERT)
    _settle(qtbot, window)
    window.resize(*size)
    _settle(qtbot, window, QSize(*size))
    if keep:
        window.feel.actionKeepFitted.setChecked(True)
    else:
        window.feel.actionFitToWindow.trigger()
    _settle(qtbot, window)
    board = window.board
    assert board.horizontalScrollBar().maximum() == 0
    assert board.verticalScrollBar().maximum() == 0
    assert not board.horizontalScrollBar().isVisible()
    assert not board.verticalScrollBar().isVisible()
    assert board.size() == board.sizeHint()  # every cell and the whole frame
    assert window.boardArea.rect().contains(board.geometry())
    side = board.cellSize
    space = window.boardArea.size()
    # The largest cells that fit: one pixel more would not (its frame and
    # edge labels' room, which grows with the cells, counted).
    chrome = board.chromeFor(side + 1)
    assert (side + 1) * EXPERT.cols > space.width() - chrome.width() or \
        (side + 1) * EXPERT.rows > space.height() - chrome.height()


# --- zoom ----------------------------------------------------------------------------------


def test_zoom_keeps_the_cell_under_the_pointer_and_a_sized_window(window, qtbot):
    window.newGame(Difficulty.custom(40, 40, 100))
    window.setZoom(32)  # (it opened whole, at smaller cells)
    _settle(qtbot, window)
    window.resize(600, 560)
    sized = _settle(qtbot, window, QSize(600, 560))
    board = window.board
    board.verticalScrollBar().setValue(300)
    board.horizontalScrollBar().setValue(300)
    at = QPoint(150, 120)
    cell = board.cellAt(at)
    for dy in (120, 120, -120):
        event = QWheelEvent(QPointF(at), QPointF(board.viewport().mapToGlobal(at)), QPoint(),
                            QPoint(0, dy), Qt.MouseButton.NoButton, CTRL,
                            Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(board.viewport(), event)
        _settle(qtbot, window)
        assert board.cellAt(at) == cell
        assert window.size() == sized


def _wheel(window: MainWindow, at: QPoint, dy: int) -> None:
    board = window.board
    event = QWheelEvent(QPointF(at), QPointF(board.viewport().mapToGlobal(at)), QPoint(),
                        QPoint(0, dy), Qt.MouseButton.NoButton, CTRL,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(board.viewport(), event)


@pytest.mark.parametrize("cell", [(8, 10), (2, 2), (14, 13)])
@pytest.mark.parametrize("corner", ["top-left", "bottom-right"])
def test_a_wheel_zoom_keeps_the_cell_under_the_pointer_in_a_window_the_program_sizes(
        window, qtbot, cell, corner):
    """Play-test: one Ctrl+wheel step on Intermediate moved the cell under the
    pointer about 100 px (the window grew to the board, its top-left kept).
    A window at the screen's edge is cut there rather than moved past it."""
    window.newGame(INTERMEDIATE)
    _settle(qtbot, window)
    _to_corner(qtbot, window, corner)
    board = window.board
    assert not window.zoom.windowSize.playerSized
    at = board.visualRect(board.model().index(*cell)).center()
    spot = board.viewport().mapToGlobal(at)
    def point() -> tuple[float, float]:
        """The board point under the pointer, in cells."""
        here = board.viewport().mapFromGlobal(spot)
        return ((board.horizontalOffset() + here.x()) / board.cellSize,
                (board.verticalOffset() + here.y()) / board.cellSize)

    before = point()
    for dy in (120, 120, -120, -120, -120):
        _wheel(window, board.viewport().mapFromGlobal(spot), dy)
        _settle(qtbot, window)
        x, y = point()
        moved = max(abs(x - before[0]), abs(y - before[1])) * board.cellSize
        assert moved <= 1, (dy, board.cellSize, moved)  # pixels on the screen
        assert window.screen().availableGeometry().contains(window.frameGeometry())


@pytest.mark.parametrize("difficulty", [BEGINNER, Difficulty.custom(5, 5, 1)],
                         ids=["beginner", "5x5"])
def test_a_wheel_zoom_at_the_screens_edge_never_pushes_a_window_at_its_minimum_off_it(
        window, qtbot, difficulty):
    """A small board's window at the screen's bottom-right corner, zoomed out
    to its minimum size at the pointer, then in (the minimum grows with the
    cells and the header): a window that cannot be cut stays on the screen."""
    window.newGame(difficulty)
    _settle(qtbot, window)
    avail = window.screen().availableGeometry()
    frame = window.frameGeometry()
    window.move(avail.right() + 1 - frame.width(), avail.bottom() + 1 - frame.height())
    _settle(qtbot, window)
    board = window.board
    corner = (difficulty.rows - 1, difficulty.cols - 1)
    spot = board.viewport().mapToGlobal(board.visualRect(board.model().index(*corner)).center())
    for dy in (-120, -120, -120, 120, 120, 120, 120):
        _wheel(window, board.viewport().mapFromGlobal(spot), dy)
        _settle(qtbot, window)
        assert avail.contains(window.frameGeometry()), (dy, board.cellSize,
                                                        window.frameGeometry())


def test_zoom_from_the_keyboard_keeps_the_middle_cell(window, qtbot):
    window.newGame(Difficulty.custom(40, 40, 100))
    window.resize(600, 560)
    _settle(qtbot, window, QSize(600, 560))
    board = window.board
    board.verticalScrollBar().setValue(200)
    middle = QPoint(board.viewport().width() // 2, board.viewport().height() // 2)
    cell = board.cellAt(middle)
    window.menus.actionZoomIn.trigger()
    _settle(qtbot, window)
    assert board.cellAt(middle) == cell


def test_zoom_in_a_window_the_program_sizes_shows_the_top_row(window, qtbot):
    for _ in range(3):
        window.zoomBy(1)
        _settle(qtbot, window)
        board = window.board
        if board.verticalScrollBar().maximum() == 0:
            assert board.verticalScrollBar().value() == 0
            assert board.size() == board.sizeHint()
        frame = window.frameGeometry()
        assert window.screen().availableGeometry().contains(frame.topLeft())


# --- the end panel and the mine that was hit ------------------------------------------------


@pytest.mark.parametrize("difficulty", [BEGINNER, EXPERT], ids=["beginner", "expert"])
@pytest.mark.parametrize("zoom", [32, 64], ids=["100%", "200%"])
@pytest.mark.parametrize("where", ["top", "bottom"])
def test_the_end_panel_never_hides_the_fatal_mine(window, qtbot, difficulty, zoom, where):
    _no_animations(window)
    window.newGame(difficulty)
    window.setZoom(zoom)
    _settle(qtbot, window)
    row = 0 if where == "top" else difficulty.rows - 1
    for col in (difficulty.cols // 2, difficulty.cols // 2 + 1):
        window.newGame()
        game = _lose(window, qtbot, difficulty, (row, col))
        mine = _cell_in_area(window, game.exploded)
        assert _sight(window).contains(mine), "the mine that was hit is in sight"
        panel = window.dropMenu.geometry()
        mine = _cell_in_host(window, game.exploded)
        body = window.centralWidget().rect()
        # The window does not grow for the panel: the mine stays in sight
        # wherever the body has room for the panel above or below it.
        if mine.top() >= panel.height() or body.bottom() - mine.bottom() >= panel.height():
            assert not panel.intersects(mine), (window.gameEnd.where, panel, mine)
        assert window.centralWidget().rect().contains(panel)


def test_the_end_panel_on_a_tiny_board_covers_neither_the_board_nor_the_header(window, qtbot):
    """Play-test: on a 5 x 5 custom board the won panel covered the board, the
    face and the counters (and was cut at the bottom at 200 %)."""
    _no_animations(window)
    window.newGame(Difficulty.custom(5, 5, 1))
    before = _settle(qtbot, window)
    corner = _board_corner(window)
    game = Game.from_layout(5, 5, [(4, 4)])
    window.model.setGame(game)
    window.model.reveal(window.model.index(0, 0))
    assert game.status is Status.WON
    qtbot.waitUntil(lambda: window.dropMenu.isOpen and window.dropMenu.isVisible(), timeout=3000)
    _settle(qtbot, window)
    menu, body = window.dropMenu.geometry(), window.centralWidget()
    assert body.rect().contains(menu)
    header = window.header.geometry().translated(
        window.header.parentWidget().mapTo(body, QPoint(0, 0)))
    board = window.board.geometry().translated(window.boardArea.mapTo(body, QPoint(0, 0)))
    assert not menu.intersects(header) and not menu.intersects(board)
    assert _board_corner(window) == corner and window.height() > before.height()


@pytest.mark.parametrize("row", [6, 8, 10, 12])
def test_a_panel_too_tall_for_either_side_of_the_mine_rests_beside_it(window, qtbot, row):
    """Play-test: Expert zoomed in, a mine hit in row 10: the panel sat over it
    (it hid the mine resting at the board's top and at its bottom)."""
    _no_animations(window)
    window.newGame(EXPERT)
    window.setZoom(48)
    _settle(qtbot, window)
    window.resize(760, 500)  # as short as a 200 % screen leaves it
    size = _settle(qtbot, window, QSize(760, 500))
    game = _lose(window, qtbot, EXPERT, (row, EXPERT.cols // 2), centred=True)
    assert _sight(window).contains(_cell_in_area(window, game.exploded))
    assert not window.dropMenu.geometry().intersects(_cell_in_host(window, game.exploded))
    assert window.centralWidget().rect().contains(window.dropMenu.geometry())
    assert _settle(qtbot, window) == size  # sized by the player: it does not grow


def test_the_room_on_the_screen_reckons_with_the_frame_once_it_is_known(window, qtbot):
    """Before the window shows its frame is a guess; the window system tells it
    after (offscreen: a 2-pixel border), and the window's room is the screen's
    less that frame from then on."""
    frame = window.frameGeometry().size() - window.geometry().size()
    assert not frame.isNull()
    qtbot.waitUntil(lambda: window.zoom.windowSize.room()
                    == window.screen().availableGeometry().size() - frame, timeout=3000)


def test_the_size_a_window_showed_at_handed_back_late_is_not_the_players(make_window, qtbot):
    """An X11 window manager may hand back the size the window showed at after
    the program asked for the board's size (seen at 200 % under openbox): that
    is not the player sizing it, and the program goes on sizing the window."""
    window = make_window(BEGINNER)
    window.resize(426, 300)  # (as Qt's first guess at the window's size)
    window.show()
    qtbot.waitExposed(window)
    window.fitToBoard()
    window.resize(426, 300)  # the window manager's late answer
    assert not window.zoom.windowSize.playerSized
    window.fitToBoard()
    assert window.size() == window.sizeHint()


@pytest.mark.parametrize("cell", [(8, 8), (0, 0), (4, 4)])
@pytest.mark.parametrize("corner", ["top-left", "bottom-right"])
@pytest.mark.parametrize("difficulty", [BEGINNER, Difficulty.custom(5, 5, 1)],
                         ids=["beginner", "5x5"])
def test_a_wheel_zoom_keeps_the_cell_under_the_pointer_in_a_window_at_its_least_width(
        window, qtbot, difficulty, corner, cell):
    """Play-test: a small board's window at its least width (the header's) at
    the screen's edge can neither shrink nor move there, and a pointer zoom
    moved the cell under the pointer 10-60 px (the board stayed centred in
    its area). The board's place in its area takes what nothing else can, so
    every step keeps the cell where the pointer is, and the window on the
    screen; except a step whose larger header grows the window (the screen's
    edge then moves the window, and the board with it)."""
    window.newGame(difficulty)
    _settle(qtbot, window)
    cell = (min(cell[0], difficulty.rows - 1), min(cell[1], difficulty.cols - 1))
    avail = _to_corner(qtbot, window, corner)
    board = window.board
    spot = board.viewport().mapToGlobal(board.visualRect(board.model().index(*cell)).center())

    def point() -> tuple[float, float]:
        """The board point under the pointer, in cells."""
        here = board.viewport().mapFromGlobal(spot)
        return ((board.horizontalOffset() + here.x()) / board.cellSize,
                (board.verticalOffset() + here.y()) / board.cellSize)

    steps = 0
    for dy in (120, 120, -120, -120, -120, -120):
        before, least = point(), window.minimumSize()
        _wheel(window, board.viewport().mapFromGlobal(spot), dy)
        _settle(qtbot, window)
        assert avail.contains(window.frameGeometry()), (dy, board.cellSize)
        now = window.minimumSize()
        if now.width() > least.width() or now.height() > least.height():
            continue  # the header grew the window
        x, y = point()
        moved = max(abs(x - before[0]), abs(y - before[1])) * board.cellSize
        assert moved <= 1, (dy, board.cellSize, moved)  # pixels on the screen
        steps += 1
    assert steps >= 4


def test_a_board_moved_for_a_pointer_zoom_is_centred_again_when_the_window_changes(
        window, qtbot):
    """A pointer zoom in a window at its least width moves the board off the
    centre of its area to keep the cell under the pointer. That is for the
    zoom only: a window the player then resizes, and the menu's Fit to
    window, show the board centred again (it stayed 10 px off the centre
    through both, and through a restart)."""
    window.newGame(Difficulty.custom(5, 5, 1))
    _settle(qtbot, window)
    avail = window.screen().availableGeometry()
    window.move(avail.left(), avail.top())
    _settle(qtbot, window)
    board, area = window.board, window.boardArea

    def off() -> int:
        """How far the board's centre is from its area's, across (pixels)."""
        return abs(board.geometry().center().x() - area.rect().center().x())

    for _ in range(2):
        _wheel(window, board.visualRect(board.model().index(0, 0)).center(), -120)
        _settle(qtbot, window)
    assert off() > 1  # moved for the zoom (what the test above asks)
    window.resize(window.width() + 200, window.height() + 200)
    _settle(qtbot, window)
    assert off() <= 1
    for _ in range(2):
        _wheel(window, board.visualRect(board.model().index(0, 0)).center(), 120)
        _settle(qtbot, window)
    window.zoom.fitToWindow()
    _settle(qtbot, window)
    assert off() <= 1
