"""Everything pygame: the scene manager, the shared screens and the game tables.

This package's ``__init__`` imports nothing, so ``scenes.version`` and
``scenes.paths`` can be used without starting pygame (``main.py --version``).
"""
