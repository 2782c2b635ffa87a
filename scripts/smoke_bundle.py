#!/usr/bin/env python3
"""Smoke-test the archive written by scripts/build_bundle.py, as a player gets it.

    python scripts/smoke_bundle.py [ARCHIVE] [--screenshot PNG]

Unpacks the archive (default: this platform's ``dist/minesweeper-qt-<version>-*``)
into a temporary folder and checks what was unpacked: no dangling symbolic link,
the licence, and the wheel's metadata (``minesweeper_qt-<version>.dist-info``, no
``.egg-info``). Then:

1. ``--smoke-test`` on the Qt platform in ``QT_QPA_PLATFORM`` (default
   ``offscreen``) must exit 0 and report success for this version, frozen (the
   report goes to a file: a Windows bundle has no console).
2. The program is started as a player starts it, with no option, on the
   system's own window platform (Linux: a private Xvfb, driven with xdotool; see
   scripts/player_input.py). Once it holds its single-instance lock, a second
   launch with ``--difficulty intermediate`` must hand its command line over and
   exit 0 (the first copy's window and event loop answer), a click in the middle
   of its window must make a move on a 16 x 16 board (read back from the saved
   game), and SIGTERM (Windows: a close request) must make it save and exit 0.
   It is started again with ``--difficulty intermediate``, brought to the front
   by a launch with no option, and closed the same way. ``--screenshot PNG``
   keeps a picture of the screen after the move. On Windows and macOS this uses
   the account's own game data, so it runs only where ``CI`` is set.
3. Linux: the archive is unpacked under a folder named with ``%``, spaces,
   ``'`` and ``$``, and ``--install-desktop`` must write a desktop entry that
   ``desktop-file-validate`` accepts (when installed) and run the system's
   ``update-desktop-database`` with the caller's ``LD_LIBRARY_PATH``, not the
   bundle's.

Exit status 0 when all is well, 1 otherwise (2: a bad command line).
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from build_bundle import (
    MAC_APP,
    NAME,
    archive_path,
    dangling_links,
    metadata_folders,
    project_version,
)
from player_input import (
    Hands,
    InputUnavailable,
    Window,
    hands_for_this_system,
    wait_for,
    x_server,
)

#: Seconds the bundled program may take, start to exit (it needs about one).
TIMEOUT_S = 120
#: Linux: the archive is unpacked under this folder name, which a desktop entry's
#: Exec line must escape (a lone % starts a field code) and quote. (No double
#: quote or backslash: PyInstaller's runtime hook writes the bundle's path into
#: an embedded qt.conf unescaped, and Qt's INI reader then loses Qt's own
#: translations; tests/test_desktop.py covers those characters in Exec lines.)
AWKWARD_FOLDER = "50%off $HOME's games"
APP_ID = "io.github.minesweeperqt.Minesweeper"
#: Linux: the caller's LD_LIBRARY_PATH, which system tools started by the bundle get.
CALLER_LIBRARY_PATH = "/nonexistent/caller-lib"
#: The organisation and application name (Qt's data folder ``<org>/<app>``).
ORGANIZATION = "minesweeper-qt"


class SmokeProblem(Exception):
    """A check of the bundle failed; the message says which and why."""


def unpack(archive: Path, into: Path) -> Path:
    """Unpack ``archive`` into ``into``; return the program inside."""
    if sys.platform == "darwin" and shutil.which("ditto"):
        subprocess.run(["ditto", "-x", "-k", str(archive), str(into)], check=True)
    elif archive.suffix == ".zip":
        with zipfile.ZipFile(archive) as opened:
            opened.extractall(into)
    else:
        with tarfile.open(archive) as opened:
            if hasattr(tarfile, "data_filter"):
                opened.extractall(into, filter="data")
            else:
                opened.extractall(into)
    if sys.platform == "darwin":
        return into / MAC_APP / "Contents" / "MacOS" / NAME
    return into / NAME / (NAME + (".exe" if sys.platform == "win32" else ""))


def check_unpacked(top: Path, version: str) -> list[str]:
    """Problems of the unpacked bundle ``top`` (the folder or the .app)."""
    problems = []
    dangling = dangling_links(top)
    if dangling:
        problems.append("dangling symbolic links: " + ", ".join(dangling))
    dist_infos, egg_infos = metadata_folders(top)
    if {path.name for path in dist_infos} != {f"minesweeper_qt-{version}.dist-info"}:
        problems.append(f"metadata is not one minesweeper_qt-{version}.dist-info: "
                        f"{[path.name for path in dist_infos]}")
    if egg_infos:
        problems.append(f"a source tree's metadata: {[path.name for path in egg_infos]}")
    licence = top / ("Contents/Resources/LICENSE" if sys.platform == "darwin" else "LICENSE")
    if not licence.is_file() or "MIT License" not in licence.read_text(encoding="utf-8"):
        problems.append(f"no MIT licence at {licence.relative_to(top)}")
    return problems


def check_install_desktop(program: Path, folder: Path, env: dict[str, str]) -> list[str]:
    """Linux: ``--install-desktop`` into a throw-away home, with a stand-in
    ``update-desktop-database`` first on PATH that records the library path it
    was given; then ``--uninstall-desktop``."""
    problems = []
    tools = folder / "tools"
    tools.mkdir()
    record = folder / "helper-env.txt"
    helper = tools / "update-desktop-database"
    helper.write_text(
        "#!/bin/sh\n"
        'echo "LD_LIBRARY_PATH=${LD_LIBRARY_PATH-(unset)}" >> "$SMOKE_HELPER_RECORD"\n'
        'echo "LD_LIBRARY_PATH_ORIG=${LD_LIBRARY_PATH_ORIG-(unset)}"'
        ' >> "$SMOKE_HELPER_RECORD"\n',
        encoding="utf-8",
    )
    helper.chmod(0o755)
    data = folder / "data"
    for caller in (CALLER_LIBRARY_PATH, None):
        record.unlink(missing_ok=True)
        run_env = dict(env, HOME=str(folder / "home"), XDG_DATA_HOME=str(data),
                       SMOKE_HELPER_RECORD=str(record),
                       PATH=os.pathsep.join([str(tools), env.get("PATH", os.defpath)]))
        run_env.pop("LD_LIBRARY_PATH", None)
        if caller is not None:
            run_env["LD_LIBRARY_PATH"] = caller
        done = subprocess.run([str(program), "--install-desktop"], env=run_env, capture_output=True,
                              text=True, timeout=TIMEOUT_S, stdin=subprocess.DEVNULL)
        entry = data / "applications" / f"{APP_ID}.desktop"
        if done.returncode != 0 or not entry.is_file():
            problems.append(f"--install-desktop failed ({done.returncode}): {done.stderr.strip()}")
            return problems
        seen = record.read_text(encoding="utf-8").splitlines() if record.is_file() else []
        wanted = [f"LD_LIBRARY_PATH={caller or '(unset)'}", "LD_LIBRARY_PATH_ORIG=(unset)"]
        if seen != wanted:
            problems.append(f"update-desktop-database ran with {seen or 'nothing recorded'}, "
                            f"not the caller's environment {wanted}")
    print("--install-desktop: helper ran with the caller's LD_LIBRARY_PATH")
    exec_line = next(line for line in entry.read_text(encoding="utf-8").splitlines()
                     if line.startswith("Exec="))
    print(f"desktop entry {exec_line}")
    if "%%off" not in exec_line:
        problems.append(f"the % of the folder name is not escaped: {exec_line}")
    if shutil.which("desktop-file-validate"):
        checked = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True,
                                 text=True)
        if checked.returncode != 0 or checked.stdout.strip():
            problems.append("desktop-file-validate: " + (checked.stdout + checked.stderr).strip())
        else:
            print("desktop-file-validate: the installed entry is valid")
    else:
        print("desktop-file-validate not installed: the installed entry was not validated")
    done = subprocess.run([str(program), "--uninstall-desktop"], env=run_env, capture_output=True,
                          text=True, timeout=TIMEOUT_S, stdin=subprocess.DEVNULL)
    if done.returncode != 0 or entry.exists():
        problems.append(f"--uninstall-desktop failed ({done.returncode}): {done.stderr.strip()}")
    left = sorted(str(path.relative_to(data)) for path in data.rglob("*"))
    if left:
        problems.append(f"--uninstall-desktop left {', '.join(left)} behind")
    return problems


def data_folder(env: dict[str, str]) -> Path:
    """The game's data folder (Qt's ``AppDataLocation``) for a process with ``env``."""
    if sys.platform == "win32":
        return Path(env["APPDATA"]) / ORGANIZATION / ORGANIZATION
    if sys.platform == "darwin":
        return Path(env["HOME"]) / "Library" / "Application Support" / ORGANIZATION / ORGANIZATION
    return Path(env["XDG_DATA_HOME"]) / ORGANIZATION / ORGANIZATION


def saved_game(folder: Path) -> tuple[int, int, int] | None:
    """``(rows, cols, moves)`` of the saved game in progress, if one is saved."""
    try:
        data = json.loads((folder / "current-game.json").read_text(encoding="utf-8"))
        # Version 3 keeps the moves in the game's record; 1 beside it.
        played = data["record"] if data.get("version", 0) >= 3 else data
        return int(data["rows"]), int(data["cols"]), int(played["move_count"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def player_environment(home: Path, display: str | None) -> dict[str, str]:
    """A player's environment: no ``QT_QPA_PLATFORM`` (the system's own window
    platform), on Linux the X server ``display`` and a home of its own under
    ``home`` (data, settings and the single-instance socket stay in there)."""
    env = {key: value for key, value in os.environ.items()
           if key not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "XDG_SESSION_TYPE")}
    if sys.platform.startswith("linux"):
        for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME",
                    "TMPDIR"):
            (home / var.lower()).mkdir(parents=True, exist_ok=True)
            env[var] = str(home / var.lower())
        env["HOME"] = str(home)
        env.pop("XDG_RUNTIME_DIR", None)
        if display:
            env["DISPLAY"] = display
    return env


class Player:
    """One start of the bundled program as a player starts it; what it printed
    goes to files (a Windows build has no console)."""

    def __init__(self, program: Path, args: list[str], env: dict[str, str], logs: Path) -> None:
        self.command = [str(program), *args]
        self.log = logs / f"player-{int(time.monotonic() * 1000)}.txt"
        print("+ (as a player)", " ".join(self.command), flush=True)
        with self.log.open("wb") as out:
            self.process = subprocess.Popen(self.command, env=env, stdout=out,
                                            stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)

    def output(self) -> str:
        text = self.log.read_text(encoding="utf-8", errors="replace").strip()
        return text[-2000:] or "(nothing printed)"

    def alive(self) -> bool:
        return self.process.poll() is None

    def stop(self) -> None:
        if self.alive():
            self.process.kill()
            self.process.wait()


def start_and_hand_over(program: Path, first: list[str], second: list[str],
                        env: dict[str, str], logs: Path) -> Player:
    """Start the program with ``first``, wait for its lock, then launch it again
    with ``second`` as a player would while it runs: the second copy hands its
    command line over and exits 0 once the first one's window and event loop
    answer. Returns the running first copy.

    Raises:
        SmokeProblem: what went wrong.
    """
    player = Player(program, first, env, logs)
    lock = data_folder(env) / "running.lock"
    try:
        wait_for(lambda: lock.is_file() or not player.alive(), TIMEOUT_S,
                 "the program never took its single-instance lock")
    except TimeoutError as error:
        player.stop()
        raise SmokeProblem(f"{error}: {player.output()}") from error
    if not player.alive():
        raise SmokeProblem(f"started with {first or 'no arguments'}, it exited with status "
                           f"{player.process.returncode}: {player.output()}")
    print("+ (as a player, again)", " ".join([str(program), *second]), flush=True)
    again = subprocess.run([str(program), *second], env=env, capture_output=True, text=True,
                           timeout=TIMEOUT_S, stdin=subprocess.DEVNULL)
    if again.returncode != 0 or not player.alive():
        player.stop()
        raise SmokeProblem(
            f"a second launch {second} while it ran exited with {again.returncode} "
            f"({(again.stdout + again.stderr).strip()}); the first copy "
            f"{'runs' if player.alive() else 'has quit'}: {player.output()}")
    return player


def close_as_a_player(hands: Hands, player: Player, window: Window | None) -> None:
    """SIGTERM (Windows: a close request), then the program must save and exit 0.

    Raises:
        SmokeProblem: it did not.
    """
    hands.request_close(player.process, window)
    try:
        status = player.process.wait(TIMEOUT_S)
    except subprocess.TimeoutExpired as error:
        player.stop()
        raise SmokeProblem(f"it did not quit within {TIMEOUT_S} s of a close request") from error
    if status != 0:
        raise SmokeProblem(f"it quit with status {status} on a close request: "
                           f"{player.output()}")


def play_a_move(hands: Hands, player: Player, data: Path,
                screenshot: Path | None) -> tuple[int, int, int]:
    """Find the running copy's window, click in its middle until a move is
    saved (gently first, then as a user's hand would), keep a screenshot, and
    close it as a player. Returns the saved game ``(rows, cols, moves)``.

    Raises:
        SmokeProblem, TimeoutError: what went wrong.
    """
    before = saved_game(data)
    window = wait_for(lambda: hands.window_of(player.process.pid), TIMEOUT_S,
                      "no window of the program appeared")
    assert isinstance(window, Window)
    print(f"main window {window.width}x{window.height}; "
          f"--difficulty intermediate handed over by a second launch")

    def moved() -> tuple[int, int, int] | None:
        game = saved_game(data)
        return game if game is not None and game[2] > 0 and game != before else None

    saved = None
    for attempt in range(hands.ATTEMPTS):
        hands.click_middle(player.process.pid, window, attempt)
        with contextlib.suppress(TimeoutError):
            saved = wait_for(moved, TIMEOUT_S / hands.ATTEMPTS, "a move")
            break
    if saved is None:
        raise SmokeProblem("a click in the middle of its window made no move (none saved)")
    assert isinstance(saved, tuple)
    print(f"a click on the board: saved game {saved[0]}x{saved[1]}, {saved[2]} move(s)")
    if saved[:2] != (16, 16):
        raise SmokeProblem(f"the handed-over --difficulty intermediate gave a "
                           f"{saved[0]}x{saved[1]} game")
    if screenshot is not None:
        print(f"screenshot {screenshot}" if hands.screenshot(screenshot)
              else "no screenshot (no tool for it here)")
    close_as_a_player(hands, player, window)
    return saved


def check_player_start(program: Path, folder: Path, screenshot: Path | None) -> list[str]:
    """Start the program as a player does (no option), hand it
    ``--difficulty intermediate`` from a second launch, play a move with the
    mouse, close it, and start it again with ``--difficulty intermediate``.
    The problems found."""
    if sys.platform in ("win32", "darwin") and not os.environ.get("CI"):
        print("not started as a player: on Windows and macOS that uses this account's own "
              "game data and settings (set CI=1 on a throw-away machine)")
        return []
    with contextlib.ExitStack() as stack:
        display = None
        if sys.platform.startswith("linux"):
            try:
                display = stack.enter_context(x_server())
            except InputUnavailable as error:
                display = os.environ.get("DISPLAY")
                if not display:
                    return [f"cannot start the program as a player: {error}"]
        try:
            hands = hands_for_this_system(display)
        except InputUnavailable as error:
            return [f"cannot start the program as a player: {error}"]
        env = player_environment(folder / "player-home", display)
        data = data_folder(env)
        try:
            player = start_and_hand_over(program, [], ["--difficulty", "intermediate"],
                                         env, folder)
            stack.callback(player.stop)  # whatever happens, nothing is left running
            saved = play_a_move(hands, player, data, screenshot)
            if saved_game(data) != saved:
                raise SmokeProblem(f"the game saved at quit is {saved_game(data)}, "
                                   f"not the one played {saved}")
            if (data / "running.lock").exists():
                raise SmokeProblem("the single-instance lock was left behind after quitting")
            print("closed on request: exit status 0, the game in progress saved")
            player = start_and_hand_over(program, ["--difficulty", "intermediate"], [],
                                         env, folder)
            stack.callback(player.stop)
            window = wait_for(lambda: hands.window_of(player.process.pid), TIMEOUT_S,
                              "no window of the program appeared")
            assert isinstance(window, Window)
            close_as_a_player(hands, player, window)
        except (TimeoutError, SmokeProblem) as error:
            return [f"as a player: {error}"]
        print("started with --difficulty intermediate, brought to the front by a second "
              "launch, closed")
    return []


def main(argv: list[str]) -> int:
    args = list(argv)
    screenshot = None
    if "--screenshot" in args:
        at = args.index("--screenshot")
        if at + 1 >= len(args):
            print("usage: python scripts/smoke_bundle.py [ARCHIVE] [--screenshot PNG]",
                  file=sys.stderr)
            return 2
        screenshot = Path(args[at + 1]).resolve()
        del args[at:at + 2]
    version = project_version()
    archive = Path(args[0]) if args else archive_path(version)
    if not archive.is_file():
        print(f"no archive {archive}: run scripts/build_bundle.py first", file=sys.stderr)
        return 1
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    linux = sys.platform.startswith("linux")
    problems = []
    with tempfile.TemporaryDirectory(prefix="minesweeper-qt-bundle-") as folder:
        into = Path(folder) / (AWKWARD_FOLDER if linux else "unpacked")
        program = unpack(archive, into)
        top = into / (MAC_APP if sys.platform == "darwin" else NAME)
        problems += check_unpacked(top, version)
        report = Path(folder) / "report.txt"
        command = [str(program), f"--smoke-test={report}"]
        print("+", " ".join(command), flush=True)
        started = time.monotonic()
        try:
            done = subprocess.run(command, env=env, capture_output=True, text=True,
                                  timeout=TIMEOUT_S, stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            print(f"FAILED: the bundle ran over {TIMEOUT_S} s", file=sys.stderr)
            return 1
        elapsed = time.monotonic() - started
        line = report.read_text(encoding="utf-8").strip() if report.is_file() else ""
        if done.stderr.strip():
            print("stderr:", done.stderr.strip())
        problems += check_player_start(program, Path(folder), screenshot)
        if linux:
            problems += check_install_desktop(program, Path(folder), env)
    print(line or "(no report)")
    print(f"exit status {done.returncode} after {elapsed:.1f} s (including unpacked start-up)")
    if done.returncode != 0:
        problems.append(f"exit status {done.returncode}")
    if not line.startswith("smoke test ok"):
        problems.append("no success report")
    if f"minesweeper-qt {version}," not in line:
        problems.append(f"the bundle does not know its version {version}")
    if "frozen yes" not in line:
        problems.append("not running frozen")
    if problems:
        print("FAILED: " + "; ".join(problems), file=sys.stderr)
        return 1
    print(f"bundle smoke test passed: {archive.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
