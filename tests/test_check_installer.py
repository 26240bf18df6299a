"""build/check_installer.py, the check of Tessera-setup.exe on Windows and under Wine, against
a stand-in Windows whose installer, uninstaller and ``reg`` are played by the test: it passes
an installer that does its job and names what a faulty one got wrong."""
import shutil
import subprocess
from pathlib import Path, PureWindowsPath

import pytest

from session.version import VERSION
from tests.build_scripts import build_script

check_installer = build_script("check_installer")
installer = build_script("installer")

#: What Wine's reg.exe printed for a real install (build/check_under_wine.py), the folder's
#: user name and size aside.
REG_OUTPUT = """\r
HKEY_CURRENT_USER\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\Tessera\r
    DisplayIcon    REG_SZ    C:\\users\\root\\AppData\\Local\\Programs\\Tessera\\Tessera.exe,0\r
    DisplayName    REG_SZ    Tessera\r
    DisplayVersion    REG_SZ    0.1.0\r
    EstimatedSize    REG_DWORD    0x942a\r
    NoModify    REG_DWORD    0x1\r
    QuietUninstallString    REG_SZ    "C:\\users\\root\\AppData\\Local\\Programs\\Tessera\\Uninstall Tessera.exe" /S\r
\r
"""


def test_what_reg_query_prints_is_read_as_values():
    values = check_installer.registry_values(REG_OUTPUT)
    assert values == {"DisplayIcon": "C:\\users\\root\\AppData\\Local\\Programs\\Tessera\\Tessera.exe,0",
                      "DisplayName": "Tessera", "DisplayVersion": "0.1.0", "EstimatedSize": 0x942A, "NoModify": 1,
                      "QuietUninstallString":
                          '"C:\\users\\root\\AppData\\Local\\Programs\\Tessera\\Uninstall Tessera.exe" /S'}


class StandInWindows(check_installer.Windows):
    """A Windows in a temporary folder: ``SETUP /S`` copies the build in as NSIS would, the
    uninstaller removes it, ``reg query`` answers from a dict. ``faults`` makes either do
    part of its job wrong."""

    def __init__(self, root: Path, app: Path, faults=()):
        self.root, self.app, self.faults = root, app, set(faults)
        self.registry: dict[str, str | int] | None = None
        self.queries = 0

    @property
    def local_app_data(self):
        return self.root / "Local"

    @property
    def roaming_app_data(self):
        return self.root / "Roaming"

    def windows_name(self, path):
        return "C:\\" + "\\".join(path.relative_to(self.root).parts)

    def run(self, command, env=None, timeout=600):
        name = PureWindowsPath(command[0]).name
        if name == "Tessera-setup.exe":
            folder = next((arg[3:] for arg in command if arg.startswith("/D=")), None)
            if folder is not None:   # NSIS refuses the player's folder, unless faulty
                if "installs anywhere" not in self.faults:
                    return subprocess.CompletedProcess(command, 2, "", "")
                assert folder == self.windows_name(self.user_data)
                self.user_data.mkdir(parents=True)
                (self.user_data / "Tessera.exe").write_bytes(b"MZ")
                return subprocess.CompletedProcess(command, 0, "", "")
            self.install()
        elif name == check_installer.UNINSTALLER:
            self.uninstall()
        elif name == "reg":
            self.queries += 1
            if "reg fails" in self.faults or ("reg fails once" in self.faults and self.queries == 1):
                return subprocess.CompletedProcess(command, 53, "", "wine: could not load kernel32.dll, status c0000135")
            if self.registry is None:
                return subprocess.CompletedProcess(command, 1, "", "reg: Unable to find the specified registry key")
            lines = [f"    {key}    {'REG_DWORD' if isinstance(value, int) else 'REG_SZ'}    "
                     f"{hex(value) if isinstance(value, int) else value}" for key, value in self.registry.items()]
            return subprocess.CompletedProcess(command, 0, "\r\n".join(["", command[2], *lines, ""]), "")
        else:
            raise AssertionError(f"unexpected command {command}")
        return subprocess.CompletedProcess(command, 0, "", "")

    def install(self):
        shutil.copytree(self.app, self.program_folder)
        if "a file short" in self.faults:
            (self.program_folder / "_internal" / "python311.dll").unlink()
        (self.program_folder / check_installer.UNINSTALLER).write_bytes(b"MZ uninstaller")
        if "no shortcut" not in self.faults:
            self.start_menu_entry.parent.mkdir(parents=True, exist_ok=True)
            self.start_menu_entry.write_bytes(b"lnk")
        self.registry = check_installer.expected_entry(self, self.app)
        if "old version" in self.faults:
            self.registry["DisplayVersion"] = "0.0.9"

    def uninstall(self):
        if "removes the saves" in self.faults:
            shutil.rmtree(self.user_data / "saves")
        if "leaves a file" in self.faults:
            for path in sorted(self.program_folder.rglob("*"), reverse=True):
                if path.name != "Tessera.exe":
                    path.unlink() if path.is_file() else path.rmdir()
        else:
            shutil.rmtree(self.program_folder)
        if "leaves the shortcut" not in self.faults:
            self.start_menu_entry.unlink()
        self.registry = None


@pytest.fixture
def app(tmp_path):
    app = tmp_path / "dist" / "Tessera"
    for name in ("Tessera.exe", "_internal/python311.dll", "_internal/assets/rules/kaleido.md"):
        (app / name).parent.mkdir(parents=True, exist_ok=True)
        (app / name).write_text(f"the build's {name}")
    return app


@pytest.fixture
def players_files(monkeypatch):
    """The installed program's run, as check_installer starts it: here it writes the log
    and a save into the player's folder, as the program does when it plays."""
    def played(windows, home):
        for name in ("Logs/tessera.log", "saves/autosave.json"):
            (windows.user_data / name).parent.mkdir(parents=True, exist_ok=True)
            (windows.user_data / name).write_text(f"Tessera {VERSION} starting")
        return []
    monkeypatch.setattr(check_installer, "installed_program_problems", played)


def test_an_installer_that_does_its_job_passes_and_leaves_the_players_files(tmp_path, app, players_files):
    windows = StandInWindows(tmp_path / "windows", app)
    looked = []
    found = check_installer.problems(windows, tmp_path / "Tessera-setup.exe", app, tmp_path / "home",
                                     look=lambda program: looked.append(program) or [])
    assert found == []
    assert looked == [windows.program_folder / "Tessera.exe"]   # looked at while it was installed
    assert not windows.program_folder.exists() and windows.registry is None
    assert check_installer.listing(windows.user_data) == {"Logs/tessera.log", "saves/autosave.json"}


@pytest.mark.parametrize("fault, problem", [
    ("a file short", "the installed files are not the build's: missing ['_internal/python311.dll']"),
    ("no shortcut", "no Start menu entry"),
    ("old version", f"Apps & features: DisplayVersion is '0.0.9', not '{VERSION}'"),
    ("removes the saves", "the player's files changed: gone ['saves/autosave.json']"),
    ("leaves a file", "the program folder is still there: ['Tessera.exe']"),
    ("leaves the shortcut", "the Start menu entry is still there"),
    ("installs anywhere", "Tessera-setup.exe /S /D=C:\\Local\\Tessera was not refused"),
])
def test_what_a_faulty_installer_gets_wrong_is_named(tmp_path, app, players_files, fault, problem):
    windows = StandInWindows(tmp_path / "windows", app, {fault})
    found = check_installer.problems(windows, tmp_path / "Tessera-setup.exe", app, tmp_path / "home")
    assert found[0].startswith(problem) and len(found) == (2 if fault == "installs anywhere" else 1), found


def test_an_installed_tessera_is_not_installed_over(tmp_path, app):
    windows = StandInWindows(tmp_path / "windows", app)
    windows.program_folder.mkdir(parents=True)
    assert check_installer.problems(windows, tmp_path / "Tessera-setup.exe", app, tmp_path / "home") == [
        f"Tessera is installed already ({windows.program_folder}): uninstall it first"]


def test_the_apps_and_features_entry_names_the_installed_program_and_its_uninstaller(tmp_path, app):
    windows = StandInWindows(tmp_path / "windows", app)
    entry = check_installer.expected_entry(windows, app)
    folder = "C:\\Local\\Programs\\Tessera"
    assert entry["DisplayIcon"] == f"{folder}\\Tessera.exe,0"
    assert entry["QuietUninstallString"] == f'"{folder}\\Uninstall Tessera.exe" /S'
    assert entry["EstimatedSize"] == installer.estimated_size(app) == 1
    # Windows names are the same whatever their case (Wine's reg says C:\users)
    assert check_installer.entry_problems({**entry, "InstallLocation": folder.lower()}, entry) == []


def test_the_player_and_the_program_folders_are_apart_in_a_wine_prefix(tmp_path):
    prefix = tmp_path / "prefix"
    (prefix / "drive_c" / "users" / "Public").mkdir(parents=True)
    (prefix / "drive_c" / "users" / "player").mkdir()
    windows = check_installer.WineWindows(prefix)
    local = prefix / "drive_c" / "users" / "player" / "AppData" / "Local"
    assert windows.user_data == local / "Tessera"
    assert windows.program_folder == local / "Programs" / "Tessera"
    assert windows.windows_name(windows.program_folder) == "C:\\users\\player\\AppData\\Local\\Programs\\Tessera"
    assert windows.start_menu_entry == (prefix / "drive_c" / "users" / "player" / "AppData" / "Roaming" / "Microsoft"
                                        / "Windows" / "Start Menu" / "Programs" / "Tessera.lnk")


def test_a_registry_query_that_fails_is_tried_again_and_one_that_never_answers_says_why(tmp_path, app):
    """Under Wine on a loaded machine ``reg`` itself can fail to start: that is no answer
    that the entry is missing (CI once failed on "no entry in Apps & features" that way)."""
    windows = StandInWindows(tmp_path, app, faults={"reg fails once"})
    windows.install()
    assert check_installer.uninstall_entry(windows)["DisplayName"] == "Tessera"
    assert windows.queries == 2
    windows = StandInWindows(tmp_path / "never", app, faults={"reg fails"})
    with pytest.raises(RuntimeError, match="kernel32"):
        check_installer.uninstall_entry(windows)
    assert windows.queries == check_installer.QUERY_TRIES
