"""The lessons' texts in a language, for their translator: for each game with a lesson,
start ``assets/lessons/LANG/GAME.json`` from the English texts when it is not written yet,
or say whether the one written still fits its lesson (session/lesson_translations.py:
the same steps, parts and facts; a text that does not fit leaves the lesson in English).

    python tools/lesson_texts.py de           start or check the German texts of each lesson
    python tools/lesson_texts.py de kerala    of the Kerala lesson only

Exits with 1 when a translation does not fit its lesson.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from session import registry  # noqa: E402
from session.lesson_files import lesson_path  # noqa: E402
from session.lesson_translations import TRANSLATION_FORMAT, misfits, texts_of, translation_path  # noqa: E402


def start_or_check(game_id: str, language: str) -> list[str]:
    """Start the texts of ``game_id``'s lesson in ``language`` from the English ones, or
    check those written; what does not fit (nothing when they fit or were started)."""
    english = json.loads(lesson_path(game_id).read_text(encoding="utf-8"))
    path = translation_path(game_id, language)
    if not path.is_file():
        path.parent.mkdir(parents=True, exist_ok=True)
        started = {"format": TRANSLATION_FORMAT, "game": game_id, "language": language, **texts_of(english)}
        path.write_text(json.dumps(started, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(f"{path}: started from the English texts, to translate")
        return []
    try:
        problems = misfits(english, json.loads(path.read_text(encoding="utf-8")), language)
    except ValueError as exc:
        problems = [f"it is not JSON ({exc})"]
    print(f"{path}: " + ("fits its lesson" if not problems else "does not fit its lesson: "
                                           + "; ".join(problems)))
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("language", help="the language's code, as in assets/locale (de, ja)")
    parser.add_argument("games", nargs="*", help="the games whose lessons to do (all by default)")
    args = parser.parse_args(argv)
    games = args.games or [game.id for game in registry.all_games() if lesson_path(game.id).is_file()]
    problems = [problem for game_id in games for problem in start_or_check(game_id, args.language)]
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
