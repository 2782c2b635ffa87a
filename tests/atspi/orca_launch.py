"""Start Orca as ``/usr/bin/orca`` does, but beside other Orcas of the same user.

``orca_launch.py ORCA_ARGS...`` (with the system Python, which has Orca's
modules). The launcher script refuses to start while any process of the user
is named "orca" (``otherOrcas``, zombies included): one screen reader per
desktop. A test's Orca has a desktop of its own (its own D-Bus session and X
server), and on a machine where several test runs share one user (CI workers,
parallel checkouts) that check would make runs wait on, or fail beside, each
other. Orca itself is unchanged: its script's ``main`` runs with that one check
answered "none".
"""

from __future__ import annotations

import runpy
import shutil
import sys


def main() -> int:
    orca = shutil.which("orca")
    if orca is None:
        print("orca is not installed", file=sys.stderr)
        return 1
    script = runpy.run_path(orca, run_name="orca_script")  # defines, does not run
    start = script["main"]
    start.__globals__["otherOrcas"] = lambda: []
    sys.argv = ["orca", *sys.argv[1:]]
    return int(start() or 0)


if __name__ == "__main__":
    raise SystemExit(main())
