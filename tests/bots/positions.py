"""Hand-made positions for the bot tests, each with one obviously best move."""
from __future__ import annotations

import json

from game.kaleido import KaleidoState, PlaceTile
from game.kaleido.scoring import award
from game.kasane import Card, Combine, EndTurn, KasaneState, Take as KasaneTake
from game.kerala import KeralaState, Take as KeralaTake, Tile, build_tile_set
from game.kerala.tiles import tile_code

# ------------------------------------------------------------------ Kaleido
# 2 players (seat 0: red + yellow, seat 1: blue + purple). Nine boards in a row (no
# three boards meet, so no hexagons). Red has the last coloured tile of the game.
# Board (7, 0) holds four reds and a white: red's tile in its empty hole 5 completes
# it for 8 points (red alone), turning a 4-point deficit (39 to 43) into a win. The other empty
# holes are on board (8, 0), which cannot be completed this turn.
R, B, Y, P, W = "red", "blue", "yellow", "purple", "white"
KALEIDO_BOARDS = {
    (0, 0): (W, W, P, B, R, R),      # red 8, blue/purple share 4
    (1, 0): (R, B, Y, W, P, Y),      # yellow 8, the rest share 4
    (2, 0): (P, B, B, P, P, B),      # blue/purple tie: 6 each
    (3, 0): (P, Y, B, Y, B, Y),      # yellow 8, blue 4
    (4, 0): (P, P, W, R, Y, B),      # purple 8, the rest share 4
    (5, 0): (P, Y, P, Y, B, B),      # three-way tie: 4 each
    (6, 0): (Y, P, Y, W, W, B),      # yellow 8, the rest share 4
    (7, 0): (R, R, R, R, W, None),   # red completes it: 8
    (8, 0): (Y, R, R, None, None, W),
}


def kaleido_position() -> tuple[KaleidoState, PlaceTile]:
    boards = KALEIDO_BOARDS
    colors = (R, B, Y, P)
    placed = [t for holes in boards.values() for t in holes if t is not None]
    start = 11
    tiles_left = [start - placed.count(c) for c in colors]
    whites_placed = placed.count(W)
    awards = []
    for pos, holes in boards.items():
        if None not in holes:
            awards.append(["board", [list(pos)], [[c, p] for c, p in award(holes).items()]])
    data = {
        "game": "kaleido", "version": 1, "players": 2, "colors": list(colors), "seed": 1,
        "boards": [[q, r, list(h)] for (q, r), h in boards.items()],
        "tiles_left": tiles_left,
        "whites_left": [0, 8 - whites_placed],  # seat 0 has none: only its tile to play
        "boards_left": [0, 11 - len(boards) - 1],
        "turn": 0, "phase": "place", "tile_placed": False, "extra": None,
        "pending": [], "scored_now": [], "skipped": [], "awards": awards,
    }
    # tiles_left must be [1, 0, 0, 0]: only red still has its last tile to play.
    assert tiles_left == [1, 0, 0, 0], tiles_left
    return KaleidoState.from_json(json.dumps(data)), PlaceTile((7, 0), 5)


# ------------------------------------------------------------------ Kerala
def kerala_position() -> tuple[KeralaState, KeralaTake]:
    """Seat 0 (blue) has two green areas, (1, 0) and (1, 2)-(2, 2), with an empty cell
    (1, 1) between them next to its elephant on (1, 0). The offer: a plain green tile
    and a plain red 1. Green on (1, 1) joins the areas (else the smaller one is
    removed, -2 per tile); red anywhere only adds a symbol."""
    g0, g2, r1, red0 = Tile("green", 0), Tile("green", 2), Tile("red", 1), Tile("red", 0)
    black1, purple1 = Tile("black", 1), Tile("purple", 1)
    grounds0 = {
        (0, 0): ["blue:start"],
        (1, 0): [tile_code(g2)],
        (0, 1): [tile_code(Tile("blue", 1))],
        (0, 2): [tile_code(Tile("blue", 2))],
        (1, 2): [tile_code(g2)],
        (2, 2): [tile_code(g2)],
        (-1, 0): [tile_code(red0)],
        (-1, -1): [tile_code(black1)],
        (0, -1): [tile_code(purple1)],
    }
    grounds1 = {(0, 0): ["black:start"]}
    offer = [g0, r1]
    used = [g2, g2, g2, Tile("blue", 1), Tile("blue", 2), red0, black1, purple1] + offer
    rest = list(build_tile_set())
    for t in used:
        rest.remove(t)
    bag, removed = rest[:10], rest[10:]
    data = {
        "game": "kerala", "version": 1, "players": 2, "colors": ["blue", "black"],
        "bag": [tile_code(t) for t in bag], "offer": [tile_code(t) for t in offer],
        "removed": [tile_code(t) for t in removed], "discarded": [],
        "grounds": [[[x, y, codes] for (x, y), codes in g.items()] for g in (grounds0, grounds1)],
        "elephants": [[[1, 0], [0, 2]], [[0, 0], [0, 0]]],
        "passes_left": [2, 2], "bag_holder": 0, "acted": 0, "pending": None,
        "over": False, "fixed_bag": True,
    }
    return KeralaState.from_json(json.dumps(data)), KeralaTake(0, 0, (1, 1), None)


# ------------------------------------------------------------------ Kasane
def kasane_position() -> tuple[KasaneState, KasaneTake, Combine]:
    """2 players. Seat 0 has taken 1, 2, 3, 4 (in that order, never combining); seat 1
    took 8, 8, 7, 7. Row 2 now offers a 5 (1-2-3-4-5 is the free 8-point Kagen no
    tsuki slot); row 3 offers a 6."""
    rows = [[4, 3, 2, 1], [7, 7, 8, 8], [6, 9, 9, 5], [9, 2, 3, 6]]
    first = [v for row in rows for v in row]
    full = [v for v in range(1, 10) for _ in range(3)] + [None] * 5
    for v in first:
        full.remove(v)
    deck = [Card(v) for v in first + full]
    state = KasaneState.new(2, seed=3, deck=deck)
    for _ in range(4):
        state.apply(KasaneTake(0))
        state.apply(EndTurn())
        state.apply(KasaneTake(1))
        state.apply(EndTurn())
    return state, KasaneTake(2), Combine(5, False, "kagen_no_tsuki")
