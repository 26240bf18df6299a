"""The Kaleido table: the cluster of boards in the middle, the pieces of the colour
that plays on the shelf below, the seats on the right.

Only Kaleido lives here; the base scene and move flow, the board view with pan and
zoom, the banner, the seat panel, the bot runner and the animations come from
``scenes.table`` (so do the pacing and pause of computer moves, the Rules button, the
wrapped message, the red outline of a refused place and the background autosave). This
module holds the layout and the move flow (computer moves, scoring shown on the table,
the end-game hexagons); the input is in :mod:`scenes.kaleido.input`, the drawing in
:mod:`scenes.kaleido.drawing` (the cluster itself in :mod:`scenes.kaleido.cluster`, the
panels in :mod:`scenes.kaleido.panels`), what a held tile would score in
:mod:`scenes.kaleido.preview`.
"""
from __future__ import annotations

import dataclasses

import pygame

from game.kaleido import EndTurn, PlaceBoard, PlaceTile, PlaceWhite, Rotate
from scenes.kaleido import art, cluster, panels
from scenes.kaleido.drawing import KaleidoDrawing
from scenes.kaleido.input import KaleidoInput
from scenes.kaleido.preview import KaleidoPreview
from scenes.kaleido.shapes import board_center, bounds, hole_center
from scenes.table.base import TableScene
from scenes.table.hud import SeatPanel
from scenes.table.pacing import GLIDE_SECONDS
from scenes.table.view import BoardView
from scenes.ui import layout, theme
from scenes.ui.drag import DragController
from scenes.ui.widgets import Button

FLIGHT_SECONDS = 0.9    # a board's award flying to the scores
HEXAGON_SECONDS = 0.8   # each end-game hexagon, one after the other


class KaleidoTable(KaleidoInput, KaleidoDrawing, KaleidoPreview, TableScene):
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
        self.end_steps: list = []                       # (hexagon boards, points) scored at the end
        self.end_shown = 0
        self.end_timer = 0.0
        self._chrome = None                             # (key, surface): everything around the cluster

    # ------------------------------------------------------------------ layout
    def layout(self, size):
        self.rects = layout.load("kaleido").rects(size)
        s = self.scale = theme.scale_for(size)
        view_rect = self.rects["table"].inflate(-round(12 * s), -round(12 * s))
        view_rect.height = self.rects["message"].top - view_rect.top - round(4 * s)
        self.view = BoardView(view_rect, scale=s, fit_zoom=110.0)
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
        art.warm(self.view.zoom, self.state.colors)

    def _sync(self):
        """Bring the buttons and the view in line with the state."""
        state = self.state
        human = self.human_to_move and not self.finished
        rotating = state.phase == "rotate"
        if rotating and self.selected not in state.scored_this_turn:
            self.selected = state.scored_this_turn[0] if state.scored_this_turn else None
        elif not rotating:
            self.selected = None
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
        self.view.set_content(self.content_bounds(), margin=0.15)

    def content_bounds(self):
        """The boards on the table and, while boards remain in hand, every place one may go,
        so each highlighted hole or position stays in view."""
        places = list(self.state.boards)
        if any(self.state.boards_left(seat) for seat in range(self.state.players)) and not self.finished:
            places += self.state.board_positions()
        return bounds(places)

    # ----------------------------------------------------------------- the flow
    def moved(self, seat, move):
        self.version += 1
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

    def rewound(self):
        """Undo, redo or a past moment replaced the state: nothing drawn from the old one stays."""
        self.version += 1
        self.marks, self.mark_seat = [], None
        self.selected = self.turning = self.hidden_board = None
        self.layer.invalidate()
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
                offset = (i * chip.get_width() * 1.1, i * chip.get_height() * 1.1)

                def draw(surface, pos, chip=chip):
                    surface.blit(chip, chip.get_rect(center=(round(pos[0]), round(pos[1]))))

                self.animator.glide((start[0] + offset[0], start[1]), (end[0] + 40 * self.scale, end[1] + offset[1]),
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
        self.result = self.result_by_colour(self.result)
        self.end_steps = [(where, points) for kind, where, points in self.state.awards if kind == "hexagon"]
        self.end_shown = 0
        self.end_timer = 0.0
        self.show_hexagons = True
        if self.app.settings.animation_scale <= 0:
            self.end_shown = len(self.end_steps)
        if self.demo_linger is not None:
            self.demo_linger += len(self.end_steps) * HEXAGON_SECONDS * self.app.settings.animation_scale
        count = len(self.end_steps)
        self.message = (f"{count} complete hexagon{'s' if count != 1 else ''} score{'s' if count == 1 else ''} at the end."
                        if count else "No corner hexagon is complete: nothing more to score.")
        self.message_is_refusal = False
        self._sync()

    def result_by_colour(self, result):
        """In the 2-player game a seat plays two colours: its board and hexagon awards are
        listed per colour pair, e.g. "Boards (red / blue)", so each colour's points show."""
        state = self.state
        if state.players != 2 or result is None:
            return result
        pairs = list(zip(state.colors_of(0), state.colors_of(1)))
        lines = []
        for line in result.lines:
            color = line.detail.split(":", 1)[0]
            pair = next((p for p in pairs if color in p), None)
            category = f"{line.category} ({pair[0]} / {pair[1]})" if pair else line.category
            lines.append(dataclasses.replace(line, category=category))
        return dataclasses.replace(result, lines=tuple(lines))

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

            self.animator.glide((0, 0), (60 * move.steps, 0), GLIDE_SECONDS, draw, lambda: self._land(move))
        else:
            self.play(move)

    def _glide(self, move, start, end, image):
        self.showing_move = True

        def draw(surface, pos):
            surface.blit(image, image.get_rect(center=(round(pos[0]), round(pos[1]))))

        self.animator.glide(start, end, GLIDE_SECONDS, draw, lambda: self._land(move))

    def _land(self, move):
        self.showing_move = False
        self.hidden_board = None
        self.play(move)

    def update_table(self, dt):
        if self.end_running:
            self.end_timer += dt
            if self.end_timer >= HEXAGON_SECONDS * self.app.settings.animation_scale:
                self.end_timer = 0.0
                self._score_next_hexagon()
        if self.turning is not None:
            self.dirty = True

    def table_animating(self):
        return self.end_running
