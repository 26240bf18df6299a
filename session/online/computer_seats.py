"""Computer players at the seats one side of an online game plays (:mod:`game.bots`):
the host's seats (its own and those it gives a computer) and a guest's seat. Each
chooses from what its own side knows: the host's record, or the guest's view."""
from __future__ import annotations

from game.bots import Bot
from session.online.guest_room import GuestRoom
from session.online.host_room import HostRoom


def play_host_seats(host: HostRoom, bots: dict[int, Bot]) -> int:
    """While the seat to move is played on the host's side (``here`` or ``computer``),
    its bot in ``bots`` chooses and the host plays it. Returns how many moves it played."""
    played = 0
    while host.who_moves() in ("here", "computer"):
        seat = host.record.state.current_seat
        host.play(bots[seat].choose(host.record.state))
        played += 1
    return played


def play_guest_seat(guest: GuestRoom, bot: Bot) -> bool:
    """When the guest's seat is to move (and has not asked yet), ``bot`` chooses and the
    guest asks the host for it. Returns whether it asked."""
    if not guest.my_turn or not guest.welcomed:
        return False
    guest.want(bot.choose(guest.record.state))
    return True
