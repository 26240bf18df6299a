"""The Windows program's version information: made from session/version.py and embedded
by the spec on Windows."""
import runpy
import sys
from pathlib import Path

import pytest

from session.version import VERSION
from tests.build_scripts import build_script

ROOT = Path(__file__).resolve().parent.parent
VERSION_FILE_PARTS = ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct",
                      "VarFileInfo", "VarStruct")


@pytest.fixture
def windows_version():
    return build_script("windows_version")


def read_version_file(path: Path) -> dict:
    """The version file as PyInstaller reads it (a Python expression of its version-info
    classes, evaluated with them), as {"filevers", "prodvers", the strings by name}."""
    def part(kind):
        return lambda *args, **fields: {"kind": kind, "args": args, **fields}

    info = eval(path.read_text(encoding="utf-8"), {name: part(name) for name in VERSION_FILE_PARTS})  # noqa: S307
    strings = {}

    def walk(node):
        if isinstance(node, dict):
            if node["kind"] == "StringStruct":
                strings[node["args"][0]] = node["args"][1]
            for value in [*node["args"], *node.values()]:
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(info)
    assert info["kind"] == "VSVersionInfo"
    return {"filevers": info["ffi"]["filevers"], "prodvers": info["ffi"]["prodvers"], **strings}


def test_the_version_file_carries_the_product_its_version_and_who_made_it(windows_version, tmp_path):
    fields = read_version_file(windows_version.write_version_file(tmp_path / "version.txt"))
    numbers = tuple(int(n) for n in VERSION.split(".")) + (0,) * (4 - len(VERSION.split(".")))
    assert fields["filevers"] == fields["prodvers"] == numbers
    assert fields["ProductVersion"] == fields["FileVersion"] == ".".join(map(str, numbers))
    assert fields["ProductName"] == fields["InternalName"] == "Tessera"
    assert fields["OriginalFilename"] == "Tessera.exe"
    assert fields["FileDescription"] == "Tessera: Kaleido, Kerala and Colors of Kasane at one screen"
    assert fields["CompanyName"] == "The Tessera developers"
    assert fields["LegalCopyright"] == "© The Tessera developers"
    assert not any("placeholder" in str(value).lower() for value in fields.values())


def test_the_expected_version_is_what_the_file_carries(windows_version, tmp_path, capsys):
    assert windows_version.main(["--expected"]) == 0
    expected = capsys.readouterr().out.strip()
    assert expected == read_version_file(windows_version.write_version_file(tmp_path / "v.txt"))["ProductVersion"]


@pytest.mark.parametrize("bad", ["1.2.3.4.5", "1.x", "", "1..2"])
def test_a_version_windows_cannot_show_is_refused(windows_version, bad):
    with pytest.raises(ValueError, match="up to four numbers"):
        windows_version.windows_version(bad)


class Recorded:
    """Stands in for PyInstaller's build steps: keeps what the spec gave each."""

    made: dict = {}
    pure = scripts = binaries = datas = ()   # what the spec hands from one step to the next

    def __init__(self, *args, **fields):
        self.args, self.fields = args, fields
        Recorded.made[type(self).__name__] = self


def build_steps():
    return {name: type(name, (Recorded,), {}) for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}


@pytest.mark.parametrize("platform", ["win32", "darwin", "linux"])
def test_the_spec_embeds_the_version_information_on_windows_only(monkeypatch, tmp_path, platform):
    monkeypatch.setattr(sys, "path", list(sys.path))
    monkeypatch.setattr("PyInstaller.utils.hooks.collect_submodules", lambda package: [])  # imported on this system
    monkeypatch.setattr(sys, "platform", platform)
    Recorded.made = {}
    runpy.run_path(str(ROOT / "build" / "tessera.spec"),
                   init_globals={"SPECPATH": str(ROOT / "build"), "workpath": str(tmp_path), **build_steps()})
    exe = Recorded.made["EXE"].fields
    if platform == "win32":
        assert Path(exe["icon"]).suffix == ".ico"
        assert read_version_file(Path(exe["version"]))["ProductName"] == "Tessera"
    else:
        assert exe["version"] is None
    assert ("BUNDLE" in Recorded.made) == (platform == "darwin")
