"""Sea Salt & Paper: draw, play duos for their effects, and end the round with STOP or LAST CHANCE."""

# What a lobby needs to list the game, read without importing its rules (engine.games()).
NAME = "Sea Salt & Paper"
MODES = ({"id": "standard", "name": "Standard", "players": [2, 4]},)  # data.MIN_PLAYERS, data.MAX_PLAYERS
