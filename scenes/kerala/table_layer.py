"""Drawing the Kerala table from a :class:`KeralaPicture` (:class:`KeralaDrawing`).

Under the banner's buttons lie regions that change only when the game, the drag or the
pointer's place does: the grounds in focus (with their marks and the message), the
middle, each seat's row with its miniature, and each of the table's buttons. Each is drawn
into a :class:`RegionLayer` when its key changes (the grounds, the middle and the rows
only where their parts changed) and reported to the screen; a frame copies
from the layer only those regions and the places the last frame drew over it, and draws
over it only what moves: the target under the held piece, the held piece with its
marks, pieces in flight, and the tooltips."""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from game import words
from game.narration import is_you
from game.words import N_, _, ngettext, pgettext
from scenes.kerala import art
from scenes.kerala.grounds import GroundsPainter, holding, parts as grounds_parts
from scenes.kerala.grounds_marks import draw_hover_target, draw_marks, draw_mini_marks, grounds_marks
from scenes.kerala.held import draw_held
from scenes.kerala.offer import OfferStrip
from scenes.kerala.picture import KeralaPicture
from scenes.table.messages import message_box
from scenes.table.screen_updates import ScreenUpdates
from scenes.ui import theme
from scenes.ui.backdrop import backdrop
from scenes.ui.layers import RegionLayer, backdrop_corners, blit_around
from scenes.ui import pieces
from scenes.ui.tooltip import covered, draw_tooltip
from scenes.ui.widgets import Button

#: What a region is: (name, rectangle, key, draw(surface), whether it paints every pixel
#: of its rectangle, what it shows part by part or None: :meth:`RegionLayer.region`).
Region = tuple[str, pygame.Rect, tuple, Callable[[pygame.Surface], None], bool, dict | None]


class KeralaDrawing:
    def __init__(self, grounds: GroundsPainter, offer: OfferStrip, screen: ScreenUpdates, draw_message: Callable):
        """``draw_message(surface, area, text, refusal)`` draws the table's message strip
        (:meth:`scenes.table.messages.MessageStrip.draw`)."""
        self.grounds = grounds
        self.offer = offer
        self.screen = screen
        self.draw_message = draw_message
        self.layer: RegionLayer | None = None
        """The regions under the banner's buttons as last drawn (see the module)."""
        self.blurred = art.Blurred()
        """Which regions were drawn with rescaled art (they are drawn again when it is sharp)."""
        self.kept_parts: tuple[tuple, dict] | None = None
        """(:meth:`parts_key`, :meth:`grounds_parts`) as last worked out."""
        self.kept_seat_parts: dict[int, tuple[tuple, dict]] = {}
        """seat -> (what its row's parts are worked out from, :meth:`seat_parts`) as last worked out."""
        self.panels: dict[str, tuple[tuple, pygame.Surface]] = {}
        """region -> (key, picture): the backdrop under the region with its panel drawn on
        it (without its edge), kept per window size and place (a panel's soft shadow costs
        more to draw than all the region holds)."""
        self.language = words.current()
        """The language the layer's words were drawn in."""

    def draw_layer(self, size, picture: KeralaPicture, widgets: Sequence[Button]) -> None:
        """Bring the layer up to ``picture``: each region whose key changed is drawn
        again and reported to the screen."""
        layer = self.layer_for(size)
        big = self.grounds.refresh_big(picture)  # its art is its parts' (not the region's to track)
        for seat in range(len(picture.mini_views)):  # so is each miniature's, known only once it is up to date
            self.grounds.refresh_mini(picture, seat)
        for name, rect, key, draw, opaque, parts in self.regions(picture, widgets, big):
            wanted = (*key, self.blurred.key(name))
            drawn = []

            def tracked(into, name=name, draw=draw):
                drawn.append(self.blurred.track(name, lambda: draw(into), partly=layer.drawing_parts))
            for place in layer.region(name, rect, wanted, tracked, opaque, parts):
                layer.keys[name] = (*key, drawn[-1])  # with what it needs of the art, known once drawn
                self.screen.changed(place)

    def layer_for(self, size) -> RegionLayer:
        """The layer, made again for a new window size or in another language (every
        region and every part kept says its words anew)."""
        if self.layer is None or self.layer.size != size or self.language != words.current():
            self.layer = RegionLayer(size)
            self.language = words.current()
            self.kept_parts, self.kept_seat_parts = None, {}
        return self.layer

    def draw_table(self, surface, picture: KeralaPicture, widgets: Sequence[Button], whole: bool) -> None:
        """The layer (the regions it redrew and the places the last frame drew over it;
        all of it when ``whole``), then the target under the held piece."""
        self.layer_for(surface.get_size()).begin(surface, self.screen.left_behind(), whole)
        self.draw_layer(surface.get_size(), picture, widgets)
        if self.layer.finish() is None:
            self.screen.everything()
        draw_hover_target(surface, picture, self.screen)

    def draw_over_table(self, surface, picture: KeralaPicture, pass_button: Button) -> None:
        """The held piece, the itemised score of the seat under the pointer, the offer's
        tooltip, and what passing costs while the pointer rests on Pass."""
        draw_held(surface, picture, self.offer.tile_size, self.screen)
        self.screen.moving(covered(picture.panel.draw_tooltip(surface, lambda seat: score_lines(picture, seat))))
        self.screen.moving(covered(self.offer.draw_tooltip(surface, picture)))
        if pass_button.visible and pass_button.enabled and pass_button.hover:
            self.screen.moving(covered(draw_tooltip(surface, [_(PASS_COSTS)], pass_button.rect, picture.scale,
                                                    width=300)))

    # -- the regions ---------------------------------------------------------------------
    def regions(self, picture: KeralaPicture, widgets: Sequence[Button], big: pygame.Surface) -> list[Region]:
        """The layer's regions; ``big``: the grounds in focus as this frame shows them,
        brought up to date once (the grounds' region drawn in a few places copies from it
        in each)."""
        rects, margin = picture.rects, round(5 * picture.scale)  # room for the panels' shadows

        def around(rect):
            return rect.inflate(2 * margin, 2 * margin)

        grounds, offer = around(rects["grounds"]), around(rects["offer"])
        edge = theme.PLAYER_COLORS[picture.state.colors[picture.focus]]

        def draw_grounds(surface):
            self.draw_panel(surface, "grounds", rects["grounds"], grounds, edge, picture.view.rect)
            self.draw_grounds(surface, picture, big)

        def draw_offer(surface):
            self.draw_panel(surface, "offer", rects["offer"], offer, theme.PANEL_EDGE)
            self.offer.draw(surface, picture)

        return [
            ("grounds", grounds, self.grounds_key(picture), draw_grounds, True,  # on its panel's kept picture
             self.grounds_parts(picture)),  # a move redraws only where its tile, marks and message lie
            ("offer", offer, self.offer.key(picture), draw_offer, True, self.offer.parts(picture)),
            *((f"seat {seat}", row, self.seat_key(picture, seat), lambda s, seat=seat: self.draw_seat(s, picture, seat),
               True, self.seat_parts(picture, seat))  # a move redraws the rows' edges, and the facts it changed
              for seat, row in enumerate(picture.panel.rows)),
            *((f"button {i}", button.rect.inflate(2 * margin, 2 * margin), button.look(), button.draw, False, None)
              for i, button in enumerate(widgets)),  # a button that lights up redraws itself alone
        ]

    def draw_panel(self, surface, name: str, rect: pygame.Rect, area: pygame.Rect, edge,
                   hole: pygame.Rect | None = None) -> None:
        """A region's panel edged with ``edge`` (over the backdrop under ``area``, from
        :attr:`panels`), but for ``hole``, which the region paints over whole."""
        key = (surface.get_size(), tuple(rect), tuple(area))
        kept = self.panels.get(name)
        if kept is None or kept[0] != key:
            image = pygame.Surface(area.size)
            image.blit(backdrop(surface.get_size()), (0, 0), area)
            theme.draw_panel(image, rect.move(-area.left, -area.top), theme.PANEL, None)
            kept = self.panels[name] = (key, image)
        blit_around(surface, kept[1], area, hole if hole is not None else pygame.Rect(area.topleft, (0, 0)))
        pygame.draw.rect(surface, edge, rect, 1, border_radius=theme.RADIUS)  # as theme.draw_panel edges it

    @staticmethod
    def grounds_key(picture: KeralaPicture) -> tuple:
        """What the grounds' region shows as a whole: where it lies, and the end of the
        game; what it shows part by part is :meth:`grounds_parts` (the focus passing to
        the next seat draws again where either seat's grounds lie, its edge and its title,
        not the empty cloth around them)."""
        return tuple(picture.view.rect), picture.scale, picture.finished

    def grounds_parts(self, picture: KeralaPicture) -> dict:
        """The grounds' region part by part: each stack and elephant, each mark, the
        view's buttons, the message, the panel's edge (in the colour of the seat in focus)
        and its title, by place and look (kept per :meth:`parts_key`)."""
        key = self.parts_key(picture)
        if self.kept_parts is None or self.kept_parts[0] != key:
            view, margin, focus = picture.view, round(12 * picture.scale), picture.focus
            shown = grounds_parts(picture, focus, view, picture.hidden_in(focus), mini=False)
            shown.update(pieces.parts(grounds_marks(picture)))
            color = picture.state.colors[focus]
            shown.update({("edge", side): (rect, color)
                          for side, rect in theme.edge_strips(picture.rects["grounds"]).items()})
            title, at, font = grounds_title(picture)
            shown[("title",)] = (pygame.Rect(at, font.size(title)).inflate(4, 4), title)
            for i, button in enumerate(view.buttons):
                shown[("view button", i)] = (button.rect.inflate(margin, margin), button.look())
            if picture.message:  # its box, which grows upwards out of the strip for a long sentence
                box = message_box(picture.message, picture.rects["message"], pygame.Rect((0, 0), self.layer.size),
                                  picture.scale, picture.refusal)[0]
                shown[("message",)] = (theme.panel_area(box).inflate(margin, margin), (picture.message, picture.refusal))
            self.kept_parts = (key, shown)
        return self.kept_parts[1]

    def parts_key(self, picture: KeralaPicture) -> tuple:
        """What the grounds' parts are worked out from."""
        view, drag, focus = picture.view, picture.drag, picture.focus
        return (picture.version, focus, view.zoom, view.center, tuple(view.rect), picture.scale, picture.finished,
                picture.hidden_in(focus), picture.lifted, picture.marked,
                frozenset(drag.targets) if drag.holding else None, picture.both_walk, picture.human_to_move,
                picture.question, picture.message, picture.refusal, tuple(button.look() for button in view.buttons),
                art.generation())  # a tile's art become sharp

    def draw_grounds(self, surface, picture: KeralaPicture, big: pygame.Surface) -> None:
        """The grounds in focus (on their panel), their marks, whose they are, the view's
        buttons and the message."""
        surface.blit(big, picture.view.rect)
        draw_marks(surface, picture)
        title, at, font = grounds_title(picture)
        if surface.get_clip().colliderect(pygame.Rect(at, font.size(title))):  # not in a part drawn again elsewhere
            theme.draw_text(surface, title, font, theme.TEXT_DIM, at)
        picture.view.draw_buttons(surface)
        self.draw_message(surface, picture.rects["message"], picture.message, picture.refusal)

    @staticmethod
    def seat_key(picture: KeralaPicture, seat: int) -> tuple:
        """What a seat's row shows as a whole: its place and its fill (under the pointer);
        what it shows part by part is :meth:`seat_parts`."""
        return tuple(picture.panel.rows[seat]), seat == picture.panel.hover_row

    def seat_parts(self, picture: KeralaPicture, seat: int) -> dict:
        """A seat's row part by part: its edge (the seat to play, the seat in focus), its
        score and elephants, and its miniature, by place and look (kept while what they
        are worked out from holds)."""
        state, panel, view = picture.state, picture.panel, picture.mini_views[seat]
        mini_art = self.grounds.blurred.key(seat)  # its kept miniature, drawn again once its art is sharp
        fit = (tuple(view.rect), view.zoom, view.center)
        key = (picture.version, tuple(panel.rows[seat]), picture.focus, picture.marked, picture.hidden_in(seat),
               picture.finished, fit, mini_art)
        kept = self.kept_seat_parts.get(seat)
        if kept is None or kept[0] != key:
            parts = panel.edge_parts(seat, state.current_seat, picture.focus)
            parts[("facts",)] = (facts_rect(picture, seat), (state.scores()[seat], state.passes_left(seat)))
            parts[("miniature",)] = (panel.mini_rect(seat), (holding(picture, seat), tuple(picture.marked_cells(seat)),
                                                              picture.finished, fit, mini_art))
            kept = self.kept_seat_parts[seat] = (key, parts)
        return kept[1]

    def draw_seat(self, surface, picture: KeralaPicture, seat: int) -> None:
        """A seat's row: name, score, elephants and passes, and its miniature (where the
        surface's clip lets them: a turn passing draws only the rows' edges again)."""
        state = picture.state
        backdrop_corners(surface, picture.panel.rows[seat], theme.RADIUS)  # the row's panel paints the rest
        picture.panel.draw_row(surface, seat, state.current_seat, picture.focus, state.scores()[seat],
                               lambda into, seat, rect: draw_elephant_row(into, picture, seat, rect))
        if picture.panel.mini_rect(seat).colliderect(surface.get_clip()):
            self.grounds.draw_mini(surface, picture, seat)
            draw_mini_marks(surface, picture, seat)


def grounds_title(picture: KeralaPicture) -> tuple[str, tuple[int, int], pygame.font.Font]:
    """Whose grounds are in focus (the words, where they go, their font)."""
    s, grounds = picture.scale, picture.rects["grounds"]
    name = picture.names[picture.focus]
    title = _("Your festival grounds") if is_you(name) else _("{name}'s festival grounds", name=name)
    return (title, (grounds.left + round(14 * s), grounds.top + round(8 * s)), theme.font("small", s, bold=True))


def facts_rect(picture: KeralaPicture, seat: int) -> pygame.Rect:
    """Where a seat's score (with its level beside it) and its elephants' line lie in its
    row: left of its miniature."""
    panel, s = picture.panel, picture.scale
    extra = panel.extra_rect(seat)
    elephants = pygame.Rect(extra.left, extra.top, extra.width, min(extra.height, round(30 * s)))  # draw_elephant_row's
    return panel.score_line(seat).union(elephants.inflate(0, round(8 * s))).clip(panel.rows[seat])


#: What Pass's tooltip says.
PASS_COSTS = N_("Pass: take no tile this turn and lay an elephant down. Each standing elephant scores "
                "1 point at the end, so passing costs 1 point.")


#: What a seat's score is before the end: the first words of the tooltip over it.
SCORE_NOW = N_("The grounds counted as if the game ended now:")


def score_lines(picture: KeralaPicture, seat: int) -> list[str]:
    """A seat's score, itemised, for the tooltip over its points (before the end, said to
    be the grounds as if the game ended now: why every seat starts below zero)."""
    lines = [score_line_words(line) for line in picture.state.score_lines() if line.seat == seat]
    return lines if picture.state.is_over else [_(SCORE_NOW), *lines]


def score_line_words(line) -> str:
    """One line of a score's breakdown: "Arches: +10 (green arch at (1, 0) facing up)"."""
    points = f"{line.points:+d}"
    if line.detail:
        # Translators: a line of a seat's score in its tooltip: the category, its signed points ("+10", "-2") and
        # what they are for.
        return pgettext("Kerala: a score line", "{category}: {points} ({detail})", category=line.label,
                        points=points, detail=line.detail)
    return pgettext("Kerala: a score line", "{category}: {points}", category=line.label, points=points)


def draw_elephant_row(surface, picture: KeralaPicture, seat: int, rect) -> None:
    """A seat's two elephants (lying once passed) and how many passes it has left."""
    state, scale = picture.state, picture.scale
    size = min(rect.height, round(30 * scale))  # as facts_rect makes room for
    standing = state.passes_left(seat)
    color = state.colors[seat]
    x = rect.left
    for i in range(2):
        lying = i >= standing
        surface.blit(art.elephant_image_now(color, size, lying), (x, rect.top))
        x += size + 4
    label = _("no passes left") if not standing else \
        ngettext("{count} pass left", "{count} passes left", standing, count=standing)
    theme.draw_text(surface, label, theme.font("small", scale), theme.TEXT_DIM,
                    (x + 4, rect.top + size // 2), "midleft")
