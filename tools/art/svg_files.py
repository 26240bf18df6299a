"""Writing the art scripts' SVG files: every script builds a {file name: SVG text}
map and hands it here, so the files come out the same way (sorted, UTF-8, LF)."""
from __future__ import annotations

from pathlib import Path


def write_svgs(out: Path, files: dict[str, str]) -> None:
    """Write ``files`` into the folder ``out`` (made if missing) and say how many."""
    out.mkdir(parents=True, exist_ok=True)
    for name in sorted(files):
        (out / name).write_text(files[name], encoding="utf-8", newline="\n")
    print(f"wrote {len(files)} files to {out}")
