"""Kaleido: hex boards of triangle holes, mid-game board scoring, end-game hexagons.

Public API (DESIGN.md, Per-game public API): :class:`KaleidoState`; moves
:class:`PlaceTile`, :class:`PlaceWhite`, :class:`PlaceBoard`, :class:`Rotate`,
:class:`EndTurn`; pure scoring :func:`game.kaleido.scoring.award`; stateless geometry
in :mod:`game.kaleido.geometry`; the editable numbers in :mod:`game.kaleido.data`.
"""
from . import data, geometry, scoring
from .geometry import Hexagon
from .moves import EndTurn, PlaceBoard, PlaceTile, PlaceWhite, Rotate
from .scoring import award, end_game_awards
from .state import KaleidoState

__all__ = ["KaleidoState", "PlaceTile", "PlaceWhite", "PlaceBoard", "Rotate", "EndTurn",
           "Hexagon", "award", "end_game_awards", "data", "geometry", "scoring"]
