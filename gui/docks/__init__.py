"""Dock widgets that read the core and write back only through core calls."""
