"""The vocabularies of the lessons: what a lesson of each game may point at and say
(:mod:`session.lesson_vocabulary.base`), one module per game."""
from .base import Said, Target, TargetKind, Unavailable, Vocabulary
from .kaleido import VOCABULARY as KALEIDO
from .kasane import VOCABULARY as KASANE
from .kerala import VOCABULARY as KERALA

#: Game id -> its vocabulary.
VOCABULARIES: dict[str, Vocabulary] = {v.game_id: v for v in (KALEIDO, KERALA, KASANE)}

__all__ = ["VOCABULARIES", "Said", "Target", "TargetKind", "Unavailable", "Vocabulary"]
