"""AXIO Rota on the desktop: its match and its part of the shared table."""
