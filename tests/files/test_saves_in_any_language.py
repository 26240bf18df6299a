"""A save does not depend on the language (issue 50): the same game saved while English,
German or Japanese is spoken is the same file, and a game saved in German opens in
Japanese and goes on."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game import words
from game.record import GameRecord
from session import languages, registry
from session.files import saves
from session.seats import default_setup
from tests.games import GAME_IDS

SEED = 9
NAMES = ("Ann", "花子", "Jörg")


def played(game_id: str, moves: int) -> tuple:
    """(setup, record) of a seeded game of three, ``moves`` random legal moves in; the
    seats' names are the players' own (a default name is said in the language spoken)."""
    game = registry.get(game_id)
    setup = default_setup(game, 3)
    setup = replace(setup, seats=tuple(replace(seat, name=name) for seat, name in zip(setup.seats, NAMES)))
    record = GameRecord.new(game.state_class(), setup.humans, **game.new_args(setup, SEED))
    rng = random.Random(SEED)
    while len(record.entries) < moves and not record.state.is_over:
        record.play(rng.choice(record.state.legal_moves()))
    return setup, record


def saved_text_in(code: str, game_id: str) -> str:
    languages.use(code)
    try:
        setup, record = played(game_id, 12)
        return saves.save_text(game_id, setup, SEED, record.state, record.to_data())
    finally:
        words.use(words.ENGLISH)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_game_saved_in_any_language_is_the_same_file(game_id):
    english = saved_text_in("en", game_id)
    assert saved_text_in("de", game_id) == english
    assert saved_text_in("ja", game_id) == english


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_game_saved_in_german_opens_in_japanese_and_goes_on(tessera_home, game_id):
    languages.use("de")
    try:
        setup, record = played(game_id, 12)
        saves.save(game_id, setup, SEED, record.state, record.to_data())
        languages.use("ja")
        loaded = saves.load(game_id)
        assert loaded.record.to_data() == record.to_data() and loaded.setup == setup
        loaded.record.play(loaded.state.legal_moves()[0])
        assert len(loaded.record.entries) == 13
    finally:
        words.use(words.ENGLISH)
