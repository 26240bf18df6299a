"""The scripts in build/ and tools/ as modules for the tests (neither is a package: their
scripts are run as ``python build/NAME.py``, ``python tools/NAME.py``), and build/tessera.spec run as PyInstaller runs it, with
stand-ins for PyInstaller's build steps."""
import importlib.util
import os
import sys
import types
from pathlib import Path

import pytest

# The spec draws the icons: their modules are loaded as they load on this system, before
# run_spec pretends another platform (a module may choose by platform as it loads, as
# session/files/storage.py does).
import scenes.ui.icon  # noqa: F401

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build"
SPEC = BUILD / "tessera.spec"
# The classes PyInstaller gives a spec (PyInstaller.building.build_main's spec namespace).
PYINSTALLER_STEPS = ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE", "MERGE", "Tree", "Splash", "TOC")


def build_script(name: str):
    """build/NAME.py, loaded under the name tessera_build_NAME."""
    return _script(BUILD / f"{name}.py", f"tessera_build_{name}")


def tool_script(name: str):
    """tools/NAME.py, loaded under the name tessera_tool_NAME."""
    return _script(ROOT / "tools" / f"{name}.py", f"tessera_tool_{name}")


def _script(path: Path, module_name: str):
    spec = importlib.util.spec_from_file_location(module_name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Step:
    """Stands in for one of PyInstaller's build steps (an Analysis, an EXE, a BUNDLE...):
    keeps what the spec gave it, in ``args`` and ``fields``."""

    pure = scripts = binaries = datas = ()   # what the spec hands from one step to the next

    def __init__(self, *args, **fields):
        self.args, self.fields = args, fields


def run_spec(platform: str, workpath: Path, distpath: Path) -> dict[str, Step]:
    """Run build/tessera.spec as PyInstaller does (executed with the names PyInstaller gives a
    spec), ``sys.platform`` taken as ``platform``, with stand-ins for PyInstaller's build steps
    and for ``collect_submodules`` (which finds no submodule). The steps the spec made, by
    class name ("EXE", "BUNDLE", ...)."""
    made: dict[str, Step] = {}

    class Made(Step):
        def __init__(self, *args, **fields):
            super().__init__(*args, **fields)
            assert type(self).__name__ not in made, f"the spec made a second {type(self).__name__}"
            made[type(self).__name__] = self

    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda package: []
    namespace = {"DISTPATH": str(distpath), "HOMEPATH": str(BUILD), "SPEC": str(SPEC), "specnm": SPEC.stem,
                 "SPECPATH": str(BUILD), "WARNFILE": str(Path(workpath) / f"warn-{SPEC.stem}.txt"),
                 "workpath": str(workpath), "os": os,
                 **{name: type(name, (Made,), {}) for name in PYINSTALLER_STEPS}}
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(sys, "platform", platform)
        patch.setattr(sys, "path", list(sys.path))   # the spec adds the project and build/ to it
        patch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
        exec(compile(SPEC.read_bytes(), str(SPEC), "exec"), namespace)  # noqa: S102
    return made
