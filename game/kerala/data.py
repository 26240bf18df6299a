"""Kerala data tables: the tile set, setup numbers and points.

Everything a player who owns the printed game might want to check or change lives
here, as plain data. The tile set and the arch sides follow RULINGS.md, Kerala:
"Tile set" and "An arch lies along one side of its tile".
"""
from __future__ import annotations

#: The five colours, in default seat order (RULINGS.md, Kerala; issue 3 setup).
COLORS: tuple[str, ...] = ("blue", "black", "green", "purple", "red")

#: Tiles of ONE colour (identical for every colour), as (count, kind, symbols).
#: Arch tiles: one for each of the other four colours, so the count is implied.
#: RULINGS.md, Kerala: "Tile set".
TILES_PER_COLOR: tuple[tuple[int, str, int], ...] = (
    (2, "plain", 0),
    (4, "plain", 1),
    (4, "plain", 2),
    (4, "plain", 3),
    (4, "arch", 0),          # one arch of each other colour
    (1, "move_elephant", 0),
    (1, "move_tile", 0),
)

#: Elephant symbols on a start tile (scores while uncovered). RULINGS.md, Kerala.
START_SYMBOLS = 1

#: Tiles sorted out at setup, by number of players (rulebook "Setup").
REMOVED_AT_SETUP: dict[int, int] = {2: 20, 3: 10, 4: 4, 5: 0}

MIN_PLAYERS = 2
MAX_PLAYERS = 5

#: Passes allowed per player and game (rulebook "Passing").
PASSES_PER_GAME = 2

#: Arch sides: 0 up, 1 right, 2 down, 3 left, as grid offsets (x right, y down).
#: RULINGS.md, Kerala: "An arch lies along one side of its tile".
SIDES: tuple[tuple[int, int], ...] = ((0, -1), (1, 0), (0, 1), (-1, 0))
SIDE_NAMES: tuple[str, ...] = ("up", "right", "down", "left")

#: The start tile's cell. RULINGS.md, Kerala: "Grid".
START_CELL: tuple[int, int] = (0, 0)

# Points (RULINGS.md, Kerala: "Scoring (in this order)").
REMOVED_TILE_POINTS = -2      # per tile of every stack in a removed area
MISSING_COLOR_POINTS = -5     # per colour with no top tile
STANDING_ELEPHANT_POINTS = 1  # per unused pass
ARCH_POINTS = 5               # per arch whose side cell shows the arch colour on top
SYMBOL_POINTS = 1             # per elephant symbol on a top tile

#: Areas of one colour a player may keep; their own colour allows two.
AREAS_KEPT = 1
AREAS_KEPT_OWN_COLOR = 2
