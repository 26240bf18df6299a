"""build/check_program.py, the release workflow's check of a built program, on programs
that stand in for a build: it passes a good one and names what is wrong with a bad one."""
import os
import sys
from pathlib import Path

import pytest

from session.version import VERSION
from tests.build_scripts import build_script

ROOT = Path(__file__).resolve().parent.parent
check_program = build_script("check_program")

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the stand-in programs are Python scripts")

REVIEWED = "INFO scenes.devtools.smoke: smoke: the review's background process weighed a person's turn in 0.20 s"
GOOD_LOG = (f"INFO __main__: Tessera {VERSION} starting\n"
            "INFO scenes.devtools.smoke: smoke: 18 scenes opened (menu, ...); resources from the bundle at /x\n"
            f"{REVIEWED} at nice 19, the lowest\n"
            f"{REVIEWED} at priority class 0x40, the lowest\n")  # (each system reads its own line)


def stand_in(tmp_path, log=GOOD_LOG, status=0, version=f"Tessera {VERSION}") -> Path:
    """A program that answers --smoke with ``log`` and ``status`` and --version with ``version``."""
    program = tmp_path / "Tessera"
    program.write_text(f"""#!{sys.executable}
import os, pathlib, sys
if "--version" in sys.argv:
    print({version!r})
    sys.exit(0)
logs = pathlib.Path(os.environ["TESSERA_HOME"]) / "logs"
logs.mkdir(parents=True, exist_ok=True)
(logs / "tessera.log").write_text({log!r})
assert os.environ["SDL_VIDEODRIVER"] == "dummy" and not any(k.startswith("PYTHON") for k in os.environ)
sys.exit({status})
""")
    program.chmod(0o755)
    return program


def test_a_good_program_is_fit_to_ship(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("PYTHONPATH", str(ROOT))   # a frozen program must not see the developer's Python
    assert check_program.main([str(stand_in(tmp_path)), "--home", str(tmp_path / "home")]) == 0
    assert "fit to ship" in capsys.readouterr().out


@pytest.mark.parametrize("log, status, version, problem", [
    (GOOD_LOG, 1, f"Tessera {VERSION}", "--smoke exited with status 1"),
    (GOOD_LOG.replace("the bundle", "the source tree"), 0, f"Tessera {VERSION}", "not read its resources from the bundle"),
    (GOOD_LOG + "ERROR x: smoke: FAILED rules:kerala: KeyError: 'x'\n", 0, f"Tessera {VERSION}", "FAILED rules:kerala"),
    (GOOD_LOG.replace(VERSION, "0.0.1"), 0, f"Tessera {VERSION}", f"did not start as version {VERSION}"),
    (GOOD_LOG, 0, "Tessera 0.0.1", "--version printed 'Tessera 0.0.1'"),
    ("", 0, f"Tessera {VERSION}", "wrote no log"),
    (GOOD_LOG.replace("nice 19, the lowest", "nice 0"), 0, f"Tessera {VERSION}",
     "did not say that the review's background process ran at nice 19, the lowest priority"),
])
def test_what_is_wrong_with_a_program_is_named(tmp_path, log, status, version, problem):
    found = check_program.problems(stand_in(tmp_path, log, status, version), tmp_path / "home")
    assert len(found) == 1 and problem in found[0], found
    assert check_program.main([str(tmp_path / "Tessera"), "--home", str(tmp_path / "again")]) == 1


def test_there_must_be_a_program(tmp_path):
    assert check_program.problems(tmp_path / "nothing", tmp_path / "home") == [
        f"there is no program at {tmp_path / 'nothing'}"]


@pytest.mark.parametrize("embedded, ok", [(check_program.windows_version(), True), ("0.0.0.0", False), ("", False)])
def test_on_windows_the_version_the_exe_carries_is_checked(tmp_path, monkeypatch, embedded, ok):
    monkeypatch.setattr(check_program, "embedded_windows_version", lambda program: embedded)
    found = check_program.problems(stand_in(tmp_path, version="nothing printed"), tmp_path / "home", "win32")
    assert found == ([] if ok else [f"Tessera carries the version {embedded!r}, not {check_program.windows_version()!r}"])


def test_a_file_that_is_no_windows_program_carries_no_version(tmp_path):
    program = stand_in(tmp_path)
    assert check_program.version_strings(program) == {}
    assert check_program.embedded_windows_version(program) == ""


def test_under_wine_the_program_runs_through_wine_with_its_folders_as_a_windows_path(tmp_path, monkeypatch):
    """A stand-in ``wine`` on PATH: it notes its arguments and the TESSERA_HOME it was given,
    and runs the program with that home as the Linux path it names (Wine's drive Z:)."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "wine").write_text('#!/bin/sh\nprintf "%s %s\\n" "$*" "$TESSERA_HOME" >> "$WINE_CALLS"\n'
                                  'TESSERA_HOME=$(printf %s "$TESSERA_HOME" | sed "s/^Z://; s#\\\\\\\\#/#g") exec "$@"\n')
    (bin_dir / "wine").chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}:{os.environ['PATH']}")
    monkeypatch.setenv("WINE_CALLS", str(tmp_path / "calls.txt"))
    monkeypatch.setattr(check_program, "embedded_windows_version", lambda program: check_program.windows_version())
    program = stand_in(tmp_path, version="a windowed program prints nothing")
    assert check_program.problems(program, tmp_path / "home", wine=True) == []
    assert (tmp_path / "calls.txt").read_text().splitlines() == [
        f"{program} --smoke Z:{str(tmp_path / 'home').replace('/', chr(92))}"]   # no --version: the .exe's is read
    monkeypatch.setattr(check_program, "embedded_windows_version", lambda program: "0.0.0.0")
    assert check_program.problems(program, tmp_path / "again", wine=True) == [
        f"Tessera carries the version '0.0.0.0', not {check_program.windows_version()!r}"]


def test_under_wine_the_review_s_process_must_have_had_the_idle_priority_class(tmp_path, monkeypatch):
    monkeypatch.setattr(check_program, "embedded_windows_version", lambda program: check_program.windows_version())
    log = GOOD_LOG.replace("priority class 0x40, the lowest", "priority class 0x20")
    found = check_program.problems(stand_in(tmp_path, log, version="nothing"), tmp_path / "home", "win32")
    assert found == ["--smoke did not say that the review's background process ran at priority class 0x40, the lowest "
                     "priority"]
