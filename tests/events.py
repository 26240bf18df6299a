"""Handed events for driving widgets and scenes in tests (positions via event.pos)."""
import pygame


def down(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def up(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def move(pos, buttons=(0, 0, 0)):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)


def key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def text(s):
    return pygame.event.Event(pygame.TEXTINPUT, text=s)


def wheel(y):
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))


def click(target, pos, button=1):
    """Press and release at ``pos`` through ``target.handle_event`` or a manager's dispatch."""
    handle = getattr(target, "dispatch", None) or target.handle_event
    handle(move(pos))
    handle(down(pos, button))
    handle(up(pos, button))


def drag_with_mouse(manager, start, end):
    """Press at ``start``, move through the midpoint to ``end`` holding the left button,
    release there: a player's drag, through the manager's dispatch."""
    manager.dispatch(move(start))
    manager.dispatch(down(start))
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    manager.dispatch(move(mid, (1, 0, 0)))
    manager.dispatch(move(end, (1, 0, 0)))
    manager.dispatch(up(end))
