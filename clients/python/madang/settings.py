"""Where the client finds its token and the platform's address."""

import os
from pathlib import Path
from typing import Optional

DEFAULT_BASE_URL = "http://localhost:3000"


def base_url_from_env() -> str:
    return os.environ.get("MADANG_BASE_URL", DEFAULT_BASE_URL).rstrip("/")


def token_from_env() -> Optional[str]:
    """``MADANG_TOKEN``, else the first line of ``~/.madang/token``."""
    token = os.environ.get("MADANG_TOKEN", "").strip()
    if token:
        return token
    path = Path.home() / ".madang" / "token"
    if path.is_file():
        first = path.read_text(encoding="utf-8").strip().splitlines()
        return first[0].strip() if first else None
    return None
