"""The Kasane table driven by handed events: taking, combining, refusals, rounds."""
import random

import pygame
import pytest

from game.kasane import KAKEMONO, Card, Combine, KasaneState, Take, narration
from game.kasane.data import STYLE_NAMES
from game.kasane.openings import openings
from scenes.kasane import KasaneTable, kakemono, market, seat_strip, sentences, tooltips
from scenes.kasane.chooser import PLAYABLE, TAKEN, WORSE
from scenes.kasane.colors import LEGAL, REFUSED
from session.seats import GameSetup, SeatSetup
from tests.events import down, key, move, up
from tests.table_checks import wait_for_computer

from tests.kasane.test_openings import positions

from .helpers import A, drag, end_turn, press, settle, table, take_by_drag

KA, SE, JU = "kafuu_fugetsu", "setsu_getsu_fuka", "juu"
# Seat 0 takes 4, 6, 4 from row 1; seat 1 takes 3, 7 from row 2 (rightmost first).
SCRIPT = [[1, 4, 6, 4], [2, 2, 7, 3], [1, 2, 3, 5], [8, 9, 8, 9]]


def choice_rect(scene, style):
    return next(r for c, r in scene.chooser_options() if c.style == style)


def test_a_card_from_each_row_is_taken_by_dragging_it_into_the_hand(app):
    scene = table(app, seed=3)
    state = scene.state
    for row in range(4):
        seat = state.current_seat
        card = state.market[row][-1]
        before = len(state.hands[seat]) + len(state.accessories[seat])
        take_by_drag(app, scene, row)
        assert Take(row) in scene.marks.of(seat).moves
        assert len(state.hands[seat]) + len(state.accessories[seat]) == before + 1
        where = state.accessories[seat] if card.value is None else state.hands[seat]
        assert where[-1] == card
        if state.phase == "combine":
            end_turn(app, scene)
        assert state.current_seat == 1 - seat


def test_only_the_rightmost_card_can_be_taken_and_a_drop_elsewhere_is_refused(app):
    scene = table(app, rows=SCRIPT)
    state = scene.state
    before = state.to_json()
    press(app, scene.places.market_card(0, 1).center)
    assert scene.strip.text == "Only the rightmost card of a row can be taken." and scene.strip.is_refusal
    drag(app, scene.places.market_card(0, 3).center, scene.rects["kakemono"].center)
    assert scene.strip.text.startswith("A card goes into your hand first")
    drag(app, scene.places.market_card(0, 3).center, scene.rects["banner"].center)
    assert "Drop the card on your own row" in scene.strip.text
    assert state.to_json() == before and not scene.drag.holding


def test_a_click_on_the_rightmost_card_takes_it(app):
    scene = table(app, rows=SCRIPT)
    press(app, scene.places.market_card(1, 3).center)
    assert [c.value for c in scene.state.hands[0]] == [3]


def test_an_accessory_goes_in_front_of_the_player_and_ends_the_turn(app):
    scene = table(app, rows=[[1, 4, 3, A], [2, 2, 7, 3], [1, 2, 3, 5], [8, 9, 8, 9]])
    take_by_drag(app, scene, 0)
    state = scene.state
    assert len(state.accessories[0]) == 1 and state.hands[0] == ()
    assert state.current_seat == 1 and scene.chooser is None
    assert "accessory" in scene.strip.text


def test_choosing_combinations_with_and_without_the_kimono_card(app):
    scene = table(app, rows=SCRIPT)
    state = scene.state
    take_by_drag(app, scene, 0)                      # seat 0: 4, nothing to combine
    assert state.current_seat == 1
    assert scene.strip.text == "Player 1 takes the 4 from row 1: nothing combines with it, so the turn passes on."
    take_by_drag(app, scene, 1)                      # seat 1: 3
    take_by_drag(app, scene, 0)                      # seat 0: 6, hand 4-6
    chooser = scene.chooser
    assert chooser is not None and (chooser.length, chooser.reuse) == (2, False)
    standing = {c.style: c.status for c in chooser.choices()}
    assert standing == {KA: WORSE, JU: PLAYABLE}
    assert kakemono.selection_marks(scene.picture) == {(KA, 2): REFUSED, (JU, 2): LEGAL}

    # the best-slot rule: Kafuu fugetsu is refused, by the list and on the kakemono
    before = state.to_json()
    press(app, choice_rect(scene, KA).center)
    expected = state.why_illegal(Combine(2, False, KA))
    assert scene.strip.text == expected and "Juu (2 points), not Kafuu fugetsu (1 point)" in expected
    press(app, scene.places.slots[(KA, 2)].center)
    assert scene.strip.text == expected and state.to_json() == before

    press(app, scene.places.slots[(JU, 2)].center)   # the slot itself plays it
    assert state.kimonos[0] and [c.value for c in state.kimonos[0]] == [4, 6]
    assert state.kakemono[(JU, 2)] == 0 and scene.chooser is None

    take_by_drag(app, scene, 1)                      # seat 1: 7, hand 3-7
    choices = {c.style: c for c in scene.chooser.choices()}
    assert choices[JU].status == TAKEN and choices[SE].status == PLAYABLE   # the taken slot is closed
    press(app, choice_rect(scene, JU).center)
    assert scene.strip.text == "Another player already holds the 2-card Juu slot."
    end_turn(app, scene)                             # seat 1 declines to combine
    assert state.current_seat == 0 and state.kimonos[1] == ()
    assert scene.strip.text.endswith("ends the turn without combining.")

    take_by_drag(app, scene, 0)                      # seat 0: 4 after the kimono's 6
    chooser = scene.chooser
    assert (chooser.length, chooser.reuse) == (1, True)
    kimono_last = scene.places.kimono_cards(0, 2)[-1]
    press(app, kimono_last.center)                   # take the kimono card out
    assert not chooser.reuse and chooser.choices() == []
    assert "one card is not a combination" in chooser.summary()
    press(app, scene.chooser_bar.buttons["kimono"].rect.center)   # and back in
    assert chooser.reuse
    press(app, choice_rect(scene, KA).center)
    assert [c.value for c in state.kimonos[0]] == [4, 6, 4]
    assert state.combinations(0)[-1] == (KA, 2, True)
    assert seat_strip.combination_spans(state, 0) == [(JU, 0, 1), (KA, 1, 2)]   # the 6 is shared


def test_widening_the_selection_from_the_hand(app):
    scene = table(app, rows=[[1, 2, 3, 5], [5, 5, 8, 2], [1, 2, 3, 4], [8, 9, 6, 9]])
    state = scene.state
    for row in (0, 3, 0, 3, 0):                      # seat 0 takes 5, 3, 2; seat 1 takes 9, 6
        take_by_drag(app, scene, row)
        if state.phase == "combine" and len(state.hands[0]) < 3:
            end_turn(app, scene)
    assert [c.value for c in state.hands[0]] == [5, 3, 2] and state.current_seat == 0
    chooser = scene.chooser
    assert chooser.length == 3                       # the best slot first: 5-3-2 for 3 points
    press(app, scene.chooser_bar.buttons["fewer"].rect.center)
    assert chooser.length == 2 and [c.style for c in chooser.choices()] == ["kagen_no_tsuki"]
    hand = scene.places.hand_cards(0, 3)
    press(app, hand[2].center)                       # only the new card: no combination
    assert chooser.length == 1 and chooser.choices() == []
    press(app, hand[0].center)                       # the whole hand again
    assert chooser.length == 3
    assert {c.style for c in chooser.choices()} == {"kagen_no_tsuki", "juu"}
    press(app, choice_rect(scene, "juu").center)
    assert state.combinations(0) == (("juu", 3, False),)


def test_the_round_change_and_the_reshuffle_are_told(app):
    """The banner tells a new round until its first card is taken; the strip keeps the
    sentence of the turn that ended the last one."""
    scene = table(app, players=4, seed=1)
    state = scene.state
    rng = random.Random(1)
    told = {}
    while state.round < 4:                            # every seat drags a card, then ends its turn
        before = state.round
        take_by_drag(app, scene, rng.choice([r for r, cards in enumerate(state.market) if cards]))
        if state.phase == "combine":
            end_turn(app, scene)
        if state.round != before:
            told[state.round] = (*scene.turn_headline(), scene.strip.text)
    headline, guidance, message = told[2]
    assert headline == "Player 2's turn"                   # the round's first player
    assert guidance.startswith("Round 2 begins. Drag the rightmost card")
    assert message.startswith("Player 4 takes ") and "shuffled" not in guidance
    assert told[4][1].startswith("Round 4 begins; the discards were shuffled into the draw pile. Drag ")
    assert state.first_seat == 3 and state.pile_size == 0
    take_by_drag(app, scene, 0)
    assert not scene.turn_headline()[1].startswith("Round")   # told until the round's first take
    settle(app)


@pytest.mark.parametrize("enter", [False, True])
def test_the_end_opens_the_results_with_every_combination(app, enter):
    scene = table(app, seed=8)
    state = scene.state
    rng = random.Random(8)
    while not state.is_over:
        scene.play(rng.choice(state.legal_moves()))
    settle(app)
    assert scene.finished and scene.scores_button.visible
    if enter:
        app.manager.dispatch(key(pygame.K_RETURN))   # as the default button would
    else:
        press(app, scene.scores_button.rect.center)
    results = app.manager.top
    assert results is not scene
    categories = results.result.categories()
    assert categories[-3:] == ["Accessories", "All cards played", "Different fabrics"]
    assert all(c.startswith("Combination ") for c in categories[:-3])


def test_the_empty_market_at_the_end_says_the_game_is_over(app, monkeypatch):
    """The market empties only when the last round ends: it says the game is over, as the
    banner does (a playthrough read "The round is over." there under "The game is over")."""
    scene = table(app, seed=8)
    rng = random.Random(8)
    while not scene.state.is_over:
        scene.play(rng.choice(scene.state.legal_moves()))
    said = []
    real = market.draw_text
    monkeypatch.setattr(market, "draw_text", lambda surface, text, *rest: said.append(text) or real(surface, text, *rest))
    scene.layer.layer.forget()   # every region drawn again
    settle(app)
    assert "The game is over." in said and "The round is over." not in said


def test_a_combination_that_brings_a_bonus_says_it_apart_from_the_slot(app):
    """The message strip gives the slot's points and then the bonuses the combination
    changed, as the log does (a playthrough saw a score rise by 6 under "Setsu getsu fuka,
    4 cards: 3 points." with nothing saying where the other 3 came from)."""
    scene = table(app, players=3, seed=3)
    rng = random.Random(3)
    told = []
    while not scene.state.is_over:
        state = scene.state
        combines = [m for m in state.legal_moves() if type(m) is Combine]
        move = max(combines, key=lambda m: m.size) if combines else rng.choice(state.legal_moves())
        before, seat = state.clone(), state.current_seat
        scene.play(move)
        if type(move) is Combine:
            bonuses = narration.other_changes(before, scene.state, seat)
            points = KAKEMONO[move.style][move.size]
            assert f"{move.size} cards: {points} point" in scene.strip.text
            assert all(bonus in scene.strip.text for bonus in bonuses), (scene.strip.text, bonuses)
            told += bonuses
    assert any(bonus.startswith("different fabrics +") for bonus in told)


def frame(app, scene):
    """One frame of 1/30 s, after which a computer player may answer."""
    app.manager.update(1 / 30)
    wait_for_computer(scene)


def stay_buttons(scene):
    """Menu, Rules and Save as leave the table, Pause stops the computers, the log shows
    past moments read-only: each is tested on its own (Undo and Redo stay in the run)."""
    controls = scene.controls
    return [b for b in (scene.menu_button, controls.rules_button, controls.pause_button, controls.log_button,
                        controls.save_button) if b]


@pytest.mark.parametrize("kinds", [("human", "human", "human"), ("human", "computer", "computer")])
def test_random_input_over_the_table_raises_nothing(app, kinds):
    seats = tuple(SeatSetup(f"Seat {i + 1}", color, kind, "easy" if kind == "computer" else "")
                  for i, (kind, color) in enumerate(zip(kinds, ("red", "blue", "green"))))
    scene = table(app, players=3, seed=12, setup=GameSetup("kasane", seats))
    errors = []
    app.manager.on_error = errors.append
    rng = random.Random(2026)
    w, h = app.surface.get_size()
    hot = [scene.rects["market"], scene.rects["kakemono"], scene.rects["seats"]]
    moves, games = 0, 1
    for i in range(3200):
        if app.manager.top is not scene:   # See the scores at the end: a new game
            assert scene.finished
            moves += scene.version
            scene = table(app, players=3, seed=12 + i, setup=GameSetup("kasane", seats))
            games += 1
        r = rng.random()
        if r < 0.15:
            # aim a whole click at something clickable now and then, so the game moves on
            targets = [wd.rect for wd in scene.widgets if wd.visible and wd.enabled and wd not in stay_buttons(scene)]
            targets += [scene.places.market_card(row, len(c) - 1) for row, c in enumerate(scene.state.market) if c]
            rect = rng.choice(targets)
            pos = (rng.randint(rect.left, rect.right - 1), rng.randint(rect.top, rect.bottom - 1))
            app.manager.dispatch(down(pos))
            app.manager.dispatch(up(pos))
            frame(app, scene)
            continue
        area = rng.choice(hot) if r < 0.7 else pygame.Rect(0, 0, w, h)
        pos = (rng.randint(area.left, area.right), rng.randint(area.top, area.bottom))
        if any(b.rect.collidepoint(pos) for b in stay_buttons(scene)):   # tested elsewhere: stay at the table
            pos = scene.rects["kakemono"].center
        kind = rng.random()
        if kind < 0.4:
            event = move(pos, (rng.random() < 0.4, 0, 0))
        elif kind < 0.7:
            event = down(pos, rng.choice([1, 1, 1, 3]))
        elif kind < 0.95:
            event = up(pos, rng.choice([1, 1, 1, 3]))
        else:
            event = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
        app.manager.dispatch(event)
        frame(app, scene)
        if i % 7 == 0:
            app.manager.draw(app.surface)
        assert app.manager.top is scene or scene.finished, "only See the scores leaves the table"
    moves += scene.version
    assert errors == []
    assert moves > 40, f"the monkey should have played moves ({moves} in {games} games)"
    assert not scene.computers.pacing.paused


def test_a_saved_game_taken_up_after_a_take_offers_the_combinations(app):
    scene = table(app, rows=SCRIPT)
    for row in (0, 1, 0):                            # seat 0 holds 4-6 and may combine
        take_by_drag(app, scene, row)
    saved = scene.state.to_json()
    again = KasaneTable(app, scene.setup, seed=5, state=KasaneState.from_json(saved))
    app.manager.reset(again)
    settle(app)
    assert again.chooser is not None and again.chooser.length == 2


def _tied_game(broken: bool):
    """A seeded random 2-player game whose top score is tied (broken by played cards or
    shared), found with the engine alone, as its list of moves."""
    for seed in range(600):
        state = KasaneState.new(2, seed=seed)
        rng = random.Random(seed)
        moves = []
        while not state.is_over:
            moves.append(rng.choice(state.legal_moves()))
            state.apply(moves[-1])
        scores = state.scores()
        if scores[0] == scores[1] and (len(state.winners()) == 1) == broken:
            return seed, moves
    raise AssertionError("no tie found")


def test_the_results_say_how_a_tie_was_decided(app):
    for broken, words in ((True, "the most played cards wins"), (False, "the victory is shared")):
        seed, moves = _tied_game(broken)
        scene = table(app, seed=seed)
        for move in moves:
            scene.play(move)
        assert words in scene.result.note and scene.result.note in scene.strip.text
        press(app, scene.scores_button.rect.center)
        assert app.manager.top.result.note == scene.result.note
        settle(app)


def test_hovering_a_slot_a_score_and_a_kimono_shows_what_they_hold(app):
    scene = table(app, rows=SCRIPT)
    for row in (0, 1, 0):
        take_by_drag(app, scene, row)
    press(app, choice_rect(scene, JU).center)          # seat 0 plays 4-6 as Juu
    for target, kind in ((scene.places.slots[(JU, 2)], "slot"), (scene.places.score_rect(0), "score"),
                         (scene.places.kimono_zone(0), "kimono")):
        app.manager.dispatch(move(target.center))
        settle(app)
        assert scene.input.hover is not None and scene.input.hover[0] == kind
    assert seat_strip.combination_spans(scene.state, 0) == [(JU, 0, 1)]
    assert any("Juu" in line for line in tooltips.score_tooltip(scene.state, 0))


def test_a_chosen_combination_glides_to_the_kimono_before_it_is_played(app):
    scene = table(app, rows=SCRIPT)
    for row in (0, 1, 0):
        take_by_drag(app, scene, row)
    rect = choice_rect(scene, JU)
    app.manager.dispatch(down(rect.center))
    assert scene.showing_move and scene.animator.active and scene.state.kimonos[0] == ()
    app.manager.update(0.5)
    app.manager.draw(app.surface)                      # cards and button in flight
    assert scene.state.kimonos[0] == ()
    app.manager.update(0.6)
    assert [c.value for c in scene.state.kimonos[0]] == [4, 6] and not scene.showing_move


def test_with_the_variant_an_accessory_is_told_as_one_and_the_chooser_follows(app):
    """The variant lets a combination follow an accessory: the strip names the
    accessory (never "a None"), it goes among the accessories, and the chooser opens."""

    rng = random.Random(5)
    state = KasaneState.new(2, seed=5, variant=True)
    while not state.is_over:
        rows = [r for r, cards in enumerate(state.market)
                if cards and cards[-1].is_accessory and Take(r) in state.legal_moves()]
        if rows and state.hands[state.current_seat]:
            after = state.clone()
            after.apply(Take(rows[0]))
            if after.phase == "combine":
                break
        state.apply(rng.choice(state.legal_moves()))
    assert not state.is_over, "no turn of this seeded game may combine after an accessory"
    row = rows[0]
    setup = GameSetup("kasane", (SeatSetup("Ann", "red"), SeatSetup("Bea", "blue")), variant=True)
    scene = KasaneTable(app, setup, seed=5, state=state)
    app.manager.reset(scene)
    app.manager.draw(app.surface)
    seat = state.current_seat
    scene.play(Take(row))
    assert "None" not in scene.strip.text
    assert scene.marks.of(seat).card_went == "accessory"
    assert scene.chooser is not None  # the person chooses a combination, or ends the turn
    assert sentences.took("Ann", sentences.Took.of(Take(row), Card(None)), True) == \
        f"Ann takes an accessory from row {row + 1} (1 point); with the variant a combination may follow."
    app.manager.dispatch(key(pygame.K_ESCAPE))      # the chooser closed: the banner names the card
    assert scene.turn_headline()[1].startswith("You took an accessory: click your hand")
    assert "None" not in scene.turn_headline()[1]


def test_the_strip_names_a_card_taken_as_the_log_does():
    """"takes the 8 from row 1", as the Log's "took the 8 from row 1" and the Hint's "Take
    the 8 from row 1" (an English article chosen by the number, "an 8", is no message)."""
    took = sentences.Took.of(Take(0), Card(8))
    assert sentences.took("Ann", took, True) == "Ann takes the 8 from row 1."
    assert sentences.ended("Ann", took) == "Ann takes the 8 from row 1 and ends the turn without combining."


def test_the_kasane_strip_speaks_to_you():
    """A lesson's learner, seated as "You", has sentences of their own wherever a verb in
    the present follows the name."""
    took = sentences.Took.of(Take(0), Card(4))
    assert sentences.took("You", took, True) == "You take the 4 from row 1."
    assert sentences.ended("You", took) == "You take the 4 from row 1 and end the turn without combining."
    assert sentences.ended("You", None) == "You end the turn without combining."
    accessory = sentences.Took.of(Take(2), Card(None))
    assert sentences.took("You", accessory, False) == "You take an accessory from row 3 (1 point), and the turn ends."
    assert sentences.passed_on("You", took, False) == ("You take the 4 from row 1: nothing combines with it, "
                                                       "so the turn passes on.")


def test_resting_on_a_takeable_card_shows_the_combinations_it_would_open_with_their_points(app, monkeypatch):
    shown = []
    monkeypatch.setattr(tooltips, "draw_tooltip", lambda surface, lines, *args, **kwargs: shown.append(lines))
    scene = table(app, rows=SCRIPT)
    take_by_drag(app, scene, 0)  # seat 0 holds a 4, and so has combinations to make with the next card
    end_turn(app, scene)
    take_by_drag(app, scene, 1)
    end_turn(app, scene)
    state = scene.state
    assert state.current_seat == 0 and state.phase == "take"
    for row in range(len(state.market)):
        shown.clear()
        app.manager.dispatch(move(scene.places.market_card(row, len(state.market[row]) - 1).center))
        app.manager.draw(app.surface)
        opened = openings(state, row)
        assert shown and shown[-1][1:] == tooltips.opened_lines(opened)
    assert any(openings(state, row) for row in range(len(state.market)))
    shown.clear()
    app.manager.dispatch(move(scene.places.market_card(0, 0).center))  # not takeable: no openings
    app.manager.draw(app.surface)
    assert shown[-1][1:] == ["Only the rightmost card of a row can be taken."]


def test_an_opening_says_its_style_size_and_points():
    state = next(s for s in positions(2) for row in range(len(s.market)) if openings(s, row))
    for opening in (o for row in range(len(state.market)) for o in openings(state, row)):
        words = tooltips.opening_line(opening)
        assert words.startswith(f"{STYLE_NAMES[opening.combine.style]} of {opening.combine.size} cards")
        assert words.endswith(f": {opening.points:+d}")
        assert ("with the kimono's last card" in words) == opening.combine.reuse_last
