"""Kerala: The Way of the Elephant, the rules engine (pure Python, no pygame).

Public API (DESIGN.md, "Per-game public API"): :class:`KeralaState`, :class:`Tile`,
the moves :class:`Take`, :class:`Pass`, :class:`MoveElephant`, :class:`MoveTile`,
:class:`SkipSpecial`, and pure scoring :func:`score_grounds`.
"""
from .data import COLORS
from .moves import MoveElephant, MoveTile, Pass, SkipSpecial, Take
from .scoring import Area, GroundsScore, ScoredArch, score_grounds
from .state import KeralaState
from .tiles import Tile, build_tile_set, start_tile

__all__ = [
    "COLORS", "KeralaState", "Tile", "Take", "Pass", "MoveElephant", "MoveTile", "SkipSpecial",
    "score_grounds", "GroundsScore", "Area", "ScoredArch", "build_tile_set", "start_tile",
]
