"""Kasane's cards and icons from the SVG art in ``assets/art/kasane`` (made by
``tools/art/kasane_art.py``), with the card's number written on the disc the art
leaves for it, cached per size."""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.kasane import Card
from scenes.ui import assets, theme
from session.files import paths

CARD_RATIO = 1.4          # height / width of a card
INK = (34, 30, 34)


def card_size(height: int) -> tuple[int, int]:
    height = max(14, int(height))
    return max(10, round(height / CARD_RATIO)), height


@lru_cache(maxsize=512)
def card_image(value: int | None, height: int) -> pygame.Surface:
    """A fabric card (1..9) or an accessory (None), ``height`` pixels tall (a picture
    of its own: what is drawn over it leaves the art's cache as it is)."""
    width, height = card_size(height)
    if value is None:
        return assets.svg("kasane/accessory", (width, height)).copy()
    image = assets.svg(f"kasane/card_{value}", (width, height)).copy()
    # the number disc: centre (23, 24), radius 18.5 in the 100 x 140 art
    size = max(8, round(height * 0.2))
    font = _font(size)
    text = theme.text_image(str(value), font, INK)   # kept in the card's picture
    image.blit(text, text.get_rect(center=(round(width * 0.23), round(height * 24 / 140) + 1)))
    return image


@lru_cache(maxsize=64)
def _font(pixels: int) -> pygame.font.Font:
    return pygame.font.Font(str(paths.resource_path("assets", "fonts", "Lato-Bold.ttf")), pixels)


def card(card_: Card, height: int) -> pygame.Surface:
    return card_image(card_.value, height)


@lru_cache(maxsize=32)
def back_image(height: int) -> pygame.Surface:
    return assets.svg("kasane/back", card_size(height))


@lru_cache(maxsize=128)
def icon(name: str, size: int) -> pygame.Surface:
    """``style_<id>``, ``mark_<shape>`` or ``pattern_<type>`` at ``size`` pixels."""
    size = max(8, int(size))
    return assets.svg(f"kasane/{name}", (size, size))


def draw_raised(surface, image: pygame.Surface, center, lift: tuple[int, int]) -> pygame.Rect:
    """A card off the table (held or gliding) at ``center``, its shadow ``lift`` pixels
    down and right; returns the card's rectangle."""
    rect = image.get_rect(center=(round(center[0]), round(center[1])))
    surface.blit(theme.raised_shadow(rect.size), rect.move(lift))
    surface.blit(image, rect)
    return rect


def clear() -> None:
    card_image.cache_clear()
    back_image.cache_clear()
    icon.cache_clear()
    shadow.cache_clear()
