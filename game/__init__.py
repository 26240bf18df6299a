"""Tessera's rules engines: pure Python, no pygame.

Each game package (``kaleido``, ``kerala``, ``kasane``) exports a state class that
follows the engine protocol, :class:`game.core.GameState` (``../shared/DESIGN.md``);
``game.core`` holds what they share.
"""
