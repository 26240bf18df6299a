"""The app icon files for the build, made from ``scenes.ui.icon.draw_icon`` (the icon the
window shows), so there is one drawing and no image to keep in step by hand.

    tessera.png   256 px, for Linux desktop entries
    tessera.ico   Windows: PNG-compressed entries from 16 to 256 px
    tessera.icns  macOS: PNG entries from 16 to 1024 px

ICO and ICNS are written directly (both are a small header and a list of PNGs), so
the build needs no Pillow.
"""
from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# (OSType, pixel size): the PNG-capable ICNS entry types, 1x and 2x.
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("ic11", 32), ("icp6", 64), ("ic12", 64), ("ic07", 128),
              ("ic13", 256), ("ic08", 256), ("ic14", 512), ("ic09", 512), ("ic10", 1024))


def png_bytes(size: int) -> bytes:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    import pygame

    from scenes.ui.icon import draw_icon

    buffer = io.BytesIO()
    pygame.image.save(draw_icon(size), buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(sizes=ICO_SIZES) -> bytes:
    images = [png_bytes(size) for size in sizes]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, data = b"", b""
    for size, image in zip(sizes, images):
        # width, height (0 means 256), colours, reserved, planes, bits per pixel, length, offset
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(image), offset + len(data))
        data += image
    return header + entries + data


def icns_bytes(types=ICNS_TYPES) -> bytes:
    cache: dict[int, bytes] = {}
    body = b""
    for ostype, size in types:
        image = cache.setdefault(size, png_bytes(size))
        body += ostype.encode("ascii") + struct.pack(">I", 8 + len(image)) + image
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(folder: Path) -> dict[str, Path]:
    """Write tessera.png/.ico/.icns into ``folder``; their paths by extension."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    files = {"png": png_bytes(256), "ico": ico_bytes(), "icns": icns_bytes()}
    paths = {}
    for ext, data in files.items():
        path = folder / f"tessera.{ext}"
        path.write_bytes(data)
        paths[ext] = path
    return paths


if __name__ == "__main__":
    for path in write_icons(Path(sys.argv[1] if len(sys.argv) > 1 else ".")).values():
        print(path)
