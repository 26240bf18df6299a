"""The macOS app, as far as Linux can check it: build/tessera.spec run as on macOS (with
stand-ins for PyInstaller's build steps) makes Tessera.app with its name, icon, identifier
and version, whose Info.plist, written as PyInstaller writes it, reads back with them; and
the code that only runs on macOS (where build.py finds the program in the bundle, the
Finder's -psn_ argument, check_program's --version check) run as on macOS."""
import os
import plistlib
import re
import sys
from pathlib import Path

import pytest

import main
from session.version import VERSION
from tests.build_scripts import build_script, run_spec
from tests.test_check_program import stand_in

build = build_script("build")
check_program = build_script("check_program")
icons = build_script("icons")

IDENTIFIER = "org.tessera.Tessera"   # as the README gives it: a bundle's identity for macOS and code signing
# What Info.plist's version keys hold: up to three numbers with periods between them.
MACOS_VERSION = re.compile(r"\d+(\.\d+){0,2}")


@pytest.fixture(scope="module")
def darwin(tmp_path_factory):
    """(the steps the spec made as on macOS, its work folder, its dist folder)."""
    base = tmp_path_factory.mktemp("spec")
    return run_spec("darwin", base / "work", base / "dist"), base / "work", base / "dist"


def info_plist(bundle) -> dict:
    """The Info.plist PyInstaller's BUNDLE writes for the stand-in ``bundle`` (as
    PyInstaller 6's building/osx.py does): its own keys made from the bundle's name,
    identifier, icon and version and from the program it wraps, then the spec's
    ``info_plist`` over them."""
    fields = bundle.fields
    collect, = bundle.args
    program = collect.args[0]   # COLLECT(exe, binaries, datas): the EXE the bundle starts
    name = os.path.splitext(os.path.basename(fields["name"]))[0]
    plist = {
        "CFBundleDisplayName": name,
        "CFBundleName": name,
        "CFBundleIdentifier": fields.get("bundle_identifier") or name,
        "CFBundleExecutable": os.path.basename(program.fields["name"]),
        "CFBundleIconFile": os.path.basename(fields["icon"]),
        "CFBundleInfoDictionaryVersion": "6.0",
        "CFBundlePackageType": "APPL",
        "CFBundleShortVersionString": str(fields.get("version", "0.0.0")),
    }
    # A console program is a background one (no Dock icon, no menu bar); a windowed one is
    # drawn at the screen's full resolution.
    plist["LSBackgroundOnly" if program.fields["console"] else "NSHighResolutionCapable"] = True
    plist.update(fields.get("info_plist") or {})
    return plist


def test_the_spec_makes_tessera_app_with_its_icon_identifier_and_version(darwin):
    made, work, _ = darwin
    bundle = made["BUNDLE"]
    assert bundle.args == (made["COLLECT"],) and made["COLLECT"].args[0] is made["EXE"]
    assert bundle.fields["name"] == "Tessera.app"
    assert bundle.fields["bundle_identifier"] == IDENTIFIER
    assert bundle.fields["version"] == VERSION
    icon = Path(bundle.fields["icon"])
    assert icon == work / "icons" / "tessera.icns"
    assert icon.read_bytes() == icons.icns_bytes()   # the .icns build/icons.py draws
    assert made["EXE"].fields["icon"] == bundle.fields["icon"]


def test_the_bundles_info_plist_reads_back_with_its_name_identifier_icon_and_version(darwin):
    made, _, dist = darwin
    written = info_plist(made["BUNDLE"])
    path = dist / made["BUNDLE"].fields["name"] / "Contents" / "Info.plist"
    path.parent.mkdir(parents=True)
    with path.open("wb") as file:
        plistlib.dump(written, file)
    with path.open("rb") as file:
        plist = plistlib.load(file)
    assert plist == written
    assert plist["CFBundleName"] == plist["CFBundleDisplayName"] == "Tessera"
    assert plist["CFBundleIdentifier"] == IDENTIFIER and re.fullmatch(r"[A-Za-z0-9.-]+", IDENTIFIER)
    assert plist["CFBundleIconFile"] == "tessera.icns"
    assert plist["CFBundleExecutable"] == "Tessera"
    assert plist["CFBundlePackageType"] == "APPL"
    # The version Finder's Get Info shows and the build number, both the source's version, as
    # strings (a number there stops the app from starting) of up to three numbers.
    assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == VERSION
    assert MACOS_VERSION.fullmatch(VERSION)
    # A windowed app: in the Dock, drawn sharp on a Retina screen.
    assert plist["NSHighResolutionCapable"] is True and "LSBackgroundOnly" not in plist


def test_build_py_finds_the_program_where_the_bundle_puts_it(darwin, tmp_path):
    made, _, _ = darwin
    bundle = made["BUNDLE"]
    executable = info_plist(bundle)["CFBundleExecutable"]
    assert build.executable(tmp_path, "darwin") == tmp_path / bundle.fields["name"] / "Contents" / "MacOS" / executable


@pytest.mark.parametrize("platform, icon", [("win32", "tessera.ico"), ("darwin", "tessera.icns"), ("linux", None)])
def test_each_system_gets_its_icon_and_only_macos_a_bundle(tmp_path, platform, icon):
    made = run_spec(platform, tmp_path / "work", tmp_path / "dist")
    program_icon = made["EXE"].fields["icon"]
    if icon is None:
        assert program_icon is None   # build.py puts tessera.png beside a Linux program
    else:
        assert Path(program_icon) == tmp_path / "work" / "icons" / icon and Path(program_icon).is_file()
    assert ("BUNDLE" in made) == (platform == "darwin")
    assert made["EXE"].fields["console"] is False   # windowed everywhere


@pytest.mark.parametrize("argv, platform, options", [
    (["Tessera", "-psn_0_12345", "--smoke"], "darwin", ["--smoke"]),
    (["Tessera", "--size", "1280x720", "-psn_0_987"], "darwin", ["--size", "1280x720"]),
    (["Tessera", "--smoke"], "darwin", ["--smoke"]),
    (["Tessera", "-psn_0_12345", "--smoke"], "linux", ["-psn_0_12345", "--smoke"]),
    (["Tessera.exe", "-psn_0_12345"], "win32", ["-psn_0_12345"]),
])
def test_the_finders_process_serial_number_is_dropped_on_macos_only(argv, platform, options):
    assert main.program_arguments(argv, platform) == options


def test_an_app_opened_from_the_finder_starts_with_its_options():
    args = main.build_parser().parse_args(main.program_arguments(["Tessera", "-psn_0_12345", "--smoke"], "darwin"))
    assert args.smoke
    with pytest.raises(main.ArgumentError):   # anywhere else it is an option Tessera does not know
        main.build_parser().parse_args(main.program_arguments(["Tessera", "-psn_0_12345"], "linux"))


@pytest.mark.parametrize("version, found", [
    (f"Tessera {VERSION}", []),
    ("Tessera 0.0.1", [f"--version printed 'Tessera 0.0.1', not 'Tessera {VERSION}'"]),
])
@pytest.mark.skipif(sys.platform == "win32", reason="the stand-in program is a Python script")
def test_on_macos_the_program_in_the_bundle_is_checked_by_its_version(tmp_path, monkeypatch, version, found):
    monkeypatch.setattr(check_program, "embedded_windows_version",
                        lambda program: pytest.fail("the Windows version resource was read on macOS"))
    program = build.executable(tmp_path / "dist", "darwin")
    program.parent.mkdir(parents=True)
    assert stand_in(program.parent, version=version) == program
    assert check_program.problems(program, tmp_path / "home", "darwin") == found
