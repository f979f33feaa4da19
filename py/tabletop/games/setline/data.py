"""Set Line's component data.

Source: ``shared/seeds/003_be81a2529aa82217.txt`` (the online game's rules, in Russian) and
``shared/rules/setline.md`` (its English content and the decisions it leaves open).
"""

COLOURS = ("red", "green", "blue")
SYMBOLS = ("oval", "wave", "diamond")
COUNTS = (1, 2, 3)

ROWS, COLUMNS = 5, 7  # "игровое поле 5x7 клеток"
HAND_SIZE = 5  # "игрок получает на руки 5 карт"

SET_POINTS = 300  # "За каждый сет игрок получает 300 очков"
NEXT_SET_BONUS = 50  # each further set of the same turn scores 50 more: 300, 350, 400, …
EXCHANGE_PENALTY = 150  # "за обмен без построения сета игрок штрафуется суммой в 150 очков"
TIME_PENALTY_PER_SECOND = 1  # [interpretation] rules/setline.md
TIME_PENALTY_CAP = 150  # [interpretation] at most 150 per turn

# Hints [interpretation]: the source has none; the issue asks for a hint with a cost the rules
# panel states. Level 1 says whether a set can be built now; level 2 shows one best placement.
HINT_COSTS = {1: 50, 2: 100}
