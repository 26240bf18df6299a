"""The Kerala table: the offer in the middle, every player's festival grounds, and
play by dragging tiles, elephants and stacks.

Only what is Kerala's lives here; the board view, animations, computer seats, the
banner and the seat panel come from ``scenes.table``.
"""
from __future__ import annotations

import math

import pygame

from game.kerala import MoveElephant, MoveTile, Pass, SkipSpecial, Take
from game.kerala.data import SIDES
from scenes.kerala import art
from scenes.table.base import TableScene
from scenes.table.hud import SeatPanel, draw_banner
from scenes.table.view import BoardView
from scenes.ui import layout, theme
from scenes.ui.backdrop import backdrop
from scenes.ui.drag import DragController
from scenes.ui.tooltip import draw_tooltip
from scenes.ui.widgets import Button

LEGAL = (120, 210, 130)
CHOICE = (120, 190, 230)
REMOVED = (200, 60, 50)
LAST = theme.ACCENT
TOTAL_TILES = 100
MAX_MINI_ZOOM = 36.0


def neighbours(cell):
    x, y = cell
    return ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y))


class KeralaTable(TableScene):
    game_id = "kerala"

    def __init__(self, app, setup, **options):
        super().__init__(app, setup, **options)
        self.focus = self.state.current_seat
        self.drag = DragController(self, app.settings.animation_scale)
        self.arch_side = 0
        self.choosing: tuple[int, tuple[int, int], int | None] | None = None
        self.target_elephants: dict = {}
        self.hidden = None  # what a computer move's animation is carrying
        self.pointer = (0, 0)
        self.hover_offer: int | None = None
        self.version = 0
        self._grounds_cache: tuple | None = None
        self._mini_cache: dict[int, tuple] = {}
        self.initial_bag = TOTAL_TILES - len(self.state.removed)

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
        self._place_offer()
        self._grounds_cache = None
        self._mini_cache.clear()
        self._sync()

    def _place_offer(self):
        offer, s = self.rects["offer"], self.scale
        size, gap = self.offer_tile, round(16 * s)
        count = max(1, len(self.state.offer))
        left = offer.left + round(150 * s)
        top = offer.top + round(30 * s)
        self.offer_rects = [pygame.Rect(left + i * (size + gap), top, size, size) for i in range(count)]

    def _sync(self, also_show=()):
        """Bring widgets and the view in line with the state (the view also fits the
        cells in ``also_show``, e.g. where a computer's tile is about to land)."""
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
        seat = self.focus if self.focus is not None else 0
        cells = list(state.stacks(seat)) + list(also_show)
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        self.view.set_content((min(xs), min(ys), max(xs), max(ys)), margin=1.25)
        self._place_offer()

    # ----------------------------------------------------------------- the flow
    def moved(self, seat, move):
        self.version += 1
        self.choosing = None
        if not isinstance(move, (Pass, SkipSpecial)):
            self.app.sounds.play("drop")
        if isinstance(move, Pass):
            self.message = f"{self.names[seat]} passes and lays an elephant down."
        elif isinstance(move, SkipSpecial):
            self.message = f"{self.names[seat]} skips the special move."
        if self.state.current_seat is not None:
            self.focus = self.state.current_seat
        self._sync()

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
        self.focus = seat
        target = getattr(move, "cell", None) or getattr(move, "target", None)
        self._sync(also_show=[target] if target is not None else [])
        state = self.state
        if isinstance(move, Take):
            tile = state.offer[move.offer_index]
            start = self.offer_rects[move.offer_index].center
            end = self.view.cell_rect(move.cell).center
            size = max(24, round(self.view.zoom * 0.94))
            self.hidden = ("offer", move.offer_index)
            image = art.tile_image(tile, size, move.arch_side)
            self._glide(move, start, end, image)
        elif isinstance(move, MoveElephant):
            cell = state.elephants(seat)[move.elephant]
            self.hidden = ("elephant", move.elephant)
            image = art.elephant_image(state.colors[seat], round(self.view.zoom * 0.6))
            self._glide(move, self.view.cell_rect(cell).center, self.view.cell_rect(move.cell).center, image)
        elif isinstance(move, MoveTile):
            top = state.top(seat, move.source)
            self.hidden = ("stack", move.source)
            image = art.tile_image(top, max(24, round(self.view.zoom * 0.94)))
            self._glide(move, self.view.cell_rect(move.source).center, self.view.cell_rect(move.target).center, image)
        else:
            self.play(move)

    def _glide(self, move, start, end, image):
        self.showing_move = True

        def draw(surface, pos):
            surface.blit(image, image.get_rect(center=(round(pos[0]), round(pos[1]))))

        def done():
            self.hidden = None
            self.showing_move = False
            self.play(move)

        self._grounds_cache = None
        self.animator.glide(start, end, 0.5, draw, done)

    def press_pass(self):
        if self.human_to_move and Pass() in self.state.legal_moves():
            self.play(Pass())

    def press_skip(self):
        if self.human_to_move and self.state.pending_special:
            self.play(SkipSpecial())

    def press_menu(self):
        """Back to the menu; the game was saved after the last move (Continue takes it up)."""
        from scenes.menu import MenuScene
        self.app.manager.reset(MenuScene(self.app))

    # ------------------------------------------------------------ drag delegate
    def drag_source_at(self, pos):
        if not self.human_to_move or self.finished or self.choosing is not None:
            return None
        state = self.state
        seat = state.current_seat
        pending = state.pending_special
        if pending is None:
            for i, rect in enumerate(self.offer_rects[: len(state.offer)]):
                if rect.collidepoint(pos):
                    self.focus = seat
                    self._sync()
                    self.app.sounds.play("pickup")
                    return ("offer", i)
            return None
        if self.focus != seat or not self.view.rect.collidepoint(pos):
            return None
        if pending == "move_elephant":
            for e, rect in self._elephant_rects(seat).items():
                if rect.collidepoint(pos) and state.elephant_destinations().get(e):
                    return ("elephant", e)
            return None
        cell = self.view.cell_at(pos)
        if cell in state.movable_stacks():
            return ("stack", cell)
        return None

    def drag_targets(self, piece):
        state = self.state
        kind = piece[0]
        self.target_elephants = {}
        if kind == "offer":
            tile = state.offer[piece[1]]
            side = self.arch_side if tile.kind == "arch" else None
            for e, cells in state.placement_cells(piece[1], side).items():
                for cell in cells:
                    self.target_elephants.setdefault(cell, []).append(e)
            cells = list(self.target_elephants)
        elif kind == "elephant":
            cells = state.elephant_destinations().get(piece[1], [])
        else:
            cells = state.movable_stacks().get(piece[1], [])
        return {cell: self.view.cell_rect(cell) for cell in cells}

    def drag_drop(self, piece, cell):
        state = self.state
        kind = piece[0]
        if kind == "offer":
            tile = state.offer[piece[1]]
            side = self.arch_side if tile.kind == "arch" else None
            elephants = self.target_elephants.get(cell, [])
            if len(elephants) == 1:
                self.play(Take(piece[1], elephants[0], cell, side))
            else:
                self.choosing = (piece[1], cell, side)
                self.message = "This cell is next to both elephants: click the one that walks onto the new tile."
                self.message_is_refusal = False
                self._sync()
        elif kind == "elephant":
            self.play(MoveElephant(piece[1], cell))
        else:
            self.play(MoveTile(piece[1], cell))
        self.dirty = True

    def drag_refused(self, piece, pos):
        sentence = self._refusal(piece, pos)
        self.refuse(sentence)
        return sentence

    def _refusal(self, piece, pos):
        state = self.state
        seat = state.current_seat
        if not self.view.rect.collidepoint(pos):
            if piece[0] == "offer":
                return "Drop the tile on one of the highlighted cells of your festival grounds."
            return "Drop it on one of the highlighted cells."
        cell = self.view.cell_at(pos)
        if piece[0] == "offer":
            tile = state.offer[piece[1]]
            side = self.arch_side if tile.kind == "arch" else None
            els = state.elephants(seat)
            order = sorted((0, 1), key=lambda e: abs(els[e][0] - cell[0]) + abs(els[e][1] - cell[1]))
            reasons = [state.illegal_reason(Take(piece[1], e, cell, side)) for e in order]
            return next((r for r in reasons if r), "That cell is not free for this tile.")
        if piece[0] == "elephant":
            return state.illegal_reason(MoveElephant(piece[1], cell)) or "The elephant cannot go there."
        return state.illegal_reason(MoveTile(piece[1], cell)) or "The stack cannot go there."

    def turn_arch(self, step=1):
        self.arch_side = (self.arch_side + step) % 4
        self.drag.refresh_targets()
        self.dirty = True

    # ------------------------------------------------------------------- input
    def handle_event(self, event):
        etype = event.type
        if etype in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = event.pos
        if etype == pygame.MOUSEMOTION:
            if self.panel.handle_motion(event.pos):
                self.dirty = True
            hover = next((i for i, r in enumerate(self.offer_rects[: len(self.state.offer)])
                          if r.collidepoint(event.pos)), None)
            if hover != self.hover_offer:
                self.hover_offer = hover
                self.dirty = True
        if self.showing_move and etype == pygame.MOUSEBUTTONDOWN:
            self.animator.finish_all()  # a click skips the computer's animation
            return
        if self.choosing is not None and self._handle_choice(event):
            return
        if self._holding_arch():
            if (etype == pygame.MOUSEBUTTONDOWN and event.button == 3) or etype == pygame.MOUSEWHEEL:
                self.turn_arch(-1 if etype == pygame.MOUSEWHEEL and event.y < 0 else 1)
                return
            if etype == pygame.KEYDOWN and event.key == pygame.K_r:
                self.turn_arch()
                return
        if self.drag.handle_event(event):
            self.dirty = True
            return
        if etype == pygame.MOUSEWHEEL:
            if self.view.handle_wheel(event, self.pointer):
                self._grounds_cache = None
                self.dirty = True
            return
        if self.view.handle_event(event):
            self._grounds_cache = None
            self.dirty = True
            return
        if etype == pygame.MOUSEBUTTONDOWN and event.button == 1:
            seat = self.panel.seat_at(event.pos)
            if seat is not None:
                self.focus = seat
                self.view.auto_fit = True
                self._sync()
                self._grounds_cache = None
                self.dirty = True
                return
        if etype == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not self.drag.holding:
            self.press_menu()
            return
        super().handle_event(event)

    def _holding_arch(self):
        piece = self.drag.piece
        return (piece is not None and piece[0] == "offer" and piece[1] < len(self.state.offer)
                and self.state.offer[piece[1]].kind == "arch")

    def _handle_choice(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index, cell, side = self.choosing
            for e, rect in self._elephant_rects(self.state.current_seat).items():
                if rect.inflate(8, 8).collidepoint(event.pos):
                    self.play(Take(index, e, cell, side))
                    return True
            self.refuse("Click one of the two glowing elephants, or right-click to put the tile back.")
            return True
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 3) or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.choosing = None
            self.message = ""
            self._sync()
            self.dirty = True
            return True
        return False

    # ------------------------------------------------------------------ update
    def update(self, dt):
        super().update(dt)
        if self.drag.update(dt):
            self.dirty = True

    @property
    def animating(self):
        return super().animating or self.drag.animating

    # ----------------------------------------------------------------- drawing
    def _elephant_rects(self, seat, view=None) -> dict[int, pygame.Rect]:
        view = view or self.view
        c0, c1 = self.state.elephants(seat)
        size = max(10, round(view.zoom * 0.46))
        rects = {}
        for e, cell in ((0, c0), (1, c1)):
            r = view.cell_rect(cell)
            rect = pygame.Rect(0, 0, size, size)
            if c0 == c1 and e == 0:
                rect.bottomleft = (r.left + 2, r.bottom - 2)
            else:
                rect.bottomright = (r.right - 2, r.bottom - 2)
            rects[e] = rect
        return rects

    def _draw_grounds(self, surface, seat, view, hidden=None, mini=False):
        state = self.state
        stacks = state.stacks(seat)
        zoom = view.zoom
        inset = max(1, round(zoom * 0.03))
        size = max(6, round(zoom) - 2 * inset)
        removed = state.grounds_score(seat).removed_cells if self.finished else frozenset()
        clip = surface.get_clip()
        surface.set_clip(view.rect)
        for cell in sorted(stacks, key=lambda c: (c[1], c[0])):
            if hidden == ("stack", cell):
                continue
            stack = stacks[cell]
            rect = view.cell_rect(cell, inset)
            for depth in range(min(len(stack) - 1, 2), 0, -1):
                under = rect.move(depth * max(1, round(zoom * 0.04)), depth * max(1, round(zoom * 0.04)))
                pygame.draw.rect(surface, (18, 22, 24), under, border_radius=max(2, size // 14))
            surface.blit(art.tile_image(stack[-1], size), rect)
            if len(stack) > 1 and not mini:
                self._height_badge(surface, rect, len(stack))
            if cell in removed:
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade.fill((*REMOVED, 110))
                surface.blit(shade, rect)
                w = max(2, round(zoom * 0.06))
                pygame.draw.line(surface, (255, 220, 210), rect.topleft, rect.bottomright, w)
                pygame.draw.line(surface, (255, 220, 210), rect.topright, rect.bottomleft, w)
        if not mini:
            color = state.colors[seat]
            for e, rect in self._elephant_rects(seat, view).items():
                if hidden == ("elephant", e) and seat == state.current_seat:
                    continue
                surface.blit(art.elephant_image(color, rect.width), rect)
        surface.set_clip(clip)

    def _height_badge(self, surface, rect, height):
        s = min(self.scale, rect.width / 60)
        font = theme.font("small", s, bold=True)
        text = font.render(f"x{height}", True, theme.TEXT)
        box = text.get_rect().inflate(round(8 * s), round(2 * s))
        box.bottomleft = (rect.left + 2, rect.bottom - 2)
        pygame.draw.rect(surface, theme.BACKGROUND_DEEP, box, border_radius=round(6 * s))
        surface.blit(text, text.get_rect(center=box.center))

    def _grounds_layer(self, surface):
        """The focused grounds, drawn once per change and then blitted (the hot path)."""
        view = self.view
        key = (self.version, self.focus, view.zoom, view.center, view.rect.size, self.finished, self.hidden)
        if self._grounds_cache is None or self._grounds_cache[0] != key:
            layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._draw_grounds(layer, self.focus, view, hidden=self.hidden)
            self._grounds_cache = (key, layer.subsurface(view.rect).copy())
        surface.blit(self._grounds_cache[1], view.rect)

    def _mini(self, surface, seat):
        rect = self.panel.mini_rect(seat)
        key = (self.version, rect.size, self.finished)
        cached = self._mini_cache.get(seat)
        if cached is None or cached[0] != key:
            layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            view = BoardView(rect, buttons=False, fit_zoom=MAX_MINI_ZOOM)
            cells = list(self.state.stacks(seat))
            view.set_content((min(c[0] for c in cells), min(c[1] for c in cells),
                              max(c[0] for c in cells), max(c[1] for c in cells)), margin=0.6)
            self._draw_grounds(layer, seat, view, mini=True)
            cached = (key, layer.subsurface(rect).copy())
            self._mini_cache[seat] = cached
        pygame.draw.rect(surface, theme.BACKGROUND_DEEP, rect, border_radius=6)
        surface.blit(cached[1], rect)

    def draw(self, surface):
        s = self.scale
        state = self.state
        surface.blit(backdrop(surface.get_size()), (0, 0))
        grounds = self.rects["grounds"]
        focus_color = state.colors[self.focus]
        theme.draw_panel(surface, grounds, theme.PANEL, theme.PLAYER_COLORS[focus_color])
        self._grounds_layer(surface)
        self._draw_marks(surface)
        owner = f"{self.names[self.focus]}'s festival grounds"
        theme.draw_text(surface, owner, theme.font("small", s, bold=True), theme.TEXT_DIM,
                        (grounds.left + round(14 * s), grounds.top + round(8 * s)))
        self.view.draw_buttons(surface)
        self._draw_offer(surface)
        self._draw_banner(surface)
        self.panel.draw(surface, state.current_seat, self.focus, state.scores(), self._draw_elephant_row)
        for seat in range(state.players):
            self._mini(surface, seat)
        for widget in self.widgets:
            widget.draw(surface)
        self._draw_message(surface)
        self.animator.draw(surface)
        self._draw_held(surface)
        self.panel.draw_tooltip(surface, lambda seat: [f"{l.category}: {l.points:+d}" + (f" ({l.detail})" if l.detail else "")
                                                       for l in state.score_lines() if l.seat == seat])
        if self.hover_offer is not None and not self.drag.holding and self.hover_offer < len(state.offer):
            tip = art.describe(state.offer[self.hover_offer])
            if state.offer[self.hover_offer].kind == "arch":
                tip += ". Turn it while you hold it: mouse wheel, right-click or R."
            draw_tooltip(surface, [tip], self.offer_rects[self.hover_offer], s)

    def _draw_banner(self, surface):
        state, s = self.state, self.scale
        headline, detail = self.turn_headline()
        color = None if self.finished else state.current_color
        drawn = TOTAL_TILES - len(state.removed) - state.bag_size
        rounds = math.ceil(self.initial_bag / state.players)
        right = f"Round {max(1, math.ceil(drawn / state.players))} of {rounds}  ·  {state.bag_size} tiles in the bag"
        draw_banner(surface, self.rects["banner"], color, headline, detail, right, s)

    def turn_headline(self):
        if self.finished:
            return "The game is over", self.result.headline()
        state = self.state
        seat = state.current_seat
        name = self.names[seat]
        if self.is_computer(seat):
            return f"{name} is thinking...", ""
        if self.choosing is not None:
            return f"{name}: which elephant moves?", "Click one of the glowing elephants."
        if state.pending_special == "move_elephant":
            return f"{name}: move an elephant?", "Drag an elephant to any free tile, or skip."
        if state.pending_special == "move_tile":
            return f"{name}: move a tile?", "Drag a highlighted stack next to an elephant, or skip."
        if self._holding_arch():
            return f"{name}'s turn", "Turn the arch with the wheel, right-click or R; drop it on a green cell."
        return f"{name}'s turn", "Drag a tile from the middle to a green cell, or pass."

    def _draw_offer(self, surface):
        s, state = self.scale, self.state
        area = self.rects["offer"]
        theme.draw_panel(surface, area)
        theme.draw_text(surface, "The middle", theme.font("label", s, bold=True), theme.TEXT,
                        (area.left + round(18 * s), area.top + round(14 * s)))
        theme.draw_text(surface, f"{len(state.offer)} tile{'s' if len(state.offer) != 1 else ''}",
                        theme.font("small", s), theme.TEXT_DIM, (area.left + round(18 * s), area.top + round(44 * s)))
        held = self.drag.piece if self.drag.holding else None
        snap = self.drag.snap_back.piece if self.drag.snap_back else None
        for i, tile in enumerate(state.offer):
            rect = self.offer_rects[i]
            pygame.draw.rect(surface, theme.BACKGROUND_DEEP, rect.inflate(6, 6), border_radius=8)
            if held == ("offer", i) or snap == ("offer", i) or self.hidden == ("offer", i):
                continue
            if (self.choosing is not None and self.choosing[0] == i):
                continue
            surface.blit(art.tile_image(tile, rect.width, self.arch_side if tile.kind == "arch" else None), rect)
            if i == self.hover_offer and self.human_to_move:
                pygame.draw.rect(surface, theme.ACCENT, rect.inflate(6, 6), 3, border_radius=8)
        if not state.offer and not self.finished:
            theme.draw_text(surface, "Empty: the round ends when everyone has acted.", theme.font("body", s),
                            theme.TEXT_DIM, (area.left + round(150 * s), area.centery), "midleft")

    def _draw_marks(self, surface):
        """Legal targets, the pending choice, movable pieces and the last move."""
        state, view = self.state, self.view
        clip = surface.get_clip()
        surface.set_clip(view.rect)
        if self.last_move is not None and self.last_seat == self.focus:
            for cell in self._last_cells():
                pygame.draw.rect(surface, LAST, view.cell_rect(cell, -2), 3, border_radius=6)
        if self.drag.holding:
            color = state.current_color
            for cell, rect in self.drag.targets.items():
                hover = cell == self.drag.hover_target
                occupied = state.top(state.current_seat, cell) is not None
                fill = pygame.Surface(rect.size, pygame.SRCALPHA)
                fill.fill((*LEGAL, (110 if hover else 45) if occupied else (150 if hover else 80)))
                surface.blit(fill, rect)
                pygame.draw.rect(surface, LEGAL, rect, 3 if hover else 2, border_radius=6)
                if len(self.target_elephants.get(cell, ())) == 2:
                    # either elephant may walk here: show both, the choice comes after the drop
                    size = max(10, rect.width // 3)
                    icon = art.elephant_image(color, size)
                    surface.blit(icon, (rect.left + 3, rect.top + 3))
                    surface.blit(icon, (rect.right - size - 3, rect.top + 3))
        elif self.human_to_move and state.pending_special and self.focus == state.current_seat:
            seat = state.current_seat
            if state.pending_special == "move_elephant":
                for e, rect in self._elephant_rects(seat).items():
                    pygame.draw.ellipse(surface, CHOICE, rect.inflate(6, 6), 3)
            else:
                for cell in state.movable_stacks():
                    pygame.draw.rect(surface, CHOICE, view.cell_rect(cell, -1), 3, border_radius=6)
        if self.choosing is not None:
            index, cell, side = self.choosing
            tile = state.offer[index]
            rect = view.cell_rect(cell, 2)
            ghost = art.tile_image(tile, rect.width, side).copy()
            ghost.set_alpha(190)
            surface.blit(ghost, rect)
            pulse = 3 + int(2 * math.sin(pygame.time.get_ticks() / 150))
            for e, er in self._elephant_rects(state.current_seat).items():
                pygame.draw.ellipse(surface, CHOICE, er.inflate(10 + pulse, 10 + pulse), 4)
        surface.set_clip(clip)

    def _last_cells(self):
        move = self.last_move
        if isinstance(move, Take):
            return [move.cell]
        if isinstance(move, MoveElephant):
            return [move.cell]
        if isinstance(move, MoveTile):
            return [move.target]
        return []

    def _draw_held(self, surface):
        piece = self.drag.piece
        pos = self.drag.pointer
        if piece is None and self.drag.snap_back is not None:
            piece, pos = self.drag.snap_back.piece, self.drag.snap_back.position
        if piece is None:
            return
        state = self.state
        size = round(max(self.view.zoom, self.offer_tile * 0.8)) if self.view.rect.collidepoint(pos) else self.offer_tile
        if piece[0] == "offer":
            if piece[1] >= len(state.offer):
                return
            tile = state.offer[piece[1]]
            image = art.tile_image(tile, size, self.arch_side if tile.kind == "arch" else None)
        elif piece[0] == "elephant":
            image = art.elephant_image(state.current_color, round(self.view.zoom * 0.6))
        else:
            image = art.tile_image(state.top(state.current_seat, piece[1]), size)
        rect = image.get_rect(center=(round(pos[0]), round(pos[1])))
        shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 70))
        surface.blit(shadow, rect.move(6, 8))
        image = image.copy()
        image.set_alpha(215)  # the cell underneath shows through
        surface.blit(image, rect)
        target = self.drag.hover_target
        if target is not None and target in self.drag.targets:
            pygame.draw.rect(surface, LEGAL, self.drag.targets[target].inflate(4, 4), 3, border_radius=6)
        if piece[0] == "offer" and state.offer[piece[1]].kind == "arch" and self.drag.hover_target is not None:
            self._arch_hint(surface, rect, state.offer[piece[1]], self.drag.hover_target)

    def _arch_hint(self, surface, rect, tile, cell):
        """Would the arch score where it hovers? (+5 when its side touches its colour.)"""
        dx, dy = SIDES[self.arch_side]
        top = self.state.top(self.state.current_seat, (cell[0] + dx, cell[1] + dy))
        scores = top is not None and top.color == tile.arch_color
        s = self.scale
        text = "+5" if scores else "no +5"
        font = theme.font("small", s, bold=True)
        image = font.render(text, True, theme.TEXT_DARK if scores else theme.TEXT)
        box = image.get_rect().inflate(round(12 * s), round(6 * s))
        box.midbottom = (rect.centerx, rect.top - 4)
        pygame.draw.rect(surface, LEGAL if scores else theme.PANEL_EDGE, box, border_radius=round(8 * s))
        surface.blit(image, image.get_rect(center=box.center))

    def _draw_elephant_row(self, surface, seat, rect):
        state = self.state
        size = min(rect.height, round(30 * self.scale))
        standing = state.passes_left(seat)
        color = state.colors[seat]
        x = rect.left
        for i in range(2):
            lying = i >= standing
            surface.blit(art.elephant_image(color, size, lying), (x, rect.top))
            x += size + 4
        label = {0: "no passes left", 1: "1 pass left"}.get(standing, f"{standing} passes left")
        theme.draw_text(surface, label, theme.font("small", self.scale),
                        theme.TEXT_DIM, (x + 4, rect.top + size // 2), "midleft")

    def _draw_message(self, surface):
        text = self.message or self.drag.message
        if not text:
            return
        s = self.scale
        area = self.rects["message"]
        font = theme.font("body", s, bold=self.message_is_refusal)
        image = font.render(text, True, theme.TEXT)
        box = image.get_rect().inflate(round(28 * s), round(14 * s))
        box.center = area.center
        fill = (90, 40, 36) if self.message_is_refusal else theme.BACKGROUND_DEEP
        edge = theme.BAD if self.message_is_refusal else theme.PANEL_EDGE
        theme.draw_panel(surface, box, fill, edge, radius=round(16 * s))
        surface.blit(image, image.get_rect(center=box.center))

    # ------------------------------------------------------------ --bench kerala
    BENCH_TILES = 40
    DRAG_FRAMES = 30

    @classmethod
    def bench_scene(cls, app):
        """A two-player game of people in which seat 0's grounds already hold 40 tiles.
        The bag holds all 100 tiles (no setup removal), so ten rounds remain to play."""
        import random

        from game.kerala import KeralaState, build_tile_set
        from scenes import registry
        from scenes.setup_model import default_setup

        rng = random.Random(2026)
        bag = build_tile_set()
        rng.shuffle(bag)
        state = KeralaState.new(2, bag=bag)
        while sum(map(len, state.stacks(0).values())) < cls.BENCH_TILES or state.current_seat != 0:
            moves = state.legal_moves()
            takes = [m for m in moves if isinstance(m, Take)]
            state.apply(rng.choice(takes) if takes else moves[-1])  # specials: the last move is SkipSpecial
        scene = cls(app, default_setup(registry.get("kerala"), 2), seed=2026, state=state)
        scene.bench_start_tiles = sum(map(len, state.stacks(0).values()))
        return scene

    def bench_facts(self) -> dict:
        return {"tiles_at_start": self.bench_start_tiles, "moves_played": self.version,
                "tiles_now": sum(map(len, self.state.stacks(0).values()))}

    def bench_events(self, frame):
        """Drag a tile from the middle across the grounds; every other drag ends on a
        legal cell (and answers the elephant question), the others are refused."""
        step = frame % self.DRAG_FRAMES
        drag_number = frame // self.DRAG_FRAMES
        if not self.state.offer or not self.human_to_move or self.finished:
            if self.state.pending_special and self.human_to_move:
                return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=self.skip_button.rect.center, button=1),
                        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=self.skip_button.rect.center, button=1)]
            return [pygame.event.Event(pygame.MOUSEMOTION, pos=self.view.rect.center, rel=(1, 1), buttons=(0, 0, 0))]
        if self.choosing is not None:
            return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=self._elephant_rects(self.state.current_seat)[0].center,
                                       button=1)]
        start = self.offer_rects[0].center
        if step == 0:
            return [pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
                    pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
        targets = list(self.drag.targets.values())
        if drag_number % 2 and targets:
            end = targets[drag_number % len(targets)].center
        else:
            end = self.view.rect.topleft
            end = (end[0] + 8, end[1] + 40)
        t = step / (self.DRAG_FRAMES - 1)
        pos = (round(start[0] + (end[0] - start[0]) * t), round(start[1] + (end[1] - start[1]) * t))
        events = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))]
        if step == self.DRAG_FRAMES - 1:
            events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        return events
