"""Where a text's lines break: at spaces, and in Japanese (or Chinese), which has no
spaces, between any two characters, by the rules of Japanese line breaking (kinsoku):
a line never starts with a closing mark, a small kana or the long-vowel mark (、。」）ー
ッ), nor ends with an opening mark (「（): a character and the marks it holds (す。, 「い」)
stay together, past the edge if a line is narrower than they are. A word wider than a
whole line (a German compound in a narrow column) is broken between its letters rather
than run past the edge.

Lines are pieces of the text as it is, without a hyphen added or a letter dropped but the
spaces a line breaks at, so a caller can find where a line ends in the text.
"""
from __future__ import annotations

from typing import Iterator, Protocol

#: Never at the start of a line: closing brackets and quotes, stops and commas, the
#: long-vowel and iteration marks, small kana, and the Latin marks that close.
NO_START = frozenset(
    "、。，．・：；？！ー―‐〜～゛゜ヽヾゝゞ々〻…‥"
    "）］｝」』】〕〉》〙〗〟’”"
    "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ"
    ")]},.!?:;%")

#: Never at the end of a line: opening brackets and quotes.
NO_END = frozenset("（［｛「『【〔〈《〘〖〝‘“([{")

#: The blocks whose characters are written without spaces between words.
_UNSPACED_BLOCKS = ((0x2E80, 0x2FDF),  # CJK and Kangxi radicals
                    (0x3000, 0x30FF),  # CJK marks, hiragana, katakana
                    (0x3100, 0x31FF),  # bopomofo, kanbun, CJK strokes, katakana extension
                    (0x3400, 0x4DBF),  # CJK extension A
                    (0x4E00, 0x9FFF),  # CJK unified ideographs
                    (0xF900, 0xFAFF),  # CJK compatibility ideographs
                    (0xFE30, 0xFE4F),  # CJK compatibility forms
                    (0xFF00, 0xFFEF),  # full-width and half-width forms
                    (0x20000, 0x3FFFF))  # CJK extensions B and later


class Measures(Protocol):
    def size(self, text: str) -> tuple[int, int]: ...


def unspaced(char: str) -> bool:
    """True for a character of a script written without spaces (kanji, kana, full-width forms)."""
    code = ord(char)
    return any(low <= code <= high for low, high in _UNSPACED_BLOCKS)


def may_break_between(before: str, after: str) -> bool:
    """True when a line may break between the characters ``before`` and ``after`` (no
    space between them): next to Japanese, unless the break would start a line with a
    closing mark or end one with an opening mark; a number or Latin word keeps the
    Japanese that follows it (3点, Annの)."""
    if after in NO_START or before in NO_END:
        return False
    if unspaced(after):
        return unspaced(before) or not before.isalnum()
    return unspaced(before)


def units(paragraph: str) -> Iterator[tuple[str, str]]:
    """The pieces no line breaks inside, each with the spaces before it: (spaces, piece).
    Spaces at the paragraph's end come last, with an empty piece."""
    gap, unit = "", ""
    for char in paragraph:
        if char == " ":
            if unit:
                yield gap, unit
                gap, unit = "", ""
            gap += char
        elif unit and may_break_between(unit[-1], char):
            yield gap, unit
            gap, unit = "", char
        else:
            unit += char
    if unit or gap:
        yield gap, unit


def wrap_text(text: str, font: Measures, width: int) -> list[str]:
    """``text`` in lines no wider than ``width`` pixels in ``font``, each paragraph (a line
    of ``text``) on lines of its own: broken at spaces and in Japanese between characters,
    a word wider than a whole line between its letters."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for gap, unit in units(paragraph):
            if line and font.size(line + gap + unit)[0] <= width:
                line += gap + unit
                continue
            if line:
                lines.append(line)
            line = unit
            while len(line) > 1 and not all(map(unspaced, line)) and font.size(line)[0] > width:
                cut = _longest_fitting(line, font, width)
                lines.append(line[:cut])
                line = line[cut:]
        lines.append(line)
    return lines


def cuts_a_word(text: str, font: Measures, width: int) -> bool:
    """True when :func:`wrap_text` breaks a word of ``text`` between its letters (a word
    wider than ``width``): a smaller font might keep it whole."""
    return any(len(unit) > 1 and not all(map(unspaced, unit)) and font.size(unit)[0] > width
               for paragraph in text.split("\n") for _, unit in units(paragraph))


def _longest_fitting(word: str, font: Measures, width: int) -> int:
    """How many of ``word``'s first letters fit ``width`` (at least one)."""
    low, high = 1, len(word) - 1
    while low < high:
        middle = (low + high + 1) // 2
        if font.size(word[:middle])[0] <= width:
            low = middle
        else:
            high = middle - 1
    return low
