"""Drawing the Kerala table from a :class:`KeralaPicture` (:class:`KeralaDrawing`):
under the banner's buttons the grounds in focus with their marks, the middle and the
seat panel with its miniatures; over them the held piece and the
tooltips."""
from __future__ import annotations

from scenes.kerala import art
from scenes.kerala.grounds import GroundsPainter
from scenes.kerala.grounds_marks import draw_marks, draw_mini_last_move
from scenes.kerala.held import draw_held
from scenes.kerala.offer import OfferStrip
from scenes.kerala.picture import KeralaPicture
from scenes.table.screen_updates import ScreenUpdates
from scenes.ui import theme
from scenes.ui.backdrop import backdrop


class KeralaDrawing:
    def __init__(self, grounds: GroundsPainter, offer: OfferStrip, screen: ScreenUpdates):
        self.grounds = grounds
        self.offer = offer
        self.screen = screen

    def draw_table(self, surface, picture: KeralaPicture) -> None:
        s, state = picture.scale, picture.state
        surface.blit(backdrop(surface.get_size()), (0, 0))
        grounds = picture.rects["grounds"]
        theme.draw_panel(surface, grounds, theme.PANEL, theme.PLAYER_COLORS[state.colors[picture.focus]])
        self.grounds.draw_big(surface, picture)
        draw_marks(surface, picture, self.screen)
        owner = f"{picture.names[picture.focus]}'s festival grounds"
        theme.draw_text(surface, owner, theme.font("small", s, bold=True), theme.TEXT_DIM,
                        (grounds.left + round(14 * s), grounds.top + round(8 * s)))
        picture.view.draw_buttons(surface)
        self.offer.draw(surface, picture)
        picture.panel.draw(surface, state.current_seat, picture.focus, state.scores(),
                           lambda into, seat, rect: draw_elephant_row(into, picture, seat, rect))
        for seat in range(state.players):
            self.grounds.draw_mini(surface, picture, seat)
            draw_mini_last_move(surface, picture, seat)

    def draw_over_table(self, surface, picture: KeralaPicture) -> None:
        """The held piece, the itemised score of the seat under the pointer, the offer's tooltip."""
        draw_held(surface, picture, self.offer.tile_size, self.screen)
        picture.panel.draw_tooltip(surface, lambda seat: score_lines(picture, seat))
        self.offer.draw_tooltip(surface, picture)


def score_lines(picture: KeralaPicture, seat: int) -> list[str]:
    """A seat's score, itemised, for the tooltip over its points."""
    return [f"{l.category}: {l.points:+d}" + (f" ({l.detail})" if l.detail else "")
            for l in picture.state.score_lines() if l.seat == seat]


def draw_elephant_row(surface, picture: KeralaPicture, seat: int, rect) -> None:
    """A seat's two elephants (lying once passed) and how many passes it has left."""
    state, scale = picture.state, picture.scale
    size = min(rect.height, round(30 * scale))
    standing = state.passes_left(seat)
    color = state.colors[seat]
    x = rect.left
    for i in range(2):
        lying = i >= standing
        surface.blit(art.elephant_image_now(color, size, lying), (x, rect.top))
        x += size + 4
    label = {0: "no passes left", 1: "1 pass left"}.get(standing, f"{standing} passes left")
    theme.draw_text(surface, label, theme.font("small", scale), theme.TEXT_DIM,
                    (x + 4, rect.top + size // 2), "midleft")
