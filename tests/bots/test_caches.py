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
from game.kerala import grounds_total as kerala_totals
from game.kerala.grounds_total import GroundsAreas
from game.kerala.tiles import Tile
from scenes.kerala import KeralaTable
from session.seats import GameSetup, SeatSetup


def tied_surplus_grounds(height: int = 1) -> dict:
    """Grounds (of blue) where an arch ties a red area to a green one, each colour with
    two areas: a trial placement there chooses the kept areas again, so its total is
    remembered (the red stack at (-1, 0) is ``height`` tiles high)."""
    return {(0, 0): (Tile("blue", 1, "start"),), (1, 0): (Tile("red", 0, "arch", "green", 1),),
            (2, 0): (Tile("green", 1),), (0, 1): (Tile("green", 1),), (-1, 0): (Tile("red", 1),) * height}


def remember_a_total(height: int = 1, standing: int = 2) -> None:
    """A trial placement whose total is remembered: a red tile joining the red area at (-1, 0)."""
    GroundsAreas(tied_surplus_grounds(height)).total_with((-1, -1), Tile("red", 0), "blue", standing)


def filled_caches() -> None:
    state = KaleidoState.new(3, seed=1)
    rng = random.Random(1)
    for _ in range(30):
        state.apply(rng.choice(state.legal_moves()))
        kaleido_bot.estimate(state)
    kerala_bot._GAINS[("key",)] = {}
    remember_a_total()
    assert kerala_totals._TOTALS
    kasane_bot._compat("chidori", (1, 2))
    kasane_bot.styles_of_values((4, 6))
    assert kaleido_bot._HEX_CACHE and kaleido_bot._award_items.cache_info().currsize


def empty() -> bool:
    return (not kaleido_bot._HEX_CACHE and kaleido_bot._award_items.cache_info().currsize == 0
            and not kerala_bot._GAINS and not kerala_totals._TOTALS and not kerala_totals._OLDER_TOTALS
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


def test_the_kerala_totals_cache_stays_within_its_bound(monkeypatch):
    monkeypatch.setattr(kerala_totals, "_TOTALS_MAX", 50)
    clear_caches()
    for height in range(1, 121):
        remember_a_total(height, height % 3)
        assert len(kerala_totals._TOTALS) <= 50 and len(kerala_totals._OLDER_TOTALS) <= 50
    assert kerala_totals._OLDER_TOTALS   # the bound was reached
    clear_caches()
