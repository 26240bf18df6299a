"""Colors of Kasane saves (KasaneState's ``to_json`` and ``from_json``): the pile, the
market, every seat's cards and combinations (the kakemono is rebuilt from them) and the
generator that will reshuffle; reading one refuses a damaged or tampered save with
SaveFormatError and nothing else."""
from __future__ import annotations

import random
from collections import Counter
from typing import Any

from game.core import SaveFormatError, field, guard_load, load_json_object, rng_from_json, rng_to_json, save_text
from game.slotted import build_slots
from game.words import N_, _

from .cards import ACCESSORY, CARD, Card, full_card_set, removed_cards
from .data import ACCESSORY_COUNT, CARDS_PER_SEAT, KAKEMONO, SETUPS, VALUES
from .styles import styles_of_values

GAME = "kasane"
SAVE_VERSION = 2
#: The versions this one reads: 1 has no "first" (seat 0 was always round 1's first player).
SAVE_VERSIONS = (1, 2)


def state_to_json(state: Any) -> str:
    """KasaneState.to_json: the whole game as JSON text. A seat's view, which holds no
    pile order, writes its public view (its unseen cards in card order): a seat keeps its
    game as a record of moves and reveals, which replays it (game.record)."""
    if not isinstance(state._pile, list):
        state = state.public_view()
    rng = random.Random()
    rng.setstate(state._rng_state)
    v = _card_json
    return save_text(GAME, SAVE_VERSION, {
        "players": state.players,
        "variant": state.variant,
        "first": state._first,
        "round": state.round,
        "current": state._current,
        "phase": state._phase,
        "taken": None if state._taken is None else ("accessory" if state._taken.value is None
                                                   else state._taken.value),
        "pile": [v(c) for c in state._pile],
        "market": [[v(c) for c in row] for row in state._market],
        "discards": [v(c) for c in state._discards],
        "hands": [[v(c) for c in h] for h in state._hands],
        "kimonos": [[v(c) for c in k] for k in state._kimonos],
        "accessories": [len(a) for a in state._accessories],
        "combinations": [[[style, size, reuse] for style, size, reuse in c]
                         for c in state._combos],
        "rng": rng_to_json(rng),
    })


def state_from_json(cls: type, text: Any) -> Any:
    """KasaneState.from_json: the ``cls`` a save's text describes; anything malformed,
    truncated or inconsistent raises SaveFormatError."""
    data = load_json_object(text, GAME)
    return guard_load(N_("The Colors of Kasane save is damaged ({error})."), lambda: _state_from_data(cls, data))


def _state_from_data(cls: type, data: dict) -> Any:
    """The state a save's JSON object describes; anything inconsistent raises SaveFormatError."""
    def bad(reason: str) -> SaveFormatError:
        # Translators: {reason} is a clause that says what does not fit: "a market row is too long".
        return SaveFormatError(_("The Colors of Kasane save is inconsistent: {reason}.", reason=reason))

    version = field(data, "version", int, lambda x: x in SAVE_VERSIONS)
    players = field(data, "players", int, lambda x: x in SETUPS)
    first = field(data, "first", int, lambda x: 0 <= x < players) if version >= 2 else 0
    setup = SETUPS[players]
    variant = field(data, "variant", bool)
    rnd = field(data, "round", int, lambda x: 1 <= x <= players)
    current = field(data, "current", (int, type(None)),
                    lambda x: x is None or 0 <= x < players)
    phase = field(data, "phase", str, lambda x: x in ("take", "combine"))
    taken_raw = field(data, "taken", (int, str, type(None)),
                      lambda x: x is None or x == "accessory" or x in VALUES)
    pile = _cards(field(data, "pile", list), "pile")
    market_raw = field(data, "market", list, lambda x: len(x) == setup.rows)
    market = [_cards(row, "market") for row in market_raw]
    discards = _cards(field(data, "discards", list), "discards")
    hands = [_cards(h, "hands") for h in
             field(data, "hands", list, lambda x: len(x) == players)]
    kimonos = [_cards(k, "kimonos") for k in
               field(data, "kimonos", list, lambda x: len(x) == players)]
    acc_counts = field(data, "accessories", list, lambda x: len(x) == players and all(
        type(n) is int and 0 <= n <= ACCESSORY_COUNT for n in x))
    combos_raw = field(data, "combinations", list, lambda x: len(x) == players)
    rng = rng_from_json(field(data, "rng", list))

    if any(c.value is None for part in hands + kimonos for c in part):
        raise bad(_("an accessory is in a hand or a kimono"))
    if any(len(row) > setup.row_length for row in market):
        raise bad(_("a market row is too long"))
    # Conservation: every one of the 52 cards is somewhere, exactly once.
    counts = Counter(pile) + Counter(discards) + Counter(removed_cards(players))
    for part in market + hands + kimonos:
        counts.update(part)
    counts[ACCESSORY] += sum(acc_counts)
    if counts != Counter(full_card_set()):
        raise bad(_("the cards do not add up to the 52 of the game"))

    # Turn position: who moved how often this round.
    in_market = sum(len(row) for row in market)
    per_round = CARDS_PER_SEAT // players
    over = current is None
    if over:
        if rnd != players or in_market or phase != "take" or taken_raw is not None:
            raise bad(_("a finished game still has a market or a turn in progress"))
        taken_this_round = per_round * players
    else:
        taken_this_round = setup.market_size - in_market
        if not 0 <= taken_this_round < per_round * players + (phase == "combine"):
            raise bad(_("the market holds the wrong number of cards"))
        turns_done = taken_this_round - (1 if phase == "combine" else 0)
        if phase == "combine" and taken_this_round == 0:
            raise bad(_("no card was taken this turn"))
        if current != (first + rnd - 1 + turns_done) % players:
            raise bad(_("it is not that seat's turn"))
    # The pile and the discards must be exactly where dealing left them.
    pile_n, discard_n = setup.deck_size, 0
    for r in range(1, rnd + 1):
        if pile_n < setup.market_size:
            pile_n, discard_n = pile_n + discard_n, 0
        pile_n -= setup.market_size
        if r < rnd or over:
            discard_n += setup.leftover
    if len(pile) != pile_n or len(discards) != discard_n:
        raise bad(_("the draw pile or the discards hold the wrong number of cards"))
    round_first = (first + rnd - 1) % players
    for seat in range(players):
        mine = sum(1 for k in range(taken_this_round) if (round_first + k) % players == seat)
        collected = (rnd - 1) * per_round + mine
        if len(hands[seat]) + len(kimonos[seat]) + acc_counts[seat] != collected:
            # Translators: {seat} is a seat's number, from 0.
            raise bad(_("seat {seat} holds the wrong number of cards", seat=seat))

    taken = None
    if phase == "combine":
        if taken_raw is None:
            raise bad(_("the turn's taken card is missing"))
        if taken_raw == "accessory":
            if not variant or acc_counts[current] == 0:
                raise bad(_("an accessory cannot be followed by a combination here"))
            taken = ACCESSORY
        else:
            if not hands[current] or hands[current][-1].value != taken_raw:
                raise bad(_("the card taken this turn is not the last card of the hand"))
            taken = CARD[taken_raw]
    elif taken_raw is not None:
        raise bad(_("a taken card is recorded outside a turn"))

    # Replay each seat's combinations against its kimono.
    slots: dict[tuple[str, int], int] = {}
    combos = []
    for seat in range(players):
        raw = combos_raw[seat]
        if not isinstance(raw, list):
            raise bad(_("a list of combinations is damaged"))
        kimono = kimonos[seat]
        used = 0
        mine = []
        for entry in raw:
            if not (isinstance(entry, list) and len(entry) == 3):
                raise bad(_("a combination is damaged"))
            style, size, reuse = entry
            if (type(style) is not str or style not in KAKEMONO or type(size) is not int
                    or size not in KAKEMONO[style] or type(reuse) is not bool):
                raise bad(_("a combination names an unknown slot"))
            length = size - (1 if reuse else 0)
            if reuse and used == 0:
                raise bad(_("a combination reuses a card of an empty kimono"))
            seq = ([kimono[used - 1]] if reuse else []) + kimono[used:used + length]
            if length < 1 or used + length > len(kimono):
                raise bad(_("the kimono is shorter than its combinations"))
            if style not in styles_of_values(tuple(c.value for c in seq)):
                raise bad(_("a combination does not form its style"))
            if (style, size) in slots:
                raise bad(_("a kakemono slot is held twice"))
            slots[(style, size)] = seat
            mine.append((style, size, reuse))
            used += length
        if used != len(kimono):
            raise bad(_("the kimono holds cards outside any combination"))
        combos.append(mine)

    return build_slots(cls, players=players, variant=variant, round=rnd, _first=first, _current=current,
                       _phase=phase, _taken=taken, _pile=pile, _market=market, _discards=discards, _hands=hands,
                       _kimonos=kimonos, _accessories=[[ACCESSORY] * n for n in acc_counts], _combos=combos,
                       _slots=slots, _rng_state=rng.getstate(), _legal=None, _legal_set=None)


def _card_json(card: Card) -> int | None:
    return card.value


#: Why a save's cards in a field ("pile", "market", "discards", "hands", "kimonos")
#: cannot be read: one sentence for each place, said with ``_`` when a save fails.
DAMAGED = {"pile": N_("The Colors of Kasane save has a damaged pile."),
           "market": N_("The Colors of Kasane save has a damaged market row."),
           "discards": N_("The Colors of Kasane save has damaged discards."),
           "hands": N_("The Colors of Kasane save has a damaged hand."),
           "kimonos": N_("The Colors of Kasane save has a damaged kimono.")}
#: Why a save's cards in a field (as :data:`DAMAGED`) hold a card the game has not.
UNKNOWN_CARD = {"pile": N_("The Colors of Kasane save has an unknown card in the pile."),
                "market": N_("The Colors of Kasane save has an unknown card in the market row."),
                "discards": N_("The Colors of Kasane save has an unknown card in the discards."),
                "hands": N_("The Colors of Kasane save has an unknown card in the hand."),
                "kimonos": N_("The Colors of Kasane save has an unknown card in the kimono.")}


def _cards(raw: Any, where: str) -> list[Card]:
    """The cards a save holds in one place (``where``, as in :data:`DAMAGED`)."""
    if not isinstance(raw, list):
        raise SaveFormatError(_(DAMAGED[where]))
    out = []
    for value in raw:
        if value is not None and (type(value) is not int or value not in CARD):
            raise SaveFormatError(_(UNKNOWN_CARD[where]))
        out.append(CARD[value])
    return out
