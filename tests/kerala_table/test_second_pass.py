"""What a first full game showed (issue 15), checked at the Kerala table: wrapped
messages, paced and pausable computer moves, a fit that shows every target, no
needless elephant question, one held arch turning alone, refusals that name the real
reason, text that is never cut, the rules over the table, and screen updates limited
to what moved."""
import random
import threading
import time

import pygame
import pytest

from game.kerala import Pass, Take, Tile
from session import registry
from scenes import frame_gate
from scenes.kerala import KeralaTable
from scenes.kerala.sized_art import SMALL, Rasteriser, SizedArt
from session.seats import COMPUTER, GameSetup, SeatSetup
from tests.kerala_table.helpers import late_game
from scenes.table import pacing
from scenes.ui import theme
from tests.events import down, key, move, up, wheel
from tests.table_checks import (SIZES, FirstMove, assert_paced, five_long_names, record_pacing, sized, step,
                                table_time)
from tests.waiting import HANG_SECONDS
from tests.kerala_table.test_table import bag_of, cell_pos, drag, special_game, table

@pytest.mark.parametrize("size", SIZES)
def test_the_end_message_of_a_five_player_game_wraps_inside_the_window(app, size):
    sized(app, size)
    setup = GameSetup("kerala", tuple(SeatSetup(f"Longer Name {i}", c) for i, c in
                                      enumerate(registry.get("kerala").default_colors(5))))
    scene = KeralaTable(app, setup, seed=11)
    app.manager.reset(scene)
    rng = random.Random(3)
    while not scene.state.is_over:
        scene.play(rng.choice(scene.state.legal_moves()))
    assert len(scene.strip.text) > 150
    app.manager.draw(app.surface)
    window = app.surface.get_rect()
    assert window.contains(scene.strip.rect)
    assert scene.rects["grounds"].contains(scene.strip.rect)  # inside its panel: not over the seats
    assert scene.strip.rect.height > theme_line(scene)  # wrapped over several lines
    for seat in range(5):  # each player's grounds, clicked in the panel, are seen whole above the message
        scene.show_seat(seat)
        app.manager.draw(app.surface)
        assert scene.view.rect.bottom <= scene.strip.rect.top
        assert all(scene.view.rect.contains(scene.view.cell_rect(cell)) for cell in scene.state.stacks(seat))


def theme_line(scene):
    return theme.font("body", scene.scale).get_linesize() + 2


def computer_table(app, people=1):
    setup = GameSetup("kerala", (SeatSetup("Ann", "blue"),) * people + tuple(
        SeatSetup(f"Bot {i}", c, COMPUTER, "normal") for i, c in enumerate(("black", "green", "red"))))
    scene = KeralaTable(app, setup, seed=9)
    scene.computers.bots = {seat: FirstMove() for seat in scene.computers.bots}
    app.manager.reset(scene)
    return scene


def test_each_computer_move_stays_on_show_for_the_set_time_and_the_view_returns_to_the_person(app):
    scene = computer_table(app)
    events = record_pacing(scene)
    scene.play(Pass())  # Ann passes; three computer seats follow
    playing = table_time("seven computer moves landing")
    while sum(kind == "land" for kind, _ in events) < 7 and playing():
        step(app)
        if scene.showing_move:  # a computer's grounds are shown while it moves (see test_third_pass)
            assert scene.focus == scene.state.current_seat
        elif scene.human_to_move and not scene.computers.pacing.holding:
            assert scene.focus == 0  # once its move was on show, the view is the person's again
        if scene.human_to_move and not scene.computers.pacing.holding:
            scene.play(Pass() if Pass() in scene.state.legal_moves() else scene.state.legal_moves()[0])
    starts, _ = assert_paced(events, scene.computers.pacing.scale)
    assert len(starts) >= 6


def test_a_pass_stays_on_show_too(app):
    scene = computer_table(app)
    scene.computers.bots = {seat: PassFirst() for seat in scene.computers.bots}
    scene.play(Pass())
    start = scene.computers.pacing.clock
    while scene.state.current_seat == 1:
        step(app)
    passed_at = scene.computers.pacing.clock
    while scene.state.current_seat == 2:
        step(app)
        assert scene.last_seat == 1 or scene.computers.pacing.clock - passed_at >= pacing.MOVE_SECONDS - 1e-6
    assert scene.computers.pacing.clock - passed_at >= pacing.MOVE_SECONDS - 1e-6
    assert passed_at >= start


class PassFirst:
    def choose(self, state, cancel=None):
        moves = state.legal_moves()
        return Pass() if Pass() in moves else moves[0]


def test_slow_speed_is_slower_than_normal(app):
    app.settings.animation = "slow"
    scene = computer_table(app)
    assert scene.computers.pacing.scale > 1 and scene.animator.scale == scene.computers.pacing.scale


def targets_inside(scene):
    return all(scene.view.rect.contains(rect) for rect in scene.drag.targets.values())


@pytest.mark.parametrize("size", SIZES)
def test_the_fit_shows_every_target_late_in_the_game(app, size):
    sized(app, size)
    scene = table(app, players=2, seed=4)
    rng = random.Random(8)
    checked = 0
    while not scene.state.is_over and checked < 25:
        state = scene.state
        if state.current_seat == 0 and state.pending_special is None and state.offer:
            app.manager.draw(app.surface)
            start = scene.offer.rects[0].center
            app.manager.dispatch(move(start))
            app.manager.dispatch(down(start))
            app.manager.dispatch(move((start[0] + 20, start[1] - 20), (1, 0, 0)))
            assert scene.drag.holding and targets_inside(scene), scene.drag.targets
            app.manager.dispatch(key(pygame.K_ESCAPE))
            scene.drag.snap_back = None
            checked += 1
        takes = [m for m in state.legal_moves() if isinstance(m, Take)]
        scene.play(rng.choice(takes) if takes else state.legal_moves()[-1])
    assert checked >= 10


def test_the_fit_shows_where_a_moved_stack_may_go(app):
    scene = special_game(app, "move_tile")
    source = next(iter(scene.state.movable_stacks()))
    start = cell_pos(scene, source)
    app.manager.dispatch(move(start))
    app.manager.dispatch(down(start))
    app.manager.dispatch(move((start[0] + 10, start[1] + 10), (1, 0, 0)))
    assert scene.drag.piece == ("stack", source) and targets_inside(scene)


def test_no_elephant_question_when_both_stand_on_the_start_tile(app):
    scene = table(app)
    assert scene.state.elephants(0) == ((0, 0), (0, 0))
    drag(app, scene.offer.rects[0].center, cell_pos(scene, (0, -1)))
    assert scene.question.asked is None and (0, -1) in scene.state.stacks(0)
    assert "which elephant" not in scene.turn_headline()[0]


def test_the_question_comes_when_the_choice_matters(app):
    first = Tile("red", 1)
    scene = table(app, bag=bag_of(first, Tile("purple", 2), Tile("green", 3), Tile("purple", 1)))
    state = scene.state
    scene.play(Take(state.offer.index(first), 0, (1, 0)))
    scene.play(Take(0, 0, (1, 0)))
    scene.play(next(m for m in state.legal_moves() if isinstance(m, Take)))
    scene.play(Take(0, 1, (0, 1)))  # seat 0's elephants: (1, 0) and (0, 1)
    while state.current_seat != 0:
        scene.play(next(m for m in state.legal_moves() if isinstance(m, Take)))
    app.manager.draw(app.surface)
    drag(app, scene.offer.rects[0].center, cell_pos(scene, (1, 1)))  # next to both, ends differ
    assert scene.question.asked is not None


def test_turning_a_held_arch_turns_it_alone_and_every_tile_arrives_unturned(app):
    arch, other = Tile("red", 0, "arch", "green"), Tile("blue", 0, "arch", "red")
    scene = table(app, bag=bag_of(arch, other, Tile("green", 1)))
    held, still = scene.state.offer.index(arch), scene.state.offer.index(other)
    start = scene.offer.rects[held].center
    app.manager.dispatch(move(start))
    app.manager.dispatch(down(start))
    app.manager.dispatch(move((start[0] + 30, start[1] - 30), (1, 0, 0)))
    app.manager.dispatch(wheel(1))
    app.manager.dispatch(wheel(1))
    assert scene.arch.side == 2
    assert scene.take_picture().offer_side(held) == 2 and scene.take_picture().offer_side(still) is None
    app.manager.draw(app.surface)
    app.manager.dispatch(key(pygame.K_ESCAPE))  # put it back: picked up again, it is unturned
    start = scene.offer.rects[still].center
    app.manager.dispatch(move(start))
    app.manager.dispatch(down(start))
    assert scene.arch.side == 0 and scene.take_picture().offer_side(still) == 0


@pytest.mark.parametrize("size", SIZES)
def test_a_drop_on_the_start_tile_names_the_elephants_and_the_cell_shows_red_before(app, size):
    sized(app, size)
    scene = table(app)
    before = scene.state.to_json()
    start, end = scene.offer.rects[0].center, cell_pos(scene, (0, 0))
    app.manager.dispatch(move(start))
    app.manager.dispatch(down(start))
    app.manager.dispatch(move(end, (1, 0, 0)))
    assert scene.drop_rect_at(end) == scene.view.cell_rect((0, 0))
    app.manager.draw(app.surface)
    red = app.surface.get_at(scene.view.cell_rect((0, 0)).inflate(2, 2).midleft)[:3]
    assert red[0] > 180 and red[1] < 110  # the red outline
    app.manager.dispatch(up(end))
    assert scene.state.to_json() == before
    assert scene.strip.text.startswith("Both your elephants stand on that tile")
    assert "elephant you are moving" not in scene.strip.text


@pytest.mark.parametrize("size", SIZES)
def test_names_levels_and_button_labels_are_never_cut(app, size):
    sized(app, size)

    scene = five_long_names(app, KeralaTable)
    panel = scene.panel
    level, _ = panel.level_text(1, 10 ** 4)
    assert level == "Normal computer"
    for button in (scene.scores_button, scene.skip_button, scene.pass_button):
        button.text = {scene.scores_button: "See the scores", scene.skip_button: "Skip the move"}.get(button, button.text)
        width = button.label_font().size(button.text)[0]
        assert width + 2 * button.padding <= button.rect.width, button.text


def test_holding_a_tile_over_a_cell_previews_its_points(app):
    green, blue, arch, purple = Tile("green", 1), Tile("blue", 1), Tile("red", 0, "arch", "green"), Tile("purple", 1)
    scene = table(app, bag=bag_of(green, blue, arch, purple))
    state = scene.state
    scene.play(Take(state.offer.index(green), 0, (1, 0)))  # seat 0
    scene.play(Take(state.offer.index(blue), 0, (1, 0)))  # seat 1
    scene.play(Take(state.offer.index(purple), 1, (0, 1)))  # round 2: seat 1 first
    assert state.current_seat == 0 and state.offer == (arch,)
    scene.arch.side = 0  # facing up, towards the green tile at (1, 0)
    text, points = scene.score_preview(("offer", 0), (1, 1))
    assert points >= 5 and text.startswith(f"+{points}: ") and ("arches +5" in text or text == "+5: arches")
    scene.arch.side = 2  # facing down: nothing green there
    assert scene.score_preview(("offer", 0), (1, 1))[1] == points - 5  # no arch points
    # drawn while held over the cell
    app.manager.draw(app.surface)
    start, end = scene.offer.rects[0].center, cell_pos(scene, (1, 1))
    app.manager.dispatch(move(start))
    app.manager.dispatch(down(start))
    app.manager.dispatch(move(end, (1, 0, 0)))
    assert scene.drag.hover_target == (1, 1)
    app.manager.draw(app.surface)
    assert state.stacks(0) == {(0, 0): state.stacks(0)[(0, 0)], (1, 0): (green,)}  # nothing was played


def test_a_point_between_two_cells_belongs_to_the_cell_whose_rectangle_holds_it(app):
    scene = table(app)
    view = scene.view
    for x in range(view.rect.left, view.rect.right, 7):
        for y in range(view.rect.top, view.rect.bottom, 13):
            assert view.cell_rect(view.cell_at((x, y))).collidepoint((x, y))


def test_a_new_zoom_draws_a_quick_rescale_and_the_art_is_rasterised_off_the_frame(app):
    rendered = []
    go = threading.Event()

    def render(size, name):
        if any(kind == name for kind, _ in rendered):  # each kind after its first on the rasteriser's thread
            assert threading.current_thread() is not threading.main_thread()
            go.wait(HANG_SECONDS)
        rendered.append((name, size))
        return pygame.Surface((size, size), pygame.SRCALPHA)

    rasteriser = Rasteriser()
    art = SizedArt(render, rasteriser)
    assert art.sharp(60, "tile")  # what a drawing will show, asked before it draws
    art.now(60, "tile")
    assert rendered == [("tile", 60)]  # the first image of a kind is rasterised at once
    quick = art.now(80, "tile")  # the view zoomed: the frame does not wait for the rasteriser
    assert rendered == [("tile", 60)] and quick.get_size() == (80, 80) and not art.sharp(80, "tile")
    assert art.now(80, "tile") is quick and not rasteriser.deliver()
    generation = art.generation
    go.set()
    assert rasteriser.deliver(time.perf_counter() + HANG_SECONDS) and art.generation > generation
    assert rendered[-1] == ("tile", 80) and art.now(80, "tile") is not quick and art.sharp(80, "tile")
    art.prepare(90, "tile")  # ahead, on the thread
    art.prepare(50, "arch")  # the first of its kind: at once
    assert rendered[-1] == ("arch", 50)
    assert rasteriser.wait_until_rasterised(HANG_SECONDS)
    assert not rasteriser.deliver() and rasteriser.idle  # prepared ahead: nothing on show changed
    assert rendered[-1] == ("tile", 90)
    art.now(90, "tile")
    assert art.sharp(SMALL, "tile") and not art.sharp(SMALL + 1, "tile")
    small = art.now(SMALL, "tile")  # a small image rescaled from a bigger one is kept as it is
    assert len(rendered) == 4 and art.now(SMALL, "tile") is small and rasteriser.idle


def test_a_picture_asked_for_during_a_frame_is_rasterised_after_it(app):
    """Rasterising holds the GIL: a picture started while the frame is made would stop the
    frame at its next blit until the picture is done (1-2 ms, a move's frame at 1280x720)."""
    started = []

    def render(size, name):
        started.append(time.perf_counter())
        return pygame.Surface((size, size), pygame.SRCALPHA)

    rasteriser = Rasteriser()
    art = SizedArt(render, rasteriser)
    art.now(60, "tile")  # the first of its kind: at once
    with frame_gate.making_a_frame():
        art.now(80, "tile")  # a rescale on show, its picture asked of the thread
        time.sleep(0.2)
        assert len(started) == 1  # not started while the frame is made
        frame_done = time.perf_counter()
    assert rasteriser.wait_until_rasterised(HANG_SECONDS)
    assert len(started) == 2 and started[1] >= frame_done
    with frame_gate.making_a_frame():  # a frame that waits for its pictures lets them be made
        art.now(100, "tile")
        assert rasteriser.deliver(time.perf_counter() + HANG_SECONDS) and art.sharp(100, "tile")
        assert len(started) == 3
        art.now(120, "tile")
        time.sleep(0.2)
        assert len(started) == 3  # the frame holds them back again once it has what it waited for
    assert rasteriser.deliver(time.perf_counter() + HANG_SECONDS) and len(started) == 4


def test_the_preview_says_what_the_grounds_would_score_if_the_game_ended_then(app):
    scene = late_game(app, (1280, 720))
    state = scene.state
    seat = state.current_seat
    previews = 0
    for move in state.legal_moves():
        side = scene.rules.held_side(("offer", move.offer_index)) if isinstance(move, Take) else None
        if not isinstance(move, Take) or move.elephant != 0 or move.arch_side != side:
            continue
        text, _ = scene.score_preview(("offer", move.offer_index), move.cell)
        after = state.clone()
        after.apply(move)
        total = after.scores()[seat]
        penalties = [f"{l.category.lower()} {l.points:+d}" for l in after.score_lines()
                     if l.seat == seat and l.category in ("Removed tiles", "Missing colours") and l.points]
        ending = f"if the game ended now: {total} point{'s' if abs(total) != 1 else ''}"
        assert text.endswith(ending + (f" ({', '.join(penalties)})" if penalties else "")), text
        previews += 1
    assert previews

