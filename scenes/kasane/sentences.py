"""What the Kasane table's message strip says after a move, when a new round begins
and when the game ends (the engine decides; these only put it in words)."""
from __future__ import annotations

from game.kasane import KAKEMONO, STYLE_NAMES, Combine, KasaneState, Take
from scenes.kasane.text import counted


def took(name: str, move: Take, card, may_combine: bool) -> str:
    """``card`` is the fabric card taken, None for an accessory (which ends the turn,
    unless the variant lets a combination follow: ``may_combine``)."""
    if card is None and may_combine:
        return f"{name} takes an accessory from row {move.row + 1}: 1 point; with the variant a combination may follow."
    if card is None:
        return f"{name} takes an accessory from row {move.row + 1}: 1 point, and the turn ends."
    return f"{name} takes a {card.value} from row {move.row + 1}."


def combined(name: str, state: KasaneState, seat: int, move: Combine) -> str:
    """After the combination is played: its cards are the kimono's last ones."""
    shown = "-".join(str(c.value) for c in state.kimonos[seat][-move.size:])
    points = KAKEMONO[move.style][move.size]
    return f"{name} plays {shown} as {STYLE_NAMES[move.style]}, {move.size} cards: {counted(points, 'point')}."


def ended(name: str, why: str) -> str:
    """A turn ended without a combination; ``why`` when it ended by itself."""
    return f"{name}: {why}" if why else f"{name} ends the turn without combining."


def no_combination(card) -> str:
    taken = "after the accessory" if card.is_accessory else f"with the {card.value}"
    return f"No combination is possible {taken}: the turn passes on."


def round_begins(state: KasaneState, names) -> str:
    text = (f"Round {state.round} begins: {names[state.first_seat]} is the first player. "
            f"The cards left in the market were discarded")
    # the leftover cards always join the discards, so none left means they were reshuffled
    return text + (", and all the discards were shuffled into the draw pile." if not state.discards else ".")


def tie_break_note(state: KasaneState, names) -> str:
    """When the top score is shared, how the engine's winners were decided by the
    played cards (rulebook); "" without a tie."""
    scores = state.scores()
    top = [s for s, v in enumerate(scores) if v == max(scores)]
    if len(top) < 2:
        return ""
    played = ", ".join(f"{names[s]} {state.played_count(s)}" for s in top)
    if len(state.winners()) < len(top):
        return f"Tied on {max(scores)} points: the most played cards wins ({played})."
    return f"Tied on {max(scores)} points and on played cards ({played}): the victory is shared."


def game_over(note: str) -> str:
    return "The game is over. " + (note + " " if note else "") + "See the scores for the details."
