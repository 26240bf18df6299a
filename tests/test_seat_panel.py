"""The seat panel every table shares: a computer seat's level keeps its words as its
score changes (a playthrough saw "Normal computer" turn into "Normal" as the score grew)."""
import pygame
import pytest

from scenes.table.hud import SeatPanel
from scenes.ui import theme


@pytest.mark.parametrize("width", [300, 320, 330, 420])
def test_a_computers_level_keeps_its_words_whatever_its_score(monkeypatch, width):
    pygame.font.init()
    panel = SeatPanel(pygame.Rect(0, 0, width, 240), ["Ann", "Computer 2"], ["red", "blue"], ["", "Normal"], 1.0)
    drawn = []
    real_draw_text = theme.draw_text

    def draw_and_note(surface, text, font, *rest, **kw):
        drawn.append(text)
        return real_draw_text(surface, text, font, *rest, **kw)
    monkeypatch.setattr(theme, "draw_text", draw_and_note)
    surface = pygame.Surface((width, 240))
    words = set()
    for score in (0, 7, -12, 45, 124):
        drawn.clear()
        panel.draw(surface, current=0, focused=None, scores=[0, score])
        words.add(next(text for text in drawn if text.startswith("Normal")))
    assert len(words) == 1, words
