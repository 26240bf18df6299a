"""A room's code reads back as it was written, however people paste it; every symbol
typed wrong and every two neighbours swapped is refused with a sentence; and it carries
at least 96 random bits."""
import math
import re

import pytest

from session.online import room_code
from game import words
from session.online.room_code import ALPHABET, BadRoomCode, RoomCode
from tests import pseudo_language
from tests.pseudo_language import uncatalogued

CODES = [RoomCode.new() for _ in range(300)]


@pytest.mark.parametrize("code", CODES[:50])
def test_a_code_reads_back_from_its_display_form(code):
    assert RoomCode.parse(code.text) == code


def test_the_display_form_is_five_groups_of_the_alphabet_the_check_last():
    for code in CODES:
        groups = code.text.split("-")
        assert [len(group) for group in groups] == [4, 4, 4, 4, 5]
        assert set("".join(groups)) <= set(ALPHABET)
        assert not set("ILOU") & set(code.text)


@pytest.mark.parametrize("written", [
    str.lower,
    lambda text: text.replace("-", ""),
    lambda text: text.replace("-", " "),
    lambda text: "  " + text.lower().replace("-", "") + "\n",
    lambda text: text.replace("-", "\u2013"),
    lambda text: " ".join(text.replace("-", "")),
])
def test_a_code_reads_back_as_people_paste_it(written):
    for code in CODES:
        assert RoomCode.parse(written(code.text)) == code


def test_the_look_alikes_read_as_their_digits():
    code = next(code for code in CODES if "0" in code.text and "1" in code.text)
    for zero, one in (("O", "I"), ("o", "l"), ("O", "L"), ("o", "i")):
        assert RoomCode.parse(code.text.replace("0", zero).replace("1", one)) == code


def symbols(code: RoomCode) -> list[str]:
    return list(code.text.replace("-", ""))


def test_every_symbol_typed_wrong_is_refused():
    for code in CODES[:40]:
        written = symbols(code)
        for place, symbol in enumerate(written):
            for other in ALPHABET:
                if other != symbol:
                    wrong = written[:place] + [other] + written[place + 1:]
                    with pytest.raises(BadRoomCode, match="mistake"):
                        RoomCode.parse("".join(wrong))


def test_every_two_neighbours_swapped_are_refused():
    swaps = 0
    for code in CODES:
        written = symbols(code)
        for place in range(len(written) - 1):
            if written[place] != written[place + 1]:
                swapped = written[:place] + [written[place + 1], written[place]] + written[place + 2:]
                with pytest.raises(BadRoomCode, match="mistake"):
                    RoomCode.parse("".join(swapped))
                swaps += 1
    assert swaps > 250 * 20  # the check symbol swapped with the last of the others too


def test_a_code_too_short_or_too_long_is_refused_with_its_length():
    text = CODES[0].text.replace("-", "")
    with pytest.raises(BadRoomCode, match="21 letters and digits; this one has 20"):
        RoomCode.parse(text[:-1])
    with pytest.raises(BadRoomCode, match="this one has 22"):
        RoomCode.parse(text + "0")
    with pytest.raises(BadRoomCode, match="this one has 0"):
        RoomCode.parse("   ")


@pytest.mark.parametrize("sign", ["U", "u", "#", "é", "*"])
def test_a_sign_no_code_has_is_refused_by_name(sign):
    text = CODES[0].text
    with pytest.raises(BadRoomCode, match=re.escape(f"no “{sign}”")):
        RoomCode.parse(text[:3] + sign + text[4:])


def test_a_code_carries_at_least_96_random_bits():
    carried = room_code.SYMBOLS * math.log2(len(ALPHABET))
    assert carried >= 96
    assert room_code.BITS == carried
    # every one of those bits is random: each is 0 in some code and 1 in another
    numbers = [int.from_bytes(code.secret, "big") for code in CODES]
    for bit in range(room_code.BITS):
        assert {number >> bit & 1 for number in numbers} == {0, 1}, bit
    assert len(set(CODES)) == len(CODES)


def test_the_example_of_the_module_s_docstring_is_a_code():
    example = room_code.__doc__.split("``")[1]
    assert RoomCode.parse(example).text == example


def test_the_check_catches_what_it_promises_for_any_code():
    # not just random codes: the weights of the 21 places are distinct and not zero,
    # which is what makes every substitution and neighbours' swap change the sum
    weights = room_code._weights(room_code.LENGTH)
    assert len(set(weights)) == room_code.LENGTH and 0 not in weights


def test_a_code_keeps_its_secret_out_of_its_repr():
    code = CODES[0]
    assert code.text not in repr(code) and code.secret.hex() not in repr(code)


@pytest.fixture
def pseudo_spoken():
    words.use(pseudo_language.language())
    yield
    words.use(words.ENGLISH)


def test_each_refusal_is_a_sentence_of_the_catalog_in_the_language_of_the_moment(pseudo_spoken):
    text = CODES[0].text
    wrong_check = text[:-1] + next(symbol for symbol in ALPHABET if symbol != text[-1])
    said = []
    for given in (text[:-2], text[:3] + "#" + text[4:], wrong_check):
        with pytest.raises(BadRoomCode) as refusal:
            RoomCode.parse(given)
        said.append(str(refusal.value))
    assert all(sentence.startswith("[") and sentence.endswith("]") for sentence in said), said
    assert not uncatalogued(said, ("#",)), uncatalogued(said, ("#",))
