"""A game's setup: its seats, each with a name, its colours, and a person or a computer
player at a level; who starts; the rulebook's variant, where the game has one. Checked
against the game it is for. Pure data with no pygame (the last setup of each game is
remembered by :mod:`session.files.setups`)."""
from __future__ import annotations

import random
from dataclasses import dataclass, replace

from game.core import is_int
from game.words import _, ngettext
from session.registry import GameInfo

HUMAN, COMPUTER = "human", "computer"
MAX_NAME = 16
RANDOM = "random"
"""Who starts, when it is drawn at random (from the game's seed, so a replay agrees)."""


@dataclass(frozen=True)
class SeatSetup:
    name: str
    color: str
    kind: str = HUMAN
    level: str = ""
    second_color: str = ""
    """The seat's second colour, where each seat plays two (Kaleido with 2 players)."""

    @property
    def colors(self) -> tuple[str, ...]:
        """The seat's colours, its first colour first."""
        return (self.color, self.second_color) if self.second_color else (self.color,)


@dataclass(frozen=True)
class GameSetup:
    game_id: str
    seats: tuple[SeatSetup, ...]
    first: int | str = 0
    """Who starts: a seat (0 is the first one) or :data:`RANDOM`."""
    variant: bool = False
    """The rulebook's variant is played (:attr:`GameInfo.variant`; Colors of Kasane's)."""

    @property
    def humans(self) -> tuple[bool, ...]:
        """Which seats people play (the others, computers)."""
        return tuple(seat.kind != COMPUTER for seat in self.seats)

    @property
    def players(self) -> int:
        return len(self.seats)

    def first_seat(self, seed: int) -> int:
        """The seat that starts a game with this ``seed``: the one chosen or, at random,
        one drawn from the seed, so the same seed always draws the same seat."""
        if self.first == RANDOM:
            return random.Random(f"{seed}:first").randrange(self.players)
        return self.first

    def to_dict(self) -> dict:
        return {"game": self.game_id,
                "seats": [[s.name, s.color, s.kind, s.level] + ([s.second_color] if s.second_color else [])
                          for s in self.seats],
                "first": self.first, "variant": self.variant}


def default_setup(game: GameInfo, players: int | None = None) -> GameSetup:
    players = players or game.min_players
    return _with_colors(GameSetup(game.id, tuple(SeatSetup(default_name(i), "") for i in range(players))), game)


def resize(setup: GameSetup, game: GameInfo, players: int) -> GameSetup:
    """The setup with ``players`` seats, keeping what the first seats already chose."""
    players = max(game.min_players, min(game.max_players, players))
    first = setup.first if setup.first == RANDOM or setup.first < players else 0
    kept = [replace(s, second_color="") if game.colors_each(players) == 1 else s for s in setup.seats[:players]]
    kept += [SeatSetup(default_name(i), "") for i in range(len(kept), players)]
    return _with_colors(replace(setup, seats=tuple(kept), first=first), game)


def _with_colors(setup: GameSetup, game: GameInfo) -> GameSetup:
    """The setup with the colours a seat lacks at its player count filled in
    (:meth:`GameInfo.filled_colors`)."""
    chosen = [tuple(c for c in s.colors if c) for s in setup.seats]
    filled = game.filled_colors(chosen)
    seats = tuple(replace(seat, color=colors[0] if colors else "", second_color=colors[1] if len(colors) > 1 else "")
                  for seat, colors in zip(setup.seats, filled))
    return replace(setup, seats=seats)


def with_seat(setup: GameSetup, seat: int, **changes) -> GameSetup:
    seats = list(setup.seats)
    seats[seat] = replace(seats[seat], **changes)
    return replace(setup, seats=tuple(seats))


def finalised(setup: GameSetup) -> GameSetup:
    """Blank names become "Player N"; names are trimmed to fit the table."""
    seats = tuple(replace(s, name=(s.name.strip()[:MAX_NAME] or default_name(i)))
                  for i, s in enumerate(setup.seats))
    return replace(setup, seats=seats)


def default_name(seat: int) -> str:
    """The name of seat ``seat`` (from 0) when its player gives none: "Player 1"."""
    return _("Player {number}", number=seat + 1)


def validate(setup: GameSetup, game: GameInfo) -> GameSetup:
    """Check a (possibly remembered or saved) setup against the game; raises ValueError
    saying what is wrong."""
    if not game.min_players <= setup.players <= game.max_players:
        raise ValueError(_("{game} is played by {least} to {most} players", game=game.title, least=game.min_players,
                           most=game.max_players))
    each = game.colors_each(setup.players)
    colors = [c for s in setup.seats for c in s.colors]
    if any(len(s.colors) != each for s in setup.seats):
        raise ValueError(ngettext("each seat plays {count} colour with {players} players",
                                  "each seat plays {count} colours with {players} players", each, count=each,
                                  players=setup.players))
    if len(set(colors)) != len(colors) or any(c not in game.colors for c in colors):
        raise ValueError(_("the colours repeat or are not the game's"))
    if setup.first != RANDOM and not (is_int(setup.first) and 0 <= setup.first < setup.players):
        raise ValueError(_("the first player is not one of the seats"))
    if not isinstance(setup.variant, bool) or (setup.variant and not game.variant):
        raise ValueError(_("{game} has no variant to play", game=game.title))
    for i, s in enumerate(setup.seats):
        if not name_fits(s.name):
            raise ValueError(_("the name of seat {seat} is empty, longer than {most} characters or holds characters "
                               "that cannot be shown", seat=i + 1, most=MAX_NAME))
        if s.kind not in (HUMAN, COMPUTER):
            raise ValueError(_("seat {seat} is neither a person nor the computer", seat=i + 1))
        if s.kind == COMPUTER and s.level not in game.bot_levels:
            raise ValueError(_("seat {seat} has an unknown computer level", seat=i + 1))
    return setup


def name_fits(name: object) -> bool:
    """A name the table can show: text of 1 to MAX_NAME printable characters, not blank
    (no NUL, no control character, no lone surrogate)."""
    return (isinstance(name, str) and 0 < len(name) <= MAX_NAME and name.isprintable()
            and bool(name.strip()))


def setup_from_dict(data: object, game: GameInfo) -> GameSetup:
    """A setup from its :meth:`GameSetup.to_dict` form, checked; raises ValueError.

    What older versions did not write means what they played: seat 1 starts, no
    variant, and a seat of the 2-player Kaleido game with one colour has the second
    one those versions gave it (red with yellow, blue with purple)."""
    if not isinstance(data, dict) or not isinstance(data.get("seats"), list):
        raise ValueError(_("the seats are missing"))
    seats = []
    for raw in data["seats"]:
        if not (isinstance(raw, list) and len(raw) in (4, 5) and all(isinstance(v, str) for v in raw)):
            raise ValueError(_("a seat is not four or five pieces of text (name, colour, kind, level, second colour)"))
        seats.append(SeatSetup(*raw))
    setup = GameSetup(game.id, tuple(seats), data.get("first", 0), data.get("variant", False))
    return validate(_with_colors(setup, game), game)
