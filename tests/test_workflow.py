"""The GitHub workflow, read before it ever runs on Windows or macOS: every platform is
tested, built, its program checked (smoke run, bundle, version), zipped so that the app
still opens (ditto for the .app), unpacked as a player would and checked again, and
uploaded; Windows also builds the installer, installs, checks and uninstalls it, and
uploads it; the release waits for every build and attaches the three zips, the installer
and their SHA256SUMS. What can run here runs: the Linux zip and unpack commands on an app
folder, and the release's own scripts with a stand-in for the gh command."""
import hashlib
import os
import re
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from tests.build_scripts import build_script

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"
#: Each runner of the matrix: the runner.os it reports, the sys.platform it builds for, its zip.
RUNNERS = {"ubuntu-latest": ("Linux", "linux", "Tessera-linux.zip"),
           "windows-latest": ("Windows", "win32", "Tessera-windows.zip"),
           "macos-latest": ("macOS", "darwin", "Tessera-macos.zip")}
CONDITION = re.compile(r"runner\.os (==|!=) '(\w+)'")

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="runs the workflow's bash scripts")


build = build_script("build")


@pytest.fixture(scope="module")
def jobs():
    return yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))["jobs"]


def matrix(jobs) -> list[dict]:
    return jobs["build"]["strategy"]["matrix"]["include"]


def runs_on(step: dict, runner_os: str) -> bool:
    """Whether ``step`` runs on ``runner_os``: its ``if`` may only compare runner.os."""
    condition = step.get("if")
    if condition is None:
        return True
    found = CONDITION.fullmatch(condition.strip())
    assert found, f"a condition this test cannot read: {condition!r}"
    return (found[2] == runner_os) == (found[1] == "==")


def steps_on(jobs, runner_os: str) -> list[dict]:
    return [step for step in jobs["build"]["steps"] if runs_on(step, runner_os)]


def the_step(steps: list[dict], predicate, what: str) -> int:
    """The position of the one step that ``predicate`` picks."""
    found = [i for i, step in enumerate(steps) if predicate(step)]
    assert len(found) == 1, f"{what}: {len(found)} steps, not one"
    return found[0]


def runs(step: dict, *words: str) -> bool:
    return all(word in step.get("run", "") for word in words)


def test_every_platform_is_built_and_names_its_program_as_the_build_script_does(jobs):
    entries = matrix(jobs)
    assert sorted(entry["os"] for entry in entries) == sorted(RUNNERS)
    for entry in entries:
        _, platform, archive = RUNNERS[entry["os"]]
        assert entry["program"] == build.executable(Path("dist"), platform).as_posix()
        assert entry["archive"] == archive
    assert jobs["build"]["env"] == {"PROGRAM": "${{ matrix.program }}", "ARCHIVE": "${{ matrix.archive }}"}
    assert jobs["build"]["strategy"]["fail-fast"] is False   # one platform failing does not hide another's result


@pytest.mark.parametrize("runner_os", [runner for runner, _, _ in RUNNERS.values()])
def test_each_platform_tests_builds_checks_zips_unpacks_checks_again_and_uploads(jobs, runner_os):
    steps = steps_on(jobs, runner_os)
    tested = the_step(steps, lambda s: runs(s, "python -m pytest"), "tests")
    built = the_step(steps, lambda s: s.get("run") == "python build/build.py", "build")
    checked = the_step(steps, lambda s: runs(s, 'python build/check_program.py "$PROGRAM"'), "check the build")
    zipped = the_step(steps, lambda s: runs(s, "ARCHIVE") and not runs(s, "unzipped"), "zip")
    unpacked = the_step(steps, lambda s: runs(s, "ARCHIVE", "unzipped") and not runs(s, "check_program"), "unpack")
    checked_again = the_step(steps, lambda s: runs(s, 'check_program.py "unzipped/${PROGRAM#dist/}"'),
                             "check the unpacked program")
    uploaded = the_step(steps, lambda s: uploads(s) and s["with"]["name"] == "${{ matrix.archive }}", "upload")
    assert tested < built < checked < zipped < unpacked < checked_again < uploaded
    assert steps[uploaded]["with"]["path"] == "${{ matrix.archive }}"
    assert steps[uploaded]["with"]["if-no-files-found"] == "error"
    if runner_os == "macOS":
        # ditto keeps the bundle's links, permissions and attributes; --keepParent keeps Tessera.app itself
        assert steps[zipped]["run"].split() == ["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent",
                                                "dist/Tessera.app", '"$ARCHIVE"']
        assert steps[unpacked]["run"].split() == ["ditto", "-x", "-k", '"$ARCHIVE"', "unzipped"]
    if runner_os == "Windows":
        assert steps[zipped]["shell"] == steps[unpacked]["shell"] == "pwsh"


def uploads(step: dict) -> bool:
    return step.get("uses", "").startswith("actions/upload-artifact@")


@pytest.mark.parametrize("runner_os", [runner for runner, _, _ in RUNNERS.values()])
def test_windows_alone_builds_the_installer_then_installs_checks_uninstalls_and_uploads_it(jobs, runner_os):
    steps = steps_on(jobs, runner_os)
    nsis = [i for i, step in enumerate(steps) if runs(step, "choco install nsis")]
    made = [i for i, step in enumerate(steps) if runs(step, "python build/installer.py")]
    checked = [i for i, step in enumerate(steps) if runs(step, "python build/check_installer.py")]
    uploaded = [i for i, step in enumerate(steps) if uploads(step) and step["with"]["name"] == "Tessera-setup.exe"]
    if runner_os != "Windows":
        assert nsis == made == checked == uploaded == []
        return
    built = the_step(steps, lambda s: s.get("run") == "python build/build.py", "build")
    assert len(nsis) == len(made) == len(checked) == len(uploaded) == 1
    assert built < nsis[0] < made[0] < checked[0] < uploaded[0]
    assert "--version=" in steps[nsis[0]]["run"]   # a pinned NSIS
    # the installer is made from the build, and checked against the same build
    assert steps[made[0]]["run"].split()[2:] == ["--app", "dist/Tessera", "--out", "Tessera-setup.exe"]
    assert "python build/check_installer.py Tessera-setup.exe --app dist/Tessera" in steps[checked[0]]["run"]
    assert steps[uploaded[0]]["with"]["path"] == "Tessera-setup.exe"
    assert steps[uploaded[0]]["with"]["if-no-files-found"] == "error"


def step_script(jobs, job: str, name_start: str) -> str:
    return next(s["run"] for s in jobs[job]["steps"] if s.get("name", "").startswith(name_start))


@posix_only
def test_the_linux_zip_keeps_the_program_runnable_and_its_links(jobs, tmp_path):
    if not (shutil.which("zip") and shutil.which("unzip")):
        if os.environ.get("CI"):
            pytest.fail("zip and unzip are needed (apt-get install zip unzip)")
        pytest.skip("zip and unzip are needed (apt-get install zip unzip)")
    app = tmp_path / "dist" / "Tessera"
    (app / "_internal").mkdir(parents=True)
    (app / "Tessera").write_text("#!/bin/sh\necho Tessera\n")
    (app / "Tessera").chmod(0o755)
    (app / "_internal" / "libexample.so.1").write_bytes(b"\x7fELF")
    (app / "_internal" / "libexample.so").symlink_to("libexample.so.1")
    env = dict(os.environ, ARCHIVE="Tessera-linux.zip")
    for name in ("Zip the app (Linux)", "Unpack the zip as a player would (Linux)"):
        subprocess.run(["bash", "-e", "-c", step_script(jobs, "build", name)], cwd=tmp_path, env=env, check=True)
    unpacked = tmp_path / "unzipped" / "Tessera"
    assert os.stat(unpacked / "Tessera").st_mode & stat.S_IXUSR
    assert subprocess.run([str(unpacked / "Tessera")], capture_output=True, text=True).stdout == "Tessera\n"
    assert os.readlink(unpacked / "_internal" / "libexample.so") == "libexample.so.1"


def test_the_release_needs_every_build_and_runs_for_a_version_tag_only(jobs):
    release = jobs["release"]
    assert release["needs"] in ("build", ["build"])
    assert release["if"] == "startsWith(github.ref, 'refs/tags/v')"
    assert release["permissions"] == {"contents": "write"} and jobs["build"]["permissions"] == {"contents": "read"}
    download = next(s for s in release["steps"] if s.get("uses", "").startswith("actions/download-artifact@"))
    assert download["with"] == {"pattern": "Tessera-*", "path": "release", "merge-multiple": True}
    for step in release["steps"]:
        if "run" in step:
            assert step["working-directory"] == download["with"]["path"]


def run_release(jobs, folder: Path, files: list[str]) -> subprocess.CompletedProcess:
    """The release job's scripts, in order, in ``folder`` holding ``files``, with a ``gh``
    that notes its arguments in gh-arguments.txt."""
    folder.mkdir()
    for name in files:
        (folder / name).write_bytes(f"the {name} app".encode())
    bin_dir = folder.parent / "bin"
    bin_dir.mkdir()
    (bin_dir / "gh").write_text('#!/bin/sh\nprintf "%s\\n" "$@" > "$GH_ARGUMENTS"\n')
    (bin_dir / "gh").chmod(0o755)
    env = dict(os.environ, PATH=f"{bin_dir}{os.pathsep}{os.environ['PATH']}", GITHUB_REF_NAME="v1.2.3",
               GITHUB_REPOSITORY="players/tessera", GH_TOKEN="token", GH_ARGUMENTS=str(folder.parent / "gh.txt"))
    script = "\n".join(step["run"] for step in jobs["release"]["steps"] if "run" in step)
    return subprocess.run(["bash", "-e", "-c", script], cwd=folder, env=env, capture_output=True, text=True)


def released_files(jobs) -> list[str]:
    """What the build job uploads: each platform's zip, and the Windows installer."""
    installer = [step["with"]["name"] for step in jobs["build"]["steps"]
                 if uploads(step) and step["with"]["name"] != "${{ matrix.archive }}"]
    assert installer == ["Tessera-setup.exe"]
    return sorted(entry["archive"] for entry in matrix(jobs)) + installer


@posix_only
def test_the_release_attaches_the_three_zips_the_installer_and_their_sha256sums(jobs, tmp_path):
    files = released_files(jobs)
    out = run_release(jobs, tmp_path / "release", files)
    assert out.returncode == 0, out.stdout + out.stderr
    sums = (tmp_path / "release" / "SHA256SUMS").read_text().splitlines()
    assert sums == [f"{hashlib.sha256((tmp_path / 'release' / name).read_bytes()).hexdigest()}  {name}"
                    for name in files]
    arguments = (tmp_path / "gh.txt").read_text().splitlines()
    assert arguments[:3] == ["release", "create", "v1.2.3"]
    assert arguments[3:8] == [*files, "SHA256SUMS"]
    assert arguments[8:] == ["--repo", "players/tessera", "--title", "Tessera v1.2.3", "--generate-notes"]


@posix_only
@pytest.mark.parametrize("left_out", ["Tessera-macos.zip", "Tessera-setup.exe"])
def test_a_release_missing_a_zip_or_the_installer_is_not_made(jobs, tmp_path, left_out):
    files = [name for name in released_files(jobs) if name != left_out]
    out = run_release(jobs, tmp_path / "release", files)
    assert out.returncode != 0 and "expected the three zips (Linux, macOS, Windows) and the Windows installer" in out.stdout
    assert not (tmp_path / "gh.txt").exists()
