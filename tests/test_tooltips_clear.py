"""No tooltip covers the name and score of the seat to move (issue 46, item 3): a
disabled button's reason drawn under the banner lay over the seat panel's first row."""
import pytest

from scenes.tables import TABLES
from scenes.ui import tooltip
from session import registry
from session.seats import default_setup
from tests.events import move


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game_id", list(TABLES))
def test_no_buttons_reason_covers_the_seat_to_move(app, monkeypatch, game_id, size):
    app.set_window(size=size)
    table = TABLES[game_id](app, default_setup(registry.get(game_id), 3), seed=4)
    app.manager.reset(table)
    app.manager.draw(app.surface)
    boxes = []
    real = tooltip.draw_tooltip

    def noted(surface, lines, anchor, *args, **kwargs):
        box = real(surface, lines, anchor, *args, **kwargs)
        boxes.append((lines, box))
        return box
    monkeypatch.setattr(tooltip, "draw_tooltip", noted)
    label = table.mover_label()
    assert label is not None and label.width and label.height
    said = 0
    for button in table.buttons_that_say_why:
        if not (button.visible and (button.tip if button.enabled else button.disabled_reason)):
            continue
        boxes.clear()
        app.manager.dispatch(move(button.rect.center))
        app.manager.draw(app.surface)
        for lines, box in boxes:
            if box is not None:
                said += 1
                assert not box.colliderect(label), (button.text, lines, box, label)
    assert said, "some button says why it is off, or what it does"
