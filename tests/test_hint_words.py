"""What the Hint says (issue 47, Hint): every kind of move of each title said as advice in
the present, naming its place as the table shows it; the points now said once, the
reasons in the game's terms without the same number twice; the end of the game said as
a forecast whose sign agrees with the scores."""
import json
import re
from pathlib import Path

import pytest

from game import words
from game.bots import make_bot
from game.kaleido import EndTurn
from game.kaleido.geometry import DIRECTIONS, to_pixel
from game.kaleido.narration import board_number
from game.kasane.data import STYLE_NAMES, STYLE_RULES
from game.kerala import KeralaState, Take as KeralaTake
from game.kerala.tiles import Tile
from game.narration import YOU, points_counted
from session import registry
from session.games.kaleido import hint_words as kaleido_words
from session.games.kasane import hint_words as kasane_words
from session.games.kerala import hint_words as kerala_words
from session.hints import Forecast, Reason, ReasonWords, explain, forecast, reason_sentences
from tests import pseudo_language
from tests.hint_moves import KINDS, kinds_of_move, people, reasons_of_random_turns

NAMES = ("Ann", "Ben")
#: Words of the past a piece of advice never uses.
PAST = re.compile(r"\b(placed|added|ended|took|built|moved|passed|combined|turned|kept)\b")


def hint_of(game_id, kind):
    state, move = kinds_of_move(game_id)[kind][:2]
    return state, move, explain(state, move, NAMES, registry.get(game_id).hint_words())


@pytest.mark.parametrize("game_id,kind", [(g, k) for g, kinds in KINDS.items() for k in kinds])
def test_every_kind_of_move_is_advice_in_the_present_with_its_reason_and_forecast(game_id, kind):
    state, move, hint = hint_of(game_id, kind)
    assert hint.move == move and len(hint.advice) == len(hint.moves)
    for n, sentence in enumerate(hint.advice):
        assert sentence[0].isupper() and sentence.endswith(".") and not PAST.search(sentence), sentence
        assert sentence.startswith("Then ") == (n > 0), sentence
    points = hint.reasons[0]
    assert re.fullmatch(r"That (makes \d+ points?|costs \d+ points?|scores nothing) now\.", points)
    assert "expects you to finish" in hint.forecast
    assert hint.line == " ".join((*hint.advice, *hint.reasons, hint.forecast))


def screen_side(d):
    """Where direction ``d`` points on the screen: ("right"/"left"/"", "upper"/"lower"/"")."""
    x, y = to_pixel(DIRECTIONS[d])
    return ("right" if x > 0.01 else "left" if x < -0.01 else "", "upper" if y < -0.01 else "lower" if y > 0.01 else "")


def test_kaleidos_hole_and_board_names_are_where_they_lie_on_the_screen():
    for d in range(6):
        across, up_down = screen_side(d)
        for name in (kaleido_words.hole_name(d), kaleido_words.beside_words(d)):
            assert across in name and (up_down in name)
            assert ("upper" in name or "lower" in name) == bool(up_down)


def test_kaleidos_tile_is_put_in_a_named_hole_of_a_numbered_board():
    state, move, hint = hint_of("kaleido", "tile")
    assert hint.advice[0] == (f"Put your {state.current_color} tile in the {kaleido_words.hole_name(move.hole)} "
                              f"hole of board {board_number(state, move.board)}.")
    state, move, hint = hint_of("kaleido", "white")
    assert hint.advice[0].startswith("Put a white tile in the ")


def test_kaleidos_board_is_added_beside_a_board_it_touches():
    state, move, hint = hint_of("kaleido", "board")
    found = re.fullmatch(r"Add board (\d+) (to the [a-z ]+ of) board (\d+)\.", hint.advice[0])
    assert found and int(found[1]) == len(state.boards) + 1
    d = [kaleido_words.beside_words(d) for d in range(6)].index(found[2])
    neighbour = list(state.boards)[int(found[3]) - 1]
    assert (neighbour[0] + DIRECTIONS[d][0], neighbour[1] + DIRECTIONS[d][1]) == move.at


def test_kaleidos_end_of_the_turn_and_its_turning_are_said_by_their_buttons():
    assert hint_of("kaleido", "end turn")[2].advice[0] == kaleido_words.END_TURN
    assert hint_of("kaleido", "done")[2].advice[0] == kaleido_words.DONE
    state, move, hint = hint_of("kaleido", "rotate")
    assert re.fullmatch(rf"Turn board {board_number(state, move.board)} (left|right) by (60|120|180) degrees\.",
                        hint.advice[0])


def test_kaleidos_advice_stops_at_the_end_of_the_placing():
    state, move, hint = hint_of("kaleido", "tile")
    assert hint.advice[-1] == kaleido_words.THEN_END_TURN and isinstance(hint.moves[-1], EndTurn)


def test_kerala_names_the_cell_by_the_elephant_that_walks_onto_it():
    state, move, hint = hint_of("kerala", "take")
    seat = state.current_seat
    elephant = state.elephants(seat)[move.elephant]
    side = {(0, -1): "above", (1, 0): "to the right of", (0, 1): "below", (-1, 0): "to the left of"}[
        (move.cell[0] - elephant[0], move.cell[1] - elephant[1])]
    other = state.elephants(seat)[1 - move.elephant]
    which = ("left" if elephant[0] < other[0] else "right") if elephant[0] != other[0] else \
        ("upper" if elephant[1] < other[1] else "lower")
    assert hint.advice[0].startswith("Take the ") or hint.advice[0].startswith("Take a plain ")
    assert hint.advice[0].endswith(f" {side} your {which} elephant, which walks onto it.")
    state, move, hint = hint_of("kerala", "build over")
    assert f"build it on the {state.top(state.current_seat, move.cell).color} tile" in hint.advice[0]
    state, move, hint = hint_of("kerala", "arch")
    assert re.search(r"Turn its [a-z]+ arch to face (up|right|down|left)\.$", hint.advice[0])


def test_keralas_pass_skip_and_special_moves_are_said_as_their_buttons_do():
    assert hint_of("kerala", "pass")[2].advice[0] == kerala_words.PASS
    assert hint_of("kerala", "skip")[2].advice[0].startswith("Skip the move: leave the ")
    assert re.fullmatch(r"Move your [a-z]+ elephant onto the [a-z]+ tile \d cells? (left|right|up|down)"
                        r"( and \d cells? (up|down))? from it\.", hint_of("kerala", "move elephant")[2].advice[0])
    assert hint_of("kerala", "move tile")[2].advice[0].startswith("Move the ")


def test_kerala_says_the_missing_colour_apart_from_the_symbols_and_each_number_once():
    """The issue's "+8 this turn: ...: +8": 5 of the 8 is a colour that was missing."""
    state = KeralaState.new(2, seed=3, colors=["red", "blue"])
    state._offer = [Tile("green", 3)]  # noqa: SLF001 - a chosen middle: one green 3-elephant tile
    take = next(m for m in state.legal_moves() if isinstance(m, KeralaTake))
    hint = explain(state, take, NAMES, registry.get("kerala").hint_words())
    assert hint.reasons[:3] == ("That makes 8 points now.",
                                "Green was missing from your grounds: its penalty of 5 points goes.",
                                "The tile's elephant symbols add 3 points while it stays on top.")
    assert hint.line.count("8 points") == 1


def test_kasane_names_the_row_and_the_combination_and_why():
    state, move, hint = hint_of("kasane", "take")
    assert hint.advice[0] == f"Take the {state.market[move.row][-1].value} from row {move.row + 1}."
    assert hint_of("kasane", "accessory")[2].advice[0].startswith("Take the accessory from row ")
    for kind in ("combine", "combine with the kimono"):
        state, move, hint = hint_of("kasane", kind)
        assert re.search(r"as [A-Z][a-z ]+, on its \d-card slot\.$", hint.advice[0])
        assert any(reason.startswith(f"{STYLE_NAMES[move.style]} is {STYLE_RULES[move.style]}")
                   for reason in hint.reasons), "the combination's rule is the reason"
    assert hint_of("kasane", "end turn")[2].advice[0] == "End the turn without combining."


def test_a_reason_says_its_number_only_when_several_share_the_points():
    one = [Reason(3, "Alone.", "Alone: 3.")]
    assert reason_sentences(3, one) == ["That makes 3 points now.", "Alone."]
    two = [Reason(5, "A.", "A: 5."), Reason(3, "B.", "B: 3."), Reason(0, "Place.")]
    assert reason_sentences(8, two) == ["That makes 8 points now.", "A: 5.", "B: 3.", "Place."]
    assert reason_sentences(-1, [])[0] == "That costs 1 point now."


def test_the_forecast_is_said_as_a_forecast_and_says_when_the_scores_disagree():
    assert Forecast(4.2, 1, 3).sentence(NAMES) == "The hard computer expects you to finish 4 points ahead of Ben."
    assert Forecast(-1.0, 1, -3).sentence(NAMES) == "The hard computer expects you to finish 1 point behind Ben."
    assert Forecast(0.2, 1, 5).sentence(NAMES) == "The hard computer expects you to finish level with Ben."
    assert Forecast(-7, 1, 6).sentence(NAMES) == ("You lead Ben by 6 points now, but the hard computer expects "
                                                 "you to finish 7 points behind.")
    assert Forecast(2, 0, -1).sentence(NAMES) == ("You trail Ann by 1 point now, but the hard computer expects "
                                                 "you to finish 2 points ahead.")


def late_positions(game_id, seed):
    """The positions of the last fifth of a seeded game the normal computer plays, and its end."""
    game = registry.get(game_id)
    state = game.new_state(people(game_id), seed)
    bot = make_bot("normal", seed)
    seen = []
    while not state.is_over:
        seen.append(state.clone())
        state.apply(bot.choose(state.clone()))
    return seen[len(seen) * 4 // 5:], state


@pytest.mark.parametrize("game_id", list(KINDS))
def test_the_forecast_agrees_with_the_end_of_seeded_games_where_the_player_leads_and_trails(game_id):
    """Late in seeded games (the normal computer playing both seats), the forecast's sign
    is the final result's wherever that is at least 5 points apart, and its sentence says
    ahead or behind with that sign: plainly when the scores now agree, and saying that
    they do not when they do not (Kaleido's hexagons score at the end: a seat may lead 12
    points and be 20 behind at the end). After the game the forecast is the final scores."""
    checked = set()
    for seed in (4, 9):
        positions, end = late_positions(game_id, seed)
        final = end.scores()
        for state in positions:
            seat = state.current_seat
            final_lead, lead = final[seat] - final[1 - seat], state.scores()[seat] - state.scores()[1 - seat]
            told = forecast(state, seat)
            if abs(final_lead) < 5 or abs(told.margin) < 0.5 or lead == 0:
                continue
            assert (told.margin > 0) == (final_lead > 0), (state.scores(), told, final)
            side, rival = "ahead" if told.margin > 0 else "behind", NAMES[1 - seat]
            said = told.sentence(NAMES)
            if (lead > 0) == (told.margin > 0):
                assert said.startswith("The hard computer expects you to finish ") and said.endswith((f" ahead of {rival}.", f" behind {rival}.")[side == "behind"])
            else:
                assert said.startswith(f"You {'lead' if lead > 0 else 'trail'} {rival} by {points_counted(abs(lead))} "
                                       f"now, but") and said.endswith(f" {side}.")
            checked.add(("leads" if lead > 0 else "trails", side))
        for seat in (0, 1):
            margin = final[seat] - final[1 - seat]
            assert forecast(end, seat).margin == margin
    assert {kind for kind, _ in checked} == {"leads", "trails"}, checked


def test_kerala_counts_the_steps_to_a_cell_across_and_then_up_or_down():
    assert kerala_words.steps_between((0, 0), (2, -1)) == "2 cells right and 1 cell up"
    assert kerala_words.steps_between((1, 1), (1, 2)) == "1 cell down"
    assert kerala_words.steps_between((1, 1), (0, 1)) == "1 cell left"


#: The Hint's words as they were before the Review had reasons of its own, written by that
#: version (tests/hint_words_before/<game>.json): each kind of move's whole hint, and
#: every reason of the turns of seeded random games.
BEFORE = Path(__file__).with_name("hint_words_before")


@pytest.mark.parametrize("game_id", list(KINDS))
def test_the_hint_says_what_it_said_before_the_review_spoke_of_the_mover_by_name(game_id):
    kept = json.loads((BEFORE / f"{game_id}.json").read_text())
    words = registry.get(game_id).hint_words()
    hints = {kind: explain(state, move, ("Ann", "Ben"), words).line
             for kind, (state, move, _, _) in kinds_of_move(game_id).items()}
    assert hints == kept["hints"]
    assert [list(reason) for reason in reasons_of_random_turns(game_id)] == kept["reasons"]


#: The words that speak to the person at the screen, which the Review never uses.
SPOKEN_TO = re.compile(r"\b(you|your|yours)\b", re.IGNORECASE)
TABLES = {"kaleido": kaleido_words.REASONS, "kasane": kasane_words.REASONS}


@pytest.mark.parametrize("game_id", list(TABLES))
def test_every_reason_that_speaks_to_you_has_a_whole_sentence_of_the_mover_for_the_review(game_id):
    """The Review speaks of a named mover's turn: each kind of reason the Hint says with
    "your" has its own Review sentence naming the mover, with its points where the Hint's
    has them; a reason that names no one is said alike."""
    for kind, words in TABLES[game_id].items():
        assert isinstance(words, ReasonWords)
        if words.mover is None:
            assert not any(SPOKEN_TO.search(form) for form in words.you), kind
            continue
        assert any(SPOKEN_TO.search(form) for form in words.you), f"{kind}: the same words twice"
        for hint, review in zip(words.you, words.mover):
            assert not SPOKEN_TO.search(review), review
            assert bool(hint) == bool(review) and ("{points}" in hint) == ("{points}" in review), kind
            if SPOKEN_TO.search(hint):
                assert re.search(r"\{(name|whose|Whose)\}", review), review
            else:
                assert review == hint, kind


#: Kerala's reasons that speak of the seat, each with its sentences as messages (no table:
#: a sentence with its points is a message for each plural form): (points, colour).
KERALA_SEAT_REASONS = {kerala_words.missing_filled: (-5, "blue"), kerala_words.missing_made: (5, "red"),
                       kerala_words.areas_joined: (4, "green")}


@pytest.mark.parametrize("reason", KERALA_SEAT_REASONS, ids=lambda reason: reason.__name__)
def test_each_kerala_reason_of_the_seat_has_whole_sentences_of_the_mover_for_the_review(reason):
    points, colour = KERALA_SEAT_REASONS[reason]
    hint, review = reason(points, colour, True, None), reason(points, colour, False, "Ann")
    assert SPOKEN_TO.search(hint.text) and SPOKEN_TO.search(hint.counted)
    for sentence in (review.text, review.counted):
        assert "Ann's" in sentence and not SPOKEN_TO.search(sentence), sentence
    assert f"{abs(points)} points" in hint.counted and f"{abs(points)} points" in review.counted
    assert hint.points == review.points == points
    assert "1 point " in reason(1, colour, True, None).counted + " "


def test_keralas_review_speaks_to_a_lessons_learner_as_the_hint_does():
    """A lesson seats its learner as "You": the Review of their turn says "You took", and
    its reasons are the Hint's, "your grounds"."""
    for kind in ("take", "move tile", "skip"):
        state, move = kinds_of_move("kerala")[kind][:2]
        after = state.clone()
        after.apply(move)
        played = kerala_words.said(state, move, after, True, "played", YOU)
        assert played.startswith("You ") and not played.startswith("You's"), played
        assert kerala_words.reasons(state, after, state.current_seat, YOU) == \
            kerala_words.reasons(state, after, state.current_seat)


@pytest.mark.parametrize("game_id", list(KINDS))
def test_the_review_s_reasons_name_the_mover_where_the_hint_s_say_your(game_id):
    """Every reason of the turns of seeded random games, said of the mover Ann: none
    speaks to "you", and each says what the Hint's says (Ann's where it says your)."""
    as_hint = reasons_of_random_turns(game_id)
    of_ann = reasons_of_random_turns(game_id, "Ann")
    assert any("Ann" in text for _, text, _ in of_ann)
    for _, text, with_points in of_ann:
        assert not SPOKEN_TO.search(text + " " + with_points), text

    def as_said_to_you(reason):
        return tuple(re.sub(r"^Your\b", "your", re.sub(r"\bAnn\b", "you", re.sub(r"\bAnn's\b", "your", part)))
                     if isinstance(part, str) else part for part in reason)

    assert sorted(map(as_said_to_you, of_ann)) == sorted(map(as_said_to_you, as_hint))


def test_kaleidos_review_says_the_learner_s_steps_and_reasons_in_sentences_of_their_own():
    """A lesson seats its learner as You: the Review says their steps ("You put", not a
    name's sentence with "You" in it) and their reasons as the Hint says them."""
    state, move = kinds_of_move("kaleido")["board"][:2]
    after = state.clone()
    after.apply(move)
    assert kaleido_words.said(state, move, after, True, "played", YOU).startswith("You added board ")
    assert kaleido_words.said(state, move, after, False, "played", "Ann").startswith("Then Ann added board ")
    assert reasons_of_random_turns("kaleido", YOU) == reasons_of_random_turns("kaleido")


def test_kaleidos_steps_and_reasons_come_from_the_catalog(pseudo):
    """In the tests' pseudo-language every step of each kind of move, as advice, as
    played and as the hard computer's, and every reason of seeded games, is a bracketed
    message with no plain word (the mover is named in Cyrillic, with no plain letter)."""
    said = []
    for state, move, _, _ in kinds_of_move("kaleido").values():
        after = state.clone()
        after.apply(move)
        for mood, name in (("advice", ""), ("played", "Аша"), ("played", YOU), ("would", "")):
            said += [kaleido_words.said(state, move, after, first, mood, name) for first in (True, False)]
    said = [sentence for sentence in said if sentence is not None]
    reasons = [text for reason in reasons_of_random_turns("kaleido", "Аша") for text in reason[1:] if text]
    reasons += [text for reason in reasons_of_random_turns("kaleido") for text in reason[1:] if text]
    assert len(said) > 20 and reasons
    for sentence in said + reasons:
        assert sentence.startswith("[") and sentence.endswith("]"), sentence
    assert not pseudo_language.uncatalogued(said + reasons)


def test_a_kind_of_reason_is_said_whole_with_its_count():
    """A reason's sentences are said when it is made: to the person at the screen or of the
    mover by name, the sentence with points either holding a count of points or, as a pair,
    said with the plural form its share takes."""
    counted_whole = ReasonWords(("It joins your areas.", ("It saves {points} point.", "It saves {points} points.")),
                                ("It joins {name}'s areas.", ("{name} saves {points} point.",
                                                               "{name} saves {points} points.")))
    assert counted_whole.reason(1) == Reason(1, "It joins your areas.", "It saves 1 point.")
    assert counted_whole.reason(-3, "Ann") == Reason(-3, "It joins Ann's areas.", "Ann saves 3 points.")
    with_a_count = ReasonWords(("It covers symbols.", "It covers symbols worth {points}."))
    assert with_a_count.reason(1, "Ann").counted == "It covers symbols worth 1 point."
    assert with_a_count.reason(4).counted == "It covers symbols worth 4 points."
    assert ReasonWords(("Your red leads.", "")).reason(0).counted == ""


def test_kasanes_review_says_the_learner_s_steps_in_sentences_of_their_own():
    """A lesson seats its learner as You: "You took the 4", never "You took" glued from
    a name's sentence, nor "Then You combined"."""
    for state, move, _, _ in kinds_of_move("kasane").values():
        after = state.clone()
        after.apply(move)
        for first in (True, False):
            learner = kasane_words.said(state, move, after, first, "played", YOU)
            ann = kasane_words.said(state, move, after, first, "played", "Ann")
            assert learner.startswith(("You ", "Then you ")) and "Ann" in ann and "You" not in ann, (learner, ann)
