"""The double-click app: build it with build/build.py and run the frozen program.

Built once per test run into a temporary dist/work folder (so parallel runs do not
clash). Linux only: the GitHub workflow builds and smoke-tests the Windows and macOS
apps in its own steps.
"""
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scenes.tables import TABLES
from session import languages, registry
from session.lesson_files import has_lesson
from session.version import VERSION
from tests.build_scripts import build_script

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="builds the Linux app; the workflow checks Windows and macOS builds")


def frozen_env(home: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TESSERA_HOME=str(home))
    return env


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """(dist folder, program) of a fresh build."""
    if shutil.which("objdump") is None:
        message = "PyInstaller needs objdump on Linux (apt-get install binutils)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    base = tmp_path_factory.mktemp("build")
    dist, work = base / "dist", base / "work"
    start = time.perf_counter()
    out = subprocess.run([sys.executable, str(ROOT / "build" / "build.py"), "--dist", str(dist), "--work", str(work),
                          "--quiet"], capture_output=True, text=True, timeout=900)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
    print(f"\nbuild took {time.perf_counter() - start:.1f} s")
    program = dist / "Tessera" / "Tessera"
    assert program.is_file() and os.access(program, os.X_OK)
    return dist, program


def listing(folder: Path) -> dict:
    """Every file and folder under ``folder`` with its size and modification time."""
    result = {}
    for path in sorted(folder.rglob("*")):
        info = path.lstat()
        result[str(path.relative_to(folder))] = (info.st_size, info.st_mtime_ns)
    return result


def test_the_frozen_smoke_run_reads_every_resource_from_the_bundle(built, tmp_path):
    dist, program = built
    app_folder = program.parent
    before = listing(app_folder)
    # Started from inside its own folder, so a write to a relative path would show up too.
    out = subprocess.run([str(program), "--smoke"], cwd=app_folder, capture_output=True, text=True,
                         env=frozen_env(tmp_path / "home"), timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "FAILED" not in out.stderr
    line = next(line for line in out.stdout.splitlines() if "resources from the" in line)
    assert "resources from the bundle at " in line, line
    where = Path(line.split("resources from the bundle at ")[1].split(" (")[0])
    assert where == app_folder / "_internal"
    assert ROOT not in where.parents
    for scene in ("menu", "settings", "rules:kerala", "results:kaleido", "results:kerala", "results:kasane"):
        assert scene in line  # the results scenes play whole games: the lazily imported engines are bundled
    # A new game at each table and each lesson, from the bundle's art, layouts and lessons.
    tables = [game.id for game in registry.all_games() if game.id in TABLES]
    assert tables
    for game_id in tables:
        assert f"table:{game_id}" in line
        assert (f"lesson:{game_id}" in line) == has_lesson(game_id)
    # The hard computer's worker processes start from the frozen program (spawn, freeze
    # support) and choose what one process alone chooses.
    decision = next(line for line in out.stdout.splitlines() if "a hard decision" in line)
    assert "grown in 2 worker processes" in decision and "the same as in one process" in decision, decision
    # Every language's catalog and dates, from the Babel data the build kept.
    spoken = next(line for line in out.stdout.splitlines() if line.startswith("languages: "))
    assert all(f"{language.code}: " in spoken for language in languages.OFFERED + languages.IN_THE_MAKING), spoken
    # Nothing was written next to the program; the log went to the player's folder.
    assert listing(app_folder) == before
    assert (tmp_path / "home" / "logs" / "tessera.log").is_file()


def test_the_frozen_version_is_the_source_version(built, tmp_path):
    _, program = built
    env = frozen_env(tmp_path / "home")
    frozen = subprocess.run([str(program), "--version"], capture_output=True, text=True, env=env, timeout=60)
    source = subprocess.run([sys.executable, str(ROOT / "main.py"), "--version"], capture_output=True, text=True,
                            env=env, timeout=60)
    assert frozen.returncode == 0 and source.returncode == 0
    assert frozen.stdout.strip() == source.stdout.strip() == f"Tessera {VERSION}"


def test_the_bundle_holds_the_whole_assets_tree(built):
    """Every file of assets/, and beside each message catalog (.po) its compiled .mo,
    which the frozen program reads; the Japanese fonts cut to the letters the app needs
    (build/japanese_font.py), every other file as it is."""
    _, program = built
    source = ROOT / "assets"
    bundled = program.parent / "_internal" / "assets"
    names = {str(p.relative_to(source)) for p in source.rglob("*") if p.is_file()}
    compiled = {str(p.relative_to(source).with_suffix(".mo")) for p in source.rglob("*.po")}
    assert compiled and names.isdisjoint(compiled)
    assert names | compiled == {str(p.relative_to(bundled)) for p in bundled.rglob("*") if p.is_file()}
    japanese_font = build_script("japanese_font")
    cut = {str(Path("fonts", name)) for name in japanese_font.JAPANESE_FONTS}
    assert cut <= names
    for name in names - cut:
        assert (bundled / name).read_bytes() == (source / name).read_bytes(), name
    for name in cut:
        assert (bundled / name).stat().st_size < 0.45 * (source / name).stat().st_size, name
        assert japanese_font.name_kanji() <= japanese_font.characters(bundled / name)
    assert japanese_font.missing_letters(bundled / "fonts") == {}


def test_the_bundle_keeps_babel_s_data_for_the_languages_alone(built):
    _, program = built
    kept = {path.stem for path in (program.parent / "_internal" / "babel" / "locale-data").glob("*.dat")}
    assert kept == build_script("catalogs").locales_needed()
    assert {"root", "en", "de", "ja"} <= kept


def test_the_release_workflows_check_passes_on_the_built_program(built, tmp_path):
    _, program = built
    assert build_script("check_program").problems(program, tmp_path / "home") == []
