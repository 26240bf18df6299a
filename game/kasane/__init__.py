"""Colors of Kasane: the rules engine (pure Python, no pygame).

Public API (DESIGN.md): :class:`KasaneState`, :class:`Card`, the moves :class:`Take`,
:class:`Combine`, :class:`EndTurn`, the points table :data:`KAKEMONO`, and
:func:`styles.matching_styles`.
"""
from . import data, styles
from .cards import ACCESSORY, Card
from .data import KAKEMONO, STYLE_NAMES, STYLE_RULES, STYLES
from .moves import Combine, EndTurn, Take
from .scoring import score_seat
from .state import CombineOption, KasaneState
from .styles import matching_styles

__all__ = [
    "KasaneState", "Card", "Take", "Combine", "EndTurn", "KAKEMONO", "STYLES",
    "STYLE_NAMES", "STYLE_RULES", "CombineOption", "ACCESSORY", "matching_styles",
    "score_seat", "styles", "data",
]
