"""The Windows program's version information: made from session/version.py and embedded
by the spec on Windows."""
from pathlib import Path

import pytest

from session.version import VERSION
from tests.build_scripts import build_script, run_spec

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


@pytest.mark.parametrize("platform", ["win32", "darwin", "linux"])
def test_the_spec_embeds_the_version_information_on_windows_only(tmp_path, platform):
    exe = run_spec(platform, tmp_path / "work", tmp_path / "dist")["EXE"].fields
    if platform == "win32":
        assert read_version_file(Path(exe["version"]))["ProductName"] == "Tessera"
    else:
        assert exe["version"] is None
