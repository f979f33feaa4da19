"""The registered games. Each game is a module with the contract in ``tabletop.engine``."""
