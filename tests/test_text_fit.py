"""The fit check's own cases (tests/text_fit.py): two texts seen through each other
overlap; a text hidden under a panel drawn over it, with words of its own, does not; a
text drawn in pieces, each in a clip, is whole when the clips together hold it."""
import pygame

from scenes.ui import theme
from tests.text_fit import cut_texts, overlapping, texts_placed


def test_two_texts_seen_through_each_other_overlap_and_a_panel_over_one_hides_it(monkeypatch):
    pygame.font.init()
    font = theme.font("body")
    shown = pygame.Surface((400, 120))
    with texts_placed(monkeypatch) as placed:
        theme.draw_text(shown, "Ann takes the blue tile", font, theme.TEXT, (10, 10))
        theme.draw_text(shown, "A new round begins", font, theme.ACCENT, (30, 14))
    assert overlapping(placed, shown) == [("Ann takes the blue tile", "A new round begins")]

    shown.fill((0, 0, 0))
    with texts_placed(monkeypatch) as placed:
        theme.draw_text(shown, "Ann takes the blue tile", font, theme.TEXT, (10, 10))
        pygame.draw.rect(shown, theme.PANEL, (20, 5, 300, 40))  # a tooltip over it
        theme.draw_text(shown, "A new round begins", font, theme.ACCENT, (30, 14))
    assert overlapping(placed, shown) == []


def test_a_text_drawn_in_pieces_is_whole_when_its_clips_hold_it(monkeypatch):
    pygame.font.init()
    font = theme.font("body")
    shown = pygame.Surface((400, 120))
    with texts_placed(monkeypatch) as placed:
        for clip in ((0, 0, 60, 120), (60, 0, 340, 120)):
            shown.set_clip(clip)
            theme.draw_text(shown, "Round 3 of 30", font, theme.TEXT, (20, 10))
        shown.set_clip((0, 0, 60, 120))
        theme.draw_text(shown, "Cut by its clip", font, theme.TEXT, (20, 60))
    assert cut_texts(placed) == [("Cut by its clip", tuple(placed[-1].rect))]
