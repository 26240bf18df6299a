"""The score chart: every seat's line in its colour, inside its rectangle; no word of it
over another ("Start" clear of "0"); a legend naming every line; tied lines side by side;
and a game that scores after its last round (Kaleido's hexagons) shown as its own End step."""
import pygame
import pytest

from scenes.pages import results
from scenes.ui import chart as chart_module
from scenes.ui.palette import PLAYER_COLORS
from scenes.ui.chart import ScoreChart, Series, nice_step
from tests.test_results_scene import finished_at_the_table


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()


def test_nice_steps():
    assert [nice_step(s) for s in (3, 10, 37, 120, 900)] == [1, 2, 10, 50, 200]


def test_each_seat_is_drawn_in_its_colour_at_its_scores():
    chart = ScoreChart([Series("Ana", "red", (0, 10, 30)), Series("Ben", "blue", (0, 20, 5))], labels=("Start", "1", "2"))
    surface = pygame.Surface((600, 300))
    rect = surface.get_rect()
    chart.draw(surface, rect)
    area = chart.plot_area(rect)
    assert rect.contains(area)
    for color, scores in (("red", (0, 10, 30)), ("blue", (0, 20, 5))):
        for index, value in enumerate(scores):
            x, y = chart.point_at(area, index, value)
            assert area.left - 1 <= x <= area.right + 1 and area.top - 1 <= y <= area.bottom + 1
        # halfway between the last two points the line passes in the seat's colour
        (x1, y1), (x2, y2) = chart.point_at(area, 1, scores[1]), chart.point_at(area, 2, scores[2])
        assert surface.get_at((round((x1 + x2) / 2), round((y1 + y2) / 2)))[:3] == PLAYER_COLORS[color]


def test_negative_scores_fit_and_zero_is_a_line():
    chart = ScoreChart([Series("Ana", "green", (0, -12, 4))], labels=("Start", "1", "2"))
    assert chart.low <= -12 and chart.high >= 4


def test_every_line_needs_a_score_per_round():
    with pytest.raises(ValueError):
        ScoreChart([Series("Ana", "red", (0, 1))], labels=("Start", "1", "2"))


def words_drawn(monkeypatch, chart, rect):
    """The rectangles of every word ``chart`` draws in ``rect``, with the words."""
    drawn = []
    real = chart_module.theme.draw_text

    def draw_text(surface, text, font, color, pos, anchor="topleft"):
        box = real(surface, text, font, color, pos, anchor)
        drawn.append((text, box))
        return box

    monkeypatch.setattr(chart_module.theme, "draw_text", draw_text)
    chart.draw(pygame.Surface(rect.size), rect)
    return drawn


@pytest.mark.parametrize("width", [400, 240])  # 240: the longest name and its points are wider than the chart
@pytest.mark.parametrize("scale", [0.8, 1.0, 1.5])
def test_no_word_of_the_chart_covers_another_and_a_legend_names_every_line(monkeypatch, scale, width):
    lines = [Series(name, color, tuple(range(0, 12 * (i + 1), i + 1))) for i, (name, color) in
             enumerate([("Wolfgang Amadeus", "red"), ("Jouyougen Nakamu", "blue"), ("Bartholomew III", "green"),
                        ("WWWWWWWWWWWWWWWW", "yellow"), ("Ana", "purple")])]
    chart = ScoreChart(lines, ["Start"] + [str(n) for n in range(1, 11)] + ["End"], scale)
    rect = pygame.Rect(0, 0, round(width * scale), round(400 * scale))
    drawn = words_drawn(monkeypatch, chart, rect)
    for i, (text, box) in enumerate(drawn):
        assert rect.contains(box), text
        for other, other_box in drawn[i + 1:]:
            assert not box.colliderect(other_box), (text, other)
    words = [text for text, _ in drawn]
    assert "Start" in words and "0" in words and "End" in words
    assert "Ana  55 pts" in words
    legend = " ".join(text for text, box in drawn if box.top < chart.plot_area(rect).top).split()
    assert " ".join(legend).count("pts") == 5  # every entry whole, maybe in two lines
    assert "Wolfgang Amadeus 11 pts" in " ".join(legend) and "WWWWWWWWWWWWWWWW 44 pts" in " ".join(legend)


def test_the_legend_says_1_pt():
    assert ScoreChart([Series("Ana", "red", (0, 1))], ("Start", "1")).legend_entries() == ["Ana  1 pt"]


def test_tied_lines_stand_side_by_side_at_their_score():
    chart = ScoreChart([Series("Ana", "red", (0, 5, 5)), Series("Ben", "blue", (0, 5, 9)),
                        Series("Cy", "green", (0, 2, 9))], ("Start", "1", "2"))
    area = chart.plot_area(pygame.Rect(0, 0, 400, 300))
    ana, ben, cy = chart.lines(area)
    assert abs(ana[1][0] - ben[1][0]) >= chart.apart and abs(ben[2][0] - cy[2][0]) >= chart.apart
    assert len({round(line[0][0]) for line in (ana, ben, cy)}) == 3  # all three at 0, side by side
    for line, series in zip((ana, ben, cy), chart.series):  # every symbol at its own score, none above or below it
        assert [y for _, y in line] == [chart.point_at(area, i, v)[1] for i, v in enumerate(series.points)]
    assert cy[1][0] == chart.point_at(area, 1, 2)[0]  # a score nobody shares stays where it is
    for index in range(3):  # the tied symbols stay inside the plot
        assert all(area.left <= line[index][0] - chart.radius and line[index][0] + chart.radius <= area.right
                   for line in (ana, ben, cy))


def test_kaleidos_hexagons_are_the_charts_end_step(app):
    table = finished_at_the_table(app, "kaleido", ["Ana", "Ben", "Cy"], seed=4)
    result = table.result
    hexagons = [0, 0, 0]
    for kind, _, award in table.state.awards:
        if kind == "hexagon":
            for color, points in award.items():
                hexagons[table.state.seat_of(color)] += points
    assert any(hexagons) and result.end_points == tuple(hexagons)
    chart = results.score_chart(result, 1.0)
    assert chart.labels[0] == "Start" and chart.labels[-1] == "End"
    assert len(chart.labels) == len(result.rounds) + 1
    for seat, line in enumerate(chart.series):
        assert line.points[-1] == result.scores[seat]
        assert line.points[-2] == result.scores[seat] - hexagons[seat]  # the last round before the hexagons


def test_a_game_with_no_scoring_after_its_last_round_has_no_end_step(app):
    table = finished_at_the_table(app, "kerala", ["Ana", "Ben"], seed=4)
    assert table.result.end_points == ()
    assert "End" not in results.score_chart(table.result, 1.0).labels


@pytest.mark.parametrize("width", [420, 640])
def test_thirty_rounds_carry_symbols_every_few_steps_clear_of_each_other(width):
    """Seen on Kerala's results (30 rounds, 3 players): a symbol at every round ran the
    three lines into one band. Where steps lie closer than the symbols need, only every
    few carry them (the first and the last always), far enough apart to stand clear."""
    rounds = 30
    series = [Series(name, color, tuple(range(0, 2 * (rounds + 1), 2))[:rounds + 1])
              for name, color in (("Ana", "red"), ("Ben", "blue"), ("Cy", "green"))]
    chart = ScoreChart(series, ("Start", *map(str, range(1, rounds + 1))), scale=1.5)
    area = chart.plot_area(pygame.Rect(0, 0, width, 400))
    marked = list(chart.marked_steps(area))
    assert marked[0] == 0 and marked[-1] == rounds and len(marked) < rounds + 1
    xs = [chart.point_at(area, index, 0)[0] for index in marked]
    assert all(b - a >= 2 * chart.radius for a, b in zip(xs, xs[1:]))
    few = ScoreChart([Series("Ana", "red", (0, 1, 2))], ("Start", "1", "2"), scale=1.5)
    assert list(few.marked_steps(few.plot_area(pygame.Rect(0, 0, width, 400)))) == [0, 1, 2]
