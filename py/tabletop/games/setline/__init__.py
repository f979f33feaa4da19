"""Set Line: a one-player set-building game on a 5×7 board."""
