"""The Kasane table's own colours for what may and may not be played, and for the last move."""
from scenes.ui import theme

LEGAL = (120, 210, 130)     # a slot the selection may take, the row a held card may go to
REFUSED = (214, 120, 96)    # a slot the selection forms but may not take
LAST = theme.ACCENT         # the outline of the last seat's move
EMPEROR = (214, 170, 60)    # the first player's chip
