"""What the rulebooks let players choose, chosen at the setup page and kept: Colors of
Kasane's variant, who starts (a seat, or at random from the game's seed), and the
colours of both seats in 2-player Kaleido. Each choice is made by clicks on the setup
scene, changes the game the table plays, and is still there after Continue, after
Save as and loading the file, and in the replay of the finished game. Saves written
before these choices existed load with the old defaults."""
import json
import random
import shutil
from pathlib import Path

import pytest

from game.kasane import Combine, KasaneState, Take
from scenes import navigation
from scenes.pages.menu import MenuScene
from scenes.pages.results import ResultsScene
from scenes.pages.setup import SetupScene
from scenes.ui.widgets import Button, Choice, ColorPicker, Toggle
from session import registry
from session import seats as model
from session.files import game_files, game_folders, paths
from tests.events import click
from tests.games import GAME_IDS

OLD_SAVES = Path(__file__).parent / "old_saves"


def open_setup(app, game_id):
    app.manager.reset(MenuScene(app))
    scene = SetupScene(app, registry.get(game_id))
    app.manager.push(scene)
    app.manager.draw(app.surface)
    return scene


def pick(app, choice: Choice, value) -> None:
    click(app.manager, choice.segment_rects()[choice.options.index(value)].center)
    app.manager.draw(app.surface)


def choose(app, game_id, players, first=None, variant=None, colors=()):
    """The setup page of ``game_id``, set by clicks, then Start: the table it opened."""
    scene = open_setup(app, game_id)
    pick(app, next(w for w in scene.widgets if type(w) is Choice), players)
    if first is not None:
        pick(app, scene.first_choice, first)
    if variant is not None:
        pick(app, scene.variant_toggle, variant)
    for index, color in colors:  # index: the picker's place, seat by seat and colour by colour
        picker = [w for w in scene.widgets if type(w) is ColorPicker][index]
        click(app.manager, picker.swatch_rects()[picker.colors.index(color)].center)
        app.manager.draw(app.surface)
    start = next(w for w in scene.widgets if isinstance(w, Button) and w.text == "Start")
    click(app.manager, start.rect.center)
    table = app.manager.top
    assert table is not scene and table.setup.players == players
    app.manager.draw(app.surface)
    return table


def play_to_the_end(table, seed=1):
    rng = random.Random(seed)
    while not table.state.is_over:
        table.play(rng.choice(table.state.legal_moves()))


def survives(app, table, keeps) -> None:
    """``keeps(table)`` holds at the table, after Continue, after Save as and loading it,
    and in the replay of the finished game from Past games."""
    game_id = table.game_id
    keeps(table)
    table.play(random.Random(0).choice(table.state.legal_moves()))
    table.autosaver.flush()
    app.manager.reset(MenuScene(app))
    app.manager.top.continue_game(registry.get(game_id))
    continued = app.manager.top
    assert continued is not table and continued.record.to_data() == table.record.to_data()
    keeps(continued)
    path = game_folders.save_named("choices", game_id, continued.setup, continued.seed, continued.record)
    loaded = navigation.take_up(app, game_id, game_files.read_file(path).saved)
    keeps(loaded)
    play_to_the_end(loaded)
    loaded.autosaver.flush()
    [listed] = game_folders.list_folder(paths.past_games_dir()).files
    past = game_files.open_game(listed.path)
    navigation.open_replay(app, game_id, past.saved)
    replay = app.manager.top
    assert replay.replaying
    keeps(replay)
    assert replay.record.state.to_json() == loaded.state.to_json()
    assert replay.record.state_at(0).to_json() == loaded.record.state_at(0).to_json()


# -- Colors of Kasane's variant ----------------------------------------------------------

def path_to_accessory_then_combination(state: KasaneState, rng) -> list:
    """Moves from ``state`` (played on a copy with the variant on) after which the seat to
    move takes an accessory and may then combine, and which without the variant does not
    end the game (the table's seed is random): found by seeded random playouts."""
    twin = json.loads(state.to_json())
    twin["variant"] = True
    for _ in range(400):
        probe, moves = KasaneState.from_json(json.dumps(twin)), []
        while not probe.is_over:
            take = next((m for m in probe.legal_moves() if type(m) is Take and probe.market[m.row][-1].is_accessory), None)
            if take is not None:
                after = probe.clone()
                after.apply(take)
                without = json.loads(probe.to_json())
                without["variant"] = False
                without = KasaneState.from_json(json.dumps(without))
                without.apply(take)
                if after.phase == "combine" and not without.is_over:
                    return moves + [take]
            move = rng.choice(probe.legal_moves())
            probe.apply(move)
            moves.append(move)
    raise AssertionError("no playout reached an accessory that a combination may follow")


@pytest.mark.parametrize("on", [False, True])
def test_the_variant_lets_a_combination_follow_an_accessory_only_when_it_is_on(app, on):
    table = choose(app, "kasane", 2, variant=on)
    assert table.state.variant is on and table.setup.variant is on
    *before, accessory = path_to_accessory_then_combination(table.state, random.Random(4))
    for move in before:
        table.play(move)
    seat = table.state.current_seat
    table.play(accessory)
    combines = [m for m in table.state.legal_moves() if type(m) is Combine]
    if on:
        assert table.state.current_seat == seat and table.state.phase == "combine" and combines
        table.play(combines[0])
        assert table.state.combinations(seat)
    else:
        assert table.state.phase == "take" and not combines   # the turn is over
        assert len(table.state.accessories[seat]) == len(table.record.state_at(len(before)).accessories[seat]) + 1
        assert "taking a fabric card" in table.state.why_illegal(Combine(1, False, "juu"))

    def keeps(t):
        assert t.state.variant is on and t.setup.variant is on
        assert t.record.start["new"]["variant"] is on and t.record.state_at(0).variant is on
    survives(app, table, keeps)
    assert model.setup_from_dict(json.loads((paths.config_dir() / "setups.json").read_text())["kasane"],
                                 registry.get("kasane")).variant is on  # remembered for the next game


def test_the_results_say_the_game_was_played_with_the_variant(app):
    table = choose(app, "kasane", 3, variant=True)
    play_to_the_end(table)
    assert "Played with the variant: a combination may also follow taking an accessory." == table.result.rules_played()
    plain = choose(app, "kasane", 3, variant=False)
    play_to_the_end(plain)
    assert plain.result.rules_played() == ""
    page = ResultsScene(app, table.result, table.setup)
    app.manager.reset(page)
    app.manager.draw(app.surface)


# -- who starts ---------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", GAME_IDS)
def test_seat_3_starts_and_the_rest_of_the_order_follows(app, game_id):
    table = choose(app, game_id, 4, first=2)
    assert table.state.current_seat == 2 and table.record.start["new"]["first"] == 2

    def keeps(t):
        assert t.setup.first == 2 and t.record.start["new"]["first"] == 2
        assert t.record.state_at(0).current_seat == 2
    survives(app, table, keeps)


def test_at_random_is_drawn_from_the_seed_and_recorded(app):
    table = choose(app, "kerala", 5, first=model.RANDOM)
    drawn = table.setup.first_seat(table.seed)
    assert table.setup.first == model.RANDOM and table.record.start["new"]["first"] == drawn
    assert table.state.current_seat == drawn == table.state.bag_holder
    setup = table.setup
    assert {setup.first_seat(seed) for seed in range(60)} == set(range(5))   # every seat can be drawn
    assert all(setup.first_seat(seed) == setup.first_seat(seed) for seed in range(60))

    def keeps(t):
        assert t.setup.first == model.RANDOM and t.record.start["new"]["first"] == drawn
        assert t.record.state_at(0).current_seat == drawn
    survives(app, table, keeps)


# -- 2-player Kaleido's colours -------------------------------------------------------------

def test_two_player_kaleido_seats_pick_their_colours_and_the_cycle_alternates_them(app):
    # pickers: seat 1 upper, seat 1 lower, seat 2 upper, seat 2 lower
    table = choose(app, "kaleido", 2, first=1, colors=[(0, "green"), (3, "red")])
    assert [s.colors for s in table.setup.seats] == [("green", "yellow"), ("blue", "red")]
    state = table.state
    assert state.colors_of(0) == ("green", "yellow") and state.colors_of(1) == ("blue", "red")
    assert state.colors == ("green", "blue", "yellow", "red") and state.current_color == "blue"

    def keeps(t):
        assert t.record.start["new"]["colors"] == ["green", "blue", "yellow", "red"]
        start = t.record.state_at(0)
        assert start.colors_of(0) == ("green", "yellow") and start.current_color == "blue"
        assert [s.colors for s in t.setup.seats] == [("green", "yellow"), ("blue", "red")]
    survives(app, table, keeps)


def test_a_colour_another_seat_plays_cannot_be_picked(app):
    scene = open_setup(app, "kaleido")
    pickers = [w for w in scene.widgets if type(w) is ColorPicker]
    assert len(pickers) == 4 and pickers[0].taken == {"yellow", "blue", "purple"}  # green is free
    click(app.manager, pickers[0].swatch_rects()[pickers[0].colors.index("purple")].center)
    assert [s.colors for s in scene.setup.seats] == [("red", "yellow"), ("blue", "purple")]
    assert "the cycle Red, Blue, Yellow and Purple, starting with seat 1's upper colour" in scene.turn_order()


# -- saves from before these choices ------------------------------------------------------------

@pytest.mark.parametrize("game_id", sorted(path.stem for path in OLD_SAVES.glob("*.json")))
def test_a_save_from_before_the_choices_means_seat_1_no_variant_and_the_rulebooks_colours(app, game_id):
    paths.saves_dir().mkdir(parents=True, exist_ok=True)
    shutil.copy(OLD_SAVES / f"{game_id}.json", paths.saves_dir() / f"{game_id}.json")
    app.manager.reset(MenuScene(app))
    app.manager.top.continue_game(registry.get(game_id))
    table = app.manager.top
    assert table.game_id == game_id and len(table.record.entries) > 0
    assert table.setup.first == 0 and table.setup.variant is False
    assert "first" not in table.record.start["new"] and table.record.state_at(0).current_seat == 0
    if game_id == "kaleido":
        assert [s.colors for s in table.setup.seats] == [("red", "yellow"), ("blue", "purple")]
        assert table.state.colors == ("red", "blue", "yellow", "purple")
    if game_id == "kasane":
        assert table.state.variant is False and table.state.first_player == 0
    play_to_the_end(table)
    assert table.state.is_over and table.result is not None
