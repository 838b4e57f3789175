"""`--help` for the benches that read their arguments by hand."""
import sys


def answer_help(doc: str) -> None:
    """Prints `doc` and exits when asked for help (`-h`, `--help`), or with status 2 when no
    argument names the hark to measure."""
    arguments = sys.argv[1:]
    if "-h" in arguments or "--help" in arguments:
        print(doc.strip())
        sys.exit(0)
    if not arguments:
        print(doc.strip(), file=sys.stderr)
        sys.exit(2)
