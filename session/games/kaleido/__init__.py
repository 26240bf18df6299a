"""Kaleido, as the registry knows it: names, seats, colours, how a setup starts the
engine, and its lesson (whose vocabulary is :mod:`.lesson_vocabulary`)."""
from __future__ import annotations

from game.words import N_
from session.game_info import BOT_LEVELS, GameInfo, get, register, starter

from .lesson_vocabulary import VOCABULARY

ENGINE = "game.kaleido:KaleidoState"


def new_args(setup, seed) -> dict:
    """The engine's ``new`` arguments for a setup. In turn order: every seat's first
    colour, then (2 players) every seat's second."""
    seats = get("kaleido").filled_colors([s.colors for s in setup.seats])
    colors = [c for k in range(len(seats[0])) for c in (colors[k] for colors in seats)]
    return {"players": setup.players, "seed": seed, "colors": colors, "first": setup.first_seat(seed)}


def hexagons(state) -> list[int]:
    """Each seat's points from the corner hexagons, scored once the last tile is down."""
    points = [0] * state.players
    for kind, _, award in state.awards:
        if kind == "hexagon":
            for color, gained in award.items():
                points[state.seat_of(color)] += gained
    return points


register(GameInfo("kaleido", N_("Kaleido"), 2, 5, ("red", "blue", "yellow", "purple", "green"),
                  new_state=starter(ENGINE, new_args), new_args=new_args,
                  engine=ENGINE, narration="game.kaleido.narration:describe",
                  hints="session.games.kaleido.hint_words:WORDS", bot_levels=BOT_LEVELS,
                  colors_per_seat={2: 2}, end_scoring=hexagons,
                  who_starts_message=N_("The rulebook: whoever looked into a kaleidoscope most recently, or any way you like."),
                  lesson=VOCABULARY))
