"""Where the things a Kaleido lesson points at lie on the Kaleido table
(:mod:`session.games.kaleido.lesson_vocabulary` names them): found with the table's own
shapes and layout, the same its drawing and its hit-testing use."""
from __future__ import annotations

import pygame

from scenes.kaleido import cluster
from scenes.kaleido.shapes import ScreenShape, hexagon_outline, screen_points


def target_rect(table, target) -> pygame.Rect | None:
    """The screen rectangle of ``target`` at the Kaleido table ``table`` now, or None."""
    at = target.at
    view = table.view
    if at in ("hole", "board", "space", "hexagon"):
        if at == "hole":
            rect = cluster.hole_shape(view, target["board"], target["hole"]).rect
        elif at == "board":
            rect = cluster.board_shape(view, target["board"]).rect
        elif at == "space":
            rect = cluster.board_shape(view, target["pos"]).rect
        else:
            rect = hexagon_rect(table.state, view, set(target["boards"]))
        return rect.clip(view.rect) if rect is not None and view.rect.colliderect(rect) else None
    if at == "stock":
        return pygame.Rect(table.shelf.slots[target["piece"]])
    if at == "button":
        button = {"end_turn": table.end_button, "done": table.end_button, "turn_left": table.shelf.turn_left,
                  "turn_right": table.shelf.turn_right, "hexagons": table.hex_button}[target["name"]]
        return pygame.Rect(button.rect) if button.visible else None
    if at == "score":
        return table.panel.score_rect(target["seat"])
    if at == "seat":
        return pygame.Rect(table.panel.rows[target["seat"]])
    return None


def pieces(table) -> list[pygame.Rect]:
    """The pieces on show at the Kaleido table ``table``: each board in the view (the
    rectangle across its middle, so that two boards side by side do not overlap: an
    arrow may pass between their points) and the pieces on the shelf."""
    view = table.view
    found = []
    for pos in table.state.boards:
        points = cluster.board_shape(view, pos).points
        xs, ys = sorted(x for x, _ in points), sorted(y for _, y in points)
        middle = pygame.Rect(round(xs[0]), round(ys[1]), round(xs[-1] - xs[0]), round(ys[-2] - ys[1]))
        if view.rect.colliderect(middle):
            found.append(middle.clip(view.rect))
    return found + [pygame.Rect(r) for r in table.shelf.slots.values()]


def hexagon_rect(state, view, boards: set) -> pygame.Rect | None:
    """The screen rectangle of the corner hexagon where ``boards`` meet, or None."""
    for hexagon in state.hexagons():
        if set(hexagon.boards) == boards:
            _, corners = hexagon_outline(hexagon)
            return ScreenShape(screen_points(view, corners)).rect
    return None
