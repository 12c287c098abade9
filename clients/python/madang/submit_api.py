"""The call DACON users know, kept so their notebooks run unchanged on Madang.

>>> from madang import submit_api
>>> submit_api.post_submission_file("submission.csv", token, cpt_id, team_name, memo)
{'isSubmitted': True, 'detail': 'Success'}
"""

from typing import Any, Dict, Union

from .client import Client
from .errors import MadangError


def post_submission_file(file_path: str, token: str, cpt_id: Union[int, str], team_name: str, memo: str = "") -> Dict[str, Any]:
    """Submits without waiting for the score; never raises for a refusal, it answers with its message."""
    try:
        Client(token).submit(cpt_id, file_path, memo, wait=False, team_name=team_name or None)
    except MadangError as error:
        return {"isSubmitted": False, "detail": error.detail}
    return {"isSubmitted": True, "detail": "Success"}
