"""The Kerala table."""
from scenes.kerala.scene import KeralaTable

__all__ = ["KeralaTable"]
