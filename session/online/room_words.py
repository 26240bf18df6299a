"""What the rooms say to a player, in the player's language (the catalogs): why the host
refused a request, that the game stopped because a copy disagreed, that a seat is away.
Everything else a room notes is for the log, in plain English."""
from __future__ import annotations

from game.words import N_, _

_REFUSED = {
    "not_your_turn": N_("It is not your turn."),
    "stale": N_("It is not your turn."),
    "illegal": N_("The host's game does not allow that move."),
    "not_your_seat": N_("That seat is not yours in this game."),
    "unknown_token": N_("That seat is not yours in this game."),
    "seat_taken": N_("That seat is not free."),
    "room_full": N_("That seat is not free."),
    "started": N_("That seat is not free."),
    "cannot_take_back": N_("In a game online, moves are not taken back."),
}
"""The sentence for each of the protocol's refusals (:data:`~session.online.envelopes.REFUSALS`)."""


def refusal(reason: str) -> str:
    """Why the host refused a request of this player (``reason``, a refusal of the protocol)."""
    return _(_REFUSED[reason])


def stopped_apart() -> str:
    """The game stopped because this copy no longer agrees with the host's."""
    return _("The game stopped: your copy of it no longer agrees with the host's. Both copies are kept as they are.")


def away(name: str, seconds: float) -> str:
    """``name`` has been away for ``seconds``."""
    whole = int(seconds)
    clock = "%d:%02d" % (whole // 60, whole % 60)
    # Translators: {time} is minutes and seconds, e.g. 2:05.
    return _("{name} is away ({time})", name=name, time=clock)
