"""Seeded games as the app starts them, played by the host's record, with what a seat
without the seed would be told: the start's public part, the opening and each move with
its reveal (for tests/test_seat_views.py and tests/record/test_reveals_in_record.py)."""
from __future__ import annotations

import random
from typing import Iterator

from game.record import Entry, GameRecord
from session.seats import COMPUTER, RANDOM, GameSetup, SeatSetup
from tests.games import GAMES, player_counts

#: Every game that keeps records, and each player count it is played by, with the
#: variant on and off where the game has one.
CASES = tuple((game, players, variant) for game in GAMES if game.keeps_records
              for players in player_counts(game) for variant in ((False, True) if game.variant_message else (False,)))


def case_id(case) -> str:
    game, players, variant = case
    return f"{game.id}-{players}" + ("-variant" if variant else "")


def host_record(game, players: int, seed: int, variant: bool = False) -> GameRecord:
    """The host's record of a fresh game as the setup page starts it (a random first
    seat, every other seat a computer)."""
    colors = game.default_colors(players)
    seats = tuple(SeatSetup(f"Seat {i + 1}", colors[i], "human" if i % 2 == 0 else COMPUTER,
                            "" if i % 2 == 0 else "normal") for i in range(players))
    return game.new_record(GameSetup(game.id, seats, RANDOM, variant), seed)


def guest_record(host: GameRecord) -> GameRecord:
    """A fresh record kept without the seed, of the game ``host`` started."""
    cls = host.state_class
    return GameRecord.from_public(cls, host.humans, cls.public_start(host.start["new"]), host.opening)


def play_on(host: GameRecord, seed: int) -> Iterator[Entry]:
    """Seeded random moves played on ``host`` to the end of its game, each entry yielded
    right after it was played."""
    rng = random.Random(seed)
    while not host.state.is_over:
        yield host.play(rng.choice(host.state.legal_moves()))
