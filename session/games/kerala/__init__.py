"""Kerala: The Way of the Elephant, as the registry knows it: names, seats, colours, how a
setup starts the engine, and its lesson (whose vocabulary is :mod:`.lesson_vocabulary`)."""
from __future__ import annotations

from game.words import N_
from session.game_info import BOT_LEVELS, GameInfo, register, starter

from .lesson_vocabulary import VOCABULARY

ENGINE = "game.kerala:KeralaState"


def new_args(setup, seed) -> dict:
    """The engine's ``new`` arguments for a setup."""
    return {"players": setup.players, "seed": seed, "colors": [s.color for s in setup.seats],
            "first": setup.first_seat(seed)}


register(GameInfo("kerala", N_("Kerala: The Way of the Elephant"), 2, 5,
                  ("blue", "black", "green", "purple", "red"),
                  new_state=starter(ENGINE, new_args), new_args=new_args,
                  engine=ENGINE, narration="game.kerala.narration:describe",
                  hints="session.games.kerala.hint_words:WORDS", bot_levels=BOT_LEVELS,
                  short_title_message=N_("Kerala"),
                  who_starts_message=N_("The rulebook: the youngest player begins and gets the bag."),
                  lesson=VOCABULARY))
