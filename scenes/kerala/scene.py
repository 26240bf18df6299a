"""The Kerala table: the offer in the middle, every player's festival grounds, and
play by dragging tiles, elephants and stacks.

Only what is Kerala's lives in ``scenes/kerala``: this module holds the table's layout
and move flow; ``input`` turns the mouse into moves, ``drawing`` draws the table,
``grounds`` draws a player's grounds (big and in the seat panel), ``preview`` says
what a drop would score. The board view, animations, computer seats, pacing, banner,
seat panel and messages come from ``scenes.table``.
"""
from __future__ import annotations

import math

import pygame

from game.kerala import MoveElephant, MoveTile, Pass, SkipSpecial, Take, build_tile_set
from scenes.kerala import art
from scenes.kerala.drawing import KeralaDrawing
from game.kerala.grounds import neighbours
from scenes.kerala.input import KeralaInput
from scenes.table.base import TableScene
from scenes.table.pacing import GLIDE_SECONDS
from scenes.table.hud import SeatPanel
from scenes.table.view import BoardView
from scenes.ui import layout, theme
from scenes.ui.drag import DragController
from scenes.ui.widgets import Button


class KeralaTable(KeralaInput, KeralaDrawing, TableScene):
    game_id = "kerala"

    def __init__(self, app, setup, **options):
        super().__init__(app, setup, **options)
        self.focus = self.first_watched_seat()
        self.drag = DragController(self, app.settings.animation_scale)
        self.arch_side = 0  # the side the held arch faces (every other tile shows its own default)
        self.choosing: tuple[int, tuple[int, int], int | None] | None = None
        self.target_elephants: dict = {}
        self.hidden = None  # what a computer move's animation is carrying
        self.glide_seat: int | None = None  # whose grounds that piece is travelling to
        self.pointer = (0, 0)
        self.hover_offer: int | None = None
        self.version = 0
        self._grounds_cache: tuple | None = None
        self._mini_cache: dict[int, tuple] = {}
        self._mini_views: dict[int, BoardView] = {}
        self.preview_cache: tuple = (None, None)  # (version, move) and what that drop would score

    def first_watched_seat(self) -> int:
        """The grounds shown at first: the seat to play if a person plays it, else the
        first person's (the computer players' moves never pull the view away)."""
        seat = self.state.current_seat or 0
        if not self.is_computer(seat):
            return seat
        people = [s for s in range(self.state.players) if not self.is_computer(s)]
        return people[0] if people else seat

    # ------------------------------------------------------------------ layout
    def layout(self, size):
        self.rects = layout.load("kerala").rects(size)
        s = self.scale = theme.scale_for(size)
        # the grounds panel: the view, and under it a strip for messages
        view_rect = self.rects["grounds"].inflate(-round(12 * s), -round(12 * s))
        view_rect.height = self.rects["message"].top - view_rect.top - round(4 * s)
        self.view = BoardView(view_rect, scale=s)
        self.panel = SeatPanel(self.rects["seats"], self.names, [st.color for st in self.setup.seats],
                               [st.level.capitalize() if st.kind == "computer" else "" for st in self.setup.seats], s)
        self.pass_button = Button(self.rects["pass"], "Pass", self.press_pass, s)
        self.skip_button = Button(self.rects["skip"], "Skip", self.press_skip, s)
        self.menu_button = Button(self.rects["menu"], "Menu", self.press_menu, s)
        self.scores_button = Button(self.rects["scores"], "See the scores", self.open_results, s, primary=True)
        self.widgets = [self.pass_button, self.skip_button, self.menu_button, self.scores_button]
        offer = self.rects["offer"]
        self.offer_tile = round(min(offer.height - 48 * s, 92 * s))
        art.prepare_tiles(build_tile_set(), self.offer_tile)  # a new round's tiles come without a slow frame
        self._place_offer()
        self._grounds_cache = None
        self._mini_cache.clear()
        self._mini_views.clear()
        self._sync()

    def _place_offer(self):
        offer, s = self.rects["offer"], self.scale
        size, gap = self.offer_tile, round(16 * s)
        count = max(1, len(self.state.offer))
        left = offer.left + round(150 * s)
        top = offer.top + round(30 * s)
        self.offer_rects = [pygame.Rect(left + i * (size + gap), top, size, size) for i in range(count)]

    def content_cells(self, seat) -> list:
        """What the view of ``seat``'s grounds fits: the stacks and every free cell next
        to an elephant (where tiles and moved stacks may come), so no target is cut off."""
        state = self.state
        stacks = state.stacks(seat)
        cells = list(stacks)
        for elephant in state.elephants(seat):
            cells += [n for n in neighbours(elephant) if n not in stacks]
        return cells

    def _sync(self):
        """Bring widgets and the view in line with the state."""
        state = self.state
        human = self.human_to_move and not self.finished
        pending = state.pending_special
        seat = state.current_seat
        self.pass_button.text = "Pass" if seat is None else f"Pass ({state.passes_left(seat)} left)"
        self.pass_button.enabled = human and pending is None and self.choosing is None and Pass() in state.legal_moves()
        self.pass_button.visible = not self.finished
        self.skip_button.visible = human and pending is not None
        self.skip_button.text = "Skip the move"
        self.scores_button.visible = self.finished and not self.demo
        for w in self.widgets:
            w.changed = True
        if not self.drag.holding:  # targets stay where they were shown while a piece is held
            self.view.show_cells(self.content_cells(self.focus if self.focus is not None else 0), margin=0.5)
        self._place_offer()
        self.refresh_controls()

    # ----------------------------------------------------------------- the flow
    def moved(self, seat, move):
        self.version += 1
        self.choosing = None
        self.arch_side = 0
        if not isinstance(move, (Pass, SkipSpecial)):
            self.app.sounds.play("drop")
        if isinstance(move, Pass):
            self.message = f"{self.names[seat]} passes and lays an elephant down."
        elif isinstance(move, SkipSpecial):
            self.message = f"{self.names[seat]} skips the special move."
        nxt = self.state.current_seat
        if nxt is not None and (not self.is_computer(nxt) or self.all_computers):
            self.focus = nxt  # the view follows the people, never the computer players
        self._sync()

    def rewound(self):
        """Undo, redo or a past moment replaced the state: nothing drawn from the old one stays."""
        self.version += 1
        self.choosing = None
        self.arch_side = 0
        self._grounds_cache = None
        self._mini_cache.clear()
        seat = self.state.current_seat
        if seat is not None and not self.is_computer(seat):
            self.focus = seat
        self._sync()

    @property
    def all_computers(self) -> bool:
        return all(self.is_computer(s) for s in range(self.state.players))

    def finish(self):
        super().finish()
        removed = [self.names[s] for s in range(self.state.players) if self.state.grounds_score(s).removed_cells]
        if removed:
            self.message = (f"Crossed-out areas are removed ({', '.join(removed)}): each of their tiles "
                            "costs 2 points. Click a player to see their grounds.")
        else:
            self.message = "Nobody had an area to remove. See the scores for the details."
        self._sync()

    def show_computer_move(self, move):
        seat = self.state.current_seat
        state = self.state
        self.glide_seat = seat
        view = self.view if seat == self.focus else self.mini_view(seat)
        zoom = view.zoom
        if isinstance(move, Take):
            tile = state.offer[move.offer_index]
            start = self.offer_rects[move.offer_index].center
            self.hidden = ("offer", move.offer_index)
            image = art.tile_image(tile, self.offer_tile, move.arch_side)
            self._glide(move, start, view.cell_rect(move.cell).center, image, max(8, round(zoom * 0.94)))
        elif isinstance(move, MoveElephant):
            cell = state.elephants(seat)[move.elephant]
            self.hidden = ("elephant", move.elephant)
            image = art.elephant_image(state.colors[seat], max(8, round(zoom * 0.6)))
            self._glide(move, view.cell_rect(cell).center, view.cell_rect(move.cell).center, image)
        elif isinstance(move, MoveTile):
            top = state.top(seat, move.source)
            self.hidden = ("stack", move.source)
            image = art.tile_image(top, max(8, round(zoom * 0.94)))
            self._glide(move, view.cell_rect(move.source).center, view.cell_rect(move.target).center, image)
        else:
            self.play(move)

    def _glide(self, move, start, end, image, end_size=None):
        """Carry ``image`` from ``start`` to ``end``, shrinking it to ``end_size`` on the way
        (a tile from the middle to a seat's miniature)."""
        self.showing_move = True
        start_size = image.get_width()
        end_size = end_size or start_size
        length = max(1.0, math.dist(start, end))

        def draw(surface, pos):
            size = round(start_size + (end_size - start_size) * min(1.0, math.dist(start, pos) / length))
            shown = image if size == start_size else pygame.transform.smoothscale(image, (size, size))
            rect = shown.get_rect(center=(round(pos[0]), round(pos[1])))
            surface.blit(shown, rect)
            self.moving(rect)

        def done():
            self.hidden = None
            self.glide_seat = None
            self.showing_move = False
            self.play(move)

        self._grounds_cache = None
        self._mini_cache.pop(self.state.current_seat, None)
        self.animator.glide(start, end, GLIDE_SECONDS, draw, done)

    def press_pass(self):
        if self.human_to_move and Pass() in self.state.legal_moves():
            self.play(Pass())

    def press_skip(self):
        if self.human_to_move and self.state.pending_special:
            self.play(SkipSpecial())
