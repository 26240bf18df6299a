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


@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
def test_the_turn_passing_changes_a_row_only_where_its_edge_parts_lie(scale):
    pygame.font.init()
    size = (round(420 * scale), round(480 * scale))
    panel = SeatPanel(pygame.Rect((0, 0), size), ["Ann", "Computer 2"], ["red", "blue"], ["", "Normal"], scale)

    def drawn(current, focused, clips=None):
        surface = pygame.Surface(size)
        surface.fill((9, 9, 9))
        for clip in clips or [None]:
            surface.set_clip(clip)
            panel.draw(surface, current, focused, [3, 5], lambda s, seat, rect: s.fill((200, 20, 20), rect))
        return surface

    for seat in (0, 1):
        before = drawn(current=0, focused=0)
        places = [rect for rect, _ in panel.edge_parts(seat, 1, 1).values()]
        assert all(panel.rows[seat].contains(place) for place in places)
        for clip in places:
            before.set_clip(clip)
            panel.draw_row(before, seat, 1, 1, [3, 5][seat], lambda s, seat, rect: s.fill((200, 20, 20), rect))
        before.set_clip(None)
        after = drawn(current=1, focused=1)
        others = panel.rows[1 - seat]
        for surface in (before, after):  # the other row is not the one drawn again here
            surface.fill((0, 0, 0), others)
        assert pygame.image.tobytes(before, "RGB") == pygame.image.tobytes(after, "RGB")
    edges = sum(rect.width * rect.height for rect, _ in panel.edge_parts(0, 1, 1).values())
    assert edges * 5 < panel.rows[0].width * panel.rows[0].height  # a sliver of the row, not all of it
