"""A Kerala colour's name in each place a sentence puts it: a message for each colour
and each place, so that a language whose adjectives take the case, gender and article
of their noun (German: "das blaue Plättchen", "ein blaues Plättchen", "mit rotem Bogen")
writes each form, and one without articles (Japanese) writes the same word in each.

Each function says the name in the language in use when it is called."""
from __future__ import annotations

from game.words import pgettext


def noun(color: str) -> str:
    """The colour on its own, as a noun: "blue" in "blue 3" or in a list of colours."""
    return {
        "blue": pgettext("Kerala: a colour, as a noun", "blue"),
        "black": pgettext("Kerala: a colour, as a noun", "black"),
        "green": pgettext("Kerala: a colour, as a noun", "green"),
        "purple": pgettext("Kerala: a colour, as a noun", "purple"),
        "red": pgettext("Kerala: a colour, as a noun", "red"),
    }[color]


def beginning(color: str) -> str:
    """The colour as a noun beginning a sentence: "Blue" in "Blue was missing from your grounds"."""
    return {
        "blue": pgettext("Kerala: a colour, as a noun beginning a sentence", "Blue"),
        "black": pgettext("Kerala: a colour, as a noun beginning a sentence", "Black"),
        "green": pgettext("Kerala: a colour, as a noun beginning a sentence", "Green"),
        "purple": pgettext("Kerala: a colour, as a noun beginning a sentence", "Purple"),
        "red": pgettext("Kerala: a colour, as a noun beginning a sentence", "Red"),
    }[color]


def after_the(color: str) -> str:
    """A tile's colour after the definite article: "blue" in "the blue 2-elephant tile"."""
    return {
        "blue": pgettext("Kerala: a tile's colour, in 'the {colour} tile'", "blue"),
        "black": pgettext("Kerala: a tile's colour, in 'the {colour} tile'", "black"),
        "green": pgettext("Kerala: a tile's colour, in 'the {colour} tile'", "green"),
        "purple": pgettext("Kerala: a tile's colour, in 'the {colour} tile'", "purple"),
        "red": pgettext("Kerala: a tile's colour, in 'the {colour} tile'", "red"),
    }[color]


def after_a(color: str) -> str:
    """A tile's colour after the indefinite article: "green" in "a plain green tile"."""
    return {
        "blue": pgettext("Kerala: a tile's colour, in 'a plain {colour} tile'", "blue"),
        "black": pgettext("Kerala: a tile's colour, in 'a plain {colour} tile'", "black"),
        "green": pgettext("Kerala: a tile's colour, in 'a plain {colour} tile'", "green"),
        "purple": pgettext("Kerala: a tile's colour, in 'a plain {colour} tile'", "purple"),
        "red": pgettext("Kerala: a tile's colour, in 'a plain {colour} tile'", "red"),
    }[color]


def of_the_arch(color: str) -> str:
    """An arch's colour after "with a": "red" in "the green tile with a red arch"."""
    return {
        "blue": pgettext("Kerala: an arch's colour, in 'the tile with a {arch} arch'", "blue"),
        "black": pgettext("Kerala: an arch's colour, in 'the tile with a {arch} arch'", "black"),
        "green": pgettext("Kerala: an arch's colour, in 'the tile with a {arch} arch'", "green"),
        "purple": pgettext("Kerala: an arch's colour, in 'the tile with a {arch} arch'", "purple"),
        "red": pgettext("Kerala: an arch's colour, in 'the tile with a {arch} arch'", "red"),
    }[color]


def arch_on_its_own(color: str) -> str:
    """An arch's colour with no article before "arch": "red" in "red arch at (1, 0) facing up"."""
    return {
        "blue": pgettext("Kerala: an arch's colour, in '{colour} arch at (1, 0)'", "blue"),
        "black": pgettext("Kerala: an arch's colour, in '{colour} arch at (1, 0)'", "black"),
        "green": pgettext("Kerala: an arch's colour, in '{colour} arch at (1, 0)'", "green"),
        "purple": pgettext("Kerala: an arch's colour, in '{colour} arch at (1, 0)'", "purple"),
        "red": pgettext("Kerala: an arch's colour, in '{colour} arch at (1, 0)'", "red"),
    }[color]


def of_areas(color: str) -> str:
    """The colour of several areas after "your" or a name's: "blue" in "It joins your blue areas"."""
    return {
        "blue": pgettext("Kerala: the colour of areas, in 'your {colour} areas'", "blue"),
        "black": pgettext("Kerala: the colour of areas, in 'your {colour} areas'", "black"),
        "green": pgettext("Kerala: the colour of areas, in 'your {colour} areas'", "green"),
        "purple": pgettext("Kerala: the colour of areas, in 'your {colour} areas'", "purple"),
        "red": pgettext("Kerala: the colour of areas, in 'your {colour} areas'", "red"),
    }[color]


def of_an_area(color: str) -> str:
    """The colour of one area after "one": "red" in "It makes one red area too many"."""
    return {
        "blue": pgettext("Kerala: the colour of an area, in 'one {colour} area too many'", "blue"),
        "black": pgettext("Kerala: the colour of an area, in 'one {colour} area too many'", "black"),
        "green": pgettext("Kerala: the colour of an area, in 'one {colour} area too many'", "green"),
        "purple": pgettext("Kerala: the colour of an area, in 'one {colour} area too many'", "purple"),
        "red": pgettext("Kerala: the colour of an area, in 'one {colour} area too many'", "red"),
    }[color]
