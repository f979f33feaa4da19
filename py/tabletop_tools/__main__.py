"""``python3 -m tabletop_tools bench [--games N] [--json FILE]`` (from py/): the engine's benchmarks."""

import sys


def main() -> int:
    if len(sys.argv) < 2 or sys.argv[1] != "bench":
        print("usage: python3 -m tabletop_tools bench [--games N] [--seconds S] [--json FILE]", file=sys.stderr)
        return 2
    from .bench import main as bench
    return bench(sys.argv[2:])


if __name__ == "__main__":
    sys.exit(main())
