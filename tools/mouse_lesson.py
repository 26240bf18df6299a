"""Play a game's lesson (Learn GAME) with the mouse in the real app window, as a learner does.

The lesson's counterpart of :mod:`tools.mouse_game`, built from its pieces: ``python main.py
--size WxH`` runs under Xvfb and xdotool moves the real pointer. From the menu the tool
presses Play and the game's "Learn GAME" button, then reads the lesson through: where a
panel shows Go on, it takes a screenshot and presses Go on; where the learner is to move,
it takes a screenshot and makes the lesson's expected move with the pointer (a drag, a
click, as :data:`tools.mouse_game.HANDS` makes a move), and waits for the app to log it. The
computer seats' moves come by themselves; each is screenshot as the app logs it (it is on
show then, before any panel speaks of it). At the end it takes a screenshot of the end's
panel, presses "See the scores" and takes one of the results. It prints a summary: the
panels seen, the moves played, the seconds it took.

Run (from the repository root; Xvfb and xdotool installed)::

    python tools/mouse_lesson.py kerala --size 1280x720 --out /work/mouse-lessons/kerala-1280x720

How it knows where to press: a *twin*, the lesson opened without a window at the same size
(``navigation.open_lesson``, as the Learn button opens it), so its panels, their buttons and
the table's layout are the window's. Every move the app logs is followed on the twin: the
twin's own lesson plays a computer seat's move once the app has logged it, and only if its
lesson would play that very move then (its panels read as far as the window's). At every
screenshot of a panel the panel's words in the window are compared, pixel for pixel, with
the twin's; a difference, a move the twin's lesson would not play, or a move the app refuses
("lesson: ... refused") stops the tool with the screenshot: it never papers over a
disagreement.
"""
from __future__ import annotations

import argparse
import shutil
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tools.mouse_game import (ANSWER_SECONDS, COMPUTER_SECONDS, HANDS, MOVE_LINE, Disagreement,  # noqa: E402
                              Twin, Window, app_in_window, choosing_menu, headless_scene, press_both, report)

import pygame  # noqa: E402

from game.words import _  # noqa: E402
from scenes import navigation  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.pages.menu import MenuScene  # noqa: E402
from scenes.tables import TABLES  # noqa: E402
from session import languages  # noqa: E402
from session.files.settings import Settings  # noqa: E402
from session.lesson_files import lesson_title  # noqa: E402
from tests.e2e.xserver import named  # noqa: E402

GO_ON = "Go on"
SEE_THE_SCORES = "See the scores"
#: Twin frames (of :meth:`Twin.settle`) a computer's move or the end may take to be shown.
TWIN_PATIENCE = 20
#: Times a panel's words are read again from the window when they differ from the twin's.
LOOKS = 4


def open_the_lesson(window: Window, game_id: str) -> None:
    """From the menu to the lesson's table by clicks: Play, then Learn GAME beside the game."""
    size = window.size
    window.click(named(headless_scene(MenuScene, size).widgets, _("Play")).rect.center)
    window.wait_until_still(0.5)
    window.screenshot("chooser")
    window.click(named(headless_scene(choosing_menu, size).widgets, lesson_title(game_id)).rect.center)
    window.wait_for_lines(lambda line: f"scene: push {TABLES[game_id].__name__}" in line, ANSWER_SECONDS,
                          "the lesson's table")


class LessonTwin(Twin):
    """The lesson's table without a window, at the window's size, kept at the window's
    lesson: Go on pressed where the window's was, the learner's moves played as the app
    logs them, a computer seat's move shown by the twin's own lesson once the app logged it."""

    def __init__(self, game_id: str, size):
        self.app = App(Settings(), size=size)
        navigation.open_lesson(self.app, game_id)
        table = self.app.manager.top
        scripted = table.computers.due  # the lesson's script: its move, when its panels allow
        self.watch(table)
        self.logged: str | None = None  # a computer's move the app logged, not yet shown on the twin
        table.computers.due = lambda state: (scripted(state) if self.logged is not None
                                             and len(table.record.entries) == self.followed else (None, False))

    @property
    def lesson(self):
        return self.table.lesson

    def button(self, label: str):
        """The lesson panel's button ``label`` on show, or None."""
        return next((b for b in self.lesson.buttons if b.text == _(label)), None)

    def follow(self, seat: int, text: str) -> None:
        """Follow the move the app logged: the learner's played on the twin (its lesson must
        take it), a computer seat's let through to the twin's lesson, which must play that
        very move now."""
        table = self.table
        entries = table.record.entries
        if not table.is_computer(seat) or len(entries) > self.followed:
            super().follow(seat, text)
            if len(entries) < self.followed:
                raise Disagreement(f"the app played seat {seat}'s {text!r}; the twin's lesson refused it")
            return
        self.logged = text
        for _ in range(TWIN_PATIENCE):
            self.settle()
            if len(entries) > self.followed:
                break
        self.logged = None
        if len(entries) == self.followed:
            raise Disagreement(f"the app played seat {seat}'s {text!r}; the twin's lesson would not play a move "
                               f"yet (it waits for Go on: {self.lesson.waiting()})")
        entry = entries[self.followed]
        if (entry.seat, str(entry.move)) != (seat, text):
            raise Disagreement(f"the app played seat {seat}'s {text!r}; the twin's lesson played seat "
                               f"{entry.seat}'s {entry.move}")
        self.followed += 1

    def point_at(self, pos) -> None:
        """The pointer rests at ``pos`` on the twin too (what it hovers is drawn alike)."""
        self.app.manager.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.settle()

    def settle_until(self, ready) -> bool:
        """Twin frames until ``ready()`` holds (a computer's move or the end's scoring
        shown); whether it does."""
        for _ in range(TWIN_PATIENCE):
            if ready():
                return True
            self.settle()
        return ready()


def words_differ(window_picture: pygame.Surface, twin_picture: pygame.Surface, panel: pygame.Rect,
                 buttons) -> int:
    """Pixels of the panel's words (the panel less its buttons, which the pointer may light)
    that differ between the window's picture and the twin's."""
    panel = panel.clip(window_picture.get_rect())
    left, right = window_picture.subsurface(panel).copy(), twin_picture.subsurface(panel).copy()
    for rect in buttons:
        for picture in (left, right):
            picture.fill((0, 0, 0), pygame.Rect(rect).move(-panel.left, -panel.top))
    a, b = pygame.image.tobytes(left, "RGB"), pygame.image.tobytes(right, "RGB")
    return sum(1 for i in range(0, len(a), 3) if a[i:i + 3] != b[i:i + 3])


class LessonPlay:
    """One lesson read and played through in the window, panel by panel."""

    def __init__(self, window: Window, twin: LessonTwin, game_id: str):
        self.window, self.twin, self.game_id = window, twin, game_id
        self.panels: list[tuple[int, int, str, str]] = []  # (n, N, what it asked for, its words), each once
        self.learner_moves: list[str] = []
        self.computer_moves: list[str] = []

    def follow_log(self, lines) -> None:
        """Follow on the twin what ``lines`` say the app did; a refused move stops the tool.
        A computer's move is screenshot as soon as it is read (it is on show then)."""
        for line in lines:
            if "lesson:" in line and "refused" in line:
                shot = self.window.screenshot("refused")
                raise Disagreement(f"the app refused a move: {line.split('lesson: ', 1)[1]} (screenshot {shot})")
            if m := MOVE_LINE.search(line):
                seat, text = int(m.group(1)), m.group(2)
                if self.twin.table.is_computer(seat):
                    self.computer_moves.append(text)
                    self.window.screenshot(f"computer-{len(self.computer_moves):02d}")
                self.twin.follow(seat, text)

    def play(self, until=lambda: False) -> bool:
        """Read and play the lesson to its results page, or until ``until()`` holds when the
        learner is to act (a test's shorter walk); True when the results were reached."""
        window, twin = self.window, self.twin
        while True:
            self.follow_log(window.new_lines())
            table, lesson = twin.table, twin.lesson
            twin.settle_until(lambda: bool(lesson.buttons) or self.learner_to_move()
                              or (table.is_computer(table.state.current_seat) and self.twin_idle()))
            if until():
                return False
            if twin.button(SEE_THE_SCORES) is not None:
                self.to_the_results()
                return True
            if twin.button(GO_ON) is not None:
                self.read_panel("go-on")
                press_both(window, table, twin.button(GO_ON).rect.center)
                twin.settle()
            elif self.learner_to_move():
                self.read_panel("move")
                self.learner_plays()
            elif table.is_computer(table.state.current_seat):
                self.follow_log(window.wait_for_lines(lambda line: "move: seat" in line or "lesson:" in line,
                                                      COMPUTER_SECONDS, "a computer seat's move"))
            else:
                shot = window.screenshot("lost")
                raise Disagreement(f"the twin's lesson waits for nothing the tool knows of at step "
                                   f"{lesson.runner.step} (screenshot {shot})")

    def learner_to_move(self) -> bool:
        table, lesson = self.twin.table, self.twin.lesson
        return lesson.runner.learner_to_move and table.human_to_move and not lesson.waiting() \
            and lesson.said() is not None

    def twin_idle(self) -> bool:
        """The twin's table waits for the window's next computer move (none of its own on show)."""
        table = self.twin.table
        return not (table.showing_move or table.animating or table.computers.holding())

    def read_panel(self, asks: str) -> Path:
        """The panel on show, once the window is still: screenshot, compared with the twin's,
        counted among the panels seen."""
        window, twin = self.window, self.twin
        window.wait_until_still()
        twin.point_at(window.pointer)
        lesson = twin.lesson
        twin.app.manager.draw(twin.app.surface)
        said, layout = lesson.said(), lesson.layout
        n, total = lesson.runner.panel_number(said.panel)
        buttons = [rect for _, rect in layout.buttons]
        for _ in range(LOOKS):  # the panel after a computer's move waits out the move's time on show
            picture = window.surface()
            differ = words_differ(picture, twin.app.surface, layout.panel, buttons)
            if not differ:
                break
            time.sleep(1.0)
        shot = window.screenshot(f"step-{n:02d}-of-{total}-{asks}", picture)
        if differ:
            twin_shot = shot.with_name(shot.stem + "-twin.png")
            pygame.image.save(twin.app.surface, str(twin_shot))
            raise Disagreement(f"the window's panel {said.title!r} differs from the twin's in {differ} pixels "
                               f"(screenshot {shot}, the twin's {twin_shot.name})")
        if not self.panels or self.panels[-1][3] != said.text:
            self.panels.append((n, total, asks, said.text))
        return shot

    def learner_plays(self) -> None:
        """The lesson's expected move made with the pointer, and seen in the app's log."""
        window, twin = self.window, self.twin
        runner = twin.lesson.runner
        accepted = {str(move) for move in runner.expected}
        move = runner.expected[0]
        learner = runner.lesson.learner
        for text in HANDS[self.game_id](window, twin, move):
            lines = window.wait_for_lines(lambda line: "move: seat" in line or "lesson:" in line, ANSWER_SECONDS,
                                          f"the learner's move {text!r}")
            m = MOVE_LINE.search(lines[-1])
            if m is not None and (int(m.group(1)) != learner or m.group(2) not in accepted):
                shot = window.screenshot("disagreement")
                raise Disagreement(f"meant {text!r} for the learner; the app logged {lines[-1]!r} (screenshot {shot})")
            self.follow_log(lines)
            if m is None:
                raise Disagreement(f"meant {text!r} for the learner; the app logged {lines[-1]!r}")
            self.learner_moves.append(m.group(2))

    def to_the_results(self) -> None:
        window, twin = self.window, self.twin
        window.wait_until_still(1.5, limit=60)
        self.read_panel("end")
        press_both(window, twin.table, twin.button(SEE_THE_SCORES).rect.center)
        window.wait_for_lines(lambda line: "scene: replace with ResultsScene" in line, ANSWER_SECONDS,
                              "the results page")
        window.wait_until_still(0.8)
        window.screenshot("results")

    def counter_problems(self) -> list[str]:
        """What is wrong with the step counter as the panels were read: each panel one on."""
        seen = [n for n, _, _, _ in self.panels]
        totals = {total for _, total, _, _ in self.panels}
        problems = []
        if seen != list(range(1, len(seen) + 1)):
            problems.append(f"the step counter went {seen}")
        if len(totals) > 1:
            problems.append(f"the panels counted out of {sorted(totals)}")
        elif totals and seen and seen[-1] != totals.pop():
            problems.append("the last panel read is not the last counted")
        return problems


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Play a game's lesson with the mouse in the real window.")
    parser.add_argument("game", choices=sorted(TABLES))
    parser.add_argument("--size", default="1280x720", help="the window's size, e.g. 1920x1080")
    parser.add_argument("--out", required=True, help="the folder for the screenshots (emptied first)")
    parser.add_argument("--language", default="en", help="the language the app speaks (de, ja...)")
    args = parser.parse_args(argv)
    languages.use(args.language)  # the twin's, so it finds the buttons by the words the window shows

    size = tuple(int(v) for v in args.size.lower().split("x"))
    out = Path(args.out)
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    title = lesson_title(args.game)

    began = time.monotonic()
    with app_in_window(size, out, "mouse-lesson", args.language) as window:
        open_the_lesson(window, args.game)
        play = LessonPlay(window, LessonTwin(args.game, size), args.game)
        try:
            play.play()
        except Disagreement as exc:
            report(out, f"STOPPED: {exc}")
            return 1
        problems = play.counter_problems()
        seconds = time.monotonic() - began
        panels = "; ".join(f"{n}/{total} {asks}: {text[:70]}" for n, total, asks, text in play.panels)
        report(out, f"{title} {args.size}: {len(play.panels)} panels read, {len(play.learner_moves)} moves by the "
                    f"learner ({', '.join(play.learner_moves)}), {len(play.computer_moves)} by the computers, "
                    f"{seconds:.0f} s; {window.shots} screenshots in {out}\n"
                    + ("\n".join(problems) or "the step counter went 1, 2, 3... to the end") + f"\npanels: {panels}")
        return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
