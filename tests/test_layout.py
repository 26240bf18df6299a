import pytest

from scenes.ui import layout


def test_the_menu_layout_names_its_regions():
    menu = layout.load("menu")
    assert menu.size == (1280, 720)
    assert {"title", "buttons", "games", "version"} <= set(menu.regions)


def test_rects_scale_uniformly_and_centre():
    menu = layout.load("menu")
    at_design = menu.rects((1280, 720))["buttons"]
    assert tuple(at_design) == (490, 290, 300, 300)
    big = menu.rects((1920, 1080))["buttons"]
    assert tuple(big) == (735, 435, 450, 450)
    wide = menu.rects((2560, 720))  # wider than 16:9: centred horizontally, not stretched
    assert wide["buttons"].width == 300 and wide["buttons"].left == 490 + 640


@pytest.mark.parametrize("name", ["menu", "setup", "results", "page"])
def test_every_layout_loads_and_fits_the_design_size(name):
    l = layout.load(name)
    for region, rect in l.rects(l.size).items():
        assert 0 <= rect.left and rect.right <= 1280 and 0 <= rect.top and rect.bottom <= 720, region


def test_a_broken_map_is_reported(tmp_path, monkeypatch):
    (tmp_path / "assets" / "layouts").mkdir(parents=True)
    (tmp_path / "assets" / "layouts" / "bad.tmx").write_text("<map>")
    monkeypatch.setattr("session.files.paths.resource_root", lambda: tmp_path)
    with pytest.raises(layout.LayoutError, match="bad.tmx"):
        layout.Layout("bad")
