"""The jobs of build.py, one module each (standard library only; `python3 build.py` runs them)."""
