"""A lesson in a real window, by the pointer alone: Play, then "Learn Kerala" on the game
chooser opens the lesson; Go on is pressed past the intro, the learner's first move is made
by dragging the tile the panel points at to the cell it marks, the app logs it (nothing
refused), and the panels read in the window word for word, pixel for pixel, as at a twin,
the lesson opened without a window at the same size. Driven by tools/mouse_lesson.py
(which reads whole lessons so)."""
from tests.build_scripts import tool_script


def test_a_lesson_opens_from_the_menu_and_takes_the_learners_move_from_the_pointer(xserver, tmp_path, tessera_home):
    tool = tool_script("mouse_lesson")
    (tmp_path / "shots").mkdir()
    window = tool.Window(xserver, tmp_path / "player", (1280, 720), tmp_path / "shots")
    try:
        tool.open_the_lesson(window, "kerala")
        lesson = tool.LessonPlay(window, tool.LessonTwin("kerala", (1280, 720)), "kerala")
        # the intro (Go on), the first step (the learner's move), what it explains (Go on)
        assert not lesson.play(until=lambda: len(lesson.panels) == 3)
        assert [(n, asks) for n, _, asks, _ in lesson.panels] == [(1, "go-on"), (2, "move"), (3, "go-on")]
        assert len(lesson.learner_moves) == 1
        log = window.app.log_text
        assert f"move: seat 0 plays {lesson.learner_moves[0]}" in log and "refused" not in log
        assert window.app.close_window() == 0
    finally:
        window.app.kill()
