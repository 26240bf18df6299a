"""The shared random-game checker over 300 seeded games, with Kasane's own invariants."""
from collections import Counter

from game.kasane import KasaneState
from game.kasane.data import CARD_TABLE
from tests.engine_checker import check_random_games

# Independent copies of the printed numbers, so a wrong data table fails here.
POINTS = {
    ("chidori", 3): 4, ("sakura_chirashi", 3): 4, ("asanoha", 3): 4,
    ("kafuu_fugetsu", 2): 1, ("kafuu_fugetsu", 3): 2, ("kafuu_fugetsu", 4): 4,
    ("kafuu_fugetsu", 5): 6, ("kafuu_fugetsu", 6): 8,
    ("setsu_getsu_fuka", 2): 1, ("setsu_getsu_fuka", 3): 2, ("setsu_getsu_fuka", 4): 3,
    ("setsu_getsu_fuka", 5): 5, ("setsu_getsu_fuka", 6): 7,
    ("kasane", 2): 2, ("kasane", 3): 4, ("kasane", 4): 7, ("kasane", 5): 10,
    ("kagen_no_tsuki", 2): 1, ("kagen_no_tsuki", 3): 3, ("kagen_no_tsuki", 4): 5,
    ("kagen_no_tsuki", 5): 8,
    ("jouyougen_no_tsuki", 2): 1, ("jouyougen_no_tsuki", 3): 3,
    ("jouyougen_no_tsuki", 4): 5, ("jouyougen_no_tsuki", 5): 8,
    ("juu", 2): 2, ("juu", 3): 3, ("juu", 4): 5, ("juu", 5): 7, ("juu", 6): 9,
}
DIVERSITY = [0, 5, 4, 3, 2, 0, 2, 3, 4, 5]
FULL = Counter({v: 5 for v in range(1, 10)}) + Counter({None: 7})
stats = Counter()


def invariant(state):
    seen = Counter(c.value for c in state.pile_order())
    seen.update(c.value for c in state.discards)
    seen.update(c.value for c in state.removed)
    for row in state.market:
        seen.update(c.value for c in row)
    for seat in range(state.players):
        for part in (state.hands[seat], state.kimonos[seat], state.accessories[seat]):
            seen.update(c.value for c in part)
        assert state.collected_count(seat) <= 12
    assert sum(seen.values()) == 52 and seen == FULL
    held = [seat for seat in state.kakemono.values() if seat is not None]
    assert len(held) == sum(len(state.combinations(s)) for s in range(state.players))


def score_from_scratch(state, seat):
    kimono = [c.value for c in state.kimonos[seat]]
    points, used = 0, 0
    for style, size, reuse in state.combinations(seat):
        assert state.kakemono[(style, size)] == seat
        points += POINTS[(style, size)]
        used += size - reuse
        stats[style] += 1
    assert used == len(kimono)
    accessories = len(state.accessories[seat])
    played = len(kimono) + accessories
    points += accessories
    points += 2 if played == 12 else 0
    if played >= 8:
        points += DIVERSITY[len(set(kimono))]
    return points


def at_end(state):
    for seat in range(state.players):
        assert state.collected_count(seat) == 12
        assert all(c.value in CARD_TABLE for c in state.hands[seat])
    assert all(row == () for row in state.market)
    assert state.pile_size == (2 if state.players == 3 else 0)   # 3 players: 17 - 15 left
    scores = [score_from_scratch(state, s) for s in range(state.players)]
    assert state.scores() == scores
    best = max(scores)
    top = [s for s in range(state.players) if scores[s] == best]
    most = max(state.played_count(s) for s in top)
    assert state.winners() == [s for s in top if state.played_count(s) == most]


def test_300_random_games_with_invariants():
    stats.clear()
    moves = check_random_games(
        lambda players, seed: KasaneState.new(players, seed=seed),
        player_counts=(2, 3, 4), games=300, seed=1,
        invariant=invariant, at_end=at_end, strict_winners=False)
    assert moves > 300 * 40
    assert set(stats) == {s for s, _ in POINTS}   # every style got made


def test_variant_random_games():
    check_random_games(
        lambda players, seed: KasaneState.new(players, seed=seed, variant=True),
        player_counts=(2, 3, 4), games=30, seed=2,
        invariant=invariant, at_end=at_end, strict_winners=False)
