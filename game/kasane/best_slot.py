"""The best-slot rule (RULINGS.md, Colors of Kasane, "Best slot for the same cards").

The rulebook's Kakemono Board note, made binding: "If 2 combinations with the same
number of cards are available, place your button on the one that earns the most
points." For one chosen set of cards (the same hand tail, with or without the
kimono's last card) only the styles whose free slot of that size pays the most may be
taken; styles tied on points stay the player's choice. A different set of cards of
the same size is a different combination and is judged on its own.
"""
from __future__ import annotations

from typing import Container, Sequence

from game.words import _, alternatives, ngettext

from .data import KAKEMONO, STYLE_NAMES
from .styles import styles_of_values


def free_styles(values: tuple[int, ...], taken: Container) -> tuple[str, ...]:
    """The styles ``values`` form whose slot of ``len(values)`` cards is still free."""
    size = len(values)
    return tuple(style for style in styles_of_values(values) if (style, size) not in taken)


def best_free_styles(values: tuple[int, ...], taken: Container) -> tuple[str, ...]:
    """Of the free styles ``values`` form, those whose slot pays the most (board order)."""
    free = free_styles(values, taken)
    if len(free) < 2:
        return free
    size = len(values)
    top = max(KAKEMONO[style][size] for style in free)
    return tuple(style for style in free if KAKEMONO[style][size] == top)


def best_slot_sentence(values: Sequence[int], best: Sequence[str], name: str,
                       points: int) -> str:
    """Why a style is refused by the best-slot rule, naming the slot to take instead."""
    size = len(values)
    pays = KAKEMONO[best[0]][size]
    return _("The cards {cards} must go on the free {size}-card slot that pays the most: {instead} ({pays}), not "
             "{name} ({points}).", cards="-".join(str(v) for v in values), size=size,
             instead=alternatives(_(STYLE_NAMES[s]) for s in best), pays=points_counted(pays), name=name,
             points=points_counted(points))


def points_counted(points: int) -> str:
    """ "1 point", "2 points": a count of points inside a sentence that counts two things."""
    return ngettext("{count} point", "{count} points", points, count=points)
