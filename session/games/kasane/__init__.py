"""Colors of Kasane, as the registry knows it: names, seats, colours, how a setup starts
the engine, its variant, and its lesson (whose vocabulary is :mod:`.lesson_vocabulary`)."""
from __future__ import annotations

from game.words import N_
from session.game_info import BOT_LEVELS, GameInfo, register, starter

from .lesson_vocabulary import VOCABULARY

ENGINE = "game.kasane:KasaneState"


def new_args(setup, seed) -> dict:
    """The engine's ``new`` arguments for a setup."""
    return {"players": setup.players, "seed": seed, "variant": setup.variant, "first": setup.first_seat(seed)}


# The rulebook gives Kasane's button colours no names; these four are ours.
register(GameInfo("kasane", N_("Colors of Kasane"), 2, 4, ("red", "blue", "green", "yellow"),
                  new_state=starter(ENGINE, new_args), new_args=new_args,
                  engine=ENGINE, narration="game.kasane.narration:describe",
                  hints="session.games.kasane.hint_words:WORDS", bot_levels=BOT_LEVELS,
                  results_details=True, variant_message=N_("a combination may also follow taking an accessory"),
                  who_starts_message=N_("The rulebook: choose the first player freely; each round starts one seat later."),
                  lesson=VOCABULARY))
