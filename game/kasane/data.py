"""Colors of Kasane: every number printed on the cards and the board, in one place.

A player who owns the printed game can check or edit these tables; the engine reads
nothing else. Sources: the rulebook (``kasane-rulebook.txt``) and RULINGS.md,
"Colors of Kasane" (the card table and the kakemono points, which the rulebook only
shows in pictures).
"""
from __future__ import annotations

from game.words import N_

# RULINGS.md, Colors of Kasane, "Cards": value -> (pattern, draper's mark).
CARD_TABLE: dict[int, tuple[str, str]] = {
    1: ("plant", "circle"),
    2: ("animal", "triangle"),
    3: ("plant", "diamond"),
    4: ("animal", "circle"),
    5: ("plant", "triangle"),
    6: ("animal", "diamond"),
    7: ("plant", "circle"),
    8: ("animal", "triangle"),
    9: ("plant", "diamond"),
}
VALUES: tuple[int, ...] = tuple(sorted(CARD_TABLE))
COPIES_PER_VALUE = 5          # 45 fabric cards: five of each value
ACCESSORY_COUNT = 7           # 7 accessory cards, all alike in play
TOTAL_CARDS = COPIES_PER_VALUE * len(VALUES) + ACCESSORY_COUNT   # 52

# The nine styles in the order the kakemono board lists them.
STYLES: tuple[str, ...] = (
    "chidori", "sakura_chirashi", "asanoha", "kafuu_fugetsu", "setsu_getsu_fuka",
    "kasane", "kagen_no_tsuki", "jouyougen_no_tsuki", "juu",
)

# RULINGS.md, Colors of Kasane, "Kakemono board": style -> {number of cards: points}.
# 30 slots; a size missing here has no slot, so no combination of that size exists.
KAKEMONO: dict[str, dict[int, int]] = {
    "chidori": {3: 4},
    "sakura_chirashi": {3: 4},
    "asanoha": {3: 4},
    "kafuu_fugetsu": {2: 1, 3: 2, 4: 4, 5: 6, 6: 8},
    "setsu_getsu_fuka": {2: 1, 3: 2, 4: 3, 5: 5, 6: 7},
    "kasane": {2: 2, 3: 4, 4: 7, 5: 10},
    "kagen_no_tsuki": {2: 1, 3: 3, 4: 5, 5: 8},
    "jouyougen_no_tsuki": {2: 1, 3: 3, 4: 5, 5: 8},
    "juu": {2: 2, 3: 3, 4: 5, 5: 7, 6: 9},
}
MAX_COMBINATION = max(size for sizes in KAKEMONO.values() for size in sizes)   # 6

#: Each style's name, a message (said with game.words._ where it is shown): the romanised
#: Japanese of the English edition; a Japanese catalog writes each in Japanese script.
STYLE_NAMES: dict[str, str] = {
    # Translators: a style's name in the game's romanised Japanese (in Japanese, its Japanese script).
    "chidori": N_("Chidori"),
    # Translators: a style's name in the game's romanised Japanese (in Japanese, its Japanese script).
    "sakura_chirashi": N_("Sakura chirashi"),
    # Translators: a style's name in the game's romanised Japanese (in Japanese, its Japanese script).
    "asanoha": N_("Asanoha"),
    # Translators: a style's name in the game's romanised Japanese (in Japanese, its Japanese script).
    "kafuu_fugetsu": N_("Kafuu fugetsu"),
    # Translators: a style's name in the game's romanised Japanese (in Japanese, its Japanese script).
    "setsu_getsu_fuka": N_("Setsu getsu fuka"),
    # Translators: a style's name in the game's romanised Japanese (in Japanese, its Japanese script).
    "kasane": N_("Kasane"),
    # Translators: a style's name in the game's romanised Japanese (in Japanese, its Japanese script).
    "kagen_no_tsuki": N_("Kagen no tsuki"),
    # Translators: a style's name in the game's romanised Japanese (in Japanese, its Japanese script).
    "jouyougen_no_tsuki": N_("Jouyougen no tsuki"),
    # Translators: a style's name in the game's romanised Japanese (in Japanese, its Japanese script).
    "juu": N_("Juu"),
}

#: What each style asks of the cards, a message.
STYLE_RULES: dict[str, str] = {
    "chidori": N_("3 cards with the diamond mark and different numbers, in any order"),
    "sakura_chirashi": N_("3 cards with the triangle mark and different numbers, in any order"),
    "asanoha": N_("3 cards with the circle mark and different numbers, in any order"),
    "kafuu_fugetsu": N_("2 to 6 cards, all with the animal pattern"),
    "setsu_getsu_fuka": N_("2 to 6 cards, all with the plant pattern"),
    "kasane": N_("2 to 5 cards, all the same number"),
    "kagen_no_tsuki": N_("2 to 5 different numbers from 1 to 5, strictly rising or falling in order"),
    "jouyougen_no_tsuki": N_("2 to 5 different numbers from 5 to 9, strictly rising or falling in order"),
    "juu": N_("2 to 6 cards whose numbers add up to 10"),
}

# Mark styles: the mark they need.
MARK_STYLES: dict[str, str] = {
    "chidori": "diamond", "sakura_chirashi": "triangle", "asanoha": "circle",
}
# Moon styles: the range of numbers they allow (inclusive).
MOON_STYLES: dict[str, tuple[int, int]] = {
    "kagen_no_tsuki": (1, 5), "jouyougen_no_tsuki": (5, 9),
}
JUU_TOTAL = 10

# Final bonuses (rulebook, "Calculating the Final Score").
ALL_PLAYED_COUNT = 12         # played cards needed for the all-cards bonus
ALL_PLAYED_BONUS = 2
ACCESSORY_POINTS = 1          # per accessory in front of the player
DIVERSITY_MIN_PLAYED = 8      # played cards needed for the diversity bonus
# distinct fabric values in the kimono -> points (0 distinct: no bonus)
DIVERSITY_BONUS: dict[int, int] = {0: 0, 1: 5, 2: 4, 3: 3, 4: 2, 5: 0, 6: 2, 7: 3, 8: 4, 9: 5}

CARDS_PER_SEAT = 12           # every seat collects 12 cards over the game


class Setup:
    """The table for one player count (rulebook, Setup; RULINGS.md "Removal")."""

    __slots__ = ("sets_removed", "accessories_removed", "rows", "row_length", "leftover")

    def __init__(self, sets_removed: int, accessories_removed: int, rows: int,
                 row_length: int, leftover: int) -> None:
        self.sets_removed = sets_removed          # complete 1-9 sets returned to the box
        self.accessories_removed = accessories_removed
        self.rows = rows                          # market rows
        self.row_length = row_length              # cards per row when dealt
        self.leftover = leftover                  # cards left in the market at round end

    @property
    def market_size(self) -> int:
        return self.rows * self.row_length

    @property
    def deck_size(self) -> int:
        return (TOTAL_CARDS - self.sets_removed * len(VALUES) - self.accessories_removed)


SETUPS: dict[int, Setup] = {
    2: Setup(sets_removed=2, accessories_removed=2, rows=4, row_length=4, leftover=4),
    3: Setup(sets_removed=1, accessories_removed=2, rows=3, row_length=5, leftover=3),
    4: Setup(sets_removed=0, accessories_removed=0, rows=4, row_length=4, leftover=4),
}
