"""The lessons' vocabularies: their words for points agree with the engine's own scoring
on many random games (so a filled explanation can never tell other points than the
game gives), and each kind of target tells when it names nothing."""
from __future__ import annotations

import random
import re

import pytest

from game import words
from game.kaleido import KaleidoState
from game.kasane import STYLE_NAMES, KasaneState
from game.kerala import KeralaState
from session import registry
from session.games.kaleido.lesson_vocabulary import award_words
from session.games.kerala.lesson_vocabulary import grounds_words
from session.lesson_vocabulary import Said, Target, Unavailable
from session.lesson_files import load_lesson
from tests import pseudo_language
from tests.lessons.helpers import EXISTS, GAMES


def random_game(state, seed: int):
    """Every (before, move, after) of a seeded random game to its end."""
    rng = random.Random(seed)
    while not state.is_over:
        before = state.clone()
        move = rng.choice(state.legal_moves())
        state.apply(move)
        yield before, move, state


NAMES = ("You", "Mira", "Ravi")


def test_kaleido_award_words_name_the_engines_points():
    checked = 0
    games = [(KaleidoState.new(players, seed), seed) for seed in range(12) for players in (2, 3, 5)]
    for before, move, after in (moment for state, seed in games for moment in random_game(state, seed)):
        for kind, where, points in after.awards[len(before.awards):]:
            if kind == "board":
                tiles = after.boards[where[0]]
            else:
                hexagon = next(h for h in after.hexagons() if h.boards == tuple(where))
                tiles = [after.boards[b][h] for b, h in hexagon.triangles]
            words = award_words(tiles, points)  # raises when its ranking disagrees with the points
            for color, pts in points.items():
                assert re.search(rf"{color}\b.*?\b{pts}\b", words, re.IGNORECASE), (words, points)
            checked += 1
        kinds = {kind for kind, _, _ in after.awards[len(before.awards):]}
        facts = registry.get("kaleido").vocabulary.all_facts()
        said = Said(before, move, after, NAMES)
        for kind, fact in (("board", "award"), ("hexagon", "hexagons")):
            if kind in kinds:
                assert facts[fact](said)
            else:
                with pytest.raises(Unavailable):
                    facts[fact](said)
    assert checked > 100


def test_kaleido_award_words_for_each_case_of_the_rule():
    assert award_words(["red"] * 6, {"red": 12}) == "Only red is on it, in all six holes: 12 points."
    assert award_words(["red"] * 5 + ["white"], {"red": 8}) == (
        "Only red counts: 8 points. The white tile does not count.")
    assert award_words(["white"] * 6, {}) == "Only white tiles: nobody scores. White tiles do not count."
    assert award_words(["red", "red", "blue", "blue", "yellow", "white"], {"red": 6, "blue": 6}) == (
        "Red and blue tie with most tiles (2 each) and share 12: 6 points each; nobody else scores. "
        "The white tile does not count.")
    assert award_words(["red", "red", "red", "blue", "yellow", "purple"],
                       {"red": 8, "blue": 1, "yellow": 1, "purple": 1}) == (
        "Red has most tiles (3): 8 points; blue, yellow and purple tie for second (1 each) and share 4: "
        "1 point each.")
    with pytest.raises(AssertionError):
        award_words(["red", "red", "blue"], {"blue": 8})


def numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"[-+]?\d+(?= for )", text)]


@pytest.mark.parametrize("seed", range(4))
def test_kerala_grounds_words_add_up_to_the_engines_total(seed):
    state = KeralaState.new(3, seed)
    for before, move, after in random_game(state, seed):
        seat = before.current_seat
        score = after.grounds_score(seat)
        words = grounds_words(score)
        assert words.startswith(f"{score.total} point")
        assert sum(numbers(words)) == score.total, words
    said = Said(before, move, after, NAMES)
    final = registry.get("kerala").vocabulary.all_facts()["final"](said)
    for name, total in zip(NAMES, after.scores()):
        assert f"{name} {total} point" in final


def test_kasane_words_add_up_to_the_engines_totals():
    facts = registry.get("kasane").vocabulary.all_facts()
    refusals = 0
    for seed in range(16):
        for before, move, after in random_game(KasaneState.new(3, seed, variant=bool(seed % 2)), seed):
            said = Said(before, move, after, NAMES)
            try:
                sentence = facts["best_slot"](said)
            except Unavailable:
                continue
            assert sentence.startswith("The cards ") and f"{STYLE_NAMES[move.style]} (" in sentence, sentence
            refusals += 1
        final = facts["final"](said)
        for name, total in zip(NAMES, after.scores()):
            match = re.search(rf"{name} (-?\d+) points? \((-?\d+) from combinations, (-?\d+) from bonuses\)", final)
            assert match and int(match[1]) == total == int(match[2]) + int(match[3]), final
        assert facts["bonuses"](said).count(" for ") == 3
    assert refusals > 0


@pytest.mark.parametrize("game_id, target", [
    ("kaleido", Target("hole", (("board", (4, 4)), ("hole", 0)))),
    ("kaleido", Target("board", (("board", (4, 4)),))),
    ("kaleido", Target("space", (("pos", (0, 0)),))),
    ("kaleido", Target("hexagon", (("boards", ((0, 0), (1, 0), (9, 9))),))),
    ("kaleido", Target("button", (("name", "done"),))),
    ("kaleido", Target("button", (("name", "cancel"),))),
    ("kaleido", Target("stock", (("piece", "glass"),))),
    ("kaleido", Target("score", (("seat", 3),))),
    ("kerala", Target("offer", (("index", 2),))),
    ("kerala", Target("cell", (("seat", 0), ("cell", (3, 3))))),
    ("kerala", Target("elephant", (("seat", 0), ("elephant", 2)))),
    ("kerala", Target("button", (("name", "skip"),))),
    ("kerala", Target("grounds", (("seat", 2),))),
    ("kasane", Target("market_row", (("row", 4),))),
    ("kasane", Target("market_card", (("row", 0), ("index", 4)))),
    ("kasane", Target("hand_card", (("seat", 0), ("index", 0)))),
    ("kasane", Target("kimono_card", (("seat", 1), ("index", 0)))),
    ("kasane", Target("slot", (("style", "chidori"), ("size", 2)))),
    ("kasane", Target("button", (("name", "end_turn"),))),
    ("kasane", Target("hand", (("seat", 2),))),
])
def test_a_target_that_names_nothing_there_is_told(game_id, target):
    state = load_lesson(game_id).initial_state()
    why = registry.get(game_id).vocabulary.targets[target.at].problem(state, target)
    assert why and isinstance(why, str)
    try:
        exists = EXISTS[game_id][target.at](state, target)
    except (KeyError, IndexError):
        exists = False  # the test's own reading cannot even look it up
    assert not exists, "the tests' reading of the table agrees"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_target_kind_has_a_meaning_for_the_table(game_id):
    vocabulary = registry.get(game_id).vocabulary
    assert set(vocabulary.targets) == set(EXISTS[game_id])
    for kind in vocabulary.targets.values():
        assert kind.meaning


@pytest.mark.parametrize("seed", range(4))
def test_kaleido_hexagon_totals_are_what_the_engines_hexagons_gave(seed):
    """The end's count and totals of the hexagons, read against the engine's own hexagon
    awards of a random game (the count of awards, and each colour's points summed)."""
    facts = registry.get("kaleido").vocabulary.all_facts()
    for before, move, after in random_game(KaleidoState.new(players=3, seed=seed), seed):
        said = Said(before, move, after.clone(), NAMES)
        hexagons = [points for kind, _, points in after.awards[len(before.awards):] if kind == "hexagon"]
        if not hexagons:
            with pytest.raises(Unavailable):
                facts["hexagon_totals"](said)
            continue
        assert facts["hexagon_count"](said).startswith(f"{len(hexagons)} complete hexagon")
        totals = {color: sum(p.get(color, 0) for p in hexagons) for color in after.colors}
        for color, points in totals.items():
            if points:
                assert re.search(rf"\b{color} {points}\b", facts["hexagon_totals"](said))
            else:
                assert color not in facts["hexagon_totals"](said)
        assert after.is_over


def test_kaleidos_facts_are_said_in_the_language_in_use():
    """In the tests' pseudo-language each Kaleido fact of a random game's moves (scorings,
    the end's hexagons, places, turns, colours, counts) holds no plain word: a fact goes
    into a lesson's text written in the language in use."""
    facts = registry.get("kaleido").vocabulary.facts
    said_facts = {}
    words.use(pseudo_language.language())
    try:
        for seed in range(3):
            for before, move, after in random_game(KaleidoState.new(players=3, seed=seed), seed):
                said = Said(before, move, after.clone(), ("Аша", "Рави", "Ελένη"))
                for name, fact in facts.items():
                    try:
                        said_facts.setdefault(name, []).append(fact(said))
                    except Unavailable:
                        continue
    finally:
        words.use(words.ENGLISH)
    assert all(said_facts.get(name) for name in facts), [name for name in facts if not said_facts.get(name)]
    assert not pseudo_language.uncatalogued(text for texts in said_facts.values() for text in texts)
