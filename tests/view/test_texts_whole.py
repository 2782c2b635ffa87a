"""Every text whole in every shipped language at 100% and 200% zoom (issue 44):
no label, button or drop-down of the game window, its hint panel, live
counters and end menu, or the Custom and History filters, is narrower than its
text; probability labels fit their cell."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QLabel,
    QWidget,
)

from minesweeper_qt.engine import BEGINNER, INTERMEDIATE, Gesture, InputMode, Status
from minesweeper_qt.i18n import Translators, translations_dir
from minesweeper_qt.view.board.overlay import label_for

LANGUAGES = sorted({p.stem.removeprefix("minesweeper_qt_")
                    for p in translations_dir().glob("minesweeper_qt_*.qm")} | {"en"})


@pytest.fixture
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    translators = Translators()
    translators.install(request.param)
    yield request.param
    translators.install("en")
    translators.remove()


def _shown(text: str) -> str:
    """A text as drawn: mnemonic marks ("&Board") gone, "&&" one "&"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _cut(widget: QWidget) -> str | None:
    """What of ``widget``'s text does not fit it (None: it fits)."""
    if isinstance(widget, QLabel):
        text = widget.text()
        if not text or (widget.pixmap() is not None and not widget.pixmap().isNull()) \
                or widget.textFormat() == 1 or "<" in text:
            return None
        room = widget.contentsRect()
        metrics = widget.fontMetrics()
        if widget.wordWrap():
            need = widget.heightForWidth(room.width())
            if need <= room.height() + 1:
                return None
            return f"{text!r}: {need} > {room.height()} px high"
        wide = max(metrics.horizontalAdvance(_shown(line)) for line in text.split("\n"))
        return None if wide <= room.width() + 1 else f"{text!r}: {wide} > {room.width()} px"
    if isinstance(widget, QAbstractButton) and widget.text():
        text = _shown(widget.text())
        wide = widget.fontMetrics().horizontalAdvance(text)
        room = widget.width() - (widget.iconSize().width() if not widget.icon().isNull() else 0)
        return None if wide <= room else f"{text!r}: {wide} > {room} px"
    if isinstance(widget, QComboBox) and widget.count():
        wide = max(widget.fontMetrics().horizontalAdvance(widget.itemText(i))
                   for i in range(widget.count()))
        room = widget.width() - 20  # the arrow
        return None if wide <= room else f"{widget.currentText()!r}: {wide} > {room} px"
    return None


def _win(window) -> None:  # type: ignore[no-untyped-def]
    game = window.model.game
    for row in range(game.rows):
        for col in range(game.cols):
            if game.status is Status.PLAYING and (row, col) not in game.mines:
                window.model.act(window.model.index(row, col), Gesture.PRIMARY, InputMode())


def _cuts(top: QWidget) -> list[str]:
    return [f"{w.objectName() or type(w).__name__}: {why}"
            for w in top.findChildren(QWidget) if w.isVisible()
            if (why := _cut(w)) is not None]


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("cell", [24, 48], ids=["100%", "200%"])
def test_the_window_shows_every_text_whole(make_window, settings, language: str,
                                           cell: int) -> None:
    settings.no_guess = False
    settings.animations = False
    settings.cell_size = cell
    window = make_window(BEGINNER, seed=3, shown=True)
    window.finishBuilding()
    window.liveCounters.setEnabled(True)
    window.model.act(window.model.index(4, 4), Gesture.PRIMARY, InputMode())
    window.assist.showHint()
    QApplication.processEvents()
    cuts = _cuts(window)
    window.assist.clearHint()
    _win(window)
    QApplication.processEvents()
    assert window.dropMenu.isVisible()
    cuts += _cuts(window)
    assert cuts == [], f"{language} at {cell} px: cut texts"


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_history_dialog_shows_every_text_whole(make_window, qtbot, language: str) -> None:
    from minesweeper_qt.view.history.history_dialog import HistoryDialog

    window = make_window(BEGINNER, seed=3)
    window.finishBuilding()
    for size in (BEGINNER, INTERMEDIATE):
        window.newGame(size, seed=3, ask=False)
        window.model.act(window.model.index(4, 4), Gesture.PRIMARY, InputMode())
        _win(window)
    window.storage.wait()
    dialog = HistoryDialog(window.storage, lambda rec, title: None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.boardFilter.count() > 2, timeout=10_000)
    qtbot.waitUntil(lambda: _cuts(dialog) == [], timeout=2000)  # laid out for them
    assert _cuts(dialog) == [], f"{language}: cut texts"


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("cell", [24, 32, 48, 64])
def test_probability_labels_fit_their_cell(qapp, language: str, cell: int) -> None:
    font = QFont(QApplication.font())
    for k in (0.005, 0.1, 0.5, 0.995, 0.77):
        fitted, text = label_for(QFont(font), k, cell)
        assert QFontMetrics(fitted).horizontalAdvance(text) <= cell - 2, (language, cell, text)


def test_the_checks_see_a_cut_text(qtbot) -> None:
    label = QLabel("A rather long text for a small label")
    qtbot.addWidget(label)
    label.setFixedWidth(40)
    label.show()
    assert _cut(label) is not None
    box = QComboBox()
    qtbot.addWidget(box)
    box.addItems(["Beginner", "Intermediate"])
    box.setFixedWidth(50)
    box.show()
    assert _cut(box) is not None


@pytest.mark.parametrize("language", ["ar"], indirect=True)
def test_the_size_menu_writes_the_language_s_digits(make_window, language: str) -> None:
    window = make_window(BEGINNER)
    texts = [window.menus.sizeActions[name].text() for name in ("beginner", "expert")]
    assert all(not any("0" <= c <= "9" for c in text) for text in texts), texts
    assert "\u0669" in texts[0]  # the Arabic-Indic nine of "9 x 9"


@pytest.mark.parametrize("language", ["en", "ar"], indirect=True)
def test_a_custom_size_has_one_name(qapp, language: str) -> None:
    from minesweeper_qt.view.history.history_dialog import board_name
    from minesweeper_qt.view.numbers import integer, size_name

    assert board_name(100, 100, 2000) == size_name(100, 100, 2000)
    assert integer(2000) in size_name(100, 100, 2000)


def test_a_custom_size_names_its_mines_in_the_plural_rules(qapp) -> None:
    from minesweeper_qt.view.history.history_dialog import board_name
    from minesweeper_qt.view.numbers import size_name

    assert board_name(5, 5, 1) == size_name(5, 5, 1) == "Custom 5 x 5, 1 mine"
    assert size_name(5, 5, 2) == "Custom 5 x 5, 2 mines"
    assert size_name(100, 100, 2000) == "Custom 100 x 100, 2000 mines"  # no "2,000"


def test_keys_1_2_3_choose_the_three_levels(make_window) -> None:
    window = make_window(BEGINNER)
    keys = [window.menus.sizeActions[name].shortcut().toString()
            for name in ("beginner", "intermediate", "expert")]
    assert keys == ["1", "2", "3"]
