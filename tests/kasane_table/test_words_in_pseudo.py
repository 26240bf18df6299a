"""The Kasane table's own words in the tests' pseudo-language (tests/pseudo_language.py),
where tests/test_tables_in_pseudo.py's game does not go: the chooser open and closed
with its list on the kakemono and its buttons' reasons, every tooltip, the refusals,
the computer seats' levels, and each sentence of the message strip for a person and for
a lesson's learner ("You"). A word drawn without its brackets came from no catalog."""
from types import SimpleNamespace

import pygame
import pytest

from game import words
from game.narration import YOU
from game.kasane import Card, Combine, KasaneState, Take
from scenes.kasane import KasaneTable, sentences
from scenes.ui import theme
from session import registry
from session.seats import COMPUTER, GameSetup, SeatSetup
from tests import pseudo_language
from tests.events import key, move

from .helpers import deck, drag, press, settle, take_by_drag

#: Seats named in Cyrillic and Greek: data, and no plain letter in them.
NAMES = ("Аша", "Рави", "Ελένη", "Νίκος")
KA, JU = "kafuu_fugetsu", "juu"
# Seat 0 takes the 4 (nothing combines), seat 1 the 3, seat 0 the 6: 4-6 makes Juu, not Kafuu fugetsu.
SCRIPT = [[1, 4, 6, 4], [2, 2, 7, 3], [1, 2, 3, 5], [8, 9, 8, 9]]


def people(players: int, computers: int = 0) -> GameSetup:
    colors = registry.get("kasane").default_colors(players)
    return GameSetup("kasane", tuple(
        SeatSetup(NAMES[i], colors[i], COMPUTER if i >= players - computers else "human",
                  "normal" if i >= players - computers else "") for i in range(players)), variant=True)


def hover(app, pos):
    app.manager.dispatch(move(pos))
    app.manager.draw(app.surface)


def shared_words(scene) -> list[str]:
    """What the buttons every table shares say (scenes/table's words, not the Kasane
    table's own: tests/test_tables_in_pseudo.py checks them)."""
    shared = [*scene.controls.buttons, *scene.history.buttons, scene.menu_button, scene.scores_button]
    return [text for button in shared for text in (button.text, button.disabled_reason, button.tip) if text]


def faults_of(drawn, scene=None) -> list[str]:
    return pseudo_language.uncatalogued(drawn, [*NAMES, *(shared_words(scene) if scene else ())])


def test_the_chooser_tooltips_and_refusals_say_only_catalogued_words(app, pseudo):
    setup = people(2)
    state = KasaneState.new(2, seed=5, deck=deck(2, SCRIPT), variant=True)
    with theme.texts_drawn() as drawn:
        scene = KasaneTable(app, setup, seed=5, state=state)
        app.manager.reset(scene)
        settle(app)
        places = scene.places
        hover(app, places.market_card(0, 3).center)        # a takeable card: what it would open
        hover(app, places.market_card(0, 0).center)        # one that cannot be taken yet
        hover(app, places.slots[(JU, 2)].center)
        hover(app, places.score_rect(0).center)
        press(app, places.market_card(0, 0).center)        # refused: not the rightmost
        press(app, places.slots[(JU, 2)].center)           # refused: take a card first
        start = places.market_card(1, 3).center
        for refused in (places.seat_rows[1].center, places.slots[(JU, 2)].center):
            drag(app, start, refused)                      # held over another row, over the kakemono
        take_by_drag(app, scene, 0)                        # Аша takes the 4: nothing combines
        take_by_drag(app, scene, 1)                        # Рави takes the 3: nothing combines
        hover(app, places.market_card(0, 2).center)        # the 6 would open combinations with the 4
        assert scene.picture.opened
        take_by_drag(app, scene, 0)                        # Аша takes the 6: 4-6, the chooser opens
        assert scene.chooser is not None and scene.chooser.opened
        app.manager.draw(app.surface)
        for button in scene.chooser_bar.buttons.values():  # each says what it does or why it is off
            if button.visible:
                hover(app, button.rect.center)
        press(app, next(r for c, r in scene.chooser_options() if c.style == KA).center)  # a better slot is free
        press(app, scene.places.hand_cards(0, 2)[-1].center)   # one card: not a combination
        app.manager.dispatch(key(pygame.K_ESCAPE))             # closed: the banner names the card taken
        app.manager.draw(app.surface)
        assert scene.turn_headline()[1].startswith("[")
        press(app, scene.chooser_bar.buttons["reopen"].rect.center)
        press(app, scene.places.hand_cards(0, 2)[0].center)    # 4-6 again
        press(app, scene.places.slots[(JU, 2)].center)         # played
        settle(app)
        hover(app, scene.places.kimono_zone(0).center)
        hover(app, scene.places.score_rect(0).center)
    assert scene.state.kakemono[(JU, 2)] == 0
    assert any(text.startswith("[") for text in drawn)
    assert not faults_of(drawn, scene), f"drawn at the Kasane table without a catalog: {faults_of(drawn, scene)}"


@pytest.mark.parametrize("players", [2, 4])
def test_the_seats_rows_say_the_computers_levels_and_the_pile_in_catalogued_words(app, pseudo, players):
    with theme.texts_drawn() as drawn:
        scene = KasaneTable(app, people(players, computers=players - 1), seed=3)
        app.manager.reset(scene)   # drawn, not updated: the computers wait
        app.manager.draw(app.surface)
    assert not faults_of(drawn, scene), f"drawn at the Kasane table without a catalog: {faults_of(drawn, scene)}"
    assert scene.banner_facts().count("[") == 3    # the round, the takes left, the variant


@pytest.mark.parametrize("name", [NAMES[0], YOU])
def test_every_sentence_of_the_strip_is_a_message(pseudo, name):
    state = SimpleNamespace(kimonos=[(Card(4), Card(6))])   # what a combination's sentence reads
    for take in (sentences.Took.of(Take(0), Card(4)), sentences.Took.of(Take(2), Card(None)), None):
        said = [sentences.ended(name, take), sentences.passed_on(name, take, False),
                sentences.passed_on(name, take, True)]
        if take is not None:
            said += [sentences.took(name, take, True), sentences.took(name, take, False)]
        for bonuses in ([], [pseudo_language.pseudo("different fabrics {points}").format(points="+3")]):
            said.append(sentences.combined(name, take, state, 0, Combine(2, False, JU), bonuses))
        for sentence in said:
            assert sentence.startswith("[") and not pseudo_language.uncatalogued([sentence], (name,)), sentence


def test_a_running_table_says_its_words_anew_in_another_language(app):
    """Spoken to in another language while it runs, the table draws its regions again in
    it: nothing kept from before (a region's picture, a row's pieces) still says English."""
    state = KasaneState.new(2, seed=5, deck=deck(2, SCRIPT), variant=True)
    scene = KasaneTable(app, people(2), seed=5, state=state)
    app.manager.reset(scene)
    settle(app)
    take_by_drag(app, scene, 0)
    take_by_drag(app, scene, 1)
    take_by_drag(app, scene, 0)                          # the chooser lists its styles on the kakemono
    english = {"Market", "Kakemono", "Row 1", "Emperor", "Players", "Juu", "all the same number", "End the turn",
               "a better slot is free"}
    try:
        with theme.texts_drawn() as drawn:
            app.speak(pseudo_language.language())
            app.manager.draw(app.surface)
            settle(app)
        said = ({words._(text) for text in english - {"Row 1", "Players"}} | {words._("Row {row}", row=1)}
                | {words.pgettext("the column of the seats", "Players")})
        assert all(text.startswith("[") for text in said)
        assert not english & set(drawn) and said <= set(drawn), sorted(english & set(drawn))
    finally:
        words.use(words.ENGLISH)
