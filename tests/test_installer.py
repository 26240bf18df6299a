"""build/installer.py and build/installer.nsi: the Windows installer made by NSIS from a
one-folder build. Here the real makensis builds it from a small stand-in build, and the
installer's version resource is read back with pefile; installing it needs Windows (or
Wine: build/check_under_wine.py installs, starts and uninstalls the real one)."""
import os
import sys
from pathlib import Path

import pytest

from session.version import VERSION
from tests.build_scripts import build_script

installer = build_script("installer")
check_program = build_script("check_program")
windows_version = build_script("windows_version")


def require_makensis() -> None:
    if installer.find_makensis() is None:
        message = "the installer tests need makensis (apt-get install nsis)"
        if os.environ.get("CI"):
            pytest.fail(message)   # .ci/run installs it
        pytest.skip(message)


def stand_in_build(folder: Path) -> Path:
    """A one-folder build's shape: the program, and files in folders (one holding only
    folders, one name with a $ that NSIS would read as a variable)."""
    app = folder / "Tessera"
    for name, data in {"Tessera.exe": b"MZ stand-in", "_internal/python311.dll": b"dll",
                       "_internal/assets/fonts/Lato-Regular.ttf": b"font",
                       "_internal/assets/rules/kaleido.md": b"# Kaleido",
                       "_internal/odd $name.txt": b"dollar"}.items():
        (app / name).parent.mkdir(parents=True, exist_ok=True)
        (app / name).write_bytes(data)
    return app


def test_the_file_lists_install_every_file_and_remove_each_then_the_folders_deepest_first(tmp_path):
    text = installer.file_lists(stand_in_build(tmp_path))
    install, uninstall = text.split("!macroend")[:2]
    assert install.split("\n")[:3] == ["!macro INSTALL_FILES", '  SetOutPath "$INSTDIR"',
                                       f'  File "{tmp_path / "Tessera" / "Tessera.exe"}"']
    font = tmp_path / "Tessera" / "_internal" / "assets" / "fonts" / "Lato-Regular.ttf"
    assert f'  SetOutPath "$INSTDIR\\_internal\\assets\\fonts"\n  File "{font}"' in install
    assert f'  File "{tmp_path / "Tessera" / "_internal" / "odd $name.txt"}"' in install   # read by makensis
    assert install.count("  File ") == 5
    removed = uninstall.strip().split("\n")[1:]
    assert removed == ['  Delete "$INSTDIR\\Tessera.exe"',
                       '  Delete "$INSTDIR\\_internal\\assets\\fonts\\Lato-Regular.ttf"',
                       '  Delete "$INSTDIR\\_internal\\assets\\rules\\kaleido.md"',
                       '  Delete "$INSTDIR\\_internal\\odd $$name.txt"',
                       '  Delete "$INSTDIR\\_internal\\python311.dll"',
                       '  RMDir "$INSTDIR\\_internal\\assets\\fonts"',
                       '  RMDir "$INSTDIR\\_internal\\assets\\rules"',
                       '  RMDir "$INSTDIR\\_internal\\assets"',   # holds folders only, and is removed too
                       '  RMDir "$INSTDIR\\_internal"']
    assert "RMDir /r" not in text   # only what was installed goes: never a whole folder


@pytest.mark.parametrize("name", ['say "hi".txt', "line\nbreak", "back`tick", "${VERSION}.txt"])
def test_a_name_nsis_cannot_be_given_is_refused(name):
    with pytest.raises(installer.InstallerError, match="NSIS cannot be given"):
        installer.nsis_text(name)


def test_the_version_and_the_size_are_passed_to_the_script(tmp_path):
    app = stand_in_build(tmp_path)
    values = installer.defines(app, tmp_path / "setup.exe", tmp_path / "files.nsh", tmp_path / "t.ico",
                               tmp_path / "side.bmp", None)
    assert values["VERSION"] == VERSION and values["WINDOWS_VERSION"] == windows_version.windows_version()
    assert values["PUBLISHER"] == windows_version.COMPANY
    assert values["ESTIMATED_SIZE"] == "1"   # 31 bytes in all, rounded up to a KiB
    assert "TARGET" not in values   # the script's own default, the NSIS of Windows runners has it
    assert installer.defines(app, tmp_path, tmp_path, tmp_path, tmp_path, "amd64-unicode")["TARGET"] == "amd64-unicode"


def test_the_script_installs_for_the_user_apart_from_the_players_files():
    script = installer.SCRIPT.read_text(encoding="utf-8")
    assert "RequestExecutionLevel user" in script
    assert 'InstallDir "$LOCALAPPDATA\\Programs\\Tessera"' in script
    assert '!define USER_DATA "$LOCALAPPDATA\\Tessera"' in script   # where session/files/paths.py keeps them
    assert "Function .onVerifyInstDir" in script
    for value in ("DisplayName", "DisplayVersion", "DisplayIcon", "Publisher", "EstimatedSize",
                  "UninstallString", "QuietUninstallString"):
        assert f'"${{UNINSTALL_KEY}}" "{value}"' in script
    assert 'CreateShortcut "$SMPROGRAMS\\Tessera.lnk" "$INSTDIR\\Tessera.exe" "" "$INSTDIR\\Tessera.exe" 0' in script
    uninstall = script.split('Section "Uninstall"')[1]
    assert "USER_DATA" not in uninstall and "/r" not in uninstall


def test_makensis_builds_an_installer_that_carries_the_version(tmp_path):
    require_makensis()
    setup = installer.build_installer(stand_in_build(tmp_path), tmp_path / "out" / "Tessera-setup.exe")
    strings = check_program.version_strings(setup)
    assert strings["ProductVersion"] == strings["FileVersion"] == windows_version.windows_version()
    assert strings["FileDescription"] == f"Tessera {VERSION} setup"
    assert strings["CompanyName"] == windows_version.COMPANY
    assert setup.read_bytes()[:2] == b"MZ"


def test_a_folder_without_the_program_is_not_made_into_an_installer(tmp_path):
    app = stand_in_build(tmp_path)
    (app / "Tessera.exe").unlink()
    with pytest.raises(installer.InstallerError, match="no Tessera.exe"):
        installer.build_installer(app, tmp_path / "setup.exe", makensis="makensis")


def test_without_makensis_the_installer_says_where_to_get_it(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(installer, "find_makensis", lambda: None)
    assert installer.main(["--app", str(stand_in_build(tmp_path)), "--out", str(tmp_path / "setup.exe")]) == 1
    assert "makensis was not found" in capsys.readouterr().err


@pytest.mark.skipif(sys.platform == "win32", reason="the stand-in makensis is a shell script")
def test_a_failing_makensis_is_reported_with_what_it_said(tmp_path):
    broken = tmp_path / "makensis"
    broken.write_text("#!/bin/sh\necho 'Error: something broke'\nexit 1\n")
    broken.chmod(0o755)
    with pytest.raises(installer.InstallerError, match="something broke"):
        installer.build_installer(stand_in_build(tmp_path), tmp_path / "setup.exe", makensis=str(broken))
