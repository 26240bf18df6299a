"""A seat named "You" (a lesson's learner) is spoken to in good English wherever a name
comes before a present-tense verb or what the seat owns."""
import pytest

from game.english import acts, counted, listed, possessive
from game.kerala import KeralaState
from scenes.table.banner import turn_words
from session import registry
from session.result import GameResult
from session.seats import GameSetup, SeatSetup


@pytest.mark.parametrize("name, verb, said", [
    ("Ann", "plays", "Ann plays"), ("You", "plays", "You play"), ("You", "is", "You are"),
    ("You", "wins", "You win"), ("You", "waits", "You wait"), ("You", "passes", "You pass"),
    ("Ann", "is", "Ann is"),
])
def test_a_name_acts(name, verb, said):
    assert acts(name, verb) == said


def test_what_a_seat_owns():
    assert possessive("Ann") == possessive("Ann", start=False) == "Ann's"
    assert possessive("You") == "Your"
    assert possessive("You", start=False) == "your"


def test_the_banner_and_the_results_speak_to_you():
    state = KeralaState.new(2, seed=3)
    headline, _ = turn_words(state, ["You", "Mira"], finished=False, headline_at_end="", moment=None,
                             computer=False, paused=False, showing_move=False)
    assert headline == "Your turn"
    headline, _ = turn_words(state, ["You", "Mira"], finished=False, headline_at_end="", moment=None,
                             computer=True, paused=False, showing_move=False)
    assert headline == "You are thinking..."
    for seed in range(50):  # a game "You" wins alone, played by the first legal move
        state = KeralaState.new(2, seed=seed)
        while not state.is_over:
            state.apply(state.legal_moves()[0])
        if state.winners() == [0]:
            break
    assert state.winners() == [0]
    game = registry.get("kerala")
    setup = GameSetup(game.id, (SeatSetup("You", "blue"), SeatSetup("Mira", "red")))
    result = GameResult.from_state(game, setup, state, [])
    assert result.headline().startswith("You win with ")


def test_a_count_is_written_one_way_everywhere():
    assert [counted(n, "pt") for n in (1, -1, 0, 3, -2)] == ["1 pt", "-1 pt", "0 pts", "3 pts", "-2 pts"]
    assert counted(1, "point") == "1 point" and counted(12, "point") == "12 points"


def test_a_list_of_names_reads_as_a_sentence():
    assert [listed(names) for names in ([], ["Ana"], ["Ana", "Ben"], ["Ana", "Ben", "Cy"])] == \
        ["", "Ana", "Ana and Ben", "Ana, Ben and Cy"]
    assert counted(2, "child", "children") == "2 children" and counted(-1, "point") == "-1 point"
