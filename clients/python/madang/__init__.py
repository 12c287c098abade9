"""Submit to Madang data-science competitions from Python (standard library only)."""

from . import submit_api
from .client import Client
from .errors import (
    AccessError,
    AuthenticationError,
    FileExtensionError,
    FileNameError,
    FileRejectedError,
    MadangError,
    RateLimitError,
    ServerUnreachableError,
    SubmissionLimitError,
)

__all__ = [
    "AccessError",
    "AuthenticationError",
    "Client",
    "FileExtensionError",
    "FileNameError",
    "FileRejectedError",
    "MadangError",
    "RateLimitError",
    "ServerUnreachableError",
    "SubmissionLimitError",
    "submit_api",
]
__version__ = "0.1.0"
