"""The frozen app's Japanese font (issue 50): BIZ UDPGothic cut at build time to the
letters Tessera draws and those a Japanese name needs, and the build's check that every
letter of every catalog, lesson and rules document has a font to draw it."""
import shutil
import unicodedata

import pygame
import pygame.freetype
import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import write_po

from tests.build_scripts import build_script

japanese_font = build_script("japanese_font")


@pytest.fixture(scope="module")
def subset(tmp_path_factory):
    """The folder of the Japanese fonts as the build cuts them from the real assets."""
    folder = tmp_path_factory.mktemp("fonts")
    japanese_font.write_subsets(folder)
    return folder


def test_the_name_kanji_are_the_joyo_and_jinmeiyo_kanji():
    kanji = japanese_font.name_kanji()
    assert 2136 + 863 <= len(kanji) < 3100  # 2,136 Joyo and 863 Jinmeiyo kanji, and variant forms
    assert all(japanese_font.is_kanji(ord(char)) for char in kanji)
    assert set("花子着物山田太郎翔陽菜") <= kanji
    assert "髙" not in kanji  # 髙橋's ladder-high, in the font but not in the lists


def test_the_subset_keeps_every_letter_of_the_app_s_texts_kana_and_a_name_s_kanji(subset):
    assert japanese_font.missing_letters(subset) == {}
    kana = {chr(code) for code in range(0x3041, 0x3097)} | {chr(code) for code in range(0x30A1, 0x30FB)}
    full_width = {chr(code) for code in range(0xFF01, 0xFF5F)}
    latin = set("AaZzÄäÖöÜüßéÉñ0123456789")
    for name in japanese_font.JAPANESE_FONTS:
        kept = japanese_font.characters(subset / name)
        assert kana | full_width | latin | japanese_font.name_kanji() <= kept
        assert set("。、「」（）ー・！？") <= kept
        assert "髙" not in kept  # a kanji no text of the app and no name list has
        whole = japanese_font.FONTS / name
        assert (subset / name).stat().st_size < 0.45 * whole.stat().st_size


def test_the_subset_draws_a_japanese_name_with_real_letters(subset):
    pygame.freetype.init()
    font = pygame.freetype.Font(str(subset / "BIZUDPGothic-Regular.ttf"), 20)
    assert all(metrics is not None for metrics in font.get_metrics("花子さんの着物"))
    assert font.get_metrics("髙") == [None]


def fake_assets(tmp_path, **said_by_language):
    """An assets tree with the real fonts, and a catalog per language saying one message."""
    assets = tmp_path / "assets"
    shutil.copytree(japanese_font.FONTS, assets / "fonts")
    for folder in ("lessons", "rules"):
        (assets / folder).mkdir()
    for language, said in said_by_language.items():
        catalog = Catalog(locale=language)
        catalog.add("Your turn", said)
        path = assets / "locale" / language / "LC_MESSAGES" / "tessera.po"
        path.parent.mkdir(parents=True)
        with open(path, "wb") as out:
            write_po(out, catalog)
    return assets


def test_the_check_names_a_letter_no_font_has(subset, tmp_path):
    """Lato draws what the Japanese font lacks, and the other way round, in any language."""
    assets = fake_assets(tmp_path, ja="髙のターン, Ștefan", de="Du bist dran, 花子 – 한")
    problems = japanese_font.missing_letters(subset, assets)
    by_language = {path.parts[-3]: letters for path, letters in problems.items()}
    assert by_language == {"ja": {"髙"}, "de": {"한"}}


def test_the_build_stops_on_a_letter_no_font_has(tmp_path):
    assets = fake_assets(tmp_path, ja="あなたの番です", de="Du bist dran 한")
    with pytest.raises(japanese_font.MissingLetters, match="한"):
        japanese_font.write_subsets(tmp_path / "fonts", assets)


def test_a_kanji_of_a_catalog_is_kept_though_no_name_needs_it(tmp_path):
    assets = fake_assets(tmp_path, ja="髙のターン")
    japanese_font.write_subsets(tmp_path / "fonts", assets)
    for name in japanese_font.JAPANESE_FONTS:
        assert "髙" in japanese_font.characters(tmp_path / "fonts" / name)
    assert unicodedata.name("髙").startswith("CJK UNIFIED IDEOGRAPH")
