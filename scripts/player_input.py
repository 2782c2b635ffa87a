"""A player's hands for scripts/smoke_bundle.py: find a process's main window,
click in its middle, ask it to close, and take a screenshot, with what each
system offers and no extra Python package.

- Linux: an X server (the caller's ``DISPLAY``, or a private ``Xvfb`` started by
  :func:`x_server`) driven with ``xdotool``; screenshots with ImageMagick's
  ``import``. Closing is SIGTERM, as a session manager does.
- Windows: ``user32`` through ctypes: the process's visible top-level window,
  a left click posted to it (no focus needed), ``WM_CLOSE`` to close it.
- macOS: the window list of Quartz (``CGWindowListCopyWindowInfo``) and mouse
  events posted to the process (``CGEventPostToPid``; the runner's account
  needs the Accessibility permission, which GitHub's macOS runners grant).
  Closing is SIGTERM.

Every wait polls with a deadline; nothing sleeps a fixed time for its own sake.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

#: How often a condition is polled, in seconds.
POLL_S = 0.05


class InputUnavailable(RuntimeError):
    """This machine lacks what driving a window needs; the message says what."""


@dataclass(frozen=True)
class Window:
    """A top-level window: its system handle and its frame on the screen, in pixels."""

    handle: int
    x: int
    y: int
    width: int
    height: int


def wait_for(condition: object, timeout_s: float, what: str) -> object:
    """Poll ``condition()`` until it returns something true; return that.

    Raises:
        TimeoutError: ``what`` did not happen within ``timeout_s`` seconds.
    """
    deadline = time.monotonic() + timeout_s
    while True:
        value = condition()  # type: ignore[operator]
        if value:
            return value
        if time.monotonic() > deadline:
            raise TimeoutError(f"{what} (waited {timeout_s:g} s)")
        time.sleep(POLL_S)


# --- Linux: X11 through xdotool -------------------------------------------------------


@contextlib.contextmanager
def x_server(screen: str = "1280x1024x24") -> Iterator[str]:
    """A private Xvfb with one ``screen`` (width x height x depth) for the
    duration; yields its ``DISPLAY`` (``:N``).

    Raises:
        InputUnavailable: Xvfb is not installed or does not start.
    """
    if shutil.which("Xvfb") is None:
        raise InputUnavailable("Xvfb is not installed (Debian: xvfb)")
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", screen,
         "-nolisten", "tcp", "-noreset"],
        pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        stdin=subprocess.DEVNULL)
    os.close(write_end)
    try:
        with os.fdopen(read_end, "rb") as pipe:
            number = pipe.readline().strip()  # written once the server accepts clients
        if not number:
            raise InputUnavailable(f"Xvfb did not start (exit status {server.poll()})")
        yield f":{number.decode()}"
    finally:
        server.terminate()
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


class X11Hands:
    """Windows of an X server (``display``), driven with xdotool."""

    def __init__(self, display: str) -> None:
        if shutil.which("xdotool") is None:
            raise InputUnavailable("xdotool is not installed (Debian: xdotool)")
        self.display = display

    def _xdotool(self, *args: str) -> str:
        done = subprocess.run(["xdotool", *args], env=dict(os.environ, DISPLAY=self.display),
                              capture_output=True, text=True, timeout=30,
                              stdin=subprocess.DEVNULL)
        return done.stdout if done.returncode == 0 else ""

    def window_of(self, pid: int) -> Window | None:
        """The visible top-level window of ``pid`` with the largest area, if any."""
        found = []
        for line in self._xdotool("search", "--onlyvisible", "--pid", str(pid)).split():
            fields = dict(part.split("=", 1) for part in
                          self._xdotool("getwindowgeometry", "--shell", line).split()
                          if "=" in part)
            with contextlib.suppress(KeyError, ValueError):
                found.append(Window(int(line), int(fields["X"]), int(fields["Y"]),
                                    int(fields["WIDTH"]), int(fields["HEIGHT"])))
        return max(found, key=lambda w: w.width * w.height, default=None)

    #: How many ways :meth:`click_middle` knows (``attempt`` 0 .. ATTEMPTS - 1).
    ATTEMPTS = 1

    def click_middle(self, pid: int, window: Window, attempt: int = 0) -> None:
        self._xdotool("mousemove", "--window", str(window.handle),
                      str(window.width // 2), str(window.height // 2), "click", "1")

    def request_close(self, process: subprocess.Popen[bytes], window: Window | None) -> None:
        process.send_signal(signal.SIGTERM)

    def screenshot(self, path: Path) -> bool:
        """The whole screen as a PNG; False when ImageMagick is missing."""
        if shutil.which("import") is None:
            return False
        done = subprocess.run(["import", "-window", "root", str(path)],
                              env=dict(os.environ, DISPLAY=self.display),
                              capture_output=True, timeout=60, stdin=subprocess.DEVNULL)
        return done.returncode == 0 and path.is_file()


# --- Windows: user32 through ctypes ----------------------------------------------------


class WindowsHands:
    """Top-level windows of this desktop, driven by posted window messages."""

    WM_CLOSE = 0x0010
    WM_MOUSEMOVE = 0x0200
    WM_LBUTTONDOWN = 0x0201
    WM_LBUTTONUP = 0x0202
    MK_LBUTTON = 0x0001

    def __init__(self) -> None:
        import ctypes
        from ctypes import wintypes

        self._ctypes = ctypes
        self._wintypes = wintypes
        self.user32 = ctypes.WinDLL("user32", use_last_error=True)  # type: ignore[attr-defined]
        self.user32.PostMessageW.argtypes = [wintypes.HWND, wintypes.UINT, wintypes.WPARAM,
                                             wintypes.LPARAM]

    def window_of(self, pid: int) -> Window | None:
        ctypes, wintypes = self._ctypes, self._wintypes
        found: list[Window] = []
        proc = ctypes.WINFUNCTYPE(wintypes.BOOL, wintypes.HWND,  # type: ignore[attr-defined]
                                  wintypes.LPARAM)

        def visit(hwnd: int, _param: int) -> bool:
            owner = wintypes.DWORD()
            self.user32.GetWindowThreadProcessId(hwnd, ctypes.byref(owner))
            if owner.value == pid and self.user32.IsWindowVisible(hwnd):
                rect = wintypes.RECT()
                self.user32.GetClientRect(hwnd, ctypes.byref(rect))
                if rect.right > 0 and rect.bottom > 0:
                    found.append(Window(int(hwnd), 0, 0, rect.right, rect.bottom))
            return True

        self.user32.EnumWindows(proc(visit), 0)
        return max(found, key=lambda w: w.width * w.height, default=None)

    ATTEMPTS = 2
    MOUSEEVENTF_LEFTDOWN = 0x0002
    MOUSEEVENTF_LEFTUP = 0x0004

    def click_middle(self, pid: int, window: Window, attempt: int = 0) -> None:
        """Attempt 0: mouse messages posted to the window (no focus needed).
        Attempt 1: the window brought to the front and a real click at its
        middle (``SetCursorPos`` and ``mouse_event``)."""
        ctypes, wintypes = self._ctypes, self._wintypes
        x, y = window.width // 2, window.height // 2
        if attempt == 0:
            where = (y << 16) | x
            for message, keys in ((self.WM_MOUSEMOVE, 0),
                                  (self.WM_LBUTTONDOWN, self.MK_LBUTTON),
                                  (self.WM_LBUTTONUP, 0)):
                self.user32.PostMessageW(window.handle, message, keys, where)
            return
        point = wintypes.POINT(x, y)
        self.user32.ClientToScreen(window.handle, ctypes.byref(point))
        self.user32.SetForegroundWindow(window.handle)
        self.user32.SetCursorPos(point.x, point.y)
        time.sleep(0.1)  # the cursor's move reaches the window before the press
        self.user32.mouse_event(self.MOUSEEVENTF_LEFTDOWN, 0, 0, 0, 0)
        self.user32.mouse_event(self.MOUSEEVENTF_LEFTUP, 0, 0, 0, 0)

    def request_close(self, process: subprocess.Popen[bytes], window: Window | None) -> None:
        """What the window's close button does (a process cannot be sent
        SIGTERM on Windows: ``terminate()`` kills it)."""
        if window is not None:
            self.user32.PostMessageW(window.handle, self.WM_CLOSE, 0, 0)

    def screenshot(self, path: Path) -> bool:
        return False


# --- macOS: Quartz through ctypes --------------------------------------------------------


class MacHands:
    """On-screen windows of this session (Quartz), driven by mouse events posted
    to their process."""

    K_WINDOW_LIST_ON_SCREEN_ONLY = 1
    K_NULL_WINDOW_ID = 0
    K_CF_STRING_ENCODING_UTF8 = 0x08000100
    K_CF_NUMBER_SINT64 = 4
    MOUSE_DOWN, MOUSE_UP = 1, 2  # kCGEventLeftMouseDown / Up
    LEFT_BUTTON = 0

    def __init__(self) -> None:
        import ctypes
        import ctypes.util

        self._ctypes = ctypes
        self.cg = ctypes.cdll.LoadLibrary(ctypes.util.find_library("CoreGraphics")
                                          or "/System/Library/Frameworks/"
                                          "CoreGraphics.framework/CoreGraphics")
        self.cf = ctypes.cdll.LoadLibrary(ctypes.util.find_library("CoreFoundation")
                                          or "/System/Library/Frameworks/"
                                          "CoreFoundation.framework/CoreFoundation")
        vp, i64, u32 = ctypes.c_void_p, ctypes.c_int64, ctypes.c_uint32
        self.cg.CGWindowListCopyWindowInfo.restype = vp
        self.cg.CGWindowListCopyWindowInfo.argtypes = [u32, u32]
        self.cf.CFArrayGetCount.restype = i64
        self.cf.CFArrayGetCount.argtypes = [vp]
        self.cf.CFArrayGetValueAtIndex.restype = vp
        self.cf.CFArrayGetValueAtIndex.argtypes = [vp, i64]
        self.cf.CFDictionaryGetValue.restype = vp
        self.cf.CFDictionaryGetValue.argtypes = [vp, vp]
        self.cf.CFStringCreateWithCString.restype = vp
        self.cf.CFStringCreateWithCString.argtypes = [vp, ctypes.c_char_p, u32]
        self.cf.CFNumberGetValue.restype = ctypes.c_bool
        self.cf.CFNumberGetValue.argtypes = [vp, ctypes.c_int, vp]
        self.cf.CFRelease.argtypes = [vp]

        class CGPoint(ctypes.Structure):
            _fields_ = [("x", ctypes.c_double), ("y", ctypes.c_double)]

        class CGSize(ctypes.Structure):
            _fields_ = [("width", ctypes.c_double), ("height", ctypes.c_double)]

        class CGRect(ctypes.Structure):
            _fields_ = [("origin", CGPoint), ("size", CGSize)]

        self.CGPoint, self.CGRect = CGPoint, CGRect
        self.cg.CGRectMakeWithDictionaryRepresentation.restype = ctypes.c_bool
        self.cg.CGRectMakeWithDictionaryRepresentation.argtypes = [vp, ctypes.POINTER(CGRect)]
        self.cg.CGEventCreateMouseEvent.restype = vp
        self.cg.CGEventCreateMouseEvent.argtypes = [vp, u32, CGPoint, u32]
        self.cg.CGEventPostToPid.argtypes = [ctypes.c_int, vp]
        self.cg.CGEventPost.argtypes = [u32, vp]
        self._keys = {name: self.cf.CFStringCreateWithCString(
            None, name.encode(), self.K_CF_STRING_ENCODING_UTF8)
            for name in ("kCGWindowOwnerPID", "kCGWindowBounds", "kCGWindowLayer",
                         "kCGWindowNumber")}

    def _number(self, info: int, key: str) -> int | None:
        ctypes = self._ctypes
        value = self.cf.CFDictionaryGetValue(info, self._keys[key])
        out = ctypes.c_int64()
        if not value or not self.cf.CFNumberGetValue(value, self.K_CF_NUMBER_SINT64,
                                                     ctypes.byref(out)):
            return None
        return out.value

    def window_of(self, pid: int) -> Window | None:
        ctypes = self._ctypes
        listing = self.cg.CGWindowListCopyWindowInfo(self.K_WINDOW_LIST_ON_SCREEN_ONLY,
                                                     self.K_NULL_WINDOW_ID)
        if not listing:
            return None
        found: list[Window] = []
        try:
            for i in range(self.cf.CFArrayGetCount(listing)):
                info = self.cf.CFArrayGetValueAtIndex(listing, i)
                if self._number(info, "kCGWindowOwnerPID") != pid \
                        or self._number(info, "kCGWindowLayer") != 0:
                    continue
                rect = self.CGRect()
                bounds = self.cf.CFDictionaryGetValue(info, self._keys["kCGWindowBounds"])
                if bounds and self.cg.CGRectMakeWithDictionaryRepresentation(
                        bounds, ctypes.byref(rect)):
                    found.append(Window(self._number(info, "kCGWindowNumber") or 0,
                                        int(rect.origin.x), int(rect.origin.y),
                                        int(rect.size.width), int(rect.size.height)))
        finally:
            self.cf.CFRelease(listing)
        return max(found, key=lambda w: w.width * w.height, default=None)

    ATTEMPTS = 2
    K_CG_HID_EVENT_TAP = 0

    def click_middle(self, pid: int, window: Window, attempt: int = 0) -> None:
        """Attempt 0: mouse events posted to the process. Attempt 1: the app
        brought to the front (System Events) and the events posted to the
        system's event stream."""
        # The window list gives the frame with its title bar: the middle of the
        # frame is on the board all the same (screen points, top-left origin).
        where = self.CGPoint(window.x + window.width / 2, window.y + window.height / 2)
        if attempt:
            subprocess.run(["osascript", "-e", 'tell application "System Events" to set '
                            f"frontmost of (first process whose unix id is {pid}) to true"],
                           capture_output=True, timeout=30, stdin=subprocess.DEVNULL)
            time.sleep(0.3)
        for kind in (self.MOUSE_DOWN, self.MOUSE_UP):
            event = self.cg.CGEventCreateMouseEvent(None, kind, where, self.LEFT_BUTTON)
            if attempt:
                self.cg.CGEventPost(self.K_CG_HID_EVENT_TAP, event)
            else:
                self.cg.CGEventPostToPid(pid, event)
            self.cf.CFRelease(event)

    def request_close(self, process: subprocess.Popen[bytes], window: Window | None) -> None:
        process.send_signal(signal.SIGTERM)

    def screenshot(self, path: Path) -> bool:
        if shutil.which("screencapture") is None:
            return False
        done = subprocess.run(["screencapture", "-x", str(path)], capture_output=True,
                              timeout=60, stdin=subprocess.DEVNULL)
        return done.returncode == 0 and path.is_file()


Hands = X11Hands | WindowsHands | MacHands


def hands_for_this_system(display: str | None) -> Hands:
    """This system's hands (``display``: the X server's, on Linux).

    Raises:
        InputUnavailable: what is missing.
    """
    if sys.platform == "win32":
        return WindowsHands()
    if sys.platform == "darwin":
        return MacHands()
    if not display:
        raise InputUnavailable("no X server (DISPLAY unset and no Xvfb)")
    return X11Hands(display)
