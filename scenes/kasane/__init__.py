"""The Colors of Kasane table."""
from scenes.kasane.scene import KasaneTable

__all__ = ["KasaneTable"]
