"""The banner of every table says whose turn it is and what they may do, whole: every
guidance line of a whole game (and of the phases a game only reaches with the pointer)
fits its row at 1024x640, 1280x720 and 1920x1080 with the longest names a seat may have,
and no text runs under the table's buttons."""
import dataclasses
import random

import pygame
import pytest

from game.kerala import Take
from scenes import tables
from scenes.kerala import KeralaTable
from scenes.table import banner
from scenes.table.controls import ControlActions, ControlsShown, TableControls
from scenes.table.screen_updates import ScreenUpdates
from scenes.ui import theme
from session import registry
from session.seats import COMPUTER, MAX_NAME, GameSetup, SeatSetup
from tests.events import down, move
from tests.table_checks import changed_outside

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]
TABLES = list(tables.TABLES.values())
LONG = "W" * MAX_NAME


def people(game_id: str, seats: int, computers=()) -> GameSetup:
    colors = registry.get(game_id).default_colors(seats)
    return GameSetup(game_id, tuple(SeatSetup(f"{LONG[:-1]}{i + 1}", color, COMPUTER if i in computers else "human",
                                              "normal" if i in computers else "")
                                    for i, color in enumerate(colors)))


def most_seats(table_class) -> int:
    return registry.get(table_class.game_id).max_players


def open_table(app, size, table_class, computers=()):
    app.set_window(size=size)
    scene = table_class(app, people(table_class.game_id, most_seats(table_class), computers), seed=4)
    app.manager.reset(scene)
    app.manager.draw(app.surface)
    return scene


def assert_whole(scene, seen: set) -> None:
    view = scene.banner_view()
    parts = banner.layout(view)
    words = (view.headline, view.guidance)
    assert parts.whole, f"cut at {scene.size}: {words}"
    seen.add(words)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("table_class", TABLES)
def test_every_guidance_line_of_a_whole_game_shows_whole(app, size, table_class):
    scene = open_table(app, size, table_class)
    rng = random.Random(7)
    seen: set = set()
    while not scene.state.is_over:
        assert_whole(scene, seen)
        scene.play(rng.choice(scene.state.legal_moves()))
        app.manager.update(0)
    assert_whole(scene, seen)
    scene.history.show_moment(3)  # a moment of the past says so
    assert_whole(scene, seen)
    assert len({guidance for _, guidance in seen}) >= 3, seen


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("table_class", TABLES)
def test_a_computers_turn_and_a_pause_show_whole(app, size, table_class):
    scene = open_table(app, size, table_class, computers=range(1, most_seats(table_class)))
    seen: set = set()
    scene.play(scene.state.legal_moves()[0])
    while not scene.is_computer(scene.state.current_seat):
        scene.play(scene.state.legal_moves()[0])
    assert_whole(scene, seen)
    scene.toggle_pause()
    assert_whole(scene, seen)
    assert any("paused" in guidance for _, guidance in seen)


@pytest.mark.parametrize("size", SIZES)
def test_the_kerala_phases_reached_with_the_pointer_show_whole(app, size):
    """Holding an arch (turned with the wheel) and the question which elephant walks."""
    scene = open_table(app, size, KeralaTable)
    seen: set = set()
    rng = random.Random(3)
    asked = held_arch = False
    for _ in range(400):
        state = scene.state
        if state.is_over:
            break
        arches = [i for i, tile in enumerate(state.offer) if tile.kind == "arch"]
        if arches and not held_arch and scene.human_to_move and state.pending_special is None:
            start = scene.offer.rects[arches[0]].center
            app.manager.dispatch(down(start))
            app.manager.dispatch(move((start[0] + 30, start[1] - 30), (1, 0, 0)))
            assert scene.holding_arch()
            assert_whole(scene, seen)
            scene.drag.cancel()
            held_arch = True
        takes = [m for m in state.legal_moves() if isinstance(m, Take)]
        both = [m for m in takes if any(o != m and o.cell == m.cell and o.offer_index == m.offer_index
                                        and o.arch_side == m.arch_side for o in takes)]
        if both and not asked:
            scene.question.ask(both[0].offer_index, both[0].cell, both[0].arch_side)
            assert_whole(scene, seen)
            scene.question.forget()
            asked = True
        if asked and held_arch:
            break
        scene.play(rng.choice(state.legal_moves()))
    assert asked and held_arch
    assert any("which elephant" in headline for headline, _ in seen)
    assert any("Turn the arch" in guidance for _, guidance in seen)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("table_class", TABLES)
def test_no_text_of_the_banner_runs_under_its_buttons(app, size, table_class):
    scene = open_table(app, size, table_class, computers=(1,))
    view = scene.banner_view()
    parts = banner.layout(view)
    buttons = [b.rect for b in scene.controls.buttons if b.visible]
    left_of_buttons = view.rect.right - view.reserve
    assert buttons and all(view.rect.contains(b) for b in buttons)
    assert all(b.left >= left_of_buttons for b in buttons)
    head, font = parts.headline
    assert head.left + font.size(view.headline)[0] <= left_of_buttons
    if parts.facts is not None:
        facts, _ = parts.facts
        assert facts.right <= left_of_buttons and facts.left >= head.left + font.size(view.headline)[0]
    room, _, lines = parts.guidance
    first_row = banner.first_row(view.rect)
    assert room.top >= first_row.bottom and all(not room.colliderect(b) for b in buttons)
    assert pygame.Rect(app.surface.get_rect()).contains(view.rect)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("table_class", TABLES)
def test_every_moment_of_a_replay_says_which_move_it_is_whole(app, size, table_class):
    """A replay's banner says which move is shown and what it did (the message strip
    holds the replay's bar), whole at every moment of a whole game."""
    scene = open_table(app, size, table_class)
    rng = random.Random(5)
    while not scene.state.is_over:
        scene.play(rng.choice(scene.state.legal_moves()))
    replay = table_class(app, scene.setup, seed=scene.seed, record=scene.record, replay=True)
    app.manager.reset(replay)
    app.manager.draw(app.surface)
    seen: set = set()
    moves = len(scene.record.entries)
    for number in range(moves + 1):
        replay.history.replay_bar.go(number)
        assert_whole(replay, seen)
        guidance = replay.banner_view().guidance
        assert guidance.startswith(f"Move {number} of {moves}: " if number else "The start of the game"), guidance
        assert replay.strip.text == ""


def test_a_change_draws_and_sends_only_the_parts_of_the_banner_that_changed(app):
    """The turn passing redrew and copied all of the banner, and the table's buttons over it
    (about 1 ms of a move's frame at 2560x1440, on every table); then each new sentence of
    guidance all of its row, and a button that changed all the buttons."""
    app.set_window(size=(1280, 720))
    surface, area = app.surface, (0, 0, 1280, 80)
    buttons = [pygame.Rect(1100, 8, 80, 34), pygame.Rect(1190, 8, 80, 34)]

    def view(seat, bag, guidance="Drag a tile from the middle to a green cell, or pass.", scale=1.0):
        return banner.BannerView(area, ("blue", "red")[seat], f"Player {seat + 1}'s turn", guidance,
                                 f"Round 2 of 9  ·  {bag} in the bag", 300, scale)

    def frame(shown, again=(False, False)):
        screen = ScreenUpdates()
        screen.frame_done()  # not the first frame: it sends what it changed
        before = surface.copy()
        under = drawn.draw(surface, shown, screen, under=buttons, again=again)
        assert changed_outside(before, surface, screen.rects()) == 0  # every changed pixel is sent
        whole = banner.picture(shown)
        same = pygame.mask.from_threshold(surface.subsurface(area), (0, 0, 0), (1, 1, 1, 255), whole, 1)
        assert same.count() == 1280 * 80  # as drawn from nothing
        return under, screen.rects()

    drawn = banner.Banner()
    frame(view(0, 30))
    under, sent = frame(view(1, 30))  # the turn passes: the colour, its token and the headline
    assert not under and sum(r.width * r.height for r in sent) < 1280 * 80 // 3
    under, sent = frame(view(1, 29))  # the bag: the facts, which end beside the buttons
    assert not under and all(r.right <= buttons[0].left for r in sent)
    under, sent = frame(view(1, 29), again=(True, False))  # a button changes: the banner under it, for it to be drawn over
    assert under == [0] and all(buttons[0].contains(r.inflate(-8, -8)) for r in sent)
    under, sent = frame(view(1, 29, "Other words."))  # a shorter sentence: the row where either lies
    long = banner.layout(view(1, 29)).guidance
    assert not under and all(r.right <= long[0].left + long[1].size(long[2][0])[0] + 4 for r in sent)
    wide = "Other words, in the second row, from one end of the banner to the other, as far as they go."
    under, sent = frame(view(0, 28, wide))  # the turn and a long sentence: still clear of the buttons
    assert not under and sum(r.width * r.height for r in sent) < 1280 * 80 // 2
    under, sent = frame(view(0, 28, wide, scale=1.1))  # a new size: all of it, under the buttons too
    assert under == [0, 1] and pygame.Rect(area) in [r.inflate(-4, -4) for r in sent]


@pytest.mark.parametrize("table_class", TABLES)
def test_the_buttons_over_the_banner_are_drawn_again_only_when_what_they_show_changed(app, table_class):
    """A table refreshes its buttons after every move; each refresh used to draw them (and
    the banner under them) again."""
    scene = open_table(app, (1280, 720), table_class)
    scene.refresh_controls()
    app.manager.draw(app.surface)
    assert not scene.controls.changed
    scene.refresh_controls()  # nothing they show changed
    assert not scene.controls.changed
    scene.play(scene.state.legal_moves()[0])  # Undo comes on
    assert scene.controls.changed


@pytest.mark.parametrize("table_class", TABLES)
def test_a_button_that_changes_is_drawn_again_alone(app, table_class):
    """One button lighting up (or Undo coming on) drew all the table's buttons again, and
    the banner under each."""
    scene = open_table(app, (1280, 720), table_class)
    app.manager.draw(app.surface)
    drawn = []
    for button in scene.controls.buttons:
        button.draw = lambda surface, button=button, draw=button.draw: (drawn.append(button.text), draw(surface))
    rules = scene.controls.rules_button
    app.manager.dispatch(move(rules.rect.center))  # it lights up under the pointer
    app.manager.draw(app.surface)
    assert drawn == ["Rules"]
    sent = app.manager.changed_rects
    others = [theme.panel_area(b.rect) for b in scene.controls.buttons if b is not rules]
    assert sent is not None and not any(area.collidelist(sent) != -1 for area in others)


def test_a_new_bag_count_does_not_wrap_the_same_guidance_again(app, monkeypatch):
    """Each move's banner (new facts) measured every word of the unchanged guidance again
    in up to three fonts (0.2-0.4 ms of a move's frame)."""
    wrapped = []
    wrap = theme.wrap_text
    monkeypatch.setattr(theme, "wrap_text", lambda text, *rest: (wrapped.append(text), wrap(text, *rest))[1])
    guidance = "A sentence said once, with words to wrap: " + str(id(wrapped))
    for bag in (30, 29, 28):
        view = banner.BannerView((0, 0, 1280, 80), "blue", "Player 1's turn", guidance,
                                 f"Round 2 of 9  ·  {bag} in the bag", 300, 1.0)
        assert banner.layout(view).guidance is not None
    assert wrapped == [guidance]


def test_the_banner_is_drawn_again_where_a_button_is_gone(app):
    """A computer's move ended the game: Save as…, Hint, Undo, Redo and Pause left (only Log
    and Rules stay), and the window kept showing them under the banner's facts."""
    app.set_window(size=(1280, 720))
    surface, area = app.surface, pygame.Rect(0, 0, 1280, 80)
    controls = TableControls(ControlActions(*[lambda: None] * 7))
    playing = ControlsShown(playing=True, editable=True, computers=True, has_log=True, log_open=False, paused=False,
                            undo_refusal=None, redo_refusal=None, hint_refusal=None)
    drawn = banner.Banner()

    def frame(shown: ControlsShown) -> pygame.Surface:
        controls.place(area, 1.0, shown)
        view = banner.BannerView(tuple(area), None, "The game is over", "Player 1 wins with 15 points!",
                                 "Round 3 of 3", controls.reserve, 1.0)
        screen = ScreenUpdates()
        screen.frame_done()  # not the first frame: it sends what it changed
        before = surface.copy()
        controls.draw_with_banner(surface, drawn, view, screen)
        assert changed_outside(before, surface, screen.rects()) == 0
        whole = banner.picture(view).copy()
        for button in controls.buttons:
            button.draw(whole)
        return whole

    frame(playing)
    whole = frame(dataclasses.replace(playing, playing=False, editable=False))
    assert [button.text for button in controls.buttons] == ["Rules", "Log"]
    assert pygame.image.tobytes(surface.subsurface(area), "RGB") == pygame.image.tobytes(whole, "RGB")
