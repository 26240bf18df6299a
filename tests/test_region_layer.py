"""The region layer (issue 25): a region drawn again only where its parts changed looks
as it would drawn again whole, and draws no more than those places."""
import pygame

from scenes.ui.layers import LOOSE, SNUG, RegionLayer, joined

SIZE = (400, 300)
REGION = pygame.Rect(20, 20, 300, 200)


def board(cells: dict):
    """A region's drawer and parts: a grey panel with a coloured square per cell."""
    def draw(surface):
        surface.fill((60, 60, 60), REGION)
        for (x, y), color in cells.items():
            surface.fill(color, cell_rect(x, y))
    parts = {cell: (cell_rect(*cell), color) for cell, color in cells.items()}
    return draw, parts


def cell_rect(x, y) -> pygame.Rect:
    return pygame.Rect(REGION.left + 10 + 30 * x, REGION.top + 10 + 30 * y, 24, 24)


def drawn_whole(cells) -> pygame.Surface:
    layer = RegionLayer(SIZE)
    draw, parts = board(cells)
    layer.region("board", REGION, "frame", draw, parts=parts)
    return layer.surface


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def test_a_changed_part_redraws_only_where_it_was_and_is():
    layer = RegionLayer(SIZE)
    cells = {(0, 0): (200, 0, 0), (3, 2): (0, 200, 0)}
    draw, parts = board(cells)
    assert layer.region("board", REGION, "frame", draw, parts=parts) == [REGION]
    assert layer.region("board", REGION, "frame", draw, parts=parts) == []  # nothing changed
    moved = {(0, 0): (200, 0, 0), (5, 4): (0, 200, 0)}  # a piece leaves (3, 2) for (5, 4)
    draw, parts = board(moved)
    places = layer.region("board", REGION, "frame", draw, parts=parts)
    assert sorted(map(tuple, places)) == sorted([tuple(cell_rect(3, 2)), tuple(cell_rect(5, 4))])
    assert same(layer.surface, drawn_whole(moved))


def test_a_changed_key_redraws_all_of_the_region():
    layer = RegionLayer(SIZE)
    draw, parts = board({(0, 0): (200, 0, 0)})
    layer.region("board", REGION, "frame", draw, parts=parts)
    assert layer.region("board", REGION, "zoomed", draw, parts=parts) == [REGION]
    layer.forget()
    assert layer.region("board", REGION, "zoomed", draw, parts=parts) == [REGION]


def test_many_changed_parts_are_drawn_in_a_few_rectangles():
    layer = RegionLayer(SIZE)
    draw, parts = board({})
    layer.region("board", REGION, "frame", draw, parts=parts)
    spread = {(x, 0): (0, 0, 200) for x in range(0, 9, 2)} | {(x, 5): (0, 0, 200) for x in range(0, 9, 2)}
    draw, parts = board(spread)
    places = layer.region("board", REGION, "frame", draw, parts=parts)
    assert 1 <= len(places) <= LOOSE.most
    assert all(any(place.contains(cell_rect(*cell)) for place in places) for cell in spread)
    assert same(layer.surface, drawn_whole(spread))


def test_places_that_touch_are_joined_and_most_of_the_region_is_drawn_whole():
    within = pygame.Rect(0, 0, 100, 100)
    assert joined([pygame.Rect(0, 0, 10, 10), pygame.Rect(10, 0, 10, 10), pygame.Rect(50, 50, 5, 5)], within) == \
        [pygame.Rect(0, 0, 20, 10), pygame.Rect(50, 50, 5, 5)]
    assert joined([pygame.Rect(0, 0, 80, 80)], within) == [within]


def test_thin_strips_meeting_at_a_corner_stay_apart():
    within = pygame.Rect(0, 0, 400, 300)
    top, left = pygame.Rect(0, 0, 400, 10), pygame.Rect(0, 10, 10, 290)  # a panel's edge: joined, it would be all of it
    assert sorted(map(tuple, joined([top, left], within))) == sorted([tuple(top), tuple(left)])
    assert joined([pygame.Rect(0, 0, 10, 10), pygame.Rect(10, 0, 12, 10)], within) == [pygame.Rect(0, 0, 22, 10)]


def test_a_diagonal_of_places_joined_snugly_stays_apart():
    """A held piece's targets over a diagonal of boards: joined loosely, the rectangle
    around them all; snugly (a region drawn cheaply in many places), each where it is."""
    within = pygame.Rect(0, 0, 1000, 1000)
    diagonal = [pygame.Rect(40 * i, 40 * i, 40, 40) for i in range(8)]
    assert joined(diagonal, within) == [diagonal[0].unionall(diagonal[1:])]
    assert sorted(map(tuple, joined(diagonal, within, SNUG))) == sorted(map(tuple, diagonal))
    side_by_side = [pygame.Rect(40 * i, 0, 40, 40) for i in range(8)]  # a row: joined, it draws nothing more
    assert joined(side_by_side, within, SNUG) == [side_by_side[0].unionall(side_by_side[1:])]
    assert joined([pygame.Rect(0, 0, 900, 900)], within, SNUG) == [within]


# -- frames: a large region drawn whole goes straight onto the window --------------------

PANEL = pygame.Rect(40, 40, 240, 160)  # large: drawn whole, straight onto the window
BUTTON = pygame.Rect(60, 60, 40, 20)  # inside the panel, small: through the layer


def table(panel_color, button_color):
    """The regions of a frame: a panel and a button lying in it (its key holds the
    panel's, as regions that lie in others do)."""
    return [("panel", PANEL, panel_color, lambda surface: surface.fill(panel_color, PANEL)),
            ("button", BUTTON, (panel_color, button_color), lambda surface: surface.fill(button_color, BUTTON))]


def play(layer, window, regions, left_behind, over=()):
    """One frame on ``window``: the regions, then things drawn over the layer at
    ``over``; returns where they lie (the next frame's places left behind)."""
    layer.begin(window, left_behind)
    for name, rect, key, draw in regions:
        layer.region(name, rect, key, draw, opaque=True)
    layer.finish()
    for rect in over:
        window.fill((255, 255, 255), rect)
    return list(over)


def as_drawn_whole(regions, over=()) -> pygame.Surface:
    window = pygame.Surface(SIZE)
    play(RegionLayer(SIZE), window, regions, [], over)
    return window


def test_a_large_region_drawn_whole_goes_straight_onto_the_window_and_onto_the_layer_once_something_lies_over_it():
    layer, window = RegionLayer(SIZE), pygame.Surface(SIZE)
    behind = play(layer, window, table((90, 0, 0), (0, 90, 0)), [])
    behind = play(layer, window, table((0, 0, 90), (0, 90, 0)), behind)  # the panel changes colour
    assert set(layer.stale) == {"panel"}  # on the window, not yet on the layer; the button through it
    assert same(window, as_drawn_whole(table((0, 0, 90), (0, 90, 0))))
    behind = play(layer, window, table((0, 0, 90), (0, 90, 0)), behind)
    assert set(layer.stale) == {"panel"}  # nothing lay over it: it rests on the window
    assert same(window, as_drawn_whole(table((0, 0, 90), (0, 90, 0))))
    behind = play(layer, window, table((0, 0, 90), (0, 90, 0)), behind, over=[pygame.Rect(200, 100, 30, 30)])
    play(layer, window, table((0, 0, 90), (0, 90, 0)), behind)
    assert not layer.stale
    assert same(layer.surface, as_drawn_whole(table((0, 0, 90), (0, 90, 0))))
    assert same(window, as_drawn_whole(table((0, 0, 90), (0, 90, 0))))


def test_a_place_left_behind_over_a_region_not_yet_on_the_layer_shows_the_region():
    layer, window = RegionLayer(SIZE), pygame.Surface(SIZE)
    behind = play(layer, window, table((90, 0, 0), (0, 90, 0)), [])
    held = [pygame.Rect(200, 100, 30, 30)]  # a held piece over the panel, in the frame the panel changes
    behind = play(layer, window, table((0, 0, 90), (0, 90, 0)), behind, over=held)
    play(layer, window, table((0, 0, 90), (0, 90, 0)), behind)  # let go: the panel shows there again
    assert same(window, as_drawn_whole(table((0, 0, 90), (0, 90, 0))))


def test_a_region_lying_in_one_brought_onto_the_layer_is_brought_again_over_it():
    layer, window = RegionLayer(SIZE), pygame.Surface(SIZE)
    behind = play(layer, window, table((90, 0, 0), (0, 90, 0)), [])
    behind = play(layer, window, table((0, 0, 90), (0, 90, 0)), behind)  # the button, small, through the layer
    behind = play(layer, window, table((0, 0, 90), (0, 90, 0)), behind, over=[BUTTON.inflate(6, 6)])
    play(layer, window, table((0, 0, 90), (0, 90, 0)), behind)  # copied back from the layer
    assert same(window, as_drawn_whole(table((0, 0, 90), (0, 90, 0))))
    assert same(layer.surface, as_drawn_whole(table((0, 0, 90), (0, 90, 0))))


def test_a_region_no_frame_asks_for_any_more_has_the_layer_drawn_again_whole():
    layer, window = RegionLayer(SIZE), pygame.Surface(SIZE)
    behind = play(layer, window, table((90, 0, 0), (0, 90, 0)), [])
    behind = play(layer, window, table((0, 0, 90), (0, 90, 0)), behind, over=[pygame.Rect(200, 100, 30, 30)])
    play(layer, window, [], behind)  # the panel is gone from the table before all of it reached the layer
    assert not layer.keys and layer.painted is None


def counted(regions, calls: list):
    """``regions`` whose drawers note the clip they draw in."""
    def noting(name, draw):
        def drawn(surface):
            calls.append((name, surface.get_clip()))
            draw(surface)
        return drawn
    return [(name, rect, key, noting(name, draw)) for name, rect, key, draw in regions]


def test_a_region_resting_on_the_window_is_neither_drawn_nor_copied_again():
    layer, window = RegionLayer(SIZE), pygame.Surface(SIZE)
    behind = play(layer, window, table((90, 0, 0), (0, 90, 0)), [])
    behind = play(layer, window, table((0, 0, 90), (0, 90, 0)), behind)
    calls = []
    for _ in range(3):
        behind = play(layer, window, counted(table((0, 0, 90), (0, 90, 0)), calls), behind)
    assert calls == [] and set(layer.stale) == {"panel"}
    assert layer.surface.get_at(PANEL.move(200, 100).topleft)[:3] == (90, 0, 0)  # not copied from the window
    assert same(window, as_drawn_whole(table((0, 0, 90), (0, 90, 0))))


def test_a_changed_part_of_a_region_resting_on_the_window_is_drawn_there():
    layer, window = RegionLayer(SIZE), pygame.Surface(SIZE)
    frames = [{(0, 0): (200, 0, 0)}, {(0, 0): (200, 0, 0), (3, 2): (0, 200, 0)},
              {(0, 0): (200, 0, 0), (3, 2): (0, 200, 0), (5, 4): (0, 0, 200)}]
    for i, cells in enumerate(frames):
        draw, parts = board(cells)
        calls = []
        layer.begin(window, [])
        layer.region("board", REGION, "zoomed" if i else "frame", counted([("board", REGION, None, draw)], calls)[0][3],
                     parts=parts)
        shown = layer.finish()
        assert same(window, drawn_whole(cells))
    assert set(layer.stale) == {"board"}  # drawn whole straight onto the window, then a part there
    assert [clip for _, clip in calls] == [cell_rect(5, 4)] and shown == [cell_rect(5, 4)]
    layer.begin(window, [cell_rect(1, 1)])  # something lay over it: now the layer takes it
    layer.region("board", REGION, "zoomed", draw, parts=parts)
    layer.finish()
    assert not layer.stale and same(layer.surface, drawn_whole(frames[-1])) and same(window, drawn_whole(frames[-1]))


def test_where_something_lay_over_a_region_copied_from_the_window_it_is_drawn_onto_the_layer():
    layer, window = RegionLayer(SIZE), pygame.Surface(SIZE)
    behind = play(layer, window, table((90, 0, 0), (0, 90, 0)), [])
    held = pygame.Rect(200, 100, 30, 30)  # over the panel, in the frame the panel changes
    behind = play(layer, window, table((0, 0, 90), (0, 90, 0)), behind, over=[held])
    calls = []
    play(layer, window, counted(table((0, 0, 90), (0, 90, 0)), calls), [r.inflate(4, 4) for r in behind])
    assert calls == [("panel", held.inflate(4, 4))]  # only where the held piece lay
    assert same(layer.surface, as_drawn_whole(table((0, 0, 90), (0, 90, 0))))
    assert same(window, as_drawn_whole(table((0, 0, 90), (0, 90, 0))))
    over_button = [BUTTON.inflate(6, 6)]  # over the button lying in the panel, then let go
    behind = play(layer, window, table((0, 0, 120), (0, 90, 0)), [], over=over_button)
    calls = []
    play(layer, window, counted(table((0, 0, 120), (0, 90, 0)), calls), behind)
    assert [name for name, _ in calls] == ["panel", "button"]  # the button, covered there, drawn again over it
    assert same(layer.surface, as_drawn_whole(table((0, 0, 120), (0, 90, 0))))
    assert same(window, as_drawn_whole(table((0, 0, 120), (0, 90, 0))))


def test_a_region_drawn_whole_again_is_not_copied_from_the_window_first():
    layer, window = RegionLayer(SIZE), pygame.Surface(SIZE)
    behind = play(layer, window, table((90, 0, 0), (0, 90, 0)), [])
    behind = play(layer, window, table((0, 0, 90), (0, 90, 0)), behind)  # straight onto the window
    behind = play(layer, window, table((0, 0, 120), (0, 90, 0)), behind)  # and again, whole
    assert set(layer.stale) == {"panel"}
    assert layer.surface.get_at(PANEL.move(200, 100).topleft)[:3] == (90, 0, 0)  # not taken from the window
    assert same(window, as_drawn_whole(table((0, 0, 120), (0, 90, 0))))
    behind = play(layer, window, table((0, 0, 120), (0, 90, 0)), behind, over=[pygame.Rect(200, 100, 30, 30)])
    play(layer, window, table((0, 0, 120), (0, 90, 0)), behind)  # something lay over it: taken now
    assert not layer.stale
    assert same(layer.surface, as_drawn_whole(table((0, 0, 120), (0, 90, 0))))
    assert same(window, as_drawn_whole(table((0, 0, 120), (0, 90, 0))))


def test_large_places_of_a_region_go_straight_onto_the_window_and_onto_the_layer_once_something_lies_over_it():
    """A Kerala seat's grounds coming into focus where the other's were: places covering a
    large share of the window are drawn once (onto the window), not twice (onto the
    layer, then copied from it)."""
    layer, window = RegionLayer(SIZE), pygame.Surface(SIZE)
    block = {(x, y): (200, 0, 0) for x in range(4) for y in range(3)}  # 114 x 84 pixels, a twelfth of the window
    frames = [({}, []), (block, []), (block, [cell_rect(1, 1)]), (block, [])]
    behind, drawn = [], []
    for cells, over in frames:
        draw, parts = board(cells)
        calls = []
        layer.begin(window, behind)
        layer.region("board", REGION, "frame", counted([("board", REGION, None, draw)], calls)[0][3], parts=parts)
        layer.finish()
        assert same(window, drawn_whole(cells))
        drawn.append((calls, set(layer.stale)))
        for rect in over:
            window.fill((255, 255, 255), rect)
        behind = list(over)
    around = cell_rect(0, 0).union(cell_rect(3, 2))
    assert drawn[1] == ([("board", around)], {"board"})  # the block alone, onto the window only
    assert layer.surface.get_at(cell_rect(5, 4).center)[:3] == (60, 60, 60)
    assert drawn[2] == ([], {"board"})  # it rests there
    assert drawn[3] == ([("board", cell_rect(1, 1))], set())  # taken from the window, drawn where something lay
    assert same(layer.surface, drawn_whole(block))


def test_many_places_are_gathered_into_blocks_and_a_panels_edge_stays_apart():
    within = pygame.Rect(0, 0, 1000, 600)
    cells = [pygame.Rect(300 + 50 * x, 200 + 50 * y, 52, 52) for x in range(5) for y in range(5)]
    edges = [pygame.Rect(0, 0, 1000, 10), pygame.Rect(0, 590, 1000, 10), pygame.Rect(0, 10, 10, 580),
             pygame.Rect(990, 10, 10, 580)]
    places = joined(cells + edges, within)
    block = cells[0].unionall(cells[1:])
    assert block in places and all(edge in places for edge in edges) and len(places) == 5


def test_a_region_drawn_in_large_places_straight_onto_the_window_has_just_those_places_taken_onto_the_layer():
    """Kerala's grounds when a held tile is let go: its targets, lit straight onto the
    window, are copied onto the layer, not all of the grounds."""
    layer, window = RegionLayer(SIZE), pygame.Surface(SIZE)
    block = {(x, y): (200, 0, 0) for x in range(4) for y in range(3)}  # a twelfth of the window
    held = cell_rect(1, 1)
    for cells, behind in (({}, []), (block, [])):
        draw, parts = board(cells)
        layer.begin(window, behind)
        layer.region("board", REGION, "frame", draw, parts=parts)
        layer.finish()
    assert set(layer.stale) == {"board"}
    window.fill((255, 255, 255), held)  # the held tile, over the block
    outside = cell_rect(5, 4)
    window.fill((0, 0, 255), outside)  # what the layer may not take: the window outside the block
    layer.begin(window, [held])
    layer.region("board", REGION, "frame", draw, parts=parts)
    layer.finish()
    assert not layer.stale
    assert layer.surface.get_at(outside.center)[:3] == (60, 60, 60)  # not copied from the window
    assert same(layer.surface, drawn_whole(block))
    assert window.get_at(held.center)[:3] == (200, 0, 0)
