"""Shared helpers for the Kasane tests."""
from game.kasane import Card, KasaneState

A = None  # an accessory in deck lists


def cards(values):
    return [Card(v) for v in values]


def values(cards_):
    return [c.value for c in cards_]


def total_cards(state: KasaneState) -> int:
    n = state.pile_size + len(state.discards) + len(state.removed)
    n += sum(len(row) for row in state.market)
    for seat in range(state.players):
        n += len(state.hands[seat]) + len(state.kimonos[seat]) + len(state.accessories[seat])
    return n


# The scripted 2-player game: round 1 rows, then round 2 rows (rightmost taken first).
ROUND1 = [[8, 9, 6, 3], [8, 6, 3, 9], [2, 7, 1, A], [A, 5, 2, 4]]
ROUND2 = [[1, 6, 5, 8], [2, 4, A, A], [3, A, 7, 9], [4, 1, 5, 7]]
SCRIPT_DECK = [v for row in ROUND1 + ROUND2 for v in row]


def scripted_game(**kw) -> KasaneState:
    return KasaneState.new(2, seed=7, deck=cards(SCRIPT_DECK), **kw)
