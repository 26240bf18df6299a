"""The file name of a game saved under a name the player typed ("Save as..."): one that
Windows, macOS and Linux all accept, whatever was typed. Pure, so it is tested on any
system.

Windows refuses the device names (CON, PRN, AUX, NUL, COM0-9, LPT0-9 and the
superscript COM1-3 and LPT1-3, with any extension), the characters ``<>:"/\\|?*``
and control characters, a name that ends with a dot or a space, and a name over 255
characters. The stem keeps the letters and digits of the name (any alphabet, in
composed form as macOS would otherwise decompose them) and turns every other run of
characters into one hyphen, so none of those can appear; a device name gets a suffix.
"""
from __future__ import annotations

import re
import unicodedata

#: Characters of the typed name kept in the file name (at most).
STEM_LENGTH = 40
#: What a stem becomes when the name keeps no letter or digit.
EMPTY_STEM = "game"
_DEVICES = {"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"} | {
    f"{kind}{n}" for kind in ("COM", "LPT") for n in (*"0123456789", "\u00b9", "\u00b2", "\u00b3")}


def stem_for(name: str) -> str:
    """The stem of the file for a save called ``name``: letters, digits and hyphens,
    never empty, never a Windows device name, at most :data:`STEM_LENGTH` characters."""
    composed = unicodedata.normalize("NFC", name)
    kept = "".join(ch if ch.isalnum() else "-" for ch in composed)
    stem = re.sub(r"-+", "-", kept).strip("-")[:STEM_LENGTH].strip("-") or EMPTY_STEM
    if stem.upper() in _DEVICES:
        stem += "-game"
    return stem


def file_name(stem: str, number: int = 1) -> str:
    """The ``number``-th file name for ``stem``: ``stem.json``, then ``stem-2.json``..."""
    return f"{stem}.json" if number == 1 else f"{stem}-{number}.json"
