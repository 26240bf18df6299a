"""What the Kasane table's message strip says: one sentence a turn, which grows as the
turn goes on ("Bea takes a 4 from row 1." becomes "Bea takes a 4 from row 1 and ends
the turn without combining."), so no part of a turn is replaced before it is read; a new
round and the end of the game (the engine decides; these only put it in words)."""
from __future__ import annotations

from game.core import top_seats
from game.kasane import KAKEMONO, STYLE_NAMES, Combine, KasaneState, Take
from game.english import counted, verb_for


def take_words(move: Take, card, name: str = "") -> str:
    """What a take by ``name`` did: "takes a 4 from row 1" (``card`` None: an accessory)."""
    takes = verb_for(name, "takes")
    if card is None:
        return f"{takes} an accessory from row {move.row + 1} (1 point)"
    return f"{takes} {a_card(card)} from row {move.row + 1}"


def a_card(card) -> str:
    """A card with its article: "a 4", "an 8", "an accessory"."""
    if card.is_accessory:
        return "an accessory"
    return f"{'an' if card.value == 8 else 'a'} {card.value}"


def took(name: str, took_words: str, accessory: bool, may_combine: bool) -> str:
    """A take (an accessory ends the turn, unless the variant lets a combination follow)."""
    if accessory and may_combine:
        return f"{name} {took_words}; with the variant a combination may follow."
    if accessory:
        return f"{name} {took_words}, and the turn ends."
    return f"{name} {took_words}."


def combined(name: str, took_words: str, state: KasaneState, seat: int, move: Combine,
             bonuses: list[str]) -> str:
    """After the combination is played: its cards are the kimono's last ones; the slot's
    points, then apart the ``bonuses`` it changed ("different fabrics +3"), as the log says."""
    shown = "-".join(str(c.value) for c in state.kimonos[seat][-move.size:])
    points = KAKEMONO[move.style][move.size]
    plays = f"{verb_for(name, 'plays')} {shown} as {STYLE_NAMES[move.style]}, {move.size} cards: {counted(points, 'point')}"
    if bonuses:
        plays += f"; {', '.join(bonuses)}"
    return f"{name} {took_words} and {plays}." if took_words else f"{name} {plays}."


def ended(name: str, took_words: str, why: str) -> str:
    """A turn ended without a combination; ``why`` when it ended by itself."""
    if why:
        return f"{name} {took_words}: {why}" if took_words else f"{name}: {why[0].upper()}{why[1:]}"
    ends = f"{verb_for(name, 'ends')} the turn without combining"
    return f"{name} {took_words} and {ends}." if took_words else f"{name} {ends}."


def no_combination(card) -> str:
    taken = "the accessory" if card.is_accessory else "it"
    return f"nothing combines with {taken}, so the turn passes on."


def round_begins(state: KasaneState) -> str:
    """The news of a round just begun (its first player is the one the banner names)."""
    # the leftover cards always join the discards, so none left means they were reshuffled
    return f"Round {state.round} begins" + ("; the discards were shuffled into the draw pile." if not state.discards
                                            else ".")


def tie_break_note(state: KasaneState, names) -> str:
    """When the top score is shared, how the engine's winners were decided by the
    played cards (rulebook); "" without a tie."""
    scores = state.scores()
    top = top_seats(scores)
    if len(top) < 2:
        return ""
    played = ", ".join(f"{names[s]} {state.played_count(s)}" for s in top)
    if len(state.winners()) < len(top):
        return f"Tied on {max(scores)} points: the most played cards wins ({played})."
    return f"Tied on {max(scores)} points and on played cards ({played}): the victory is shared."


def game_over(note: str) -> str:
    return "The game is over. " + (note + " " if note else "") + "See the scores for the details."


def takes_left(state: KasaneState, leftover: int) -> int:
    """Takes left in the round: the market's cards beyond the ``leftover`` the round
    ends with (the round's end is the engine's; this only counts toward it)."""
    return max(0, sum(len(row) for row in state.market) - leftover)
