"""The app's icon files as build/icons.py writes them for the build: tessera.icns (the macOS
bundle's icon) and tessera.ico (the Windows program's), read back entry by entry as the
systems read them, each entry a whole PNG of the size its type or directory entry says."""
import struct

import pytest

from tests.build_scripts import build_script

icons = build_script("icons")

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
PNG_END = b"\x00\x00\x00\x00IEND\xaeB`\x82"   # the IEND chunk, which closes every PNG


@pytest.fixture(scope="module")
def written(tmp_path_factory):
    """The icon files, by extension, as the build writes them."""
    return icons.write_icons(tmp_path_factory.mktemp("icons"))


def png_size(data: bytes) -> tuple[int, int]:
    """The width and height of the PNG ``data``, which must be one whole PNG: its signature,
    its header chunk (IHDR) first, its end chunk (IEND) last."""
    assert data[:8] == PNG_SIGNATURE
    length, kind, width, height = struct.unpack(">I4sII", data[8:24])
    assert (length, kind) == (13, b"IHDR")
    assert data.endswith(PNG_END)
    return width, height


def icns_entries(data: bytes) -> list[tuple[str, bytes]]:
    """The (OSType, data) of each entry of the ICNS ``data``, after checking its header: 'icns'
    and the length of the whole file, then entries of a type and a length (their 8 bytes
    included) that end exactly at the file's end."""
    magic, total = struct.unpack(">4sI", data[:8])
    assert magic == b"icns" and total == len(data)
    entries, offset = [], 8
    while offset < len(data):
        ostype, length = struct.unpack(">4sI", data[offset:offset + 8])
        assert 8 < length <= len(data) - offset, (ostype, length)
        entries.append((ostype.decode("ascii"), data[offset + 8:offset + length]))
        offset += length
    assert offset == len(data)
    return entries


def ico_entries(data: bytes) -> list[tuple[int, bytes]]:
    """The (pixel size, data) of each image of the ICO ``data``, after checking its header
    (reserved 0, type 1 for an icon, the count) and each directory entry: square, 32 bits
    per pixel in one plane, its data inside the file, after the directory, and no two
    entries' data overlapping."""
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count > 0
    directory_end = 6 + 16 * count
    entries, spans = [], []
    for index in range(count):
        width, height, colours, reserved, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * index:6 + 16 * (index + 1)])
        assert (width, colours, reserved, planes, bits) == (height, 0, 0, 1, 32)
        assert directory_end <= offset and offset + length <= len(data)
        spans.append((offset, offset + length))
        entries.append((width or 256, data[offset:offset + length]))   # a width of 0 means 256
    spans.sort()
    assert all(end <= next_start for (_, end), (next_start, _) in zip(spans, spans[1:]))
    assert spans[-1][1] == len(data)
    return entries


def test_every_icns_entry_is_a_png_of_its_types_size(written):
    data = written["icns"].read_bytes()
    assert data == icons.icns_bytes()
    pixels = dict(icons.ICNS_TYPES)
    entries = icns_entries(data)
    assert [ostype for ostype, _ in entries] == [ostype for ostype, _ in icons.ICNS_TYPES]
    for ostype, image in entries:
        assert png_size(image) == (pixels[ostype], pixels[ostype]), ostype


# The entries Apple's iconutil makes of a whole .iconset (16, 32, 128, 256 and 512 points, at
# 1x and at 2x for Retina screens), by OSType with their size in pixels: what the Finder,
# the Dock and Launchpad choose from.
ICONSET_TYPES = {"icp4": 16, "ic11": 32, "icp5": 32, "ic12": 64, "ic07": 128, "ic13": 256, "ic08": 256,
                 "ic14": 512, "ic09": 512, "ic10": 1024}


def test_the_icns_holds_every_size_macos_asks_of_an_app_icon(written):
    sizes = {ostype: png_size(image)[0] for ostype, image in icns_entries(written["icns"].read_bytes())}
    assert {ostype: sizes.get(ostype) for ostype in ICONSET_TYPES} == ICONSET_TYPES


def test_every_ico_entry_is_a_png_of_its_directorys_size(written):
    data = written["ico"].read_bytes()
    entries = ico_entries(data)
    assert [size for size, _ in entries] == list(icons.ICO_SIZES)
    for size, image in entries:
        assert png_size(image) == (size, size), size


def test_the_linux_icon_is_a_256_pixel_png(written):
    assert png_size(written["png"].read_bytes()) == (256, 256)


def test_a_broken_icns_is_told_from_a_good_one(written):
    good = written["icns"].read_bytes()
    with pytest.raises(AssertionError):
        icns_entries(good[:-1])   # the header's length is no longer the file's
    with pytest.raises(AssertionError):
        icns_entries(good[:8 + 4] + struct.pack(">I", len(good)) + good[16:])   # an entry past the end
    with pytest.raises(AssertionError):
        png_size(icns_entries(good)[0][1][:-1])   # a PNG cut short
