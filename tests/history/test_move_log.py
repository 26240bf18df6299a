"""The move log at the table: opened and closed with its button and L, one line per
move from the game's log module (scrolled to the newest), cut back by undo; a click
on a line shows that moment read-only until the player returns to the present."""
import random

import pytest

import pygame

from game.kerala import KeralaState, Pass
from game.kerala.narration import describe
from session import registry
from scenes.kerala import KeralaTable
from scenes.pages.results import ResultsScene, score_chart
from scenes.table.move_log import LogLine, LogPanel, line_ink
from scenes.ui import theme
from scenes.ui.palette import PLAYER_COLORS
from session.seats import default_setup
from scenes.table.history import LOG_COVERS
from tests.events import click, down, key, move, wheel


def played_table(app, moves=12, seed=4):
    setup = default_setup(registry.get("kerala"), 2)
    scene = KeralaTable(app, setup, seed=seed)
    app.manager.reset(scene)
    rng = random.Random(seed)
    for _ in range(moves):
        scene.play(rng.choice(scene.state.legal_moves()))
    app.manager.draw(app.surface)
    return scene


def expected_lines(scene):
    state = scene.record.state_at(0)
    lines = []
    for entry in scene.record.entries:
        before = state.clone()
        state.apply(entry.move)
        lines += describe(before, entry.move, state, scene.names)
    return lines


def test_the_log_opens_with_l_and_its_button_and_shows_every_move(app):
    scene = played_table(app)
    app.manager.dispatch(key(pygame.K_l))
    app.manager.draw(app.surface)
    assert scene.history.log_open
    lines = scene.history.move_log.lines(scene.record)
    assert [line.text for line in lines] == expected_lines(scene)
    assert sum(line.first for line in lines) == len(scene.record.entries) == 12
    panel = scene.history.log_panel()
    assert panel.offset == 0 and panel.move_at((panel.body.centerx, panel.body.bottom - 4)) == 12  # the newest
    app.manager.dispatch(move(panel.body.center))
    app.manager.dispatch(wheel(1))
    assert panel.offset > 0  # scrolled towards older lines
    click(app.manager, scene.controls.log_button.rect.center)
    assert not scene.history.log_open


def test_undo_cuts_the_log_back_and_a_new_move_adds_its_line(app):
    setup = default_setup(registry.get("kerala"), 2)
    scene = KeralaTable(app, setup, seed=2, state=KeralaState.new(2, seed=2, colors=["blue", "black"]))
    app.manager.reset(scene)
    scene.history.toggle_log()
    scene.play(Pass())
    assert scene.history.move_log.lines(scene.record)[-1].text.startswith("Player 1 passed")
    scene.history.undo()
    assert scene.history.move_log.lines(scene.record) == []
    scene.history.redo()
    assert len([line for line in scene.history.move_log.lines(scene.record) if line.first]) == 1


def test_a_click_on_a_line_shows_that_moment_read_only_until_the_present(app):
    scene = played_table(app)
    live = scene.record.state
    scene.history.toggle_log()
    app.manager.draw(app.surface)
    panel = scene.history.log_panel()
    row, moment = min(((rect, number) for rect, number in panel._row_rects if number), key=lambda r: r[1])
    click(app.manager, row.center)
    app.manager.draw(app.surface)
    assert moment < 12 and scene.history.moment == moment and scene.looking_back
    assert scene.state.to_json() == scene.record.state_at(moment).to_json() != live.to_json()
    assert not scene.human_to_move and not scene.pass_button.enabled
    assert scene.history.undo_refusal() == "You are looking at an earlier moment: return to the present first."
    before = scene.state.to_json()
    click(app.manager, scene.offer.rects[0].center)  # the table is read-only
    assert scene.state.to_json() == before and len(scene.record.entries) == 12
    click(app.manager, scene.controls.log_button.rect.center)  # closing the Log keeps the moment in sight
    assert not scene.history.log_open and scene.history.moment == moment
    click(app.manager, scene.history.present_button().rect.center)
    assert not scene.looking_back and scene.state is live
    scene.history.toggle_log()
    app.manager.draw(app.surface)
    click(app.manager, row.center)
    app.manager.dispatch(key(pygame.K_ESCAPE))
    assert scene.state is live and scene.human_to_move


def test_the_results_show_a_chart_of_the_scores_round_by_round(app):
    setup = default_setup(registry.get("kerala"), 2)
    scene = KeralaTable(app, setup, seed=9)
    app.manager.reset(scene)
    rng = random.Random(9)
    while not scene.state.is_over:
        scene.play(rng.choice(scene.state.legal_moves()))
    result = scene.result
    assert result.rounds[0][0] == 0 and result.rounds[-1][1] == result.scores
    assert len(result.rounds) == scene.state.progress()[1] + 1  # the start and every round
    chart = score_chart(result, 1.0)
    assert [s.points[-1] for s in chart.series] == list(result.scores)
    results = ResultsScene(app, result, setup)
    app.manager.reset(results)
    app.manager.draw(app.surface)
    area = results.rects["table"]
    blue = PLAYER_COLORS[setup.seats[0].color]
    right = [app.surface.get_at((x, y))[:3] for x in range(area.centerx + 200, area.right, 3)
             for y in range(area.top, area.bottom, 3)]
    assert tuple(blue) in right  # the first seat's line is drawn in its colour on the right


def test_what_followed_a_move_stands_out_from_the_moves():
    """Scoring, a new round and the end are drawn in the accent colour, never dimmer than
    the moves (issue 21, item 22)."""
    assert line_ink(LogLine(3, "Red placed a tile", True)) == theme.TEXT
    assert line_ink(LogLine(3, "Board 4 scores: red 8 points", False)) == theme.ACCENT != theme.TEXT_DIM


def test_the_log_panel_draws_only_whole_lines_at_every_scroll(app, monkeypatch):
    """However far it is scrolled, no line of the log is drawn cut by the panel's bottom edge."""
    panel = LogPanel(pygame.Rect(0, 0, 300, 200), 1.0)
    panel.set_lines([LogLine(n, f"Player {n % 3 + 1} took a tile", True) for n in range(1, 40)])
    drawn = []

    def draw_and_note(surface, text, font, *rest, **kw):
        rect = real_draw_text(surface, text, font, *rest, **kw)
        drawn.append(rect)
        return rect
    real_draw_text = theme.draw_text
    monkeypatch.setattr(theme, "draw_text", draw_and_note)
    surface = pygame.Surface((300, 200))
    step = panel.font.get_linesize()
    for offset in range(0, panel.content_height - panel.body.height, max(1, step // 3)):
        panel.offset = offset
        drawn.clear()
        panel.draw(surface)
        lines = [rect for rect in drawn if rect.top >= panel.body.top - step]   # the title is above the body
        assert lines and all(rect.bottom <= panel.body.bottom for rect in lines), offset


@pytest.mark.parametrize("scale", [0.8, 1.0, 1.5])
def test_no_word_of_the_log_runs_past_its_edge_indented_or_not(app, scale):
    """A wrapped line is set in and still fits: "+0" at a line's end was cut to "+(" when
    the indent was added after the line had been measured (issue 46, item 12)."""
    panel = LogPanel(pygame.Rect(0, 0, round(260 * scale), 600), scale)
    texts = ["Ana took the green 3-elephant tile and built it beside an elephant: +0",
             "Kerala's blue arch at the start tile's right side scores for both areas it joins: +10",
             "Ben passed and laid an elephant down, one of the two passes a game allows: -1"]
    panel.set_lines([LogLine(n, text, n % 2 == 0) for n, text in enumerate(texts * 3)])
    room = panel.body.width - round(14 * scale)
    for line, part, first in panel.rows:
        assert panel.font.size(part)[0] <= room, part
        assert part.startswith("    ") == (not first or not line.first)
    words = " ".join(part.strip() for _, part, _ in panel.rows).split()
    assert words == " ".join(line.text for line in [LogLine(n, t, True) for n, t in enumerate(texts * 3)]).split()


def test_a_press_or_a_drag_on_the_open_log_away_from_its_lines_says_the_log_covers_the_table(app):
    """A drag started over the open Log did nothing and said nothing (issue 46, item 20)."""
    scene = KeralaTable(app, default_setup(registry.get("kerala"), 2), seed=3)
    app.manager.reset(scene)
    scene.play(scene.state.legal_moves()[0])
    app.manager.dispatch(key(pygame.K_l))
    app.manager.draw(app.surface)
    panel = scene.history.log_panel()
    empty = (panel.rect.centerx, panel.rect.bottom - 4)  # below the few lines, inside the panel
    assert panel.move_at(empty) is None
    app.manager.dispatch(down(empty))
    assert scene.strip.text == LOG_COVERS and not scene.looking_back
    scene.strip.say("")
    app.manager.dispatch(move((empty[0] + 30, empty[1] - 10), (1, 0, 0)))
    assert scene.strip.text == LOG_COVERS
