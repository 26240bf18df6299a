"""The version information of the Windows program (what Properties > Details and the Task
Manager show), made from session/version.py with pyinstaller-versionfile, so the number
is kept in one place.

    python build/windows_version.py FILE         write the file PyInstaller embeds (the spec does this)
    python build/windows_version.py --expected   print the product version Tessera.exe carries
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import pyinstaller_versionfile

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
from session.version import VERSION  # noqa: E402

PRODUCT = "Tessera"
PROGRAM = "Tessera.exe"
DESCRIPTION = "Tessera: Kaleido, Kerala and Colors of Kasane at one screen"
COMPANY = "The Tessera developers"


def windows_version(version: str = VERSION) -> str:
    """``version`` with the four numbers Windows shows (0.1.0 is 0.1.0.0)."""
    numbers = version.split(".")
    if not 1 <= len(numbers) <= 4 or not all(number.isdigit() for number in numbers):
        raise ValueError(f"a Windows version is up to four numbers, such as 1.2.3; {version!r} is not")
    return ".".join(numbers + ["0"] * (4 - len(numbers)))


def write_version_file(path: Path) -> Path:
    """Write the version file for Tessera.exe at ``path``; ``path``."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    pyinstaller_versionfile.create_versionfile(
        output_file=str(path), version=windows_version(), product_name=PRODUCT, file_description=DESCRIPTION,
        company_name=COMPANY, internal_name=PRODUCT, original_filename=PROGRAM,
        legal_copyright=f"© {COMPANY}")
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", nargs="?", type=Path, help="where to write the version file")
    parser.add_argument("--expected", action="store_true", help="print the product version and write nothing")
    args = parser.parse_args(argv)
    if args.expected == (args.file is not None):
        parser.error("give either FILE or --expected")
    if args.expected:
        print(windows_version())
    else:
        print(write_version_file(args.file))
    return 0


if __name__ == "__main__":
    sys.exit(main())
