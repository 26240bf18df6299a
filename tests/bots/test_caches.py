"""The computer players' caches stay bounded and are emptied when a game ends, so a
long session does not grow (issue 17, item 10; memory measured with the arena under
/usr/bin/time -v)."""
from __future__ import annotations

import random

from game.bots import arena, clear_caches
from game.bots import kaleido as kaleido_bot
from game.bots import kasane as kasane_bot
from game.bots import kerala as kerala_bot
from game.kaleido import KaleidoState
from scenes.kerala import KeralaTable
from session.seats import GameSetup, SeatSetup


def filled_caches() -> None:
    state = KaleidoState.new(3, seed=1)
    rng = random.Random(1)
    for _ in range(30):
        state.apply(rng.choice(state.legal_moves()))
        kaleido_bot.estimate(state)
    kerala_bot._GAINS[("key",)] = {}
    kasane_bot._compat("chidori", (1, 2))
    kasane_bot.styles_of_values((4, 6))
    assert kaleido_bot._HEX_CACHE and kaleido_bot._award_items.cache_info().currsize


def empty() -> bool:
    return (not kaleido_bot._HEX_CACHE and kaleido_bot._award_items.cache_info().currsize == 0
            and not kerala_bot._GAINS
            and not kasane_bot._COMPAT
            and kasane_bot.styles_of_values.cache_info().currsize == 0)


def test_clear_caches_empties_every_bot_cache():
    filled_caches()
    clear_caches()
    assert empty()


def test_the_arena_clears_the_caches_after_each_game():
    filled_caches()
    arena.play_one(arena.Match("kaleido", 2, ("normal", "easy"), 0, 1))
    assert empty()


def test_a_table_clears_the_caches_when_its_game_ends(app):
    filled_caches()
    setup = GameSetup("kerala", (SeatSetup("A", "blue"), SeatSetup("B", "red")))
    table = KeralaTable(app, setup, seed=2)
    app.manager.reset(table)
    rng = random.Random(2)
    while not table.state.is_over:
        assert not empty()
        table.play(rng.choice(table.state.legal_moves()))
    assert empty()


def test_the_board_layout_cache_stays_within_its_bound():
    clear_caches()
    for i in range(kaleido_bot._HEX_CACHE_MAX + 50):
        kaleido_bot._hex_triangles({(0, 0): None, (1, 0): None, (i + 3, 0): None})
        assert len(kaleido_bot._HEX_CACHE) <= kaleido_bot._HEX_CACHE_MAX
    clear_caches()
