"""Kaleido's numbers in one place, so a player who owns the printed game can edit them.

Sources: the rulebook's set-up table and scoring section, and RULINGS.md, Kaleido:
Play (tile counts, 2-player variant) and Scoring.
"""
from __future__ import annotations

#: The five player colours, in the order seats take them by default (3 to 5 players).
COLORS: tuple[str, ...] = ("red", "blue", "yellow", "purple", "green")

#: The neutral tile every seat holds a few of. It fills a hole and never scores.
WHITE = "white"

#: 2-player game: the default four colours in turn order, and the seat owning each
#: place of the cycle (RULINGS.md, Kaleido: Play -- seat 0 red and yellow, seat 1 blue
#: and purple; the seats may pick other colours, the cycle still alternates them).
TWO_PLAYER_COLORS: tuple[str, ...] = ("red", "blue", "yellow", "purple")
TWO_PLAYER_OWNERS: tuple[int, ...] = (0, 1, 0, 1)

#: Playable coloured tiles per colour by player count. The rulebook deals 14 (3 players)
#: or 13 (4-5 players) and two of them become score markers (RULINGS.md, Kaleido: Play).
TILES_PER_COLOR: dict[int, int] = {2: 11, 3: 12, 4: 11, 5: 11}

#: White tiles and game boards dealt to each seat, by player count.
WHITES_PER_SEAT: dict[int, int] = {2: 4, 3: 2, 4: 2, 5: 2}
BOARDS_PER_SEAT: dict[int, int] = {2: 4, 3: 2, 4: 2, 5: 2}

#: The two starting boards on the table, side by side (RULINGS.md, Kaleido: Geometry).
START_BOARDS: tuple[tuple[int, int], ...] = ((0, 0), (1, 0))

#: Points for scoring one board or one end-game hexagon (RULINGS.md, Kaleido: Scoring).
FIRST_POINTS = 8          # a single leader
SECOND_POINTS = 4         # shared (floor) among the colours tied for second
SHARED_FIRST_POINTS = 12  # shared (floor) among colours tied for the lead
ALONE_FULL_POINTS = 12    # the only colour, filling all six holes
ALONE_POINTS = 8          # the only colour, with whites beside it

PLAYER_COUNTS: tuple[int, ...] = (2, 3, 4, 5)
