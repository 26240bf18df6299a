"""A room's code: 100 random bits written for people, as the host shows it and a friend
pastes or types it to join (DESIGN.md, Play online).

The code is written in Crockford's base 32 (digits and letters without I, L, O and U,
which read as 1, 1, 0 and V), 20 symbols of 5 bits each, then one check symbol, in five
groups: ``VB7P-Y4H9-6Z29-JWP8-9NZ64``. Reading is forgiving as Crockford's is: lower
case, spaces, no dashes or other dashes, white space around, and the look-alikes O, I
and L (read as 0, 1 and 1).

The check symbol makes the weighted sum of all 21 symbols zero in the field of 32
elements, GF(2^5), the weight of the symbol at place ``k`` from the end being ``α^k``
(``α`` a generator: the weights of the 21 places are distinct and none is zero). So a
symbol typed wrong changes the sum by ``α^k·δ``, never zero; two neighbours swapped
change it by ``(α^k - α^(k+1))·δ``, never zero either. Every single wrong symbol and
every swap of two neighbours (across a dash too, and with the check symbol itself) is
caught, with a check symbol from the same 32 as the rest of the code.
"""
from __future__ import annotations

import secrets
from dataclasses import dataclass

from game.words import _, ngettext

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
"""Crockford's base 32: the symbol of each value 0..31."""
BITS_PER_SYMBOL = 5
SYMBOLS = 20
"""The code's random symbols: 100 bits."""
BITS = SYMBOLS * BITS_PER_SYMBOL
GROUPS = (4, 4, 4, 4, 5)
"""The display form's groups; the check symbol ends the last."""
LENGTH = SYMBOLS + 1

_VALUE = {symbol: value for value, symbol in enumerate(ALPHABET)}
_VALUE.update({"O": 0, "I": 1, "L": 1})
_SEPARATORS = frozenset(" -\t\u00a0\u2010\u2011\u2012\u2013\u2014\u2212\u3000\u30fc")
"""What people put between groups: spaces, dashes of several kinds (also the long
vowel mark a Japanese keyboard may give for '-')."""

# GF(2^5) with the primitive polynomial x^5 + x^2 + 1: its element x (2) generates the
# 31 non-zero elements.
_POLYNOMIAL = 0b100101


def _times(a: int, b: int) -> int:
    """``a·b`` in GF(2^5)."""
    product = 0
    while b:
        if b & 1:
            product ^= a
        b >>= 1
        a <<= 1
        if a & 0b100000:
            a ^= _POLYNOMIAL
    return product


def _weights(count: int) -> list[int]:
    """The weights ``α^k`` of ``count`` places, the last place (k = 0) last."""
    weights, power = [], 1
    for _place in range(count):
        weights.append(power)
        power = _times(power, 2)
    return weights[::-1]


_DATA_WEIGHTS = _weights(LENGTH)[:-1]


def check_value(values: list[int]) -> int:
    """The check symbol's value for the code's 20 symbol values: what makes the weighted
    sum zero (the check symbol's own weight is 1, and in GF(2^5) minus is plus)."""
    total = 0
    for weight, value in zip(_DATA_WEIGHTS, values, strict=True):
        total ^= _times(weight, value)
    return total


class BadRoomCode(ValueError):
    """A code a player gave that is no room code; its text is a sentence for them."""


@dataclass(frozen=True)
class RoomCode:
    """A room's code; its ``secret`` (the 100 bits, 13 bytes) is what keys and topics
    derive from (:mod:`session.online.room_keys`), its ``text`` what people read."""

    secret: bytes

    def __post_init__(self) -> None:
        if len(self.secret) != (BITS + 7) // 8 or int.from_bytes(self.secret, "big") >> BITS:
            raise ValueError(f"a room code's secret is {BITS} bits in {(BITS + 7) // 8} bytes")

    @classmethod
    def new(cls) -> RoomCode:
        """A new code of fresh random bits (:mod:`secrets`)."""
        return cls(secrets.randbits(BITS).to_bytes((BITS + 7) // 8, "big"))

    @property
    def values(self) -> list[int]:
        """The 20 symbol values, the highest bits first."""
        number = int.from_bytes(self.secret, "big")
        return [(number >> (BITS_PER_SYMBOL * place)) & 31 for place in reversed(range(SYMBOLS))]

    @property
    def text(self) -> str:
        """The code as people read it: five groups with dashes, the check symbol last."""
        values = self.values
        symbols = "".join(ALPHABET[value] for value in values) + ALPHABET[check_value(values)]
        groups, start = [], 0
        for size in GROUPS:
            groups.append(symbols[start:start + size])
            start += size
        return "-".join(groups)

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return "RoomCode(…)"  # a code in a log or a traceback would let a reader in

    @classmethod
    def parse(cls, given: str) -> RoomCode:
        """The code that ``given`` writes, as people paste or type it; :class:`BadRoomCode`
        with a sentence for the player when it is none."""
        symbols = [sign for sign in given.strip() if sign not in _SEPARATORS]
        for sign in symbols:
            if sign.upper() not in _VALUE:
                # Translators: a room code the player typed has a sign codes never have.
                raise BadRoomCode(_("A room code has no “{sign}”: check each letter and digit.", sign=sign))
        if len(symbols) != LENGTH:
            # Translators: a room code the player typed is too short or too long;
            # {length} is the number of letters and digits of a code (21).
            raise BadRoomCode(ngettext("A room code has {length} letters and digits; this one has {count}.",
                                       "A room code has {length} letters and digits; this one has {count}.",
                                       len(symbols), length=LENGTH, count=len(symbols)))
        values = [_VALUE[sign.upper()] for sign in symbols]
        if check_value(values[:-1]) != values[-1]:
            # Translators: a room code the player typed or pasted fails its check symbol.
            raise BadRoomCode(_("This code has a mistake in it: check each letter and digit."))
        number = 0
        for value in values[:-1]:
            number = number << BITS_PER_SYMBOL | value
        return cls(number.to_bytes((BITS + 7) // 8, "big"))
