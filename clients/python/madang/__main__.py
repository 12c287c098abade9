"""``python -m madang submit -c ID -f FILE -m MEMO``: submit and print the graded result."""

import argparse
import json
import sys
from typing import List, Optional

from .client import Client
from .errors import MadangError


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="madang", description="Submit to Madang competitions. The token comes from MADANG_TOKEN or ~/.madang/token.")
    commands = parser.add_subparsers(dest="command", required=True)
    submit = commands.add_parser("submit", help="submit a file to a competition")
    submit.add_argument("-c", "--competition", required=True, help="competition id")
    submit.add_argument("-f", "--file", required=True, help="file to submit")
    submit.add_argument("-m", "--message", default="", help="memo shown in your submission list")
    submit.add_argument("--no-wait", action="store_true", help="return once the file is accepted, before grading")
    submit.add_argument("--base-url", help="platform address (default MADANG_BASE_URL or http://localhost:3000)")
    submit.add_argument("--language", choices=("ko", "en"), default="ko", help="language of the messages")
    return parser


def main(argv: Optional[List[str]] = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        client = Client(base_url=args.base_url, language=args.language)
        result = client.submit(args.competition, args.file, args.message, wait=not args.no_wait)
    except MadangError as error:
        print("madang: {}".format(error.detail), file=sys.stderr)
        return 2 if error.status else 1
    print(json.dumps({"id": result["id"], "status": result["status"], "public_score": result.get("public_score")}, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
