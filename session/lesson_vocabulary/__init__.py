"""What a lesson of a game may point at and say (:mod:`session.lesson_vocabulary.base`);
each game declares its own vocabulary beside its registry entry
(``session/games/GAME/lesson_vocabulary.py``, given as ``GameInfo.lesson``)."""
from .base import Said, Target, TargetKind, Unavailable, Vocabulary

__all__ = ["Said", "Target", "TargetKind", "Unavailable", "Vocabulary"]
