"""tabletop: pure-Python rules engine for the offline game table.

Import nothing heavy here: the wheel must load fast in Pyodide.

>>> from tabletop import api
>>> import json
>>> json.loads(api.handle('{"op": "games"}'))["ok"][0]["id"]
'betta'
"""

__version__ = "0.1.0"
