"""The Madang submission client: submit a file with a personal API token and wait for its score."""

import json
import os
import time
import urllib.error
import urllib.request
from typing import Any, Dict, Optional, Union

from .errors import FileRejectedError, MadangError, ServerUnreachableError, error_from_body
from .multipart import encode_multipart
from .settings import base_url_from_env, token_from_env

FINISHED = ("scored", "error", "install_error")
PathLike = Union[str, os.PathLike]


class Client:
    """Talks to one Madang platform with one personal API token.

    >>> from madang import Client
    >>> result = Client("mdg_...").submit(3, "submission.csv", memo="lightgbm v2")
    >>> result["public_score"]
    """

    def __init__(self, token: Optional[str] = None, base_url: Optional[str] = None, *, language: str = "ko", timeout: float = 60):
        self.token = token or token_from_env()
        if not self.token:
            raise MadangError("No API token: pass one, set MADANG_TOKEN, or save it in ~/.madang/token.", key="invalid_api_token")
        self.base_url = (base_url or base_url_from_env()).rstrip("/")
        self.language = language
        self.timeout = timeout

    def submit(
        self,
        competition_id: Union[int, str],
        path: PathLike,
        memo: str = "",
        *,
        wait: bool = True,
        team_name: Optional[str] = None,
        wait_timeout: float = 600,
        poll_interval: float = 1.0,
    ) -> Dict[str, Any]:
        """Submits a file; with ``wait`` returns once it is graded, raising if the file was refused."""
        fields = {"cpt_id": str(competition_id), "memo": memo}
        if team_name:
            fields["team_name"] = team_name
        body, content_type = encode_multipart(fields, "file", str(path))
        answer = self._request("POST", "/api/submission/auto-submission", body, {"Content-Type": content_type})
        submission = answer["data"]["submission"]
        return self.wait(submission["id"], timeout=wait_timeout, poll_interval=poll_interval) if wait else submission

    def submission(self, submission_id: int) -> Dict[str, Any]:
        """The submission as it stands: status, public score, error."""
        return self._request("GET", "/api/v1/submissions/{}".format(int(submission_id)))["data"]

    def wait(self, submission_id: int, *, timeout: float = 600, poll_interval: float = 1.0) -> Dict[str, Any]:
        """Polls until the submission is graded; a refused file raises FileRejectedError."""
        deadline = time.monotonic() + timeout
        while True:
            current = self.submission(submission_id)
            if current["status"] == "scored":
                return current
            if current["status"] in ("error", "install_error"):
                error = current.get("error") or {}
                cls = FileRejectedError if current["status"] == "error" else MadangError
                raise cls(error.get("detail") or current["status_label"], key=error.get("key", current["status"]), status=200, body=current)
            if time.monotonic() > deadline:
                raise MadangError("Grading did not finish within {:.0f} s; check it later with Client.submission({}).".format(timeout, submission_id))
            time.sleep(poll_interval)

    def _request(self, method: str, path: str, body: Optional[bytes] = None, headers: Optional[Dict[str, str]] = None) -> Dict[str, Any]:
        request = urllib.request.Request(self.base_url + path, data=body, method=method)
        request.add_header("Authorization", "Bearer " + self.token)
        request.add_header("Accept", "application/json")
        request.add_header("Accept-Language", self.language)
        for name, value in (headers or {}).items():
            request.add_header(name, value)
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                return json.loads(response.read().decode("utf-8"))
        except urllib.error.HTTPError as error:
            raw = error.read().decode("utf-8", "replace")
            try:
                parsed = json.loads(raw)
            except ValueError:
                parsed = {"detail": raw.strip() or error.reason}
            raise error_from_body(error.code, parsed if isinstance(parsed, dict) else {"detail": str(parsed)}) from None
        except urllib.error.URLError as error:
            raise ServerUnreachableError("Cannot reach {}: {}".format(self.base_url, error.reason)) from None
