"""A game's setup (seats, names, colours, human or computer) and its memory.

Pure data with no pygame, so it is easy to test. The last setup per game is kept
in the per-user config folder and offered again next time.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, replace

from scenes import paths
from scenes.registry import GameInfo

HUMAN, COMPUTER = "human", "computer"
MAX_NAME = 16


@dataclass(frozen=True)
class SeatSetup:
    name: str
    color: str
    kind: str = HUMAN
    level: str = ""


@dataclass(frozen=True)
class GameSetup:
    game_id: str
    seats: tuple[SeatSetup, ...]

    @property
    def players(self) -> int:
        return len(self.seats)

    def to_dict(self) -> dict:
        return {"game": self.game_id,
                "seats": [[s.name, s.color, s.kind, s.level] for s in self.seats]}


def default_setup(game: GameInfo, players: int | None = None) -> GameSetup:
    players = players or game.min_players
    colors = game.default_colors(players)
    seats = tuple(SeatSetup(f"Player {i + 1}", colors[i]) for i in range(players))
    return GameSetup(game.id, seats)


def resize(setup: GameSetup, game: GameInfo, players: int) -> GameSetup:
    """The setup with ``players`` seats, keeping what the first seats already chose."""
    players = max(game.min_players, min(game.max_players, players))
    seats = list(setup.seats[:players])
    if game.fixed_colors.get(players) or game.fixed_colors.get(len(setup.seats)):
        colors = game.default_colors(players)
        seats = [replace(s, color=colors[i]) for i, s in enumerate(seats)]
    while len(seats) < players:
        taken = {s.color for s in seats}
        free = [c for c in game.default_colors(players) if c not in taken] or \
               [c for c in game.colors if c not in taken]
        seats.append(SeatSetup(f"Player {len(seats) + 1}", free[0]))
    return GameSetup(setup.game_id, tuple(seats))


def next_color(setup: GameSetup, game: GameInfo, seat: int) -> GameSetup:
    """The setup with seat ``seat`` moved on to the next colour no other seat uses."""
    if game.fixed_colors.get(setup.players):
        return setup
    taken = {s.color for i, s in enumerate(setup.seats) if i != seat}
    order = list(game.colors)
    start = order.index(setup.seats[seat].color) if setup.seats[seat].color in order else -1
    for step in range(1, len(order) + 1):
        color = order[(start + step) % len(order)]
        if color not in taken:
            break
    return with_seat(setup, seat, color=color)


def with_seat(setup: GameSetup, seat: int, **changes) -> GameSetup:
    seats = list(setup.seats)
    seats[seat] = replace(seats[seat], **changes)
    return GameSetup(setup.game_id, tuple(seats))


def finalised(setup: GameSetup) -> GameSetup:
    """Blank names become "Player N"; names are trimmed to fit the table."""
    seats = tuple(replace(s, name=(s.name.strip()[:MAX_NAME] or f"Player {i + 1}"))
                  for i, s in enumerate(setup.seats))
    return GameSetup(setup.game_id, seats)


def validate(setup: GameSetup, game: GameInfo) -> GameSetup:
    """Check a (possibly remembered) setup against the game; raises ValueError."""
    if not game.min_players <= setup.players <= game.max_players:
        raise ValueError("wrong number of seats")
    fixed = game.fixed_colors.get(setup.players)
    colors = [s.color for s in setup.seats]
    if fixed:
        if colors != [c[0] for c in fixed]:
            raise ValueError("colours differ from the fixed ones")
    elif len(set(colors)) != len(colors) or any(c not in game.colors for c in colors):
        raise ValueError("colours repeat or are not the game's")
    for s in setup.seats:
        if s.kind not in (HUMAN, COMPUTER) or not isinstance(s.name, str):
            raise ValueError("bad seat")
        if s.kind == COMPUTER and s.level not in game.bot_levels:
            raise ValueError("unknown computer level")
    return setup


def _memory_file():
    return paths.config_dir() / "setups.json"


def remembered(game: GameInfo) -> GameSetup:
    """The last setup used for ``game``, or the default one if none fits."""
    try:
        data = json.loads(_memory_file().read_text(encoding="utf-8"))[game.id]
        seats = tuple(SeatSetup(str(n)[:MAX_NAME], str(c), str(k), str(l))
                      for n, c, k, l in data["seats"])
        return validate(GameSetup(game.id, seats), game)
    except (OSError, ValueError, KeyError, TypeError):
        return default_setup(game)


def remember(setup: GameSetup) -> None:
    path = _memory_file()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            data = {}
    except (OSError, ValueError):
        data = {}
    data[setup.game_id] = setup.to_dict()
    paths.atomic_write_text(path, json.dumps(data, indent=2) + "\n")
