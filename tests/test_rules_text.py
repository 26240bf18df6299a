"""The rules pages say what the engines enforce where the rulebooks are silent or where
the app lets players choose (issue 22): 2-player Kaleido's fixed cycle and its skips,
what Kasane's variant changes, who starts, Kerala's tile set, moving the start tile's
stack and when an arch scores. Each page opens and draws."""
import pytest

from game import words
from scenes.pages.rules import RulesScene
from session import languages, registry

SENTENCES = {
    "kaleido": [
        "The setup says who starts: a seat you pick, or one drawn at random.",
        "picked at the setup from the five",
        "The colours take turns in a fixed cycle that alternates the players",
        "With the default colours the cycle red, blue, yellow, purple is fixed",
        "A colour that cannot play loses its turn",
        "So after a skip the seat's other colour may play twice running.",
        "Whenever both colours of a player can play, the same colour never plays twice in a row.",
    ],
    "kasane": [
        "The first player of round 1 is chosen at the setup (a seat, or one drawn at random)",
        "After a fabric card it therefore always includes the card you just took.",
        "With the variant, you may also make a combination in a turn where you took an accessory.",
        "the combination is the last cards of your hand (the card you took is not in your hand, so it is not part of it)",
        "If no combination is possible after the accessory, your turn ends at once.",
        "The variant is switched on at the setup (it is off unless you choose it)",
    ],
    "kerala": [
        "Who starts is chosen at the setup (the rulebook: the youngest player), or drawn at random",
        "**2 plain tiles with no elephant symbol, 4 with 1 symbol, 4 with 2 symbols, 4 with 3 symbols, "
        "4 arch tiles** (one arch of each of the other four colours, no symbols), **1 move-elephant tile "
        "and 1 move-tile tile**",
        "A move-tile may move the start tile's stack too, once no elephant stands on it.",
        "neither of the two tiles is in an area removed as surplus",
    ],
}
FALSE_NOW = {"kaleido": ["so the same colour never plays twice in a row"],
             "kasane": ["so it always includes the card you just took"],
             "kerala": ["The first player holds the bag."]}


@pytest.mark.parametrize("game_id", sorted(SENTENCES))
def test_the_rules_page_states_every_ruling(app, game_id):
    text = " ".join(registry.get(game_id).rules_path.read_text(encoding="utf-8").split())
    for sentence in SENTENCES[game_id]:
        assert sentence in text, sentence
    for sentence in FALSE_NOW[game_id]:
        assert sentence not in text, sentence
    page = RulesScene(app, game_id)
    app.manager.reset(page)
    app.manager.draw(app.surface)


def outline(text: str) -> list[tuple[str, int, int]]:
    """Each section of a rules page (its heading level, bullets, **bold** runs) in order:
    a translated page keeps the English page's shape, so no rule is left out."""
    sections = []
    for line in text.splitlines():
        if line.startswith("#"):
            sections.append([line.split(" ", 1)[0], 0, 0])
        elif sections:
            sections[-1][1] += line.startswith("- ")
            sections[-1][2] += line.count("**") // 2
    return [tuple(section) for section in sections]


@pytest.mark.parametrize("code", ["de", "ja"])
@pytest.mark.parametrize("game_id", sorted(SENTENCES))
def test_each_language_s_rules_page_has_the_english_page_s_shape_and_is_shown_in_it(app, game_id, code):
    english = registry.get(game_id).rules_path
    translated = english.with_name(f"{game_id}.{code}.md")
    assert outline(translated.read_text(encoding="utf-8")) == outline(english.read_text(encoding="utf-8"))
    languages.use(code)
    try:
        assert registry.get(game_id).rules_path == translated
        page = RulesScene(app, game_id)
        app.manager.reset(page)
        app.manager.draw(app.surface)
    finally:
        words.use(words.ENGLISH)


def test_an_outline_counts_each_section_s_bullets_and_bold_runs():
    assert outline("# T\n\nIntro **a**.\n\n## S\n\n- **b**: c\n- d **e** f **g**\n") == [
        ("#", 0, 1), ("##", 2, 3)]
