"""Guards on the repository's layout that a test run would otherwise only show as a confusing error."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_test_modules_have_distinct_names_across_tests_and_e2e():
    # tests/ and e2e/ are not packages: pytest imports both by basename, so a repeated name breaks
    # collection of the whole suite.
    names = {}
    for folder in ("tests", "e2e"):
        for path in (ROOT / folder).glob("*.py"):
            if path.name == "conftest.py":
                continue
            assert path.name not in names, f"{folder}/{path.name} and {names[path.name]}/{path.name} clash"
            names[path.name] = folder


def test_built_output_is_not_tracked():
    ignored = (ROOT / ".gitignore").read_text().split()
    for entry in ("/site/", "node_modules/", "*.whl", "/.venv/", "/.cache/"):
        assert entry in ignored
