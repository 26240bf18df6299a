"""A game's setup: its seats, each with a name, a colour, and a person or a computer
player at a level; checked against the game it is for. Pure data with no pygame (the
last setup of each game is remembered by :mod:`session.files.setups`)."""
from __future__ import annotations

from dataclasses import dataclass, replace

from session.registry import GameInfo

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
    """Check a (possibly remembered or saved) setup against the game; raises ValueError
    saying what is wrong."""
    if not game.min_players <= setup.players <= game.max_players:
        raise ValueError(f"{game.title} is played by {game.min_players} to {game.max_players} players")
    fixed = game.fixed_colors.get(setup.players)
    colors = [s.color for s in setup.seats]
    if fixed:
        if colors != [c[0] for c in fixed]:
            raise ValueError("the colours differ from the fixed ones")
    elif len(set(colors)) != len(colors) or any(c not in game.colors for c in colors):
        raise ValueError("the colours repeat or are not the game's")
    for i, s in enumerate(setup.seats):
        if not name_fits(s.name):
            raise ValueError(f"the name of seat {i + 1} is empty, longer than {MAX_NAME} characters "
                             "or holds characters that cannot be shown")
        if s.kind not in (HUMAN, COMPUTER):
            raise ValueError(f"seat {i + 1} is neither a person nor the computer")
        if s.kind == COMPUTER and s.level not in game.bot_levels:
            raise ValueError(f"seat {i + 1} has an unknown computer level")
    return setup


def name_fits(name: object) -> bool:
    """A name the table can show: text of 1 to MAX_NAME printable characters, not blank
    (no NUL, no control character, no lone surrogate)."""
    return (isinstance(name, str) and 0 < len(name) <= MAX_NAME and name.isprintable()
            and bool(name.strip()))


def setup_from_dict(data: object, game: GameInfo) -> GameSetup:
    """A setup from its :meth:`GameSetup.to_dict` form, checked; raises ValueError."""
    if not isinstance(data, dict) or not isinstance(data.get("seats"), list):
        raise ValueError("the seats are missing")
    seats = []
    for raw in data["seats"]:
        if not (isinstance(raw, list) and len(raw) == 4 and all(isinstance(v, str) for v in raw)):
            raise ValueError("a seat is not four pieces of text (name, colour, kind, level)")
        seats.append(SeatSetup(*raw))
    return validate(GameSetup(game.id, tuple(seats)), game)
