"""The Kaleido table."""
from scenes.kaleido.scene import KaleidoTable

__all__ = ["KaleidoTable"]
