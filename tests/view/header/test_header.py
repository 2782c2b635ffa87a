"""The header widgets: the LED counters and the face button."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QImage, QPainter

from minesweeper_qt.view.header.header import LED_SIZE, Face, FaceButton, LedDisplay
from minesweeper_qt.view.paint.art import Art

ARGB = QImage.Format.Format_ARGB32_Premultiplied


@pytest.fixture
def art() -> Art:
    return Art()


@pytest.fixture
def led(qtbot, art) -> LedDisplay:
    display = LedDisplay(art)
    qtbot.addWidget(display)
    display.resize(display.sizeHint())
    display.show()
    qtbot.waitExposed(display)
    return display


def grab(widget) -> QImage:
    return widget.grab().toImage().convertToFormat(ARGB)


def on_black(pixmap) -> QImage:
    """A theme pixmap as the LED paints it: over its black background."""
    image = QImage(pixmap.size(), ARGB)
    image.fill(Qt.GlobalColor.black)
    painter = QPainter(image)
    painter.drawPixmap(0, 0, pixmap)
    painter.end()
    return image


# --- LedDisplay -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "text"),
    [(0, "000"), (7, "007"), (40, "040"), (999, "999"), (1000, "1000"), (-5, "-05"),
     (-1, "-01"), (-99, "-99"), (-100, "-100"), (12345, "12345")],
)
def test_led_text(led, value, text):
    led.setValue(value)
    assert led.value() == value
    assert led.text() == text
    assert led.accessibleName() == str(value)


def test_led_grows_a_digit_past_999_and_shrinks_back(led):
    three = led.sizeHint()
    assert three.width() == 3 * LED_SIZE.width() + 4
    led.setValue(1000)
    assert led.sizeHint().width() == three.width() + LED_SIZE.width()
    assert led.sizeHint().height() == three.height()
    led.setValue(999)
    assert led.sizeHint() == three


def test_led_minimum_digits(led):
    led.setMinimumDigits(4)
    led.setValue(40)
    assert led.text() == "0040"
    led.setValue(-5)
    assert led.text() == "-005"
    led.setMinimumDigits(0)  # at least one
    led.setValue(3)
    assert led.text() == "3"


def test_led_paints_each_digit_from_the_theme(led, art, qtbot):
    for value, text in ((7, "007"), (-5, "-05"), (409, "409")):
        led.setValue(value)
        led.resize(led.sizeHint())
        image = grab(led)
        dpr = led.devicePixelRatioF()
        for i, char in enumerate(text):
            element = "led_minus" if char == "-" else f"led_{char}"
            digit = image.copy(QRect(2 + i * LED_SIZE.width(), 2,
                                     LED_SIZE.width(), LED_SIZE.height()))
            assert digit == on_black(art.pixmap(element, LED_SIZE, dpr)), (value, i)


def test_led_pictures_differ_by_value(led):
    images = {}
    for value in (0, 7, 8, -5, 5):
        led.setValue(value)
        images[value] = grab(led)
    assert len({img.constBits().tobytes() for img in images.values()}) == len(images)


def test_led_scale_follows_the_zoom(led):
    base = led.sizeHint()
    led.setScale(2.0)
    assert led.sizeHint() == QSize(2 * LED_SIZE.width() * 3 + 4, 2 * LED_SIZE.height() + 4)
    assert led.sizeHint().width() > base.width()
    led.setScale(1.0)
    assert led.sizeHint() == base


# --- FaceButton -----------------------------------------------------------------------


@pytest.fixture
def face(qtbot, art) -> FaceButton:
    button = FaceButton(art)
    qtbot.addWidget(button)
    button.show()
    qtbot.waitExposed(button)
    return button


def icon_image(button: FaceButton) -> QImage:
    return button.icon().pixmap(button.iconSize()).toImage().convertToFormat(ARGB)


def test_face_starts_smiling(face):
    assert face.face() is Face.SMILE
    assert face.objectName() == "faceButton"


def test_set_face_changes_the_icon(face, art):
    pictures = {}
    for expression in (Face.OH, Face.COOL, Face.DEAD, Face.SMILE):
        face.setFace(expression)
        assert face.face() is expression
        pictures[expression] = icon_image(face)
        expected = art.pixmap(expression.value, QSize(26, 26), 1.0).toImage().convertToFormat(ARGB)
        assert pictures[expression] == expected
    for (a, picture_a), (b, picture_b) in itertools.combinations(pictures.items(), 2):
        assert picture_a != picture_b, (a, b)


def test_face_button_repaints_with_the_new_face(face, qtbot):
    before = grab(face)
    face.setFace(Face.DEAD)
    qtbot.waitUntil(lambda: grab(face) != before, timeout=2000)


def test_face_scale(face):
    assert face.size() == QSize(36, 36)
    face.setScale(2.0)
    assert face.iconSize() == QSize(52, 52)
    assert face.size() == QSize(62, 62)
    assert icon_image(face).size() == QSize(52, 52)


def test_face_icon_has_high_dpi_versions(face):
    hi = face.icon().pixmap(QSize(26, 26), 2.0)
    assert hi.devicePixelRatio() == 2.0
    assert hi.size() == QSize(52, 52)
