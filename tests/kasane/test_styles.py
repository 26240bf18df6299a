"""matching_styles against hand-written sequences for every style (RULINGS.md table)."""
import itertools

import pytest

from game.kasane import KAKEMONO, Card, matching_styles
from game.kasane.styles import styles_of_values

CH, SA, AS = "chidori", "sakura_chirashi", "asanoha"
KA, SE, KS = "kafuu_fugetsu", "setsu_getsu_fuka", "kasane"
KG, JO, JU = "kagen_no_tsuki", "jouyougen_no_tsuki", "juu"

TABLE = [
    # single cards and empty: nothing
    ((), set()),
    ((1,), set()),
    ((5,), set()),
    ((None,), set()),
    # chidori: diamond 3, 6, 9; exactly 3 different, any order
    ((3, 6, 9), {CH}),
    ((9, 3, 6), {CH}),
    ((6, 9, 3), {CH}),
    ((3, 6), set()),                       # no 2-card chidori slot (and 3+6 nothing else)
    ((3, 3, 9), {SE}),                     # numbers must differ: not chidori
    ((3, 6, 9, 3), set()),                 # no 4-card slot
    # sakura chirashi: triangle 2, 5, 8
    ((2, 5, 8), {SA}),
    ((8, 2, 5), {SA}),
    ((2, 2, 8), {KA}),                     # not sakura: repeated 2
    ((2, 5, 9), set()),
    # asanoha: circle 1, 4, 7
    ((1, 4, 7), {AS}),
    ((7, 1, 4), {AS}),
    ((1, 4, 4), set()),
    # kafuu fugetsu: all animal (2, 4, 6, 8), 2..6 cards
    ((2, 4), {KA, KG}),
    ((8, 6), {KA, JO}),
    ((2, 2, 6, 8, 4, 4), {KA}),
    ((2, 4, 6, 8, 2, 4, 6), set()),        # 7 cards: no slot
    ((2, 3), {KG}),                        # not all animal
    ((4, 6, 8), {KA}),                     # 4 is below the upper moon
    # setsu getsu fuka: all plant (1, 3, 5, 7, 9)
    ((1, 3), {SE, KG}),
    ((9, 7, 5, 3, 1), {SE}),
    ((1, 1, 3, 5, 7, 9), {SE}),
    ((1, 2), {KG}),                        # not all plant
    # kasane: all the same number, 2..5 cards
    ((7, 7), {SE, KS}),
    ((4, 4, 4), {KA, KS}),
    ((5, 5, 5, 5, 5), {SE, KS}),
    ((5, 5), {SE, KS, JU}),                # 5+5 is also juu
    ((4, 4, 4, 5), set()),
    # kagen no tsuki: different numbers within 1..5, strictly up or down in play order
    ((1, 2, 4), {KG}),
    ((5, 3, 2, 1), {KG}),
    ((1, 2, 3, 4, 5), {KG}),
    ((1, 3, 2), set()),
    ((1, 2, 2), set()),
    ((1, 2, 6), set()),
    ((2, 3, 5), {KG, JU}),
    # jouyougen no tsuki: within 5..9
    ((5, 7, 8), {JO}),
    ((9, 7, 6, 5), {JO}),
    ((5, 9), {SE, JO}),
    ((6, 5), {JO}),
    ((7, 6, 8), set()),
    ((9, 9), {SE, KS}),
    # juu: sum 10, 2..6 cards
    ((1, 1, 1, 7), {SE, JU}),
    ((1, 9), {SE, JU}),
    ((3, 7), {SE, JU}),
    ((2, 8), {KA, JU}),
    ((1, 2, 3, 4), {KG, JU}),
    ((1, 1, 1, 1, 1, 5), {SE, JU}),
    ((1, 1, 1, 1, 1, 1, 4), set()),        # 7 cards: no juu slot
    ((4, 6, 1), set()),
    ((2, 8, 1), set()),
    # an accessory spoils everything
    ((2, 4, None), set()),
]


@pytest.mark.parametrize("values,expected", TABLE, ids=[str(v) for v, _ in TABLE])
def test_matching_styles_table(values, expected):
    assert matching_styles([Card(v) for v in values]) == expected


def test_table_is_large_and_covers_every_style():
    assert len(TABLE) >= 40
    positives = set().union(*(e for _, e in TABLE))
    assert positives == set(KAKEMONO)
    for style in KAKEMONO:   # every style also has at least one hand-written negative near it
        assert any(style not in e and len(v) >= 2 for v, e in TABLE)


def test_plain_values_are_accepted_and_results_are_fresh_sets():
    result = matching_styles([3, 6, 9])
    assert result == {CH}
    result.add("x")
    assert matching_styles([3, 6, 9]) == {CH}
    assert matching_styles([0, 1]) == set()


def test_sizes_match_the_board():
    """Every reported style has a slot of that size, for every sequence of length 2..6
    over a sample of values."""
    for n in range(1, 7):
        for seq in itertools.islice(itertools.product(range(1, 10), repeat=n), 3000):
            for style in styles_of_values(seq):
                assert n in KAKEMONO[style]
