"""The Kaleido table: the cluster of boards in the middle, the pieces of the colour
that plays on the shelf below, the seats on the right.

Only Kaleido lives here; the base scene and move flow, the board view with pan and
zoom, the banner, the seat panel, the bot runner and the animations come from
``scenes.table``. Drawing the cluster is in :mod:`scenes.kaleido.cluster`, the panels
in :mod:`scenes.kaleido.panels`, the scripted benchmark in :mod:`scenes.kaleido.bench`.
"""
from __future__ import annotations

import math

import pygame

from game.kaleido import EndTurn, PlaceBoard, PlaceTile, PlaceWhite, Rotate
from game.kaleido.geometry import rotate_holes
from scenes.kaleido import art, cluster, panels
from scenes.kaleido.bench import KaleidoBench
from scenes.kaleido.shapes import board_at, board_center, bounds, hole_at, hole_center
from scenes.table.base import TableScene
from scenes.table.hud import SeatPanel, draw_banner
from scenes.table.notice import draw_notice
from scenes.table.saver import BackgroundSaver
from scenes.table.view import BoardView
from scenes.ui import layout, theme
from scenes.ui.backdrop import backdrop
from scenes.ui.drag import DragController
from scenes.ui.widgets import Button

MOVE_SECONDS = 0.7      # a computer's piece travelling to its place
HOLD_SECONDS = 0.45     # then it rests on the table before the next move
FLIGHT_SECONDS = 0.9    # a board's award flying to the scores
HEXAGON_SECONDS = 0.8   # each end-game hexagon, one after the other
MOVE_OF = {"tile": PlaceTile, "white": PlaceWhite, "board": PlaceBoard}


class KaleidoTable(KaleidoBench, TableScene):
    game_id = "kaleido"

    def __init__(self, app, setup, **options):
        super().__init__(app, setup, **options)
        self.drag = DragController(self, app.settings.animation_scale)
        self.layer = cluster.ClusterLayer()
        self.target_layer = cluster.TargetLayer()
        self.version = 0
        self.pointer = (0, 0)
        self.show_hexagons = False
        self.selected: tuple[int, int] | None = None   # the scored board the Turn buttons act on
        self.turning: dict | None = None                # a board being turned by dragging around it
        self.hidden_board = None                        # a board drawn turning by an animation
        self.marks: list = []                           # the moves of the seat that acted last
        self.mark_seat: int | None = None
        self.hold = 0.0
        self.end_steps: list = []                       # (hexagon boards, points) scored at the end
        self.end_shown = 0
        self.end_timer = 0.0
        self.moves_played = 0
        self.saver = BackgroundSaver()
        self._chrome = None                             # (key, surface): everything around the cluster

    # ------------------------------------------------------------------ layout
    def layout(self, size):
        self.rects = layout.load("kaleido").rects(size)
        s = self.scale = theme.scale_for(size)
        view_rect = self.rects["table"].inflate(-round(12 * s), -round(12 * s))
        view_rect.height = self.rects["message"].top - view_rect.top - round(4 * s)
        self.view = BoardView(view_rect, scale=s, fit_zoom=110.0)
        self.view.scale = s
        seats = self.setup.seats
        self.panel = SeatPanel(self.rects["seats"], self.names, [self.state.colors_of(i)[0] for i in range(len(seats))],
                               [st.level.capitalize() if st.kind == "computer" else "" for st in seats], s)
        self.shelf = panels.Shelf(self.rects["stock"], s, lambda: self.turn_selected(1), lambda: self.turn_selected(5))
        self.end_button = Button(self.rects["end"], "End turn", self.press_end, s, primary=True)
        self.hex_button = Button(self.rects["hexagons"], "Hexagons", self.toggle_hexagons, s)
        self.menu_button = Button(self.rects["menu"], "Menu", self.press_menu, s)
        self.scores_button = Button(self.rects["scores"], "See the scores", self.open_results, s, primary=True)
        self.widgets = [self.end_button, self.hex_button, self.menu_button, self.scores_button,
                        self.shelf.turn_left, self.shelf.turn_right]
        self.layer.invalidate()
        art.clear()
        self._sync()

    def _sync(self):
        """Bring the buttons and the view in line with the state."""
        state = self.state
        human = self.human_to_move and not self.finished
        rotating = state.phase == "rotate"
        self.end_button.text = "Done" if rotating else "End turn"
        self.end_button.visible = not self.finished
        self.end_button.enabled = human and EndTurn() in state.legal_moves()
        self.hex_button.primary = self.show_hexagons
        self.scores_button.visible = self.finished and not self.demo and not self.end_running
        for button in (self.shelf.turn_left, self.shelf.turn_right):
            button.visible = human and rotating
            button.enabled = self.selected is not None
        for widget in self.widgets:
            widget.changed = True
        if rotating and self.selected not in state.scored_this_turn:
            self.selected = state.scored_this_turn[0] if state.scored_this_turn else None
        elif not rotating:
            self.selected = None
        self.view.set_content(self.content_bounds(), margin=0.15)

    def content_bounds(self):
        """The boards on the table and, while boards remain in hand, every place one may go,
        so each highlighted hole or position stays in view."""
        places = list(self.state.boards)
        if any(self.state.boards_left(seat) for seat in range(self.state.players)) and not self.finished:
            places += self.state.board_positions()
        return bounds(places)

    # ----------------------------------------------------------------- the flow
    def autosave(self):
        """Save after every move, on the saver's thread (a frame never waits for the disk)."""
        if not self.demo:
            self.saver.save(self.game_id, self.setup, self.seed, self.state)

    def leave(self):
        super().leave()
        self.saver.flush()

    def moved(self, seat, move):
        self.version += 1
        self.moves_played += 1
        if seat != self.mark_seat:
            self.marks, self.mark_seat = [], seat
        if not isinstance(move, EndTurn):
            self.marks.append(move)
        if isinstance(move, (PlaceTile, PlaceWhite, PlaceBoard)):
            self.app.sounds.play("drop")
        scored = self.state.scored_this_turn
        if isinstance(move, EndTurn) and self.state.phase == "rotate":
            self._fly_awards(self.state.awards[-len(scored):])
            self.app.sounds.play("score")
            plural = "s" if len(scored) > 1 else ""
            self.message = f"Full board{plural} scored." + (
                "" if self.is_computer(seat) else f" Turn the board{plural} to set up the end-game hexagons, then Done.")
            self.message_is_refusal = False
        elif isinstance(move, EndTurn) and self.state.skipped:
            skipped = ", ".join(theme.color_name(c) for c in self.state.skipped)
            self.message = f"Turn skipped for {skipped}: every hole is full and no board is left to place."
            self.message_is_refusal = False
        self._sync()

    def _fly_awards(self, awards) -> None:
        """Each colour's points fly from the board (or hexagon) to its seat's score."""
        for kind, where, points in awards:
            if kind == "board":
                start = self.view.to_screen(*board_center(where[0]))
            else:
                xs = [board_center(p) for p in where]
                start = self.view.to_screen(sum(x for x, _ in xs) / 3, sum(y for _, y in xs) / 3)
            for i, (color, pts) in enumerate(points.items()):
                seat = self.state.seat_of(color)
                end = self.panel.score_rect(seat).midleft
                chip = self._chip(color, pts)
                offset = (i * chip.get_width() * 1.1, 0)

                def draw(surface, pos, chip=chip):
                    surface.blit(chip, chip.get_rect(center=(round(pos[0]), round(pos[1]))))

                self.animator.glide((start[0] + offset[0], start[1]), (end[0] + 40 * self.scale, end[1]),
                                    FLIGHT_SECONDS, draw)

    def _chip(self, color, points) -> pygame.Surface:
        s = self.scale
        font = theme.font("label", s, bold=True)
        text = font.render(f"+{points}", True, theme.TEXT_DARK)
        radius = round(12 * s)
        chip = pygame.Surface((text.get_width() + 2 * radius + round(20 * s), 2 * radius + round(8 * s)), pygame.SRCALPHA)
        pygame.draw.rect(chip, theme.ACCENT, chip.get_rect(), border_radius=chip.get_height() // 2)
        theme.draw_player_token(chip, color, (radius + round(5 * s), chip.get_height() // 2), radius)
        chip.blit(text, text.get_rect(midleft=(2 * radius + round(12 * s), chip.get_height() // 2)))
        return chip

    def finish(self):
        super().finish()
        if not self.demo:
            self.saver.discard(self.game_id)  # after any save still on its way
        self.end_steps = [(where, points) for kind, where, points in self.state.awards if kind == "hexagon"]
        self.end_shown = 0
        self.end_timer = 0.0
        self.show_hexagons = True
        if self.app.settings.animation_scale <= 0:
            self.end_shown = len(self.end_steps)
        if self._demo_linger is not None:
            self._demo_linger += len(self.end_steps) * HEXAGON_SECONDS * self.app.settings.animation_scale
        count = len(self.end_steps)
        self.message = (f"{count} complete hexagon{'s' if count != 1 else ''} score{'s' if count == 1 else ''} at the end."
                        if count else "No corner hexagon is complete: nothing more to score.")
        self.message_is_refusal = False
        self._sync()

    @property
    def end_running(self) -> bool:
        return self.finished and self.end_shown < len(self.end_steps)

    def skip_end(self) -> None:
        while self.end_running:
            self._score_next_hexagon()
        self.animator.finish_all()
        self._sync()

    def _score_next_hexagon(self) -> None:
        where, points = self.end_steps[self.end_shown]
        self.end_shown += 1
        self._fly_awards([("hexagon", where, points)])
        self.dirty = True
        if not self.end_running:
            self._sync()

    def press_end(self):
        if self.human_to_move and EndTurn() in self.state.legal_moves():
            self.play(EndTurn())

    def press_menu(self):
        """Back to the menu; the game was saved after the last move (Continue takes it up)."""
        from scenes.menu import MenuScene
        self.app.manager.reset(MenuScene(self.app))

    def toggle_hexagons(self):
        self.show_hexagons = not self.show_hexagons
        self._sync()
        self.dirty = True

    def turn_selected(self, steps: int) -> None:
        if self.human_to_move and self.selected is not None and self.state.phase == "rotate":
            self.play(Rotate(self.selected, steps))

    # ------------------------------------------------------- computer players
    def show_computer_move(self, move):
        state = self.state
        seat = state.current_seat
        if seat != self.mark_seat:
            self.marks, self.mark_seat = [], seat
        scale = self.app.settings.animation_scale
        start = self.panel.rows[seat].center
        if isinstance(move, (PlaceTile, PlaceWhite)):
            color = state.current_color if isinstance(move, PlaceTile) else "white"
            image = art.tile_image(color, move.hole, self.view.zoom)
            offset = hole_center(move.board, move.hole)
            center = board_center(move.board)
            lift = (offset[0] - center[0], offset[1] - center[1])
            end = self.view.to_screen(*center)
            start = (start[0] - lift[0] * self.view.zoom, start[1] - lift[1] * self.view.zoom)
            self._glide(move, start, end, image)
        elif isinstance(move, PlaceBoard):
            self._glide(move, start, self.view.to_screen(*board_center(move.at)), art.board_image(self.view.zoom))
        elif isinstance(move, Rotate) and scale > 0:
            self.showing_move = True
            self.hidden_board = move.board
            image = art.board_with_tiles(state.boards[move.board], self.view.zoom)
            center = self.view.to_screen(*board_center(move.board))

            def draw(surface, pos):
                turned = pygame.transform.rotozoom(image, pos[0], 1.0)
                surface.blit(turned, turned.get_rect(center=(round(center[0]), round(center[1]))))

            self.animator.glide((0, 0), (60 * move.steps, 0), MOVE_SECONDS, draw, lambda: self._land(move))
        else:
            self.play(move)
            self.hold = HOLD_SECONDS * scale

    def _glide(self, move, start, end, image):
        self.showing_move = True

        def draw(surface, pos):
            surface.blit(image, image.get_rect(center=(round(pos[0]), round(pos[1]))))

        self.animator.glide(start, end, MOVE_SECONDS, draw, lambda: self._land(move))

    def _land(self, move):
        self.showing_move = False
        self.hidden_board = None
        self.play(move)
        self.hold = HOLD_SECONDS * self.app.settings.animation_scale

    def update(self, dt):
        if self.drag.update(dt):
            self.dirty = True
        problem = self.saver.problem()
        if problem:
            self.message, self.message_is_refusal = problem, True
            self.dirty = True
        if self.end_running:
            self.end_timer += dt
            if self.end_timer >= HEXAGON_SECONDS * self.app.settings.animation_scale:
                self.end_timer = 0.0
                self._score_next_hexagon()
        if self.hold > 0 and not self.finished:
            self.hold -= dt
            if self.animator.update(dt):
                self.dirty = True
            return
        if self.turning is not None:
            self.dirty = True
        super().update(dt)

    @property
    def animating(self):
        return super().animating or self.drag.animating or self.hold > 0 or self.end_running

    # ------------------------------------------------------------ drag delegate
    def usable(self) -> dict:
        """Which shelf pieces the seat to play may put down now."""
        if not self.human_to_move or self.finished:
            return {}
        kinds = {type(m) for m in self.state.legal_moves()}
        return {kind: MOVE_OF[kind] in kinds for kind in panels.PIECES}

    def _usable_now(self) -> dict:
        """:meth:`usable`, remembered per move (it is asked every frame)."""
        key = (self.version, self.human_to_move, self.finished)
        if getattr(self, "_usable", (None,))[0] != key:
            self._usable = (key, self.usable())
        return self._usable[1]

    def drag_source_at(self, pos):
        if self.state.phase != "place" or self.turning is not None:
            return None
        kind = self.shelf.piece_at(pos)
        if kind is None or not self.human_to_move:
            return None
        if not self.usable().get(kind):
            self.refuse(self._unusable(kind))
            return None
        self.app.sounds.play("pickup")
        return kind

    def _unusable(self, kind) -> str:
        state = self.state
        seat = state.current_seat
        if kind == "tile":
            return "Your tile for this turn is already down: use your extra action or end the turn."
        if state.extra_action is not None:
            return "You have already used your extra action this turn."
        if kind == "white":
            if not state.whites_left(seat):
                return "You have no white tiles left."
            return "That is the last empty hole: your own tile must still have a place."
        return "You have no boards left."

    def drag_targets(self, piece):
        move_type = MOVE_OF[piece]
        view = self.view
        targets = {}
        for move in self.state.legal_moves():
            if type(move) is move_type:
                if piece == "board":
                    targets[move.at] = cluster.board_shape(view, move.at)
                else:
                    targets[(move.board, move.hole)] = cluster.hole_shape(view, move.board, move.hole)
        return targets

    def drag_drop(self, piece, key):
        if piece == "board":
            self.play(PlaceBoard(key))
        else:
            self.play(MOVE_OF[piece](*key))

    def drag_refused(self, piece, pos):
        sentence = self._refusal(piece, pos)
        self.refuse(sentence)
        return sentence

    def _refusal(self, piece, pos):
        state = self.state
        if not self.view.rect.collidepoint(pos):
            if piece == "board":
                return "Drop the board on one of the highlighted places beside the boards on the table."
            return "Drop the tile into one of the highlighted empty holes on the table."
        world = self.view.to_world(pos)
        if piece == "board":
            return state.why_illegal(PlaceBoard(board_at(world))) or "The board cannot go there."
        where = hole_at(world, state.boards)
        if where is None:
            return "Tiles go only into the holes of boards on the table."
        return state.why_illegal(MOVE_OF[piece](*where)) or "The tile cannot go there."

    # ------------------------------------------------------------------- input
    def handle_event(self, event):
        etype = event.type
        if etype in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = event.pos
        if etype == pygame.MOUSEMOTION:
            if self.panel.handle_motion(event.pos):
                self.dirty = True
            hover = self.shelf.piece_at(event.pos)
            if hover != self.shelf.hover:
                self.shelf.hover = hover
                self.dirty = True
        if etype == pygame.MOUSEBUTTONDOWN and (self.showing_move or self.end_running):
            self.animator.finish_all()   # a click skips the computer's animation
            if self.end_running:
                self.skip_end()
            return
        if self._handle_rotation(event):
            self.dirty = True
            return
        if self.drag.handle_event(event):
            self.dirty = True
            return
        if etype == pygame.MOUSEWHEEL:
            if self.view.handle_wheel(event, self.pointer):
                self.dirty = True
            return
        if self.view.handle_event(event):
            self.dirty = True
            return
        if etype == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not self.drag.holding:
            self.press_menu()
            return
        if etype == pygame.KEYDOWN and event.key == pygame.K_h:
            self.toggle_hexagons()
            return
        super().handle_event(event)

    def _scored_board_at(self, pos):
        if not self.view.rect.collidepoint(pos):
            return None
        board = board_at(self.view.to_world(pos))
        return board if board in self.state.scored_this_turn else None

    def _pointer_angle(self, board, pos) -> float:
        cx, cy = self.view.to_screen(*board_center(board))
        return math.degrees(math.atan2(-(pos[1] - cy), pos[0] - cx))

    def _handle_rotation(self, event) -> bool:
        """The rotation step: drag around a scored board, the wheel over it, or a click to choose it."""
        if self.state.phase != "rotate" or not self.human_to_move:
            self.turning = None
            return False
        etype = event.type
        if self.turning is not None:
            if etype == pygame.MOUSEMOTION:
                turn = self.turning
                angle = self._pointer_angle(turn["board"], event.pos) - turn["start"]
                turn["angle"] = (angle + 180) % 360 - 180
                turn["moved"] = turn["moved"] or abs(turn["angle"]) > 8
                return True
            if etype == pygame.MOUSEBUTTONUP and event.button == 1:
                turn, self.turning = self.turning, None
                steps = round(turn["angle"] / 60) % 6
                if steps:
                    self.play(Rotate(turn["board"], steps))
                self.hidden_board = None
                return True
            if (etype == pygame.KEYDOWN and event.key == pygame.K_ESCAPE) or (
                    etype == pygame.MOUSEBUTTONDOWN and event.button == 3):
                self.turning = None
                self.hidden_board = None
                return True
            return False
        if etype == pygame.MOUSEBUTTONDOWN and event.button == 1:
            board = self._scored_board_at(event.pos)
            if board is None:
                return False
            self.selected = board
            self.turning = {"board": board, "start": self._pointer_angle(board, event.pos), "angle": 0.0,
                            "moved": False}
            self.hidden_board = board
            self._sync()
            return True
        if etype == pygame.MOUSEWHEEL:
            board = self._scored_board_at(self.pointer)
            if board is None:
                return False
            self.selected = board
            self.play(Rotate(board, 1 if event.y > 0 else 5))
            return True
        return False

    # ----------------------------------------------------------------- drawing
    def draw(self, surface):
        s = self.scale
        state = self.state
        surface.blit(self._chrome_image(surface), (0, 0))
        view = self.view
        clip = surface.get_clip()
        surface.set_clip(view.rect)
        self.layer.draw(surface, view, state.boards, self.version, self.hidden_board)
        self._draw_turning(surface)
        self._draw_marks(surface)
        self._draw_hexagons(surface)
        if self.drag.holding:
            self.target_layer.draw(surface, view, self.drag.targets)
            self._draw_hover_ghost(surface)
        surface.set_clip(clip)
        view.draw_buttons(surface)
        held = self.drag.piece if self.drag.holding else (self.drag.snap_back.piece if self.drag.snap_back else None)
        self.shelf.draw_slots(surface, state, held, self._usable_now())
        for widget in self.widgets:
            widget.draw(surface)
        draw_notice(surface, self.rects["message"], self.message or self.drag.message, self.message_is_refusal, s)
        self.animator.draw(surface)
        self._draw_held(surface)
        self.panel.draw_tooltip(surface, lambda seat: panels.score_tooltip(state, seat))

    def _chrome_image(self, surface) -> pygame.Surface:
        """The backdrop, the banner, the seats and the shelf: redrawn only when they change."""
        key = (surface.get_size(), self.version, self.finished, self.end_shown, self.human_to_move,
               self.panel.hover_row)
        if self._chrome is None or self._chrome[0] != key:
            image = pygame.Surface(surface.get_size()).convert() if pygame.display.get_surface() \
                else pygame.Surface(surface.get_size())
            self._draw_chrome(image)
            self._chrome = (key, image)
        return self._chrome[1]

    def _draw_chrome(self, surface) -> None:
        s = self.scale
        state = self.state
        surface.blit(backdrop(surface.get_size()), (0, 0))
        theme.draw_panel(surface, self.rects["table"], theme.PANEL, theme.PANEL_EDGE)
        headline, detail = panels.turn_words(self)
        right = "" if self.finished else (f"{len(state.boards)} boards  ·  {len(state.empty_holes())} empty holes")
        detail = panels.fit_detail(self.rects["banner"], headline, detail, right, s)
        draw_banner(surface, self.rects["banner"], None if self.finished else state.current_color,
                    headline, detail, right, s)
        self.panel.draw(surface, state.current_seat, None, state.scores(),
                        lambda surf, seat, rect: panels.draw_seat_colors(surf, state, seat, rect, s))
        for seat in range(state.players):
            panels.draw_seat_supply(surface, state, seat, self.panel.mini_rect(seat), s)
        self.shelf.draw(surface, state, self.names, state.phase == "rotate", self.is_computer(state.current_seat))

    def _draw_turning(self, surface):
        turn = self.turning
        if turn is None:
            return
        image = art.board_with_tiles(self.state.boards[turn["board"]], self.view.zoom)
        turned = pygame.transform.rotozoom(image, turn["angle"], 1.0)
        center = self.view.to_screen(*board_center(turn["board"]))
        surface.blit(turned, turned.get_rect(center=(round(center[0]), round(center[1]))))

    def _draw_marks(self, surface):
        view, state = self.view, self.state
        for move in self.marks:
            if isinstance(move, Rotate):
                cluster.outline_board(surface, view, move.board, theme.ACCENT)
            elif getattr(move, "at", None) in state.boards or getattr(move, "board", None) in state.boards:
                cluster.outline_move(surface, view, move)
        if state.phase == "rotate" and not self.finished:
            pulse = 1.5 * math.sin(pygame.time.get_ticks() / 160) if self.human_to_move else 0
            for board in state.scored_this_turn:
                color = theme.ACCENT if board == self.selected and self.human_to_move else cluster.ROTATE
                cluster.outline_board(surface, view, board, color, pulse)

    def _preview_boards(self) -> dict:
        boards = self.state.boards
        if self.turning is not None:
            board = self.turning["board"]
            boards[board] = rotate_holes(boards[board], round(self.turning["angle"] / 60))
        return boards

    def _draw_hexagons(self, surface):
        state = self.state
        rotating = state.phase == "rotate" and not self.finished
        if not (self.show_hexagons or rotating):
            return
        boards = self._preview_boards()
        scored = {}
        current = None
        if self.finished:
            scored = {where: points for where, points in self.end_steps[: self.end_shown]}
            if self.end_running:
                current = self.end_steps[self.end_shown][0]
        for hexagon in state.hexagons():
            if rotating and not self.show_hexagons and not set(hexagon.boards) & set(state.scored_this_turn):
                continue
            cluster.draw_hexagon(surface, self.view, hexagon, boards, scored.get(hexagon.boards),
                                 emphasis=hexagon.boards == current)

    def _draw_hover_ghost(self, surface):
        key = self.drag.hover_target
        if key is None or key not in self.drag.targets:
            return
        piece = self.drag.piece
        zoom = self.view.zoom
        if piece == "board":
            image = art.ghost("board", "", 0, zoom, 200)
            center = self.view.to_screen(*board_center(key))
        else:
            color = "white" if piece == "white" else self.state.current_color
            image = art.ghost("tile", color, key[1], zoom, 225)
            center = self.view.to_screen(*board_center(key[0]))
        cluster.blit_centered(surface, image, center)
        cluster.draw_hover_target(surface, self.drag.targets[key])

    def _draw_held(self, surface):
        piece, pos = self.drag.piece, self.drag.pointer
        if piece is None and self.drag.snap_back is not None:
            piece, pos = self.drag.snap_back.piece, self.drag.snap_back.position
        if piece is None or self.state.current_color is None:
            return
        if self.drag.holding and self.drag.hover_target is not None:
            return  # the piece shows where it would land (the ghost), nothing hides it
        size = self.shelf.slots[piece].width
        if piece == "board":
            image = art.board_image(min(self.view.zoom, size / 2.1))
        else:
            color = "white" if piece == "white" else self.state.current_color
            image = art.piece_image(color, size)
        rect = image.get_rect(center=(round(pos[0]), round(pos[1])))
        shadow = image.copy()
        shadow.fill((0, 0, 0, 90), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(shadow, rect.move(5, 7))
        surface.blit(image, rect)
