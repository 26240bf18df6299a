"""The Kasane table on the pieces every table shares (issue 15): paced and pausable
computer moves with the last move outlined, Rules and Pause in the banner with the
banner's text kept clear of them, the Rules over the table, the red outline of a
refused drop with its reason, the engine's score preview, wrapped messages, whole
names and levels, and the menu's Continue caption."""
import random

import pygame
import pytest

from game.kasane import Combine, EndTurn, Take
from session import registry
from scenes.kasane import KasaneTable, kakemono, seat_strip, tooltips
from scenes.kasane.colors import LEGAL, REFUSED
from scenes.kasane.drag_rules import HAND
from session.seats import COMPUTER, GameSetup, SeatSetup, default_setup
from scenes.table import marks
from tests.events import down, move, up
from tests.table_checks import FirstMove, assert_paced, changed_outside, record_pacing, run_until, step, table_time

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
    playing = table_time("eight computer moves landing")
    while sum(kind == "land" for kind, _ in events) < 8 and playing():
        step(app)
        if scene.human_to_move:
            person_plays(scene)
        elif scene.marks.turns and scene.is_computer(scene.marks.turns[-1].seat) and not scene.showing_move:
            last = scene.marks.turns[-1]   # a computer acted last: its card or its slot is outlined
            assert last.combination is not None or last.outlined_card() is not None
    assert_paced(events, scene.computers.pacing.scale, at_least=7)


def test_a_gliding_card_is_sent_to_the_screen(app):
    scene = computer_table(app)
    person_plays(scene)
    run_until(app, lambda: scene.animator.active, "a computer's card gliding")
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
    assert scene.strip.text == ("That is Player 2's row: the card you take goes into your own row, "
                                "the one that glows.") and scene.strip.is_refusal
    settle(app)
    slot = scene.places.slots[(JU, 2)]
    hold(app, start, slot.center)
    assert app.surface.get_at((slot.left - 1, slot.centery))[:3] == marks.REFUSED
    app.manager.dispatch(up(slot.center))
    assert scene.strip.text.startswith("A card goes into your hand first")
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
    before = app.surface.copy()
    app.manager.dispatch(move(own.center, (1, 0, 0)))   # the row glows brighter under the card
    app.manager.draw(app.surface)
    rects = app.manager.changed_rects
    assert scene.drag.hover_target == HAND and rects is not None and any(r.contains(own) for r in rects)
    assert changed_outside(before, app.surface, rects) == 0   # the row redrawn, and only what changed sent
    for x in (20, 40):   # the glow stays: only the card moves
        before = app.surface.copy()
        app.manager.dispatch(move((own.centerx + x, own.centery), (1, 0, 0)))
        app.manager.draw(app.surface)
        rects = app.manager.changed_rects
        assert rects is not None and changed_outside(before, app.surface, rects) == 0
    assert not any(r.contains(own) for r in rects)


def engine_points(state, move):
    after = state.clone()
    after.apply(move)
    return after.scores()[state.current_seat] - state.scores()[state.current_seat]


@pytest.mark.parametrize("size", SIZES)
def test_the_chooser_lists_its_styles_on_the_kakemono_with_their_points(app, size):
    """While a person chooses, each style the selection forms says on its kakemono row
    what it brings (the engine's count) or why not, and nothing covers the market, the
    seats or the hand's header."""
    app.set_window(size=size)
    scene = table(app, rows=SCRIPT)
    untouched = scene.places.market_card(3, 3)       # row 4 is never taken from here
    header = scene.places.seats_header
    market_before = app.surface.subsurface(untouched).copy()
    header_before = app.surface.subsurface(header).copy()
    for row in (0, 1, 0):                            # seat 0 holds 4-6: Juu for 2 points
        take_by_drag(app, scene, row)
    app.manager.draw(app.surface)
    selection = scene.picture.selection
    assert selection.gain == engine_points(scene.state, Combine(2, False, JU)) >= 2
    choices = {choice.style: (choice, rect) for choice, rect in scene.chooser_options()}
    assert set(choices) == {JU, "kafuu_fugetsu"}
    assert kakemono.status(scene.picture, choices[JU][0]) == ((f"click to play: +{selection.gain}",), LEGAL)
    assert kakemono.status(scene.picture, choices["kafuu_fugetsu"][0]) == (("a better slot is free",), REFUSED)
    label = choices[JU][1]
    assert app.surface.get_at((label.left, label.centery))[:3] == LEGAL   # the row the selection may take
    assert same(market_before, app.surface.subsurface(untouched))         # the market stays in sight
    assert same(header_before, app.surface.subsurface(header))            # and the hand's header
    assert not any(scene.chooser_bar.rect.colliderect(r) for r in scene.places.seat_rows)
    press(app, scene.chooser_bar.buttons["fewer"].rect.center)   # one card: nothing to list
    app.manager.draw(app.surface)
    assert scene.chooser_options() == [] and scene.picture.selection.gain is None
    assert app.surface.get_at((label.left, label.centery))[:3] != LEGAL


def same(a, b) -> bool:
    return a.get_size() == b.get_size() and changed_outside(a, b, []) == 0


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
        if scene.strip.text:
            longest = max(longest, len(scene.strip.text))
            assert window.contains(scene.strip.rect) and strip.contains(scene.strip.rect), scene.strip.text
    scene.strip.refuse("Only the kimono's last card may start a new combination. " * 2)
    app.manager.draw(app.surface)
    assert strip.contains(scene.strip.rect) and scene.strip.rect.height > 40 * scene.scale   # two lines
    assert longest > 90   # the game said long sentences (a take and a combination of long names)
    scene.strip.refuse("A sentence far longer than any the table says, to see it wrap. " * 6)   # over the table
    app.manager.draw(app.surface)
    assert window.contains(scene.strip.rect) and scene.strip.rect.height > strip.height
    tall = scene.strip.rect
    scene.strip.refuse("Short again.")
    app.manager.draw(app.surface)
    assert strip.contains(scene.strip.rect)
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


def test_a_replay_buttons_reason_and_the_bars_shadow_are_sent_to_the_screen_and_wiped(app):
    """Why a replay button is off, and the replay bar's drop shadow, are drawn over the
    kept picture: every frame sends what it changed to the screen, and the reason goes
    when the pointer leaves (a playthrough saw "The replay is at the start of the game."
    stay on the screen with the pointer elsewhere, and the shadows darken frame by frame)."""
    game = registry.get("kasane")
    setup = default_setup(game, 3)
    record = game.new_record(setup, 4)
    rng = random.Random(4)
    while not record.state.is_over:
        record.play(rng.choice(record.state.legal_moves()))
    scene = KasaneTable(app, setup, seed=4, record=record, replay=True)
    app.manager.reset(scene)
    bar = scene.history.replay_bar
    away = scene.places.kimono_zone(1).center   # over nothing that says anything
    app.manager.dispatch(move(away))
    app.manager.draw(app.surface)
    clean = app.surface.copy()
    start = next(b for b in bar.buttons if b.text == "|<")
    assert not start.enabled   # the replay is at its start
    for event in (move(start.rect.center), None, None, move(away), None):
        before = app.surface.copy()
        if event is None:
            app.manager.update(0.5)
        else:
            app.manager.dispatch(event)
        app.manager.draw(app.surface)
        rects = app.manager.changed_rects
        assert rects is None or changed_outside(before, app.surface, rects) == 0, \
            "a frame changed the window where it does not update the screen"
        if event is not None and event.pos == start.rect.center:
            assert changed_outside(clean, app.surface, [start.rect]) > 0, "the reason shows"
    assert changed_outside(clean, app.surface, []) == 0, "the reason went and nothing darkened"


def test_a_playable_rows_figure_says_which_part_is_the_slot_and_which_the_bonuses():
    """"click to play: +11" on a 5-point slot read as a wrong slot (issue 46, item 19):
    where the cards moving into the kimono change the final bonuses, the row says so."""
    assert kakemono.playable_words(5, 5) == ("click to play: +5",)
    assert kakemono.playable_words(None, 5) == ("click to play",)
    words = kakemono.playable_words(11, 5)
    assert words[0] == "click to play: +5 for the slot, +6 in bonuses"
    assert all("+5" in w and "+6" in w and "slot" in w and "bonuses" in w for w in words)
    assert "-1 in bonuses" in kakemono.playable_words(4, 5)[0]


def test_a_seats_score_says_it_counts_the_bonuses_so_far(app):
    scene = table(app, rows=SCRIPT)
    lines = tooltips.score_tooltip(scene.state, 0)
    assert lines[0] == tooltips.SCORE_NOW and "bonuses" in lines[0]


def test_an_empty_hands_word_keeps_clear_of_where_its_first_card_goes(app, monkeypatch):
    """A hint's ghost card lay over "empty" (issue 46, item 20): the word stands beside the
    place of the first card a take brings."""
    scene = table(app, rows=SCRIPT)
    seat = scene.state.current_seat
    assert not scene.state.hands[seat]
    drawn = []
    real = seat_strip.draw_text

    def noted(surface, text, font, ink, at, anchor="topleft", *rest):
        rect = real(surface, text, font, ink, at, anchor, *rest)
        if text == "empty":
            drawn.append(rect)
        return rect
    monkeypatch.setattr(seat_strip, "draw_text", noted)
    scene.layer.layer.forget()
    app.manager.draw(app.surface)
    places = scene.places
    empty_hands = [s for s in range(scene.state.players) if not scene.state.hands[s]]
    assert seat in empty_hands and len(drawn) == len(empty_hands)
    for s, word in zip(empty_hands, sorted(drawn, key=lambda r: r.top)):
        assert places.hand_zone(s).contains(word) and not word.colliderect(places.hand_cards(s, 1)[0])
