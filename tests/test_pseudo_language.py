"""The tests' pseudo-language (tests/pseudo_language.py) and the record of every text
drawn (scenes/ui/theme.py): a message of the catalog is drawn bracketed, accented and
longer; a word drawn as written in the code is found and named."""
import re

import pygame
import pytest
from babel.messages.pofile import read_po

from game import words
from game.core import IllegalMove
from game.kaleido import KaleidoState
from game.kaleido.moves import EndTurn as KaleidoEndTurn
from game.kasane import KasaneState
from game.kasane.moves import Take
from game.kerala import KeralaState
from game.kerala.moves import SkipSpecial
from game.words import _, ngettext
from scenes.ui import theme
from session import languages
from tests import pseudo_language
from tests.pseudo_language import PLACEHOLDER, pseudo, uncatalogued


def test_a_pseudo_message_is_bracketed_accented_longer_and_keeps_its_placeholders():
    for message in ("Back", "{name} wins with {points} points!", "Settings are saved as you change them.",
                    "{{a brace}} and {value}"):
        said = pseudo(message)
        assert said.startswith("[") and said.endswith("]")
        assert not re.search("[A-Za-z]", PLACEHOLDER.sub("", said))
        assert PLACEHOLDER.findall(said) == PLACEHOLDER.findall(message)
        text = len(PLACEHOLDER.sub("", message))
        assert len(PLACEHOLDER.sub("", said)) >= 1.4 * text


def test_every_message_of_the_template_has_its_pseudo_form():
    with open(languages.template_path(), "rb") as source:
        template = read_po(source)
    translations = pseudo_language.translations()
    for message in template:
        if not message.id:
            continue
        if message.pluralizable:
            for n, form in ((1, message.id[0]), (2, message.id[1])):
                assert translations.npgettext(message.context, *message.id, n) == pseudo(form) \
                    if message.context else translations.ngettext(*message.id, n) == pseudo(form)
        elif message.context:
            assert translations.pgettext(message.context, message.id) == pseudo(message.id)
        else:
            assert translations.gettext(message.id) == pseudo(message.id)


def test_spoken_the_pseudo_language_fills_its_placeholders():
    words.use(pseudo_language.language())
    try:
        assert _("version {version}", version="1.2") == "[ʋéŕšíőñ 1.2 ĺ]"
        assert ngettext("{amount} byte", "{amount} bytes", 3, amount=3) == "[3 ƀýťéš ĺ]"
    finally:
        words.use(words.ENGLISH)


def test_each_text_drawn_is_recorded_and_a_word_from_no_catalog_is_named():
    pygame.font.init()
    surface = pygame.Surface((400, 100))
    font = theme.font("body")
    words.use(pseudo_language.language())
    try:
        with theme.texts_drawn() as drawn:
            theme.draw_text(surface, _("Back"), font, theme.TEXT, (0, 0))
            theme.draw_text(surface, "Back", font, theme.TEXT, (0, 30))  # as written: no catalog
            theme.text_image(ngettext("{name} took {count} hint", "{name} took {count} hints", 1, name="Ира", count=1),
                             font, theme.TEXT)
            theme.draw_text(surface, "Ann's turn", font, theme.TEXT, (0, 60))
            theme.draw_text(surface, "12", font, theme.TEXT, (0, 60))
    finally:
        words.use(words.ENGLISH)
    assert drawn[0] == "[Ƀáçķ ĺ]" and len(drawn) == 5
    assert uncatalogued(drawn) == ["Back", "Ann's turn"]
    assert uncatalogued(drawn, data=["Back", "Ann"]) == ["Ann's turn"]  # a name, not the word after it


def test_the_engines_refuse_in_the_language_in_use():
    """A refusal is a message of the catalog: said in the pseudo-language, it has no
    plain letter; in English the engines' own tests read it as before."""
    refusals = [(KaleidoState.new(3, 0), KaleidoEndTurn(), "Place a tile of your colour before ending your turn.", {}),
                (KeralaState.new(2, 1), SkipSpecial(), "There is no special action to skip.", {}),
                (KasaneState.new(2, seed=5), Take(7), "There is no row {row}: the market has {count} rows.",
                 {"row": 8, "count": 4})]
    assert [state.why_illegal(move) for state, move, *said in refusals][2] == "There is no row 8: the market has 4 rows."
    words.use(pseudo_language.language())
    try:
        for state, move, message, values in refusals:
            with pytest.raises(IllegalMove) as refused:
                state.apply(move)
            assert str(refused.value) == pseudo(message).format(**values)
            assert not uncatalogued([str(refused.value)])
    finally:
        words.use(words.ENGLISH)


def test_a_latin_name_inside_a_pseudo_word_is_data():
    """A lesson's seats have Latin names: "Mira's pieces" in the pseudo-language is
    "[Mira'š ƥíéçéš ĺ]", whose only plain letters are the name's."""
    said = pseudo_language.pseudo("{name}'s pieces").replace("{name}", "Mira")
    assert uncatalogued([said], data=["Mira"]) == []
    assert uncatalogued([said]) == [said]
    assert uncatalogued(["Mira's pieces"], data=["Mira"]) == ["Mira's pieces"]
