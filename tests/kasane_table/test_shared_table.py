"""The Kasane table on the pieces every table shares (issue 15): paced and pausable
computer moves with the last move outlined, Rules and Pause in the banner with the
banner's text kept clear of them, the Rules over the table, the red outline of a
refused drop with its reason, the engine's score preview, wrapped messages, whole
names and levels, and the menu's Continue caption."""
import random
import time

import pygame
import pytest

from game.kasane import Combine, EndTurn, Take
from session import registry
from scenes.kasane import KasaneTable, over_table, seat_strip
from scenes.kasane.input import HAND
from session.seats import COMPUTER, GameSetup, SeatSetup
from scenes.table import marks
from tests.events import down, move, up
from tests.table_checks import FirstMove, assert_paced, record_pacing, step

from .helpers import A, press, settle, table, take_by_drag

SIZES = [(1280, 720), (1920, 1080)]
JU = "juu"
SCRIPT = [[1, 4, 6, 4], [2, 2, 7, 3], [1, 2, 3, 5], [8, 9, 8, 9]]


def computer_table(app, people=1, players=4):
    colors = registry.get("kasane").default_colors(players)
    seats = tuple(SeatSetup(f"Ann {i}", colors[i]) for i in range(people)) + tuple(
        SeatSetup(f"Bot {i}", colors[people + i], COMPUTER, "normal") for i in range(players - people))
    scene = KasaneTable(app, GameSetup("kasane", seats), seed=9)
    scene.computers.bots = {seat: FirstMove() for seat in scene.computers.bots}
    app.manager.reset(scene)
    return scene


def person_plays(scene):
    state = scene.state
    scene.play(Take(next(m.row for m in state.legal_moves() if type(m) is Take)))
    if state.phase == "combine" and not scene.is_computer(state.current_seat):
        scene.play(EndTurn())


def test_each_computer_move_stays_on_show_and_the_last_move_stays_outlined(app):
    scene = computer_table(app)
    events = record_pacing(scene)
    person_plays(scene)
    deadline = time.time() + 30
    while sum(kind == "land" for kind, _ in events) < 8 and time.time() < deadline:
        step(app)
        if scene.human_to_move:
            person_plays(scene)
        elif scene.last_turn.seat is not None and scene.is_computer(scene.last_turn.seat) and not scene.showing_move:
            last = scene.last_turn   # a computer acted last: its card or its slot is outlined
            assert last.slot(scene.state.kakemono) is not None or last.outlined_card(last.seat) is not None
    assert_paced(events, scene.computers.pacing.scale, at_least=7)


def test_a_gliding_card_is_sent_to_the_screen(app):
    scene = computer_table(app)
    person_plays(scene)
    deadline = time.time() + 10
    while not scene.animator.active and time.time() < deadline:
        step(app)
    assert scene.animator.active
    app.manager.draw(app.surface)
    for _ in range(5):
        app.manager.update(1 / 30)
        app.manager.draw(app.surface)
        rects = app.manager.changed_rects
        assert rects is None or rects, "a frame of a glide must copy the moving card to the screen"


def hold(app, start, end):
    app.manager.dispatch(move(start))
    app.manager.dispatch(down(start))
    app.manager.dispatch(move(end, (1, 0, 0)))
    app.manager.draw(app.surface)


@pytest.mark.parametrize("size", SIZES)
def test_a_card_held_over_another_row_or_the_kakemono_shows_red_and_says_why(app, size):
    app.set_window(size=size)
    scene = table(app, rows=SCRIPT)
    before = scene.state.to_json()
    start = scene.places.market_card(0, 3).center
    other = scene.places.seat_rows[1]
    hold(app, start, other.center)
    assert scene.drop_rect_at(other.center) == other and scene.drag.hover_target is None
    red = app.surface.get_at((other.left, other.centery))[:3]
    assert red == marks.REFUSED
    app.manager.dispatch(up(other.center))
    assert scene.message == ("That is Player 2's row: the card you take goes into your own row, "
                             "the one that glows.") and scene.message_is_refusal
    settle(app)
    slot = scene.places.slots[(JU, 2)]
    hold(app, start, slot.center)
    assert app.surface.get_at((slot.left - 1, slot.centery))[:3] == marks.REFUSED
    app.manager.dispatch(up(slot.center))
    assert scene.message.startswith("A card goes into your hand first")
    hold(app, start, scene.places.seat_rows[0].center)   # over the own row: green, no red
    assert scene.drag.hover_target == HAND and scene.drop_rect_at(scene.places.seat_rows[0].center) is None
    app.manager.dispatch(up(scene.places.seat_rows[0].center))
    assert scene.state.to_json() != before and scene.state.hands[0][-1].value == 4


def test_a_held_card_and_the_row_it_lights_are_sent_to_the_screen(app):
    scene = table(app, rows=SCRIPT)
    start = scene.places.market_card(0, 3).center
    between = scene.places.seat_rows[1].top - 4          # over nothing: only the card moves
    hold(app, start, (start[0], between))
    for x in (start[0] + 20, start[0] + 40):
        app.manager.dispatch(move((x, between), (1, 0, 0)))
        app.manager.update(1 / 60)
        app.manager.draw(app.surface)
        rects = app.manager.changed_rects
        assert rects is not None and any(r.collidepoint(x, between) for r in rects), \
            "the held card must be copied to the screen where it is drawn"
    own = scene.places.seat_rows[0]
    app.manager.dispatch(move(own.center, (1, 0, 0)))   # the row glows brighter under the card
    app.manager.draw(app.surface)
    assert scene.drag.hover_target == HAND and app.manager.changed_rects is None
    app.manager.dispatch(move((own.centerx + 20, own.centery), (1, 0, 0)))
    app.manager.draw(app.surface)
    assert app.manager.changed_rects is not None       # the glow stays: only the card moved


def engine_points(state, move):
    after = state.clone()
    after.apply(move)
    return after.scores()[state.current_seat] - state.scores()[state.current_seat]


def badge_pixels(surface, anchor):
    area = pygame.Rect(anchor.centerx - 60, anchor.top - 40, 120, 36).clip(surface.get_rect())
    return sum(surface.get_at((x, y))[:3] == marks.GOOD
               for x in range(area.left, area.right, 2) for y in range(area.top, area.bottom, 2))


@pytest.mark.parametrize("size", SIZES)
def test_the_chooser_previews_the_points_of_its_selection(app, size):
    app.set_window(size=size)
    scene = table(app, rows=SCRIPT)
    for row in (0, 1, 0):                            # seat 0 holds 4-6: Juu for 2 points
        take_by_drag(app, scene, row)
    text, points = scene.picture.selection_preview
    assert points == engine_points(scene.state, Combine(2, False, JU)) >= 2
    assert text == f"+{points}: Juu"   # the new combination by its style
    app.manager.draw(app.surface)
    anchor = over_table.selection_rect(scene.picture)
    assert badge_pixels(app.surface, anchor) > 10    # the green badge over the selected cards
    press(app, scene.chooser_panel.buttons["fewer"].rect.center)   # one card: nothing to preview
    assert scene.picture.selection_preview is None
    app.manager.draw(app.surface)
    assert badge_pixels(app.surface, over_table.selection_rect(scene.picture)) == 0


def test_holding_an_accessory_over_the_own_row_previews_its_point(app):
    scene = table(app, rows=[[1, 4, 3, A], [2, 2, 7, 3], [1, 2, 3, 5], [8, 9, 8, 9]])
    assert scene.score_preview(("market", 0), HAND) == ("+1: accessories", 1)
    assert engine_points(scene.state, Take(0)) == 1
    assert scene.score_preview(("market", 1), HAND) is None   # a fabric card scores nothing yet
    hold(app, scene.places.market_card(0, 3).center, scene.places.seat_rows[0].center)
    assert scene.drag.hover_target == HAND


@pytest.mark.parametrize("size", SIZES)
def test_every_message_of_a_four_player_game_wraps_inside_its_strip(app, size):
    app.set_window(size=size)
    colors = registry.get("kasane").default_colors(4)
    setup = GameSetup("kasane", tuple(SeatSetup(f"Longer Name Number {i}", c) for i, c in enumerate(colors)))
    scene = KasaneTable(app, setup, seed=11)
    app.manager.reset(scene)
    rng = random.Random(3)
    longest = 0
    window, strip = app.surface.get_rect(), scene.rects["message"]
    while not scene.state.is_over:
        scene.play(rng.choice(scene.state.legal_moves()))
        app.manager.draw(app.surface)
        if scene.message:
            longest = max(longest, len(scene.message))
            assert window.contains(scene.message_rect) and strip.contains(scene.message_rect), scene.message
    scene.refuse("Only the kimono's last card may start a new combination. " * 2)
    app.manager.draw(app.surface)
    assert strip.contains(scene.message_rect) and scene.message_rect.height > 40 * scene.scale   # two lines
    assert longest > 110
    scene.refuse("A sentence far longer than any the table says, to see it wrap. " * 6)   # over the table
    app.manager.draw(app.surface)
    assert window.contains(scene.message_rect) and scene.message_rect.height > strip.height
    tall = scene.message_rect
    scene.refuse("Short again.")
    app.manager.draw(app.surface)
    assert strip.contains(scene.message_rect)
    assert app.surface.get_at((tall.centerx, tall.top + 3))[:3] != (90, 40, 36)   # the tall box is gone


@pytest.mark.parametrize("size", SIZES)
def test_names_and_levels_are_never_cut_in_the_seat_strips(app, size, monkeypatch):
    drawn = []
    real = seat_strip.draw_text
    monkeypatch.setattr(seat_strip, "draw_text", lambda s, text, font, *rest: drawn.append(
        (text, real(s, text, font, *rest))) or drawn[-1][1])
    app.set_window(size=size)
    colors = registry.get("kasane").default_colors(4)
    setup = GameSetup("kasane", tuple(SeatSetup("W" * 16, c, COMPUTER if i else "human", "normal" if i else "")
                                      for i, c in enumerate(colors)))
    scene = KasaneTable(app, setup, seed=2)
    app.manager.reset(scene)
    app.manager.draw(app.surface)
    info = scene.places.info_w
    names = [rect for text, rect in drawn if text == "W" * 16]
    levels = [rect for text, rect in drawn if text in ("Normal computer", "Normal")]
    assert len(names) == 4 and len(levels) == 3
    for rect in names + levels:
        row = next(r for r in scene.places.seat_rows if r.collidepoint(rect.center))
        assert row.left <= rect.left and rect.right <= row.left + info   # in the seat's details, whole
