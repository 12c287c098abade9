"""Every refusal of the platform arrives as one of these, carrying its message key and text."""

from typing import Any, Dict, Optional


class MadangError(Exception):
    """A request the platform refused, or could not be sent.

    ``key`` is the platform's message key (``daily_limit_exceeded``, ``check_file_name``, ...),
    ``detail`` its text in the language asked for, ``status`` the HTTP status (0 when unreachable).
    """

    def __init__(self, detail: str, *, key: str = "", status: int = 0, body: Optional[Dict[str, Any]] = None):
        super().__init__(detail)
        self.detail = detail
        self.key = key
        self.status = status
        self.body = body or {}


class AuthenticationError(MadangError):
    """The token is missing, unknown or revoked: issue a new one on the account page."""


class SubmissionLimitError(MadangError):
    """No submissions left today, or none left at all."""


class FileNameError(MadangError):
    """The file name breaks the rule: at most 30 characters, no spaces, Korean letters or symbols."""


class FileExtensionError(MadangError):
    """The competition takes files with another extension only."""


class FileRejectedError(MadangError):
    """The file itself was refused: too large, too many rows, corrupted, or not matching the sample."""


class AccessError(MadangError):
    """No access to the competition, its rules not accepted, or it takes no submissions now."""


class RateLimitError(MadangError):
    """Too many requests with this token; wait a moment."""


class ServerUnreachableError(MadangError):
    """The platform could not be reached at the base URL."""


_BY_KEY = {
    "invalid_api_token": AuthenticationError,
    "not login": AuthenticationError,
    "daily_limit_exceeded": SubmissionLimitError,
    "submission_limit_exceeded": SubmissionLimitError,
    "check_file_name": FileNameError,
    "wrong_extension": FileExtensionError,
    "file_size_limit": FileRejectedError,
    "corrupted_file": FileRejectedError,
    "file_upload_failed": FileRejectedError,
    "no_access": AccessError,
    "agreement_required": AccessError,
    "join_required": AccessError,
    "phone_required": AccessError,
    "submissions_closed": AccessError,
    "team_mismatch": AccessError,
    "rate_limited": RateLimitError,
}


def error_from_body(status: int, body: Dict[str, Any]) -> MadangError:
    """The exception for a platform error body ``{status, code, message, detail}``."""
    key = str(body.get("message") or "")
    detail = str(body.get("detail") or key or "HTTP {}".format(status))
    if key.startswith("submission.") or key.startswith("scoring."):
        cls = FileRejectedError
    else:
        cls = _BY_KEY.get(key, MadangError)
    if cls is MadangError and status == 401:
        cls = AuthenticationError
    return cls(detail, key=key, status=status, body=body)
