"""The Kerala table driven by handed events: every kind of move by mouse."""
import random

import pygame

from game.kerala import KeralaState, MoveElephant, MoveTile, Pass, SkipSpecial, Take, Tile, build_tile_set
from session import registry
from scenes.kerala import KeralaTable
from scenes.pages.results import ResultsScene
from session.seats import default_setup
from tests.events import down, drag_with_mouse, key, move, up, wheel
from tests.test_monkey import random_event


def table(app, players=2, bag=None, seed=5):
    setup = default_setup(registry.get("kerala"), players)
    state = None
    if bag is not None:
        state = KeralaState.new(players, colors=[s.color for s in setup.seats], bag=bag)
    scene = KeralaTable(app, setup, seed=seed, state=state)
    app.manager.reset(scene)
    app.manager.draw(app.surface)
    return scene


def bag_of(*tiles, players=2):
    """A bag whose first tiles are ``tiles``, then the rest of the set (never a seat colour first)."""
    rest = build_tile_set()
    for t in tiles:
        rest.remove(t)
    return list(tiles) + rest


def drag(app, start, end):
    drag_with_mouse(app.manager, start, end)
    app.manager.update(0.05)
    app.manager.draw(app.surface)


def cell_pos(scene, cell):
    return scene.view.cell_rect(cell).center


def test_a_plain_tile_dragged_to_a_legal_cell_is_played(app):
    t = Tile("red", 2)
    scene = table(app, bag=bag_of(t, Tile("green", 1)))
    index = scene.state.offer.index(t)
    drag(app, scene.offer.rects[index].center, cell_pos(scene, (1, 0)))
    # both elephants stand on the start tile: which one walks changes nothing, so nobody is asked
    assert scene.question.asked is None
    assert scene.state.stacks(0)[(1, 0)] == (t,)
    assert sorted(scene.state.elephants(0)) == [(0, 0), (1, 0)]
    assert scene.state.current_seat == 1 and scene.focus == 1


def test_a_refused_drop_snaps_back_and_says_why(app):
    scene = table(app)
    before = scene.state.to_json()
    drag(app, scene.offer.rects[0].center, cell_pos(scene, (1, 1)))  # diagonal: not next to it
    assert scene.state.to_json() == before
    assert scene.strip.text == "That cell is not next to a tile where one of your elephants stands."
    assert scene.strip.is_refusal and scene.drag.snap_back is not None
    drag(app, scene.offer.rects[0].center, scene.rects["seats"].center)
    assert "highlighted cells" in scene.strip.text


def test_the_arch_turns_while_held_and_is_placed_on_its_side(app):
    arch = Tile("red", 0, "arch", "green")
    scene = table(app, bag=bag_of(arch, Tile("green", 1)))
    index = scene.state.offer.index(arch)
    start = scene.offer.rects[index].center
    app.manager.dispatch(move(start))
    app.manager.dispatch(down(start))
    app.manager.dispatch(move((start[0] + 30, start[1] - 30), (1, 0, 0)))
    assert scene.holding_arch()
    app.manager.dispatch(down(start, button=3))  # right-click turns it
    app.manager.dispatch(wheel(1))
    app.manager.dispatch(key(pygame.K_r))
    assert scene.arch.side == 3 and scene.drag.holding
    end = cell_pos(scene, (0, 1))
    app.manager.dispatch(move(end, (1, 0, 0)))
    app.manager.draw(app.surface)  # the +5 hint is drawn while hovering
    app.manager.dispatch(up(end))
    placed = scene.state.stacks(0)[(0, 1)][-1]
    assert placed.kind == "arch" and placed.arch_side == 3


def test_building_over_a_stack_is_a_drop_on_it(app):
    first, second = Tile("red", 1), Tile("green", 3)
    blue, black = Tile("purple", 2), Tile("purple", 1)
    scene = table(app, bag=bag_of(first, blue, second, black))
    state = scene.state
    scene.play(Take(state.offer.index(first), 0, (1, 0)))
    scene.play(Take(0, 0, (1, 0)))  # seat 1
    # round 2: seat 1 holds the bag; seat 1 then seat 0
    scene.play(next(m for m in state.legal_moves() if isinstance(m, Take)))
    assert state.current_seat == 0
    app.manager.draw(app.surface)
    index = 0
    tile = state.offer[index]
    # elephant 1 is still on the start tile next to (1, 0), where elephant 0 stands: build at (0, 1)
    drag(app, scene.offer.rects[index].center, cell_pos(scene, (0, 1)))
    assert state.stacks(0)[(0, 1)] == (tile,)
    # now seat 0's elephants are on (1, 0) and (0, 1); the start tile (0, 0) is next to both
    while state.current_seat != 0:
        scene.play(next(m for m in state.legal_moves() if isinstance(m, Take)))
    tile = state.offer[0]
    drag(app, scene.offer.rects[0].center, cell_pos(scene, (0, 0)))
    app.manager.dispatch(down(scene.elephant_rects(0)[0].center))
    assert state.stacks(0)[(0, 0)][-1] == tile and len(state.stacks(0)[(0, 0)]) == 2


def special_game(app, kind):
    """Seat 0 ends round 2 holding a special tile, with a stack free to move."""
    special = Tile("red", 0, kind)
    scene = table(app, bag=bag_of(Tile("red", 1), Tile("green", 1), Tile("green", 2), special))
    state = scene.state
    scene.play(Take(state.offer.index(Tile("red", 1)), 0, (1, 0)))  # seat 0
    scene.play(Take(0, 0, (1, 0)))  # seat 1
    scene.play(Take(state.offer.index(Tile("green", 2)), 0, (2, 0)))  # round 2: seat 1 holds the bag
    assert state.current_seat == 0
    app.manager.draw(app.surface)
    index = state.offer.index(special)
    drag(app, scene.offer.rects[index].center, cell_pos(scene, (0, 1)))  # next to elephant 1 only
    assert state.pending_special == kind
    assert state.elephants(0) == ((1, 0), (0, 1))
    app.manager.draw(app.surface)
    return scene


def test_move_elephant_by_dragging_an_elephant(app):
    scene = special_game(app, "move_elephant")
    state = scene.state
    elephants = scene.elephant_rects(0)
    assert scene.skip_button.visible and not scene.pass_button.enabled
    target = next(c for c in state.elephant_destinations()[0])
    drag(app, elephants[0].center, cell_pos(scene, target))
    assert state.elephants(0)[0] == target and state.pending_special is None
    assert isinstance(scene.last_move, MoveElephant)


def test_move_tile_by_dragging_a_stack(app):
    scene = special_game(app, "move_tile")
    state = scene.state
    source, targets = next(iter(state.movable_stacks().items()))
    drag(app, cell_pos(scene, source), cell_pos(scene, targets[0]))
    assert targets[0] in state.stacks(0) and source not in state.stacks(0)
    assert isinstance(scene.last_move, MoveTile)


def test_skip_and_pass_buttons(app):
    scene = special_game(app, "move_tile")
    state = scene.state
    app.manager.dispatch(down(scene.skip_button.rect.center))
    app.manager.dispatch(up(scene.skip_button.rect.center))
    assert state.pending_special is None and isinstance(scene.last_move, SkipSpecial)
    app.manager.draw(app.surface)
    seat = state.current_seat
    left = state.passes_left(seat)
    app.manager.dispatch(down(scene.pass_button.rect.center))
    app.manager.dispatch(up(scene.pass_button.rect.center))
    assert state.passes_left(seat) == left - 1 and state.current_seat != seat
    assert "passes" in scene.strip.text


def test_pass_is_disabled_with_no_passes_left(app):
    scene = table(app)
    state = scene.state
    for _ in range(200):
        if state.passes_left(state.current_seat) == 0 and state.pending_special is None:
            break
        moves = state.legal_moves()
        scene.play(Pass() if Pass() in moves else next(m for m in moves if isinstance(m, Take)))
    scene.sync()
    assert not scene.pass_button.enabled and scene.pass_button.text == "Pass (0 left)"


def test_clicking_a_seat_enlarges_its_grounds(app):
    scene = table(app, players=3)
    app.manager.dispatch(down(scene.panel.rows[2].center))
    assert scene.focus == 2
    scene.play(next(m for m in scene.state.legal_moves() if isinstance(m, Take)))
    assert scene.focus == scene.state.current_seat


def test_the_end_shows_removed_areas_then_the_results(app):
    scene = table(app, seed=11)
    rng = random.Random(3)
    while not scene.state.is_over:
        scene.play(rng.choice(scene.state.legal_moves()))
    assert scene.finished and scene.scores_button.visible
    app.manager.draw(app.surface)
    app.manager.dispatch(down(scene.scores_button.rect.center))
    app.manager.dispatch(up(scene.scores_button.rect.center))
    results = app.manager.top
    assert isinstance(results, ResultsScene) and list(results.result.scores) == scene.state.scores()


def test_random_input_raises_nothing(app):
    scene = table(app, players=3)
    errors = []
    app.manager.on_error = errors.append
    rng = random.Random(7)
    for i in range(3200):
        top = app.manager.top
        if not isinstance(top, KeralaTable):
            scene = table(app, players=rng.choice([2, 3, 4, 5]), seed=i)
            app.manager.on_error = errors.append
            top = scene
        if rng.random() < 0.25 and top.state.offer and top.human_to_move:
            target = rng.choice(top.offer.rects[: len(top.state.offer)]).center
            app.manager.dispatch(down(target))
        else:
            app.manager.dispatch(random_event(rng, app.surface.get_size()))
        app.manager.update(1 / 60)
        if i % 7 == 0:
            app.manager.draw(app.surface)
    assert errors == []


def play_a_move(scene):
    """The seat to move takes the first tile it may (or plays the first move it has)."""
    moves = scene.state.legal_moves()
    scene.play(next((m for m in moves if isinstance(m, Take)), moves[0]))


def play_to_the_end(scene):
    """Every seat takes the first tile it may (and skips special moves) until the game is over."""
    while not scene.state.is_over:
        play_a_move(scene)


def test_the_end_says_how_to_reach_the_players_log_open_or_not(app):
    """The end tells a player to click a player to see the crossed-out areas; the open Log
    stands beside the grounds, so the players' panel is there to click either way."""
    for log_open in (False, True):
        scene = table(app, players=3, seed=5)
        if log_open:
            scene.history.toggle_log()
        play_to_the_end(scene)
        assert scene.finished and any(scene.state.grounds_score(s).removed_cells for s in range(3))
        assert "Click a player to see their grounds." in scene.strip.text
        assert not scene.history.log_area.colliderect(scene.rects["seats"])


def test_a_past_moment_shows_the_grounds_its_move_was_played_on(app):
    """The banner names the moment's move: the view shows that player's grounds, not the next
    player's; back at the present it shows the person to move."""
    scene = table(app, players=3)
    for _ in range(7):
        play_a_move(scene)
    entries = scene.record.entries
    differ = 0
    for moment in range(1, 7):
        scene.history.show_moment(moment)
        assert scene.focus == entries[moment - 1].seat
        differ += scene.focus != scene.state.current_seat
    assert differ  # at some moment the next player is another: the view did not just follow the turn
    scene.history.show_moment(0)
    assert scene.focus == scene.state.current_seat  # the start: no move yet, the first to play
    scene.history.back_to_present()
    assert scene.focus == scene.state.current_seat


def test_a_replay_steps_show_the_grounds_of_each_move(app):
    played = table(app, players=3)
    for _ in range(5):
        play_a_move(played)
    replay = KeralaTable(app, played.setup, seed=played.seed, record=played.record, replay=True)
    app.manager.reset(replay)
    app.manager.draw(app.surface)
    for moment in range(1, 6):
        replay.history.show_moment(moment)
        assert replay.focus == played.record.entries[moment - 1].seat
