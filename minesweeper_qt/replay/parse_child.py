"""The child process that parses a replay file with ms-toollib, started so that
no other local user can reach into it.

ms-toollib aborts the whole process on some damaged files (a Rust panic), so a
replay is parsed in a child. That child must not trust any folder another user
can write to:

* Its import path holds no such folder. From source it runs as ``python -I``
  (isolated: no current folder, no ``PYTHON*`` variables, no user site) and is
  given the parent's import path minus every entry that is relative, missing,
  or writable by someone else (``/tmp`` and the like); see
  :func:`trusted_import_path`. A frozen build starts itself with
  :data:`PARSE_FLAG`: its bootloader puts only the bundle on the path.
* Its working folder and temporary folder (``TMPDIR``, ``TEMP``, ``TMP``) are a
  fresh private folder (mode 0700) made for this one parse and removed after
  it: ms-toollib's panic hook writes ``crash.log`` into the working folder,
  which in a shared folder would follow a link planted there.
* Its memory is capped: on POSIX the child's first statement sets its address
  space limit (``RLIMIT_AS``) to :data:`CHILD_MEMORY_BYTES` (set inside the
  child, not by ``preexec_fn``, which is unsafe in a process with threads); a
  file that needs more makes the child fail, not the machine swap. Windows has
  no such limit here (a job object would give one); the size and event limits
  of :mod:`.formats` still hold there.
"""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path

#: The hidden command-line flag that makes the program a replay-parsing child
#: (a frozen build; ``minesweeper_qt.app.main`` honours it).
PARSE_FLAG = "--parse-replay"

#: The environment variable that hands the trusted import path to the child
#: (``os.pathsep``-separated; ``python -I`` ignores ``PYTHONPATH``).
PATH_VARIABLE = "MINESWEEPER_QT_CHILD_PATH"

#: Address space a replay-parsing child may use (bytes, POSIX): ms-toollib
#: takes about 230 bytes per event while parsing; the largest file accepted
#: (formats.MAX_REPLAY_EVENTS events) needs well under half of it.
CHILD_MEMORY_BYTES = 2 * 1024**3


def limit_memory(limit: int = CHILD_MEMORY_BYTES) -> None:
    """Cap this process's address space at ``limit`` bytes (POSIX; nothing
    elsewhere). The first thing a child does."""
    try:
        # POSIX only.
        import resource
    except ImportError:  # Windows
        return
    try:
        hard = resource.getrlimit(resource.RLIMIT_AS)[1]
        if hard != resource.RLIM_INFINITY:
            limit = min(limit, hard)
        resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    except (ValueError, OSError):
        pass


def child_code(module: str, function: str, memory_bytes: int = CHILD_MEMORY_BYTES) -> str:
    """The ``python -I -c`` program of a child: cap its memory (before anything
    is imported), take the trusted import path, then ``sys.exit(module.function(
    sys.argv[1:]))``."""
    return (
        "import os, sys\n"
        "try:\n"
        "    import resource\n"
        "    _hard = resource.getrlimit(resource.RLIMIT_AS)[1]\n"
        f"    _limit = {memory_bytes} if _hard == resource.RLIM_INFINITY"
        f" else min({memory_bytes}, _hard)\n"
        "    resource.setrlimit(resource.RLIMIT_AS, (_limit, _hard))\n"
        "except (ImportError, ValueError, OSError):\n"
        "    pass\n"
        f"sys.path[:0] = [p for p in os.environ.get({PATH_VARIABLE!r}, '').split(os.pathsep)"
        " if p]\n"
        f"from {module} import {function}\n"
        f"sys.exit({function}(sys.argv[1:]))\n"
    )


_CHILD_CODE = child_code("minesweeper_qt.replay.formats", "_child_main")


def _others_can_write(path: str) -> bool:
    """True when a user other than this one (or root) may create files in
    ``path``: it belongs to someone else, or is writable by others, or by a
    group other than this user's own primary group (user-private groups, as
    most distributions make, are this user alone)."""
    if not hasattr(os, "getuid"):  # Windows: folder permissions are ACLs; see the docstring
        return False
    try:
        info = os.stat(path)
    except OSError:
        return True
    if info.st_uid not in (os.getuid(), 0):
        return True
    if info.st_mode & stat.S_IWOTH:
        return True
    return bool(info.st_mode & stat.S_IWGRP) and info.st_gid != os.getgid()


def trusted_import_path(entries: Iterable[str] | None = None) -> list[str]:
    """The import path for a child: ``entries`` (default ``sys.path``) keeping
    only absolute, existing folders and archives that no other user can write
    to, and this package's own root first (a source checkout run without
    installing). Order is kept; duplicates are dropped."""
    root = str(Path(__file__).resolve().parents[2])
    kept: list[str] = []
    for entry in [root, *(sys.path if entries is None else entries)]:
        if not entry or not os.path.isabs(entry) or entry in kept:
            continue
        if not os.path.exists(entry) or _others_can_write(entry):
            continue
        # An archive on the path (python3XX.zip): its folder must be safe too.
        if os.path.isfile(entry) and _others_can_write(os.path.dirname(entry)):
            continue
        kept.append(entry)
    return kept


def child_command(code: str = _CHILD_CODE, flag: str = PARSE_FLAG) -> list[str]:
    """The command that starts a child (by default the replay parser; the
    file follows): this Python, isolated, running ``code``
    (see :func:`child_code`) from source; the game itself with ``flag`` in a
    frozen build (PyInstaller and the like), whose ``sys.executable`` has no
    ``-c``."""
    if getattr(sys, "frozen", False):
        return [sys.executable, flag]
    return [sys.executable, "-I", "-c", code]


def child_environment(private: str) -> dict[str, str]:
    """The child's environment: this one, with its temporary folders set to
    ``private`` and the trusted import path in :data:`PATH_VARIABLE`;
    ``PYTHONPATH`` removed (``-I`` ignores it; a frozen build would not)."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env.update(TMPDIR=private, TEMP=private, TMP=private,
               **{PATH_VARIABLE: os.pathsep.join(trusted_import_path())})
    return env


def private_folder() -> str:
    """A fresh private folder (mode 0700) for one child; the caller removes it."""
    return tempfile.mkdtemp(prefix="minesweeper-qt-parse-")


def run_parse_child(path: Path, timeout_s: float) -> subprocess.CompletedProcess[bytes]:
    """Parse ``path`` (absolute) in an isolated child working in a private
    folder, removed afterwards; the child reads it with the ms-toollib reader
    that ``formats.FORMATS`` names for its suffix (and refuses any other).

    Returns the finished process (its standard output is the recording packed
    by ``.codec``). Raises ``subprocess.TimeoutExpired`` after
    ``timeout_s`` seconds (the child is killed) and ``OSError`` when the child
    or its folder cannot be made.
    """
    private = private_folder()
    try:
        return subprocess.run(
            [*child_command(), str(path)],
            capture_output=True, timeout=timeout_s, check=False,
            stdin=subprocess.DEVNULL, cwd=private, env=child_environment(private),
        )
    finally:
        shutil.rmtree(private, ignore_errors=True)
