"""What three whole games showed (issue 21), checked at the Kerala table: every disabled
button says why, Undo says what Escape does while the elephant question waits, a
refusal goes when the player does something else, Enter skips a special move, every
computer move since the person's last is shown large and stays marked, the points badge
covers no tile, a held stack is dimmed where it lay, and Pass says what it costs."""

import random

import pygame
import pytest

from game.kerala import KeralaState, Pass, SkipSpecial, Take, Tile
from scenes.kerala import KeralaTable, preview, table_layer
from scenes.kerala.held import badge_place, badge_size, built_rects, kept_clear
from scenes.kerala.question import WAITING
from scenes.table import hud, marks
from scenes.table.history import LOOKING_BACK
from scenes.ui import theme
from scenes.ui.widgets import reason_under_pointer
from session.seats import COMPUTER, GameSetup, SeatSetup
from tests.events import down, key, move, up
from tests.kerala_table.helpers import late_game
from tests.kerala_table.test_second_pass import computer_table
from tests.kerala_table.test_table import bag_of, cell_pos, drag, special_game, table
from tests.table_checks import run_until, step, table_time

CTRL = pygame.KMOD_CTRL


def reason_shown(app, scene, button):
    """The sentence the table shows with the pointer resting on ``button`` (come from
    elsewhere: no button is left lit by an earlier call)."""
    app.manager.dispatch(move(scene.view.rect.center))
    app.manager.dispatch(move(button.rect.center))
    tip = reason_under_pointer(scene.widgets)
    if tip is None:
        return None
    assert tip[0] == button.rect
    return tip[1]


def test_every_disabled_button_of_the_table_says_why(app):
    scene = table(app)
    assert scene.pass_button.enabled and scene.skip_button.visible and not scene.skip_button.enabled
    assert reason_shown(app, scene, scene.skip_button) == scene.state.why_illegal(SkipSpecial())
    scene = special_game(app, "move_tile")
    assert reason_shown(app, scene, scene.pass_button) == "First finish your special tile: move a tile, or skip it."
    assert scene.skip_button.enabled
    scene = table(app)
    state = scene.state
    while not (state.passes_left(state.current_seat) == 0 and state.pending_special is None):
        moves = state.legal_moves()
        scene.play(Pass() if Pass() in moves else next(m for m in moves if isinstance(m, Take)))
    assert reason_shown(app, scene, scene.pass_button) == state.why_illegal(Pass())
    assert "passed twice" in scene.pass_button.disabled_reason
    scene.history.toggle_log()
    scene.history.show_moment(1)
    assert reason_shown(app, scene, scene.pass_button) == LOOKING_BACK
    assert reason_shown(app, scene, scene.skip_button) == LOOKING_BACK


def test_pass_and_skip_say_whose_turn_it_is_while_a_computer_plays(app):
    scene = computer_table(app)
    scene.play(Pass())
    assert not scene.human_to_move
    for button in (scene.pass_button, scene.skip_button):
        assert reason_shown(app, scene, button) == "It is Bot 0's turn: a computer player is playing."


def question_after_a_computer_move(app):
    """Ann (seat 1) drops a tile next to both her elephants right after the computer
    player (seat 0) has moved: the question which elephant walks waits."""
    first = Tile("red", 1)
    setup = GameSetup("kerala", (SeatSetup("Bot", "black", COMPUTER, "normal"), SeatSetup("Ann", "blue")))
    state = KeralaState.new(2, colors=["black", "blue"],
                            bag=bag_of(first, Tile("purple", 2), Tile("green", 3), Tile("purple", 1)))
    scene = KeralaTable(app, setup, seed=3, state=state)
    app.manager.reset(scene)

    def take():
        return next(m for m in state.legal_moves() if isinstance(m, Take))

    scene.play(take())  # the computer
    scene.play(Take(0, 0, (1, 0)))  # Ann
    scene.play(Take(0, 1, (0, 1)))  # round 2, Ann first: her elephants on (1, 0) and (0, 1)
    scene.play(take())  # the computer
    scene.play(take())  # round 3: the computer first
    assert state.current_seat == 1 and scene.record.undo_refusal().startswith("Undo cannot go back past this point")
    app.manager.draw(app.surface)
    drag(app, scene.offer.rects[0].center, cell_pos(scene, (1, 1)))
    assert scene.question.asked is not None
    return scene


def test_while_the_elephant_question_waits_undo_says_what_escape_does(app):
    scene = question_after_a_computer_move(app)
    undo = scene.controls.undo_button
    assert not undo.enabled and undo.disabled_reason == WAITING and scene.controls.redo_button.disabled_reason == WAITING
    assert "Escape" in WAITING and "put the tile back" in WAITING
    app.manager.dispatch(move(undo.rect.center))
    assert reason_under_pointer(scene.controls.buttons) == (undo.rect, WAITING)
    assert reason_shown(app, scene, scene.pass_button) == WAITING
    moves = len(scene.record.entries)
    app.manager.dispatch(key(pygame.K_z, CTRL))
    assert scene.strip.text == WAITING and scene.strip.is_refusal and len(scene.record.entries) == moves
    assert scene.question.asked is not None
    app.manager.dispatch(key(pygame.K_ESCAPE))  # what it said: the tile goes back
    assert scene.question.asked is None and len(scene.record.entries) == moves
    assert scene.controls.undo_button.disabled_reason == scene.record.undo_refusal()


def test_a_refusal_goes_when_the_player_picks_up_a_piece_or_looks_at_a_seat(app):
    scene = table(app)
    drag(app, scene.offer.rects[0].center, cell_pos(scene, (1, 1)))  # diagonal: refused
    assert scene.strip.is_refusal and scene.strip.text
    start = scene.offer.rects[0].center
    app.manager.dispatch(move(start))
    app.manager.dispatch(down(start))
    assert scene.drag.holding and scene.strip.text == "" and scene.take_picture().message == ""
    app.manager.dispatch(up(start))
    app.manager.dispatch(key(pygame.K_ESCAPE))
    drag(app, scene.offer.rects[0].center, cell_pos(scene, (1, 1)))
    assert scene.strip.is_refusal
    app.manager.dispatch(down(scene.panel.rows[1].center))
    assert scene.focus == 1 and scene.strip.text == "" and scene.take_picture().message == ""


def test_after_a_refused_drop_the_next_move_is_said_plainly(app):
    scene = special_game(app, "move_tile")
    source = next(iter(scene.state.movable_stacks()))
    drag(app, cell_pos(scene, source), scene.rects["seats"].center)  # dropped off the grounds: refused
    assert scene.take_picture().refusal
    app.manager.dispatch(key(pygame.K_RETURN))  # skips
    picture = scene.take_picture()
    assert picture.message == "Player 1 skips the special move." and not picture.refusal


def test_enter_skips_a_special_move_and_never_passes(app):
    scene = table(app)
    app.manager.dispatch(key(pygame.K_RETURN))
    assert scene.record.entries == []  # Pass costs a point: Enter never presses it
    scene = special_game(app, "move_elephant")
    assert "Enter" in scene.turn_headline()[1]
    app.manager.dispatch(key(pygame.K_RETURN))
    assert isinstance(scene.last_move, SkipSpecial) and scene.state.pending_special is None


def outlined(surface, rect, width=2) -> bool:
    """The middle of the top edge of ``rect`` is drawn in the last-move colour."""
    return tuple(surface.get_at((rect.centerx, rect.top + width // 2))[:3]) == tuple(marks.LAST)


def test_every_computer_move_is_shown_large_and_stays_marked_until_the_person_moves(app):
    scene = computer_table(app)
    scene.play(Pass())  # Ann passes: three computer players follow
    shown = set()
    playing = table_time("Ann's turn after the computers'")
    while not scene.human_to_move and playing():
        step(app)
        if scene.showing_move:  # its piece travels through its own grounds, shown large
            seat = scene.state.current_seat
            assert scene.focus == seat and scene.glide.through is scene.view and scene.glide.seat == seat
            shown.add(seat)
    assert shown == {1, 2, 3}
    computers = [(entry.seat, entry.move) for entry in scene.record.entries[1:]]
    picture = scene.take_picture()
    assert picture.marked == tuple(computers)
    assert scene.focus == 3 and scene.computers.pacing.holding  # the last move stays on show
    run_until(app, lambda: not scene.computers.pacing.holding, "the end of the last move's time on show")
    step(app)
    assert scene.focus == 0  # then the view is the person's again
    app.manager.draw(app.surface)
    for seat, moved in computers:  # every one is outlined in its miniature...
        for cell in scene.take_picture().marked_cells(seat):
            assert outlined(app.surface, scene.mini_view(seat).cell_rect(cell).inflate(2, 2))
    app.manager.dispatch(down(scene.panel.rows[2].center))  # ... and on its grounds, large
    app.manager.draw(app.surface)
    width = max(2, round(3 * scene.scale))
    for cell in scene.take_picture().marked_cells(2):
        assert outlined(app.surface, scene.view.cell_rect(cell).inflate(4, 4), width)
    scene.play(Pass())  # Ann moves: only her move is marked now
    assert scene.take_picture().marked == ((0, Pass()),)


def test_a_person_who_picks_a_seat_keeps_it_while_the_computers_play(app):
    scene = computer_table(app)
    scene.play(Pass())
    app.manager.dispatch(down(scene.panel.rows[0].center))  # Ann looks at her own grounds
    playing = table_time("Ann's turn after the computers'")
    while not scene.human_to_move and playing():
        step(app)
        assert scene.focus == 0
        if scene.showing_move:
            assert scene.glide.through is scene.mini_view(scene.state.current_seat)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_points_badge_covers_no_tile_and_no_other_legal_cell(app, size):
    scene = late_game(app, size)
    start = scene.offer.rects[0].center
    app.manager.dispatch(move(start))
    app.manager.dispatch(down(start))
    app.manager.dispatch(move((start[0], start[1] - 20), (1, 0, 0)))
    assert scene.drag.targets
    for cell, rect in scene.drag.targets.items():
        app.manager.dispatch(move(rect.center, (1, 0, 0)))
        picture = scene.take_picture()
        assert scene.drag.hover_target == cell and picture.drop.preview is not None
        text, points = picture.drop.preview
        place = badge_place(badge_size(text, scene.scale), rect, kept_clear(picture), scene.view.rect,
                            scene.rects["message"])
        assert place.collidelist(built_rects(picture)) < 0 and not place.colliderect(rect)
        assert place.collidelist(list(scene.drag.targets.values())) < 0
        app.manager.draw(app.surface)
        fill = marks.GOOD if points > 0 else marks.REFUSED if points < 0 else theme_edge()
        assert tuple(app.surface.get_at((place.left + round(4 * scene.scale), place.centery))[:3]) == tuple(fill)


def theme_edge():
    return theme.PANEL_EDGE


def test_a_held_stack_is_dimmed_where_it_lay(app):
    scene = special_game(app, "move_tile")
    source = next(iter(scene.state.movable_stacks()))
    at = cell_pos(scene, source)
    app.manager.draw(app.surface)
    before = app.surface.get_at(at)[:3]
    app.manager.dispatch(move(at))
    app.manager.dispatch(down(at))
    app.manager.dispatch(move(scene.rects["seats"].center, (1, 0, 0)))  # held far from where it lay
    app.manager.draw(app.surface)
    assert scene.take_picture().lifted == ("stack", source)
    after = app.surface.get_at(at)[:3]

    def off_panel(rgb):
        return sum(abs(a - b) for a, b in zip(rgb, theme.PANEL))

    assert off_panel(after) < off_panel(before) * 0.5


def test_pass_says_what_it_costs_when_the_pointer_rests_on_it(app, monkeypatch):
    scene = table(app)
    said = []
    monkeypatch.setattr(table_layer, "draw_tooltip", lambda surface, lines, *args, **kw: said.append(lines))
    app.manager.dispatch(move(scene.pass_button.rect.center))
    app.manager.draw(app.surface)
    assert said == [[table_layer.PASS_COSTS]] and "costs 1 point" in table_layer.PASS_COSTS
    said.clear()
    app.manager.dispatch(move(scene.view.rect.center))
    app.manager.draw(app.surface)
    assert said == []


def test_a_seats_score_says_it_is_the_grounds_as_if_the_game_ended_now(app, monkeypatch):
    """Every seat starts at -17 (four colours missing, two elephants standing, a symbol):
    the tooltip over the score says why."""
    scene = table(app)
    said = []
    monkeypatch.setattr(hud, "draw_tooltip", lambda surface, lines, *args, **kw: said.append(lines))
    app.manager.draw(app.surface)
    app.manager.dispatch(move(scene.panel.score_rect(0).center))
    app.manager.draw(app.surface)
    lines = [line for shown in said for line in shown]
    assert lines[0] == table_layer.SCORE_NOW
    missing = next(line for line in lines if line.startswith("Missing colours"))
    assert "-20" in missing and "5 points for each colour not in the grounds" in missing


def test_a_cell_either_elephant_may_walk_to_says_so_over_the_held_tile(app):
    """Such cells show two small elephants in their corners: the held tile's badge says
    what they mean (issue 46, item 9)."""
    scene = table(app)
    seat = scene.state.current_seat

    def cells_by_walkers() -> dict:
        """Where the first tile of the middle may go, with how many elephants may walk there
        (as picking the tile up works them out)."""
        while scene.state.current_seat != seat or not any(isinstance(m, Take) for m in scene.state.legal_moves()):
            scene.play(next(iter(scene.state.legal_moves())))
        return {cell: len(scene.rules.walkers(cell)) for cell in scene.rules.drag_targets(("offer", 0))}
    first = cells_by_walkers()  # both elephants share the start tile: no choice to ask
    assert first and all(preview.BOTH_WALK not in scene.score_preview(("offer", 0), cell)[0] for cell in first)
    for _ in range(12):  # until the elephants stand two cells apart: a cell between them has two walkers
        walkers = cells_by_walkers()
        both = [cell for cell, count in walkers.items() if count == 2]
        one = [cell for cell, count in walkers.items() if count == 1]
        if both and one:
            break
        here = scene.state.elephants(seat)
        # a cell diagonal to one elephant: the two cells beside both then have two walkers
        aslant = next(c for c in walkers if any(abs(c[0] - e[0]) == abs(c[1] - e[1]) == 1 for e in here)) \
            if any(abs(c[0] - e[0]) == abs(c[1] - e[1]) == 1 for c in walkers for e in here) else next(iter(walkers))
        scene.play(next(m for m in scene.state.legal_moves() if isinstance(m, Take) and m.cell == aslant))
        scene.play(next(iter(scene.state.legal_moves())))
    assert both and one
    assert set(both) == set(scene.rules.both_walk(walkers))  # the cells marked with two elephants
    assert all(preview.BOTH_WALK in scene.score_preview(("offer", 0), cell)[0] for cell in both)
    assert all(preview.BOTH_WALK not in scene.score_preview(("offer", 0), cell)[0] for cell in one)


def test_an_arch_lost_to_its_areas_removal_says_so_not_arches_minus_five(app):
    """A drop that leaves an arch untouched but makes the end remove its area (the
    tie-break keeps another area of that colour) says why the arch's points go
    (issue 46, item 11). The position: a seeded game played at random to move 52."""
    state = KeralaState.new(players=2, seed=3, colors=["blue", "black"], first=0)
    rng = random.Random(3)
    for _ in range(52):
        state.apply(rng.choice(state.legal_moves()))
    seat = state.current_seat
    moves = [m for m in state.legal_moves() if isinstance(m, Take)]
    losing = [m for m in moves if preview.arch_area_removed(state, applied(state, m), seat)]
    assert losing, "the position has such a drop"
    for move in losing:
        text, points = preview.ScorePreview().of(state, 0, ("offer", move.offer_index), move.cell, move.arch_side)
        assert preview.ARCH_AREA_REMOVED in text and "arches -" not in text, text
    other = next(m for m in moves if not preview.arch_area_removed(state, applied(state, m), seat))
    assert preview.ARCH_AREA_REMOVED not in preview.ScorePreview().of(
        state, 0, ("offer", other.offer_index), other.cell, other.arch_side)[0]


def applied(state, move):
    after = state.clone()
    after.apply(move)
    return after
