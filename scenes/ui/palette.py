"""The player colours and the symbol paired with each, so colours are told apart by
more than hue. Plain data with no pygame: the theme and the art scripts share it."""

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
