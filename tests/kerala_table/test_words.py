"""The Kerala table in another language while it runs: what its layer and its kept
grounds drew in the language before is drawn again in the new one."""
import pytest

from game import words
from scenes.kerala.grounds import height_words
from scenes.kerala.table_layer import grounds_title
from scenes.ui import theme
from tests import pseudo_language
from tests.kerala_table.helpers import late_game, settle


@pytest.fixture
def english_after():
    yield
    words.use(words.ENGLISH)


def test_the_grounds_title_the_middle_and_the_stacks_heights_are_said_anew(app, english_after):
    scene = late_game(app, (1280, 720))
    english = {grounds_title(scene.picture)[0], "The middle", height_words(2)}
    with theme.texts_drawn() as drawn:
        app.speak(pseudo_language.language())
        app.manager.draw(app.surface)
        settle(app, scene)
    assert not english & set(drawn)
    said = {grounds_title(scene.picture)[0], words._("The middle"), height_words(2)}
    assert all(text.startswith("[") for text in said) and said <= set(drawn)
