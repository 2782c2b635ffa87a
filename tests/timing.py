"""Helper of the tests (not a test): time limits that hold on a busy machine.

No test asserts a wall-clock limit (the suite must pass with other work running
beside it). Where a test must tell "at once" from "the whole slow thing", it
compares its measurement with a baseline measured in the same test: the time a
fixed piece of CPU work takes right now (:func:`reference_s`), which grows with
the machine's load as the measured code does. The bad outcomes these tests
catch cost far more (a 16 s freeze, a 20 s decode), so a margin of tens of
units holds at a load of 6 on 2 cores and still fails on them.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager

#: Loop turns of the reference work: about 50 ms on an idle 2020s core.
_TURNS = 1_500_000


def _work() -> float:
    started = time.perf_counter()
    total = 0
    for i in range(_TURNS):
        total += i * i
    return time.perf_counter() - started


def reference_s() -> float:
    """Seconds the reference work takes now (the slower of two runs: a load
    that comes and goes counts against the limit, not the test)."""
    return max(_work(), _work())


class Budget:
    """A limit in units of the reference work, measured before and after.

    ``with budget(20) as limit: ...`` then ``assert took < limit.seconds``:
    ``limit.seconds`` is ``units`` times the slowest reference run seen around
    the measured work (both slow down together on a busy machine).
    """

    def __init__(self, units: float) -> None:
        self.units = units
        self._samples: list[float] = []

    def sample(self) -> None:
        self._samples.append(reference_s())

    @property
    def seconds(self) -> float:
        return self.units * max(self._samples)

    @property
    def ms(self) -> float:
        return self.seconds * 1000

    def __repr__(self) -> str:
        return f"{self.units:g} reference units = {self.seconds * 1000:.0f} ms"


@contextmanager
def budget(units: float) -> Iterator[Budget]:
    """A :class:`Budget` sampled before and after the ``with`` block."""
    limit = Budget(units)
    limit.sample()
    yield limit
    limit.sample()
