"""Where the things a Kerala lesson points at lie on the Kerala table
(:mod:`session.games.kerala.lesson_vocabulary` names them): found with the table's own
layout, the same rectangles its drawing and its hit-testing use."""
from __future__ import annotations

import pygame

from scenes.kerala.grounds import elephant_rects
from scenes.table import banner


def target_rect(table, target) -> pygame.Rect | None:
    """The screen rectangle of ``target`` at the Kerala table ``table`` now, or None."""
    at = target.at
    state = table.state
    if at == "offer":
        index = target["index"]
        return pygame.Rect(table.offer.rects[index]) if index < min(len(state.offer), len(table.offer.rects)) else None
    if at in ("cell", "elephant", "grounds"):
        seat = target["seat"]
        big = seat == table.focus
        view = table.view if big else table.mini_view(seat)
        if at == "grounds":
            return pygame.Rect(view.rect)
        if at == "cell":
            rect = view.cell_rect(target["cell"])
        else:
            rect = elephant_rects(state, seat, view)[target["elephant"]]
        return rect.clip(view.rect) if view.rect.colliderect(rect) else None
    if at == "button":
        button = table.pass_button if target["name"] == "pass" else table.skip_button
        return pygame.Rect(button.rect) if button.visible else None
    if at == "score":
        return table.panel.score_rect(target["seat"])
    if at == "seat":
        return pygame.Rect(table.panel.rows[target["seat"]])
    if at == "bag":  # the banner's facts say how many tiles the bag holds
        facts = banner.layout(table.banner_view()).facts
        return pygame.Rect(facts[0]) if facts is not None else None
    return None


def pieces(table) -> list[pygame.Rect]:
    """The tiles on show at the Kerala table ``table``: on the grounds shown large, on each
    seat's miniature grounds, and in the middle."""
    state = table.state
    found = []
    for seat in range(state.players):
        views = [table.mini_view(seat)] + ([table.view] if seat == table.focus else [])
        for view in views:
            for cell in state.stacks(seat):
                rect = view.cell_rect(cell)
                if view.rect.colliderect(rect):
                    found.append(rect.clip(view.rect))
    return found + [pygame.Rect(r) for r in table.offer.rects[:len(state.offer)]]
