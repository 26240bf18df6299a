"""The Kaleido table: the cluster of boards in the middle, the pieces of the colour
that plays on the shelf below, the seats on the right.

The table lays itself out, runs the move flow (a move's sound and message, the awards
flying to the scores, computer moves shown, the end-game hexagons) and answers the
hooks of :class:`scenes.table.base.TableScene`, each by handing the work to one of its
parts: :class:`Placing` (the drag controller's delegate), :class:`RotationStep`,
:class:`EndScoring`, :class:`AwardFlights`, :class:`ComputerGlides`, :class:`LastMoves`,
:class:`ScorePreview`, :class:`OnShow`, and the drawers, which read one
:class:`KaleidoPicture` a frame: :class:`TableLayer` (everything still, on a region layer,
with :class:`ClusterDrawer`'s still part) and what moves over it, each part reported to
the table's :class:`ScreenUpdates` (the awards, computer glides, :class:`HeldPiece`, the board turned
by hand, the ghost), and :class:`Tips`.
"""
from __future__ import annotations

import pygame

import dataclasses

from game.kaleido import EndTurn, PlaceBoard, PlaceTile, PlaceWhite, Rotate
from game.words import N_, _, listed, ngettext, pgettext
from session.game_info import level_name
from scenes.kaleido import art, cluster, hexagons, hint_ghost, panels
from scenes.kaleido.buttons import end_turn_reason, shelf_mode
from scenes.kaleido.cluster_drawer import ClusterDrawer
from scenes.kaleido.colour_pairs import by_colour_pair
from scenes.kaleido.glides import ComputerGlides
from scenes.kaleido.end_scoring import EndScoring
from scenes.kaleido.flights import AwardFlights
from scenes.kaleido.framing import content_bounds, fit, keep_in_view
from scenes.kaleido.held import HeldPiece
from scenes.kaleido.last_moves import LastMoves
from scenes.kaleido.picture import KaleidoPicture
from scenes.kaleido.drag_rules import Placing
from scenes.kaleido.preview import ScorePreview
from scenes.kaleido.rotation import RotationStep, turn_effect_words
from scenes.kaleido.shapes import bounds
from scenes.kaleido.shown import OnShow
from scenes.kaleido.table_layer import TableLayer
from scenes.kaleido.tooltips import Tips
from scenes.kaleido import lesson_targets
from scenes.table.base import TableScene
from scenes.table.hud import SeatPanel
from scenes.table.view import BoardView
from scenes.ui import layout, theme
from scenes.ui.drag import DragController
from scenes.ui.widgets import Button
from scenes.table.controls import ways_out


#: Said when Hexagons is turned on before any corner hexagon exists.
NO_HEXAGONS_YET = N_("No corner hexagon yet: one forms where three boards meet, so they show once "
                      "boards are added around the first.")


class KaleidoTable(TableScene):
    game_id = "kaleido"
    board_area = "table"

    def __init__(self, app, setup, **options):
        super().__init__(app, setup, **options)
        self.show_hexagons = False
        """The Hexagons toggle: every corner hexagon on show."""
        self.placing = Placing(lambda: self.state, lambda: self.human_to_move and not self.finished, self.play,
                               self.strip.refuse, self.picked_up)
        self.drag = DragController(self.placing, app.settings.animation_scale)
        self.preview = ScorePreview()
        self.rotation = RotationStep(self.play, self.board_chosen)
        self.end_scoring = EndScoring(self.score_hexagon, self.end_scored)
        self.glides = ComputerGlides(self.animator, self.screen_updates, self.land)
        self.last_moves = LastMoves()
        self.on_show = OnShow()
        self.hexagon_hovered = None
        """The corner hexagon under the pointer (its tooltip shows)."""

    # ------------------------------------------------------------------ layout
    def layout(self, size):
        self.rects = layout.load("kaleido").rects(size)
        s = self.scale = theme.scale_for(size)
        view_rect = self.rects["table"].inflate(-round(12 * s), -round(12 * s))
        view_rect.height = self.rects["message"].top - view_rect.top - round(4 * s)
        self.view = BoardView(self.beside_the_log(view_rect), scale=s, fit_zoom=110.0)
        self.places_shown = self.board_places_in_view()
        fit(self.view, self.content_bounds())
        seats = self.setup.seats
        self.panel = SeatPanel(self.rects["seats"], self.names, [self.state.colors_of(i)[0] for i in range(len(seats))],
                               [level_name(st.level) if st.kind == "computer" else "" for st in seats], s)
        self.shelf = panels.Shelf(self.rects["stock"], s, self.names, lambda: self.turn_selected(1),
                                  lambda: self.turn_selected(5))
        self.end_button = Button(self.rects["end"], _("End turn"), self.press_end, s, primary=True)
        # Translators: the button that shows every corner hexagon on the table.
        self.hex_button = Button(self.rects["hexagons"], pgettext("button", "Hexagons"), self.toggle_hexagons, s)
        self.menu_button, self.scores_button = ways_out(self.rects, s, self.press_menu, self.open_results)
        buttons = [self.end_button, self.hex_button, self.menu_button, self.scores_button]
        self.widgets = [*buttons, self.shelf.turn_left, self.shelf.turn_right]
        self.placing.lay_out(self.view, self.shelf)
        self.flights = AwardFlights(self.animator, self.screen_updates, self.view, self.panel, s)
        # the message beside the Log too: a long one (a hint's) grows upwards, and would run under it
        self.cluster = ClusterDrawer(size, self.view, self.beside_the_log(self.rects["message"]), self.strip.draw)
        self.layer = TableLayer(size, self.rects, self.panel, self.shelf, self.cluster, buttons)
        self.held = HeldPiece(self.screen_updates, self.shelf.slots)
        self.tips = Tips(self.panel, self.shelf, self.placing.unusable)
        art.clear()
        self.follow_state()
        art.warm(self.view.zoom, self.state.colors)
        cluster.warm(self.view.zoom)
        self.shelf.warm((*self.state.colors, "white"))
        self.layer.update(self.take_picture())  # the first frame is drawn here: showing it only copies it

    def follow_state(self) -> None:
        """Bring the buttons and the view in line with the state."""
        state = self.state
        human = self.human_to_move and not self.finished
        rotating = state.phase == "rotate"
        self.rotation.follow(state)
        end = self.end_button
        # Translators: the button that ends the turning of the boards a turn scored.
        end.text = pgettext("button", "Done") if rotating else _("End turn")
        end.visible = not self.finished
        end.enabled = human and EndTurn() in state.legal_moves()
        end.disabled_reason = "" if end.enabled else end_turn_reason(self)
        self.hex_button.primary = self.show_hexagons
        self.scores_button.visible = self.finished and not self.demo and not self.end_scoring.running
        for button in (self.shelf.turn_left, self.shelf.turn_right):
            button.visible = human and rotating
            button.enabled = self.rotation.selected is not None
            button.disabled_reason = "" if button.enabled else _("Choose a glowing board first: click it.")
        for widget in self.widgets:
            widget.changed = True
        places_shown = self.places_shown
        self.places_shown = self.board_places_in_view()
        (fit if places_shown and not self.places_shown else keep_in_view)(self.view, self.content_bounds())

    def content_bounds(self):
        """The boards on the table and, while boards remain in hand, every place one may go,
        so each highlighted hole or position stays in view."""
        state = self.state
        return content_bounds(state.boards, state.board_positions() if self.board_places_in_view() else ())

    def board_places_in_view(self) -> bool:
        """Whether the places a board may go are kept in view: while any seat has a board left."""
        state = self.state
        return any(state.boards_left(seat) for seat in range(state.players)) and not self.finished

    # ----------------------------------------------------------------- the flow
    def moved(self, seat, move) -> str:
        self.last_moves.add(seat, move)
        if isinstance(move, (PlaceTile, PlaceWhite, PlaceBoard)):
            self.app.sounds.play("drop")
        state = self.state
        scored = state.scored_this_turn
        sentence = ""
        if isinstance(move, EndTurn) and state.phase == "rotate":
            self.flights.fly(state.awards[-len(scored):], state.seat_of)
            self.app.sounds.play("score")
            if self.is_computer(seat):
                sentence = ngettext("Full board scored.", "Full boards scored.", len(scored))
            else:
                sentence = ngettext("Full board scored. Turn the board to set up the end-game hexagons, then Done.",
                                    "Full boards scored. Turn the boards to set up the end-game hexagons, then Done.",
                                    len(scored))
        elif isinstance(move, EndTurn) and state.skipped:
            skipped = listed(theme.color_name(c) for c in state.skipped)
            # Translators: {colours} are the colours whose turn is skipped: "Red", "Red and Blue".
            sentence = ngettext("Turn skipped for {colours}: every hole is full and no board is left to place.",
                                "Turn skipped for {colours}: every hole is full and no board is left to place.",
                                len(state.skipped), colours=skipped)
        self.follow_state()
        return sentence

    def may_move_changed(self):
        """The buttons and the hover follow whether the person may move now."""
        self.follow_state()

    def rewound(self):
        """Undo, redo or a past moment replaced the state: nothing drawn from the old one stays."""
        self.last_moves.forget()
        self.rotation.forget()
        self.glides.forget()
        self.follow_state()

    def finish(self):
        super().finish()
        self.result = by_colour_pair(self.result, self.state)
        scale = self.app.settings.animation_scale
        self.end_scoring.start(self.state.awards, instant=scale <= 0)
        self.show_hexagons = True
        if self.demo_linger is not None:
            self.demo_linger += self.end_scoring.seconds(scale)
        count = len(self.end_scoring.steps)
        self.strip.say(ngettext("{count} complete hexagon scores at the end.",
                                "{count} complete hexagons score at the end.", count, count=count)
                       if count else _("No corner hexagon is complete: nothing more to score."))
        self.follow_state()

    def end_scored(self) -> None:
        """The last end-game hexagon is shown scored: the strip says the scoring is done."""
        self.strip.say(_("Every complete hexagon is scored: the totals are final. See the scores for the details."))
        self.follow_state()

    def board_chosen(self) -> None:
        """A scored board was chosen for the Turn buttons (a new choice: a refusal is old news)."""
        self.strip.clear_refusal()
        self.follow_state()

    def picked_up(self) -> None:
        """A piece was picked up from the shelf."""
        self.strip.clear_refusal()
        self.app.sounds.play("pickup")

    def score_hexagon(self, where, points) -> None:
        """One end-game hexagon is shown scored: its award flies to the scores."""
        self.flights.fly([("hexagon", where, points)], self.state.seat_of)
        self.dirty = True

    def skip_end(self) -> None:
        """Every end-game hexagon scored at once (a click)."""
        self.end_scoring.skip()
        self.animator.finish_all()
        self.follow_state()

    def press_end(self):
        if self.human_to_move and EndTurn() in self.state.legal_moves():
            self.play(EndTurn())

    def toggle_hexagons(self):
        """The Hexagons button and X: every corner hexagon on show, or only those that matter now."""
        self.show_hexagons = not self.show_hexagons
        self.hex_button.primary = self.show_hexagons
        self.hex_button.changed = True
        self.dirty = True
        if self.show_hexagons and not self.state.hexagons():
            self.strip.say(_(NO_HEXAGONS_YET))

    def turn_selected(self, steps: int) -> None:
        """The Turn buttons: turn the chosen scored board a sixth left (1) or right (5)."""
        if self.human_to_move and self.rotation.selected is not None and self.state.phase == "rotate":
            self.play(Rotate(self.rotation.selected, steps))

    def turn_headline(self):
        state = self.state
        if self.finished and self.end_scoring.running:
            return (_("The game is over: scoring the hexagons"),
                    _("Each complete hexagon where three boards meet scores once."))
        if self.finished or state.is_over or self.looking_back:  # the end, a replay, or a moment of the past
            return super().turn_headline()
        seat = state.current_seat
        name = self.names[seat]
        if not self.is_computer(seat):
            headline, guidance = panels.turn_words(state, name)
            turning = self.rotation.turning
            return headline, (turn_effect_words(state, turning) if turning is not None and turning.steps else guidance)
        if self.computers.paused or (self.lesson is not None and self.lesson.holding_words()):
            return super().turn_headline()
        return panels.plays(name, state.current_color), _("A computer player: watch its moves.")

    def banner_facts(self):
        state = self.state
        if self.finished:
            return ""
        boards, holes = len(state.boards), len(state.empty_holes())
        return "  ·  ".join((ngettext("{count} board", "{count} boards", boards, count=boards),
                             ngettext("{count} empty hole", "{count} empty holes", holes, count=holes)))

    def turn_color(self):
        return None if self.finished else self.state.current_color

    # ------------------------------------------------------- computer players
    def show_computer_move(self, move):
        seat = self.state.current_seat
        self.last_moves.seat_acts(seat)
        if not self.glides.shows(move, self.app.settings.animation_scale > 0):
            self.play(move)
            return
        self.showing_move = True
        self.refresh_controls()  # Undo waits for the move to land, and says so
        self.glides.start(move, self.state, self.view, self.panel.rows[seat].center)

    def bring_into_view(self, seat, move):
        """The board the move is played on (or the place a board goes) comes into view:
        the view fits the table again when it is out of sight."""
        place = move.at if isinstance(move, PlaceBoard) else getattr(move, "board", None)
        if place is not None and not self.view.shows(bounds([place])):
            self.view.refit()
            self.changed()

    def land(self, move) -> None:
        """A computer's move reached its place: play it."""
        self.showing_move = False
        self.play(move)

    def update_table(self, dt):
        self.end_scoring.update(dt, self.app.settings.animation_scale)

    def table_animating(self):
        return self.end_scoring.running

    def skip_animations(self):
        super().skip_animations()
        if self.end_scoring.running:
            self.skip_end()

    # ------------------------------------------------------------------- input
    def handle_table_event(self, event) -> bool:
        """X for the hexagons (H is the Hint), Enter for End turn or Done, and the rotation step (a board
        turned by hand redraws only where it turns)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_x:
            self.toggle_hexagons()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            # the button Enter presses (until the tables share a default button)
            if not (self.end_button.visible and self.end_button.enabled):
                return False
            self.press_end()
        elif self.rotation.handle_event(event, self.state, self.view, self.pointer, self.human_to_move):
            self.dirty = True
        else:
            return False
        return True

    def pointer_moved(self, pos):
        """Hover: a seat's score, a shelf piece, a corner hexagon (each explains itself);
        only what it changes is drawn again."""
        if self.panel.handle_motion(pos) | self.shelf.hover_at(pos):
            self.dirty = True
        on_show = self.hexagons_on_show()
        hexagon = hexagons.hexagon_at(self.view.to_world(pos), on_show) if self.view.rect.collidepoint(pos) else None
        if hexagon != self.hexagon_hovered:
            self.hexagon_hovered = hexagon
            self.dirty = True

    def hexagons_on_show(self) -> tuple:
        """The corner hexagons on show: every one with the toggle on, at the end, and at the
        end as a replay or the Log shows it; else those the rotation step may change."""
        over_then = self.looking_back and self.state.is_over
        return self.on_show.hexagons(self.state, self.version, self.show_hexagons or over_then, self.finished)

    def scored_hexagons(self) -> dict:
        """The end-game hexagons shown scored: one by one at the end of the game, all of
        them at its last moment in a replay or the Log (the boards -> points per colour)."""
        if self.looking_back and self.state.is_over:
            return {where: points for kind, where, points in self.state.awards if kind == "hexagon"}
        return self.end_scoring.scored()

    def seat_label(self, seat):
        return self.panel.label_rect(seat)

    def target_rect(self, target):
        return lesson_targets.target_rect(self, target)

    def pieces(self):
        return lesson_targets.pieces(self)

    def drop_rect_at(self, pos):
        return self.placing.refused_place_at(pos, self.drag.piece, self.drag.targets)

    def score_preview(self, piece, target):
        return self.preview.of(self.state, self.version, piece, target)

    # ----------------------------------------------------------------- drawing
    def take_picture(self) -> KaleidoPicture:
        state, rotation, end, on_show = self.state, self.rotation, self.end_scoring, self.on_show
        drag = self.drag.view()
        version = self.version
        scores, color_scores = on_show.scores(state, version, end.steps, end.shown)
        picture = KaleidoPicture(
            state=state, version=version, view=self.view, scale=self.scale, drag=drag, pointer=self.pointer,
            human_to_move=self.human_to_move, finished=self.finished,
            computer_to_play=self.is_computer(state.current_seat), boards=rotation.boards_shown(state.boards),
            hidden_board=rotation.turning.board if rotation.turning is not None else self.glides.turning_board,
            turning=rotation.turning,
            marked=on_show.marked(version, self.history.computer_moves_since_a_person, self.last_moves.moves),
            selected=rotation.selected,
            hexagons=self.hexagons_on_show(), scored_hexagons=self.scored_hexagons(), next_hexagon=end.current(), usable=self.placing.usable_now(version),
            message=self.strip.text, refusal=self.strip.is_refusal,
            scores=scores, color_scores=color_scores, shelf_mode=shelf_mode(self), tip=None,
            drop=self.drop_marks(drag))
        return dataclasses.replace(picture, tip=self.tips.tip(picture))

    def draw_table(self, surface):
        """The table's layer, brought up to date: only the regions that changed and the
        places the moving parts left are copied to the window, unless all of it must be
        painted (a page lay over the table: :meth:`ScreenUpdates.overlaid`)."""
        whole = self.screen_updates.overlaid(self.app.manager.top is self)
        self.layer.layer.begin(surface, self.screen_updates.left_behind(), whole)
        self.layer.update(self.picture)
        changed = self.layer.layer.finish()
        if changed is None:
            self.screen_updates.everything()
        for rect in changed or ():
            self.screen_updates.changed(rect)

    def draw_hint(self, surface, moves):
        return hint_ghost.draw_hint(surface, self.picture, moves, self.end_button.rect)

    def draw_over_table(self, surface):
        """What moves over the table and the tooltip, each reported (the frame after
        copies the table back only where they were)."""
        picture = self.picture
        drag = picture.drag
        self.cluster.draw_moving(surface, picture, self.screen_updates)
        self.animator.draw(surface)
        self.held.draw(surface, picture)
        target = drag.targets.get(drag.hover_target)  # the badge over the hole, the outline over the held piece
        picture.drop.draw(surface, target.rect if target is not None else None, self.scale, self.screen_updates)
        self.screen_updates.moving(self.tips.draw(surface, picture))
