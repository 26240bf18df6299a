"""What moves over the table in every frame, each reported to the screen: the held (or
snapping back) card with the red outline of a refused place and its score badge."""
from __future__ import annotations

from scenes.kasane import art
from scenes.kasane.picture import KasanePicture


def draw_held(surface, picture: KasanePicture, screen) -> None:
    """``screen``: where what is drawn is reported (:meth:`ScreenUpdates.moving`)."""
    drag = picture.drag
    if drag.flying is None:
        return
    row = picture.state.market[drag.flying[1]]
    if not row:
        return
    rect = art.draw_raised(surface, art.card(row[-1], picture.places.market_card_h), drag.flying_at, (6, 8))
    screen.moving(rect.union(rect.move(6, 8)))
    picture.drop.draw(surface, rect, picture.scale, screen)   # red where the card may not go
