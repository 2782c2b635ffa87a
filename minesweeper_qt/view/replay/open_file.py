"""Opening a replay file (Game > Open replay..., or a file given on the command
line) without ever blocking the window.

The file is checked first (suffix, a regular file, at most
:data:`~minesweeper_qt.replay.formats.MAX_REPLAY_BYTES`); then the isolated
parsing child of :mod:`minesweeper_qt.replay.parse_child` reads it, started with
``QProcess`` (its memory capped, in a private folder removed afterwards), and
reports how far it got on its standard error; the recording it hands back,
packed by :mod:`minesweeper_qt.replay.codec`, is unpacked on a worker thread
(``QThreadPool`` + ``QRunnable``, reporting by a queued signal). A
``QProgressDialog`` shows the way (after 400 ms: a quick file never flashes
one); Cancel kills the child at once. Problems are told in the player's
language (:meth:`ReplayOpening.problemText`).
"""

from __future__ import annotations

import gc
import shutil
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QLocale,
    QObject,
    QProcess,
    QProcessEnvironment,
    QRunnable,
    Qt,
    QThreadPool,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtWidgets import QFileDialog, QMessageBox, QProgressDialog, QWidget

from minesweeper_qt.replay import formats, parse_child
from minesweeper_qt.replay.recording import Recording

translate = QCoreApplication.translate

#: Longest a replay may take to read (s) before the child is stopped.
TIMEOUT_S = 30.0
#: Most bytes read from the child (its packed recording is a few kB; more is a fault).
MAX_OUTPUT_BYTES = 64 * 1024 * 1024
#: The progress dialog appears only for files that take longer (ms).
PROGRESS_DELAY_MS = 400


class _Reporter(QObject):
    """Lives in the GUI thread; the unpacking worker emits through it (queued)."""

    done = Signal(object)  # a Recording, or the exception met


class _Unpacking(QRunnable):
    """Unpacks the child's output into a Recording (worker thread)."""

    def __init__(self, name: str, suffix: str, status: int, out: bytes, err: bytes,
                 reporter: _Reporter) -> None:
        super().__init__()
        self._args = (name, suffix, status, out, err)
        self._reporter = reporter
        self.setAutoDelete(True)

    def run(self) -> None:
        # Hundreds of thousands of new objects: the cyclic collector would walk
        # them all, several times, holding the interpreter lock the window
        # needs (pauses of ~0.4 s); none of them is in a cycle.
        collecting = gc.isenabled()
        gc.disable()
        try:
            result: object = formats.recording_from_child(*self._args)
        except Exception as error:  # told to the player, never lost in the thread
            result = error
        finally:
            if collecting:
                gc.enable()
        self._reporter.done.emit(result)


class ReplayOpening(QObject):
    """Opens one replay file (:meth:`start`); then exactly one of
    :attr:`opened` (the recording and a window title), :attr:`failed` (the
    problem, translated) or :attr:`canceled`, and :attr:`finished` after any.
    The progress dialog (object name ``replayProgress``) is window-modal over
    ``window`` (application-modal without one)."""

    opened = Signal(object, str)
    failed = Signal(str)
    canceled = Signal()
    finished = Signal()

    def __init__(self, path: str, window: QWidget | None = None,
                 timeout_s: float = TIMEOUT_S) -> None:
        super().__init__(window)
        self.path = path
        self._window = window
        self._timeout_s = timeout_s
        self._process: QProcess | None = None
        self._private: str | None = None
        self._out = bytearray()
        self._err = bytearray()
        self._over = False  # the child said more than it may
        self._done = False
        self._pool = QThreadPool(self)
        self._reporter = _Reporter(self)
        self._reporter.done.connect(self._on_unpacked)
        self._limit = QTimer(self)
        self._limit.setSingleShot(True)
        self._limit.timeout.connect(self._on_timeout)
        self.dialog = QProgressDialog(self._label(), translate("OpenReplay", "Cancel"), 0, 1000,
                                      window)
        self.dialog.setObjectName("replayProgress")
        self.dialog.setWindowTitle(translate("OpenReplay", "Open replay"))
        self.dialog.setWindowModality(Qt.WindowModality.WindowModal if window is not None
                                      else Qt.WindowModality.ApplicationModal)
        self.dialog.setMinimumDuration(PROGRESS_DELAY_MS)
        self.dialog.setAutoClose(False)
        self.dialog.setAutoReset(False)
        self.dialog.canceled.connect(self.cancel)
        self.dialog.reset()  # not shown until start()
        if window is not None:  # the window goes first: the child and its folder too
            window.destroyed.connect(self._on_window_gone)

    def problemText(self, error: BaseException) -> str:
        """What to tell the player about a replay that cannot be opened."""
        if isinstance(error, formats.ReplayTooLarge):
            return translate("OpenReplay", "{0}: the file is too large for a replay ({1} MB; "
                                           "at most {2} MB are read).").format(
                error.name, QLocale().toString(round(error.size / 2**20)),
                QLocale().toString(formats.MAX_REPLAY_BYTES // 2**20))
        if isinstance(error, formats.TooManyEvents):
            count = error.count  # lupdate takes a plain name as the number, and only in tr()
            return self.tr("{0}: the replay holds %Ln event(s), too many (at most {1} are read).", "", count).format(  # noqa: E501
                error.name, QLocale().toString(formats.MAX_REPLAY_EVENTS))
        if isinstance(error, formats.ReplayNeedsMemory):
            return translate("OpenReplay", "{0}: reading this replay needs more than {1} GB of "
                                           "memory; it is not a replay the game can open.").format(
                error.name, QLocale().toString(parse_child.CHILD_MEMORY_BYTES // 2**30))
        return str(error)

    def _label(self, stage: str = "") -> str:
        name = Path(self.path).name
        if stage == "unpack":
            return translate("OpenReplay", "Preparing {0}\u2026").format(name)
        return translate("OpenReplay", "Reading {0}\u2026").format(name)

    @property
    def running(self) -> bool:
        """The file is still being read."""
        return not self._done

    def start(self) -> None:
        """Check the file and start the child (returns at once)."""
        try:
            path, _ = formats.check_replay_file(self.path)
            formats.load_toollib()  # a clear message before starting a child
        except (formats.ReplayFormatError, ImportError) as error:
            self._finish_failed(self.problemText(error))
            return
        self._private = parse_child.private_folder()
        process = self._process = QProcess(self)
        command = parse_child.child_command()
        process.setProgram(command[0])
        process.setArguments([*command[1:], str(path.absolute())])
        process.setWorkingDirectory(self._private)
        environment = QProcessEnvironment()
        for key, value in parse_child.child_environment(self._private).items():
            environment.insert(key, value)
        process.setProcessEnvironment(environment)
        process.setStandardInputFile(QProcess.nullDevice())
        process.readyReadStandardOutput.connect(self._on_output)
        process.readyReadStandardError.connect(self._on_progress)
        process.finished.connect(self._on_finished)
        process.errorOccurred.connect(self._on_error)
        self.dialog.setValue(0)  # starts the minimum-duration clock
        self._limit.start(round(self._timeout_s * 1000))
        process.start()

    @Slot()
    def cancel(self) -> None:
        """Stop reading: the child is killed; :attr:`canceled` follows."""
        if self._done:
            return
        self._done = True
        self._stop_child()
        self._close_dialog()
        self.canceled.emit()
        self.finished.emit()

    @Slot()
    def _on_window_gone(self) -> None:
        self._done = True
        self._stop_child()

    # --- the child -----------------------------------------------------------------------

    def _stop_child(self) -> None:
        """Kill the child and remove its folder (a killed child ends within
        milliseconds; this object may be deleted right after)."""
        self._limit.stop()
        process = self._process
        if process is not None and process.state() != QProcess.ProcessState.NotRunning:
            process.kill()
            process.waitForFinished(2000)
        self._remove_folder()

    def _remove_folder(self) -> None:
        if self._private is not None:
            shutil.rmtree(self._private, ignore_errors=True)
            self._private = None

    @Slot()
    def _on_output(self) -> None:
        if self._process is None:
            return
        self._out += self._process.readAllStandardOutput().data()
        if len(self._out) > MAX_OUTPUT_BYTES and not self._over:
            self._over = True
            self._process.kill()

    @Slot()
    def _on_progress(self) -> None:
        if self._process is None:
            return
        self._err += self._process.readAllStandardError().data()
        del self._err[:-65536]  # the last lines are enough
        lines = bytes(self._err).decode("utf-8", "replace").splitlines()
        values = [line.split()[1] for line in lines if line.startswith("PROGRESS ")]
        if values and values[-1].isdigit() and not self._done:
            self.dialog.setValue(min(950, int(values[-1])))

    @Slot(QProcess.ProcessError)
    def _on_error(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart and not self._done:
            self._remove_folder()
            self._finish_failed(translate("OpenReplay", "The replay could not be read: the "
                                                        "reading process did not start."))

    @Slot(int, QProcess.ExitStatus)
    def _on_finished(self, code: int, status: QProcess.ExitStatus) -> None:
        self._limit.stop()
        if self._process is not None:
            self._out += self._process.readAllStandardOutput().data()
            self._err += self._process.readAllStandardError().data()
        self._remove_folder()
        if self._done:
            return  # canceled or timed out: killed on purpose
        if self._over:
            self._finish_failed(self.problemText(formats.ReplayFormatError(
                f"{Path(self.path).name}: the replay could not be read")))
            return
        exit_code = code if status == QProcess.ExitStatus.NormalExit else -1
        self.dialog.setLabelText(self._label("unpack"))
        self.dialog.setValue(950)
        path = Path(self.path)
        self._pool.start(_Unpacking(path.name, path.suffix, exit_code, bytes(self._out),
                                    bytes(self._err), self._reporter))

    @Slot()
    def _on_timeout(self) -> None:
        if self._done:
            return
        self._done = True
        self._stop_child()
        self._close_dialog()
        self.failed.emit(self.problemText(formats.ReplayFormatError(
            f"{Path(self.path).name}: reading the replay took too long")))
        self.finished.emit()

    @Slot(object)
    def _on_unpacked(self, result: object) -> None:
        if self._done:
            return
        if isinstance(result, Recording):
            self._done = True
            self._close_dialog()
            self.opened.emit(result, file_title(self.path, result))
            self.finished.emit()
        else:
            self._finish_failed(self.problemText(result) if isinstance(result, BaseException)
                                else str(result))

    def _finish_failed(self, text: str) -> None:
        self._done = True
        self._close_dialog()
        self.failed.emit(text)
        self.finished.emit()

    def _close_dialog(self) -> None:
        try:
            self.dialog.canceled.disconnect(self.cancel)
            self.dialog.reset()
            self.dialog.hide()
        except (RuntimeError, TypeError):  # gone with its window, or closed already
            pass


def file_title(path: str, recording: Recording) -> str:
    """A replay window's title for a file: its name, and the player's name
    the file gives (e.g. the file's name, then ``" — 王嘉宁"``)."""
    name = Path(path).name
    return f"{name} \u2014 {recording.player}" if recording.player else name


def replay_filters() -> str:
    """The open dialog's filters: every replay format of
    :data:`~minesweeper_qt.replay.formats.FORMATS` at once, then each alone."""
    every = translate("Recording", "Replays ({0})").format(
        " ".join(f.pattern for f in formats.FORMATS))
    return ";;".join([every, *(translate("Recording", "{0} replays ({1})").format(
        f.label, f.pattern) for f in formats.FORMATS)])


def ask_replay_file(window: QWidget | None) -> str:
    """Ask the player for a replay file; "" when cancelled."""
    path, _ = QFileDialog.getOpenFileName(
        window, translate("Recording", "Open replay"), str(Path.home()), replay_filters())
    return path


def open_replay_file(window: QWidget, watch: Callable[[Recording, str], object],
                     path: str | None = None) -> ReplayOpening | None:
    """Game > Open replay...: ask for a file (without ``path``), read it in the
    background with a progress dialog over ``window``, then ``watch(recording,
    title)``; a problem is told in a message box. Returns the opening (None
    when no file was chosen); it deletes itself when finished."""
    if path is None:
        path = ask_replay_file(window)
        if not path:
            return None
    opening = ReplayOpening(path, window)
    opening.opened.connect(lambda recording, title: watch(recording, title))
    opening.failed.connect(lambda text: QMessageBox.warning(
        window, translate("Recording", "Open replay"), text))
    opening.finished.connect(opening.deleteLater)
    opening.start()
    return opening
