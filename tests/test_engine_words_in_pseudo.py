"""The engines' words come from the catalog: every line of the Log a seeded game of each
title writes, every score line's label and detail, and the save-loading diagnostics,
said in the tests' pseudo-language, are bracketed messages with no plain word but the
values (the seats' names); and each is said when it is asked for, so a score kept from
before a change of language is said in the new one."""
from __future__ import annotations

import json
import random
from types import SimpleNamespace

import pytest

from game import words
from game.core import SaveFormatError, guard_load
from game.narration import YOU
from game.kaleido import KaleidoState
from game.kaleido.moves import EndTurn as KaleidoEndTurn
from game.kaleido.narration import PHRASES as KALEIDO_PHRASES, describe as kaleido_lines
from game.kasane import KasaneState
from game.kasane.narration import PHRASES as KASANE_PHRASES, describe as kasane_lines
from game.kerala import KeralaState
from game.kerala.narration import PHRASES as KERALA_PHRASES, describe as kerala_lines
from game.narration import end_line
from game.words import N_
from tests import pseudo_language
from tests.pseudo_language import pseudo, uncatalogued

NAMES = ("Ana", "Ben", "Chloe")


@pytest.fixture
def pseudo_spoken():
    words.use(pseudo_language.language())
    yield
    words.use(words.ENGLISH)


def lines_of_a_game(state, describe, seed: int):
    """Every Log line of a seeded random game from ``state`` to its end, with the kinds of
    move played, and the state at the end."""
    rng = random.Random(seed)
    lines, kinds = [], set()
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        before = state.clone()
        state.apply(move)
        kinds.add(type(move))
        lines += describe(before, move, state, NAMES[:state.players])
    return lines, kinds, state


def assert_from_the_catalog(texts, data=NAMES):
    """Each text is one message (bracketed from its first letter to its last) and holds no
    plain word but the ``data``."""
    assert texts
    for text in texts:
        assert text.startswith("[") and text.endswith("]"), text
    assert not uncatalogued(texts, data), uncatalogued(texts, data)


GAMES = {
    # every kind of move, the boards filled and the corner hexagons scored at the end
    "kaleido": (lambda: KaleidoState.new(3, seed=3), kaleido_lines, 3, KALEIDO_PHRASES,
                ("filled board", "The corner of boards")),
    # every kind of move (both special tiles), and the new rounds drawn from the bag
    "kerala": (lambda: KeralaState.new(3, seed=3), kerala_lines, 3, KERALA_PHRASES, ("A new round:",)),
    # combinations with their bonuses, an accessory taken, the new markets dealt
    "kasane": (lambda: KasaneState.new(3, seed=8), kasane_lines, 8, KASANE_PHRASES, ("Round 1 is over.",)),
}


@pytest.mark.parametrize("game", GAMES)
def test_every_line_of_a_seeded_game_s_log_comes_from_the_catalog(game, pseudo_spoken):
    new, describe, seed, phrases, aftermath = GAMES[game]
    lines, kinds, state = lines_of_a_game(new(), describe, seed)
    assert kinds == set(phrases)  # every kind of move was said
    assert_from_the_catalog(lines)
    words.use(words.ENGLISH)  # the same game in English says its scorings and its end as well
    english = lines_of_a_game(new(), describe, seed)[0]
    assert len(english) == len(lines)
    assert all(any(words_said in line for line in english) for words_said in aftermath)
    assert english[-1].startswith("The game is over: ")


@pytest.mark.parametrize("game", GAMES)
def test_every_score_line_is_labelled_and_detailed_from_the_catalog(game, pseudo_spoken):
    new, describe, seed, phrases, aftermath = GAMES[game]
    lines, kinds, state = lines_of_a_game(new(), describe, seed)
    score_lines = state.score_lines()
    assert_from_the_catalog([line.label for line in score_lines])
    assert_from_the_catalog([line.detail for line in score_lines if line.detail])
    words.use(words.ENGLISH)
    assert [line.category for line in state.score_lines()] == [line.category for line in score_lines]  # the same keys
    assert [line.label for line in state.score_lines()] != [line.label for line in score_lines]


def test_the_learner_wins_and_is_done_turning_boards_in_sentences_of_their_own():
    """A lesson seats its learner as "You": a sentence whose verb follows the name has a
    message for them ("You win", never "You wins")."""
    def ended(scores, winners):
        return SimpleNamespace(scores=lambda: scores, winners=lambda: winners)
    names = (YOU, "Ben")
    assert end_line(ended([12, 10], [0]), names) == "The game is over: You 12, Ben 10. You win."
    assert end_line(ended([9, 10], [1]), names) == "The game is over: You 9, Ben 10. Ben wins."
    assert end_line(ended([10, 10], [0, 1]), names) == "The game is over: You 10, Ben 10. You and Ben share the win."
    done = KALEIDO_PHRASES[KaleidoEndTurn]
    turning = SimpleNamespace(phase="rotate")
    assert done(turning, KaleidoEndTurn(), None, YOU) == "You are done turning boards"
    assert done(turning, KaleidoEndTurn(), None, "Ben") == "Ben is done turning boards"


def test_a_kerala_score_kept_from_before_is_said_in_the_language_of_the_moment():
    state = KeralaState.new(2, seed=1)
    rng = random.Random(1)
    for turn in range(12):
        state.apply(rng.choice(state.legal_moves()))
    kept = state.grounds_score(0)   # cached while the grounds do not change
    assert kept.lines[0].label == "Removed tiles"
    words.use(pseudo_language.language())
    try:
        assert state.grounds_score(0) is kept
        assert kept.lines[0].label == pseudo("Removed tiles") and kept.lines[0].category == "Removed tiles"
        assert_from_the_catalog([line.label for line in state.score_lines()])
    finally:
        words.use(words.ENGLISH)


def json_error(text: str) -> str:
    """What Python's JSON parser says of ``text``: a value of a message, not a message."""
    try:
        json.loads(text)
    except ValueError as exc:
        return str(exc)
    raise AssertionError(f"{text!r} is JSON")


JSON_ERROR = json_error("{")
DAMAGED_SAVES = {
    "not JSON": (KaleidoState, "{", "The save is not valid JSON ({error}).", [JSON_ERROR]),
    "not an object": (KeralaState, "[1, 2]", "The save does not hold a game object.", []),
    "another game": (KasaneState, json.dumps({"game": "kerala"}), "The save is not a {game} game (found {found}).",
                     ["kasane", "'kerala'"]),
    "a field missing": (KeralaState, json.dumps({"game": "kerala"}), "The save is missing the field {field}.",
                        ["'version'"]),
}


@pytest.mark.parametrize("case", DAMAGED_SAVES)
def test_a_damaged_save_is_said_in_the_language_of_the_moment(case, pseudo_spoken):
    cls, text, message, data = DAMAGED_SAVES[case]
    with pytest.raises(SaveFormatError) as refused:
        cls.from_json(text)
    assert_from_the_catalog([str(refused.value)], data)
    assert str(refused.value).startswith(pseudo(message).split("{")[0])


def test_an_inconsistent_save_says_the_game_and_the_reason_in_one_language(pseudo_spoken):
    """A Kaleido save whose boards are not joined: the game's sentence holds the reason's."""
    state = KaleidoState.new(3, seed=2)
    saved = json.loads(state.to_json())
    saved["boards"].append([5, 5, [None] * 6])
    with pytest.raises(SaveFormatError) as refused:
        KaleidoState.from_json(json.dumps(saved))
    reason = pseudo("the boards on the table are not joined side to side.")
    assert str(refused.value) == pseudo("The Kaleido save is inconsistent: {reason}").format(reason=reason)
    assert_from_the_catalog([str(refused.value)])


def test_a_save_that_breaks_a_loader_says_what_broke_in_the_game_s_message(pseudo_spoken):
    """Whatever breaks inside a loader becomes the game's "damaged" sentence, Python's
    words for the fault its value."""
    damaged = N_("The Kerala save is damaged ({error}).")
    with pytest.raises(SaveFormatError) as refused:
        guard_load(damaged, lambda: {}["stacks"])
    assert str(refused.value) == pseudo(damaged).format(error="KeyError: 'stacks'")
