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
from scenes.kaleido.computer_glides import ComputerGlides
from scenes.kaleido.drawing import KaleidoDrawing
from scenes.kaleido.end_scoring import EndScoring
from scenes.kaleido.flights import AwardFlights
from scenes.kaleido.last_moves import LastMoves
from scenes.kaleido.placing import Placing
from scenes.kaleido.preview import ScorePreview
from scenes.kaleido.rotation import RotationStep
from scenes.kaleido.shapes import bounds
from scenes.table.base import TableScene
from scenes.table.hud import SeatPanel
from scenes.table.view import BoardView
from scenes.ui import layout, theme
from scenes.ui.drag import DragController
from scenes.ui.widgets import Button


class KaleidoTable(KaleidoDrawing, TableScene):
    game_id = "kaleido"

    def __init__(self, app, setup, **options):
        super().__init__(app, setup, **options)
        self.placing = Placing(lambda: self.state, lambda: self.human_to_move and not self.finished, self.play,
                               self.refuse, lambda: self.app.sounds.play("pickup"))
        self.drag = DragController(self.placing, app.settings.animation_scale)
        self.preview = ScorePreview()
        self.layer = cluster.ClusterLayer()
        self.target_layer = cluster.TargetLayer()
        self.version = 0
        self.pointer = (0, 0)
        self.show_hexagons = False
        self.last_moves = LastMoves()
        self.rotation = RotationStep(self.play, self._sync)
        self.end_scoring = EndScoring(self._score_hexagon, self._sync)
        self.glides = ComputerGlides(self.animator, self._land)
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
        self.placing.lay_out(self.view, self.shelf)
        self.flights = AwardFlights(self.animator, self.view, self.panel, s)
        self.layer.invalidate()
        art.clear()
        self._sync()
        art.warm(self.view.zoom, self.state.colors)

    def _sync(self):
        """Bring the buttons and the view in line with the state."""
        state = self.state
        human = self.human_to_move and not self.finished
        rotating = state.phase == "rotate"
        self.rotation.follow(state)
        self.end_button.text = "Done" if rotating else "End turn"
        self.end_button.visible = not self.finished
        self.end_button.enabled = human and EndTurn() in state.legal_moves()
        self.hex_button.primary = self.show_hexagons
        self.scores_button.visible = self.finished and not self.demo and not self.end_scoring.running
        for button in (self.shelf.turn_left, self.shelf.turn_right):
            button.visible = human and rotating
            button.enabled = self.rotation.selected is not None
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
        self.last_moves.add(seat, move)
        if isinstance(move, (PlaceTile, PlaceWhite, PlaceBoard)):
            self.app.sounds.play("drop")
        scored = self.state.scored_this_turn
        if isinstance(move, EndTurn) and self.state.phase == "rotate":
            self.flights.fly(self.state.awards[-len(scored):], self.state.seat_of)
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
        self.last_moves.forget()
        self.rotation.forget()
        self.glides.forget()
        self.layer.invalidate()
        self._sync()

    def finish(self):
        super().finish()
        self.result = self.result_by_colour(self.result)
        scale = self.app.settings.animation_scale
        self.end_scoring.start(self.state.awards, instant=scale <= 0)
        self.show_hexagons = True
        if self.demo_linger is not None:
            self.demo_linger += self.end_scoring.seconds(scale)
        count = len(self.end_scoring.steps)
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

    def skip_end(self) -> None:
        self.end_scoring.skip()
        self.animator.finish_all()
        self._sync()

    def _score_hexagon(self, where, points) -> None:
        self.flights.fly([("hexagon", where, points)], self.state.seat_of)
        self.dirty = True

    def press_end(self):
        if self.human_to_move and EndTurn() in self.state.legal_moves():
            self.play(EndTurn())

    def toggle_hexagons(self):
        self.show_hexagons = not self.show_hexagons
        self._sync()
        self.dirty = True

    def turn_selected(self, steps: int) -> None:
        if self.human_to_move and self.rotation.selected is not None and self.state.phase == "rotate":
            self.play(Rotate(self.rotation.selected, steps))

    # ------------------------------------------------------- computer players
    def show_computer_move(self, move):
        seat = self.state.current_seat
        self.last_moves.seat_acts(seat)
        if not self.glides.shows(move, self.app.settings.animation_scale > 0):
            self.play(move)
            return
        self.showing_move = True
        self.glides.start(move, self.state, self.view, self.panel.rows[seat].center)

    def _land(self, move):
        self.showing_move = False
        self.play(move)

    def update_table(self, dt):
        self.end_scoring.update(dt, self.app.settings.animation_scale)
        if self.rotation.turning is not None:
            self.dirty = True

    def table_animating(self):
        return self.end_scoring.running

    # ------------------------------------------------------------------- input
    def handle_table_event(self, event) -> bool:
        """The rotation step, and H for the hexagons."""
        if self.rotation.handle_event(event, self.state, self.view, self.pointer, self.human_to_move):
            self.dirty = True
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h:
            self.toggle_hexagons()
            return True
        return False

    def pointer_moved(self, pos):
        if self.panel.handle_motion(pos):
            self.dirty = True
        hover = self.shelf.piece_at(pos)
        if hover != self.shelf.hover:
            self.shelf.hover = hover
            self.dirty = True
        if self.view.rect.collidepoint(pos) and (self.show_hexagons or self.state.phase == "rotate"):
            self.dirty = True  # the hexagon under the pointer explains itself

    def skip_animations(self):
        super().skip_animations()
        if self.end_scoring.running:
            self.skip_end()

    def drop_rect_at(self, pos):
        return self.placing.refused_place_at(pos, self.drag.piece, self.drag.targets)

    def score_preview(self, piece, target):
        return self.preview.of(self.state, self.version, piece, target)
