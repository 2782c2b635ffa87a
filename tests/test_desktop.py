"""Linux desktop integration: install and uninstall into a temporary prefix."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper_qt import APP_ID, desktop

ROOT = Path(__file__).resolve().parent.parent
#: Characters the Desktop Entry Specification reserves in Exec arguments.
RESERVED = " \t\n\"'\\><~|&;$*?#()`"
#: Folder names a player may well have (the first was a real bug: "%o" is a field code).
AWKWARD = ["50%off", "My Games", 'say "hi"', "it's", "back\\slash", "$HOME", "100% (new)",
           "a`b`", "%f %u %%", "tab\there", "ünïcödé 游戏"]


def argv(program: str) -> list[str]:
    """What a menu entry for ``program`` should run: the program, through ``env``
    when its path holds a "%" (GLib looks the program up before undoing "%%")."""
    return ["env", program] if "%" in program else [program]


def read_exec(value: str) -> list[str]:
    """The argument vector a launcher makes of an Exec value, written from the
    Desktop Entry Specification 1.5 (not from desktop.py): undo the string
    escapes, then the field codes (only %% is allowed here), then the quoting."""
    escapes = {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}
    text, i = "", 0
    while i < len(value):
        if value[i] == "\\":
            assert value[i + 1] in escapes, f"bad string escape in {value!r}"
            text, i = text + escapes[value[i + 1]], i + 2
        else:
            text, i = text + value[i], i + 1
    expanded, i = "", 0
    while i < len(text):
        if text[i] == "%":
            assert text[i + 1:i + 2] == "%", f"field code %{text[i + 1:i + 2]} in {value!r}"
            expanded, i = expanded + "%", i + 2
        else:
            expanded, i = expanded + text[i], i + 1
    args: list[str] = []
    current: str | None = None
    i = 0
    while i < len(expanded):
        char = expanded[i]
        if char == " ":
            if current is not None:
                args.append(current)
            current, i = None, i + 1
        elif char == '"':
            current = current or ""
            i += 1
            while expanded[i] != '"':
                if expanded[i] == "\\":
                    assert expanded[i + 1] in '"`$\\', f"bad quoted escape in {value!r}"
                    i += 1
                current, i = current + expanded[i], i + 1
            i += 1
        else:
            assert char not in RESERVED, f"reserved {char!r} outside quotes in {value!r}"
            current, i = (current or "") + char, i + 1
    if current is not None:
        args.append(current)
    return args


def test_install_puts_entry_metainfo_and_icon_under_the_data_dir(tmp_path: Path) -> None:
    files = desktop.install(tmp_path, program="minesweeper-qt")
    assert files == [
        tmp_path / "applications" / f"{APP_ID}.desktop",
        tmp_path / "metainfo" / f"{APP_ID}.metainfo.xml",
        tmp_path / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg",
    ]
    entry, metainfo, icon = files
    assert entry.read_text(encoding="utf-8") == (
        ROOT / "packaging" / "linux" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert metainfo.read_bytes() == (
        ROOT / "packaging" / "linux" / f"{APP_ID}.metainfo.xml").read_bytes()
    assert icon.read_bytes() == (ROOT / "resources" / "icon.svg").read_bytes()
    assert not (tmp_path / "icons" / "hicolor" / "icon-theme.cache").exists()


def test_install_twice_replaces_and_uninstall_removes(tmp_path: Path) -> None:
    desktop.install(tmp_path, program="/opt/old/minesweeper-qt")
    files = desktop.install(tmp_path, program="/opt/new/minesweeper-qt")
    assert "Exec=/opt/new/minesweeper-qt\n" in files[0].read_text(encoding="utf-8")
    assert desktop.uninstall(tmp_path) == files
    assert not any(path.exists() for path in files)
    assert desktop.uninstall(tmp_path) == []


def test_exec_line_points_at_the_program(tmp_path: Path) -> None:
    (entry, *_) = desktop.install(tmp_path, program="/home/ann/My Games/minesweeper-qt")
    lines = entry.read_text(encoding="utf-8").splitlines()
    assert lines.count('Exec="/home/ann/My Games/minesweeper-qt"') == 1
    assert sum(line.startswith("Exec=") for line in lines) == 1


@pytest.mark.parametrize(("program", "value"), [
    ("minesweeper-qt", "minesweeper-qt"),
    ("/usr/bin/minesweeper-qt", "/usr/bin/minesweeper-qt"),
    ("/a b/x", '"/a b/x"'),
    ("/a$b/x", '"/a\\\\$b/x"'),  # quoted, "$" escaped, then the backslash escaped
    ('/a"b/x', '"/a\\\\"b/x"'),
    ("/a\\b/x", '"/a\\\\\\\\b/x"'),  # quoted and escaped: one backslash becomes four
    # "%" is no reserved character: escaped, not quoted, and started through env
    ("/opt/50%off/x", "env /opt/50%%off/x"),
    ("/opt/50% off/x", 'env "/opt/50%% off/x"'),
    ("/a\nb/x", '"/a\\nb/x"'),  # a newline: reserved, then a string escape
])
def test_exec_value_quotes_reserved_characters(program: str, value: str) -> None:
    assert desktop.exec_value(program) == value
    assert read_exec(value) == argv(program)


@pytest.mark.parametrize("name", AWKWARD)
def test_exec_value_reads_back_as_the_program(name: str) -> None:
    program = f"/home/ann/{name}/minesweeper-qt"
    assert read_exec(desktop.exec_value(program)) == argv(program)


@settings(max_examples=300, deadline=None)
@given(st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00"),
               min_size=1, max_size=40))
def test_any_path_reads_back_or_is_refused(name: str) -> None:
    program = f"/x/{name}/minesweeper-qt"
    if any((ord(char) < 0x20 and char not in "\n\t\r") or char == "\x7f" for char in name):
        with pytest.raises(ValueError, match="control character"):
            desktop.exec_value(program)
    else:
        assert read_exec(desktop.exec_value(program)) == argv(program)


def test_a_control_character_is_refused_with_a_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(desktop, "launcher_command", lambda: "/opt/bad\x1bname/minesweeper-qt")
    assert desktop.main(["install", "--prefix", str(tmp_path)]) == 1
    assert "control character" in capsys.readouterr().err


def test_a_frozen_bundle_launches_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", "/opt/minesweeper-qt/minesweeper-qt")
    assert desktop.launcher_command() == "/opt/minesweeper-qt/minesweeper-qt"


def test_default_data_dir_follows_xdg(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert desktop.default_data_dir() == tmp_path
    monkeypatch.setenv("XDG_DATA_HOME", "relative/is/ignored")
    assert desktop.default_data_dir() == Path.home() / ".local" / "share"


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="freedesktop.org only")
def test_command_line_install_with_prefix_then_uninstall(
    tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    assert desktop.main(["install", "--prefix", str(tmp_path)]) == 0
    entry = tmp_path / "share" / "applications" / f"{APP_ID}.desktop"
    assert entry.is_file()
    assert f"installed {entry}" in capsys.readouterr().out
    assert desktop.main(["uninstall", "--prefix", str(tmp_path)]) == 0
    assert not entry.exists()


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="freedesktop.org only")
def test_game_command_line_installs_into_xdg_data_home(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    from minesweeper_qt.app import main

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert main(["minesweeper-qt", "--install-desktop"]) == 0
    assert (tmp_path / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    assert main(["minesweeper-qt", "--uninstall-desktop"]) == 0
    assert not (tmp_path / "metainfo" / f"{APP_ID}.metainfo.xml").exists()


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate (Debian: desktop-file-utils) not installed")
@pytest.mark.parametrize("name", ["My $Games", *AWKWARD])
def test_installed_entry_with_an_awkward_path_is_valid(tmp_path: Path, name: str) -> None:
    (entry, *_) = desktop.install(tmp_path, program=f"/opt/{name}/minesweeper-qt")
    done = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


def _recording_program(folder: Path, record: Path) -> Path:
    """An executable at ``folder/minesweeper-qt`` that writes its argv to ``record``."""
    folder.mkdir(parents=True)
    program = folder / "minesweeper-qt"
    program.write_text(f"#!{sys.executable}\nimport sys\n"
                       f"open({str(record)!r}, 'w', encoding='utf-8').write(repr(sys.argv))\n",
                       encoding="utf-8")
    program.chmod(0o755)
    return program


@pytest.mark.skipif(shutil.which("gio") is None,
                    reason="gio (Debian: libglib2.0-bin) not installed")
@pytest.mark.parametrize("name", AWKWARD)
def test_a_real_launcher_starts_the_installed_entry(tmp_path: Path, name: str) -> None:
    """GLib's launcher (what GNOME's menus use) reads the installed entry and
    starts exactly the program, however its folder is named."""
    record = tmp_path / "argv.txt"
    program = _recording_program(tmp_path / name, record)
    (entry, *_) = desktop.install(tmp_path / "data", program=str(program))
    env = dict(os.environ, HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path / "data"))
    done = subprocess.run(["gio", "launch", str(entry)], capture_output=True, text=True,
                          env=env, timeout=60, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, done.stdout + done.stderr
    deadline = time.monotonic() + 300  # a generous wait, not a limit
    while not (record.is_file() and record.read_text(encoding="utf-8")):
        assert time.monotonic() < deadline, "the launched program never ran"
        time.sleep(0.05)
    assert record.read_text(encoding="utf-8") == repr([str(program)])


def _recording_helper(tools: Path, record: Path) -> None:
    """A stand-in ``update-desktop-database`` that records its library path."""
    tools.mkdir()
    helper = tools / "update-desktop-database"
    helper.write_text(
        "#!/bin/sh\n"
        f"echo \"LD_LIBRARY_PATH=${{LD_LIBRARY_PATH-(unset)}}\" > '{record}'\n"
        f"echo \"LD_LIBRARY_PATH_ORIG=${{LD_LIBRARY_PATH_ORIG-(unset)}}\" >> '{record}'\n",
        encoding="utf-8",
    )
    helper.chmod(0o755)


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="freedesktop.org only")
@pytest.mark.parametrize(("frozen", "before", "after"), [
    # A bundle started with LD_LIBRARY_PATH=/usr/local/lib: its bootloader put its
    # own folder first and saved the original; the tool gets the original.
    (True, {"LD_LIBRARY_PATH": "/opt/game/_internal:/usr/local/lib",
            "LD_LIBRARY_PATH_ORIG": "/usr/local/lib"}, "/usr/local/lib"),
    # A bundle started without one: the tool gets none.
    (True, {"LD_LIBRARY_PATH": "/opt/game/_internal"}, "(unset)"),
    # Not frozen: the player's own setting is the original one, passed on.
    (False, {"LD_LIBRARY_PATH": "/home/ann/lib"}, "/home/ann/lib"),
])
def test_system_tools_run_with_the_original_library_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    frozen: bool, before: dict[str, str], after: str,
) -> None:
    record = tmp_path / "env.txt"
    _recording_helper(tmp_path / "tools", record)
    monkeypatch.setenv("PATH", f"{tmp_path / 'tools'}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.delenv("LD_LIBRARY_PATH_ORIG", raising=False)
    for name, value in before.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setattr(sys, "frozen", frozen, raising=False)
    desktop.install(tmp_path / "data", program="minesweeper-qt")
    assert record.read_text(encoding="utf-8").splitlines() == [
        f"LD_LIBRARY_PATH={after}", "LD_LIBRARY_PATH_ORIG=(unset)"]
    assert os.environ["LD_LIBRARY_PATH"] == before["LD_LIBRARY_PATH"]  # ours is untouched


def test_helper_environment_leaves_the_rest_alone() -> None:
    env = {"PATH": "/usr/bin", "LD_LIBRARY_PATH": "/b/_internal", "LD_LIBRARY_PATH_ORIG": "/a"}
    assert desktop.helper_environment(env, frozen=True) == {"PATH": "/usr/bin",
                                                            "LD_LIBRARY_PATH": "/a"}
    assert desktop.helper_environment(env, frozen=False) == env
    assert env["LD_LIBRARY_PATH"] == "/b/_internal"  # a copy, not the mapping itself


@pytest.mark.skipif(shutil.which("update-desktop-database") is None,
                    reason="update-desktop-database (Debian: desktop-file-utils) not installed")
def test_uninstall_leaves_nothing_that_install_made(tmp_path: Path) -> None:
    """install runs update-desktop-database, which writes applications/
    mimeinfo.cache; uninstall takes it away with the folders it made, and
    leaves what was there before."""
    desktop.install(tmp_path, program="minesweeper-qt")
    assert (tmp_path / "applications" / "mimeinfo.cache").is_file()
    desktop.uninstall(tmp_path)
    assert list(tmp_path.iterdir()) == []

    other = tmp_path / "applications" / "other.desktop"
    other.parent.mkdir()
    other.write_text("[Desktop Entry]\nType=Application\nName=Other\nExec=other\n"
                     "MimeType=text/x-other;\n", encoding="utf-8")
    keep = tmp_path / "icons" / "hicolor" / "scalable" / "apps" / "other.svg"
    keep.parent.mkdir(parents=True)
    keep.write_text("<svg/>", encoding="utf-8")
    desktop.install(tmp_path, program="minesweeper-qt")
    desktop.uninstall(tmp_path)
    assert sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*")
                  if p.is_file()) == ["applications/mimeinfo.cache", "applications/other.desktop",
                                      "icons/hicolor/scalable/apps/other.svg"]
    assert "text/x-other=other.desktop" in (tmp_path / "applications" / "mimeinfo.cache") \
        .read_text(encoding="utf-8")


#: What a planted link points at: a file of the player's, which must stay as it is.
VICTIM_TEXT = "[Desktop Entry]\nName=the player's own entry\n"


@pytest.mark.parametrize(("action", "target"), [("install", "desktop"), ("install", "icon"),
                                                ("uninstall", "desktop")])
def test_a_link_at_a_target_is_refused_and_what_it_points_at_unchanged(
        tmp_path: Path, action: str, target: str) -> None:
    data = tmp_path / "share"
    victim = tmp_path / "victim.txt"
    victim.write_text(VICTIM_TEXT)
    place = desktop.targets(data)[target]
    place.parent.mkdir(parents=True)
    place.symlink_to(victim)
    env = dict(os.environ, XDG_DATA_HOME=str(data), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "minesweeper_qt", f"--{action}-desktop"],
                          env=env, capture_output=True, text=True, timeout=120,
                          stdin=subprocess.DEVNULL)
    assert done.returncode == 1, done.stdout + done.stderr
    assert f"refused: {place}: a symbolic link is in the place of the file" in done.stderr
    assert "Traceback" not in done.stderr
    assert victim.read_text() == VICTIM_TEXT  # not written through
    assert place.is_symlink()  # and the link left as it was
    others = [path for key, path in desktop.targets(data).items() if key != target]
    assert not any(path.exists() for path in others)  # nothing else written either


def test_install_writes_whole_files_atomically(tmp_path: Path) -> None:
    data = tmp_path / "share"
    desktop.install(data, "minesweeper-qt")
    entry = desktop.targets(data)["desktop"]
    inode = entry.stat().st_ino
    desktop.install(data, "/opt/other/minesweeper-qt")
    assert entry.stat().st_ino != inode  # replaced by a rename, not rewritten in place
    assert "Exec=/opt/other/minesweeper-qt" in entry.read_text()
    assert [p.name for p in entry.parent.iterdir() if p.name != "mimeinfo.cache"] == [entry.name]
