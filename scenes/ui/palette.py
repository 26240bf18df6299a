"""The player colours, their names and the symbol paired with each, so colours are told
apart by more than hue. Plain data with no pygame: the theme and the art scripts share it."""
from game.words import N_


PLAYER_COLORS = {
    "red": (214, 72, 64),
    "yellow": (236, 196, 64),
    "green": (82, 168, 92),
    "blue": (66, 124, 214),
    "purple": (150, 92, 190),
    "black": (44, 44, 48),
    "white": (236, 234, 228),
}
PLAYER_SYMBOLS = {
    "red": "star",
    "yellow": "sun",
    "green": "triangle",
    "blue": "circle",
    "purple": "diamond",
    "black": "square",
    "white": "dot",
}
#: Each colour's name for the player, a message (``theme.color_name`` says it).
COLOR_NAMES = {"red": N_("Red"), "yellow": N_("Yellow"), "green": N_("Green"), "blue": N_("Blue"),
               "purple": N_("Purple"), "black": N_("Black"), "white": N_("White")}
