"""The scripts in build/ as modules for the tests (build/ is no package: its scripts are run
as ``python build/NAME.py``)."""
import importlib.util
from pathlib import Path

BUILD = Path(__file__).resolve().parent.parent / "build"


def build_script(name: str):
    """build/NAME.py, loaded under the name tessera_build_NAME."""
    spec = importlib.util.spec_from_file_location(f"tessera_build_{name}", BUILD / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
