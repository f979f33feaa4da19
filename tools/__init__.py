"""The jobs of build.py, one module each (standard library only; `python3 build.py` runs them).

Who imports whom, from the ground up (no cycles):
    common                                  paths, project metadata, step/die/run, hashes
    wheel, testenv, serve, bench_pages      each on common alone
    pyodide                                 common, testenv (pip from .venv when needed)
    bytecode                                common, pyodide
    site                                    common, pyodide, bytecode, wheel
    testing                                 common, testenv, site
    bench                                   common, testenv, site, serve, bench_pages
e2e/conftest.py imports serve to serve site/ to the browser tests.
"""
