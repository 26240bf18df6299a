"""What a table reads in a key or a press: whether the player did something (a refusal
on show then goes) and the keys every table answers the same way (Escape closes the
innermost thing, Enter presses the table's default button)."""
from __future__ import annotations

import pygame

#: Keys that only change another key (pressing one alone is no act of the player's).
MODIFIER_KEYS = frozenset((pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT,
                           pygame.K_RALT, pygame.K_LMETA, pygame.K_RMETA, pygame.K_LGUI, pygame.K_RGUI,
                           pygame.K_CAPSLOCK, pygame.K_MODE))
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


def is_an_act(event) -> bool:
    """A press of a mouse button or of a key: the player does something (a pointer that
    moves, a wheel that zooms, or a modifier alone does not)."""
    if event.type == pygame.MOUSEBUTTONDOWN:
        return event.button in (1, 3)
    return event.type == pygame.KEYDOWN and event.key not in MODIFIER_KEYS


def pressed(event, *keys: int) -> bool:
    """``event`` is a press of one of ``keys``."""
    return event.type == pygame.KEYDOWN and event.key in keys


def press_or_say_why(button, refuse) -> bool:
    """Enter on a table's default ``button`` (or None): pressed when it is on; when it
    is off, ``refuse(why)`` says why. True when the button was pressed."""
    if button is None or not button.visible:
        return False
    if button.enabled:
        button.on_click()
        return True
    if button.disabled_reason:
        refuse(button.disabled_reason)
    return False
