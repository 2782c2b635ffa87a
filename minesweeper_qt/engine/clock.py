"""Game clock over an injected monotonic time source."""

from __future__ import annotations

import time
from collections.abc import Callable

TimeSource = Callable[[], float]


class Clock:
    """Measures play time in seconds from a monotonic ``time_source``.

    The clock is computed on demand (no timer): ``elapsed`` is the time accumulated
    while running. ``start`` and ``stop`` are idempotent; ``pause`` / ``resume``
    suspend a running clock without ending it.
    """

    def __init__(self, time_source: TimeSource = time.monotonic) -> None:
        self.time_source = time_source
        self._accumulated = 0.0
        self._since: float | None = None  # set while running
        self._started = False
        self._stopped = False
        self._paused = False

    @property
    def running(self) -> bool:
        return self._since is not None

    @property
    def started(self) -> bool:
        return self._started

    @property
    def paused(self) -> bool:
        return self._paused

    @property
    def elapsed(self) -> float:
        """Seconds of play so far (float, never decreasing)."""
        if self._since is None:
            return self._accumulated
        return self._accumulated + max(0.0, self.time_source() - self._since)

    def start(self) -> None:
        if self._started or self._stopped:
            return  # a stopped clock stays stopped (resume() agrees)
        self._started = True
        if not self._paused:
            self._since = self.time_source()

    def stop(self) -> None:
        self._accumulated = self.elapsed
        self._since = None
        self._stopped = True

    def pause(self) -> None:
        if self._paused:
            return
        self._paused = True
        self._accumulated = self.elapsed
        self._since = None

    def resume(self) -> None:
        if not self._paused:
            return
        self._paused = False
        if self._started and not self._stopped:
            self._since = self.time_source()

    def set_elapsed(self, seconds: float) -> None:
        """Set the accumulated time (for a resumed save); keeps running state."""
        if seconds < 0:
            raise ValueError(f"elapsed must be >= 0 seconds, got {seconds}")
        self._accumulated = float(seconds)
        if self._since is not None:
            self._since = self.time_source()

    @classmethod
    def at(cls, seconds: float, time_source: TimeSource = time.monotonic, *,
           started: bool = False, paused: bool = False, stopped: bool = False) -> Clock:
        """A clock standing at ``seconds`` (a restored or undone game):
        ``started`` (running unless ``paused``; a paused one runs again on
        :meth:`resume`), or ``stopped`` (a game over), else not started yet.

        Raises:
            ValueError: ``seconds`` is negative.
        """
        clock = cls(time_source)
        clock.set_elapsed(seconds)
        if paused:
            clock.pause()
        if started:
            clock.start()
        if stopped:
            clock.stop()
        return clock
