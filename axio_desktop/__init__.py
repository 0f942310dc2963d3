"""AXIO Rota for the desktop."""
