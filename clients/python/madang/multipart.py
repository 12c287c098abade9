"""multipart/form-data encoding with the standard library only."""

import os
import uuid
from typing import Dict, Tuple


def encode_multipart(fields: Dict[str, str], file_field: str, file_path: str) -> Tuple[bytes, str]:
    """The body and content type of a form with text fields and one file, fields first."""
    boundary = "madang-" + uuid.uuid4().hex
    parts = []
    for name, value in fields.items():
        parts.append(
            "--{b}\r\nContent-Disposition: form-data; name=\"{n}\"\r\n\r\n{v}\r\n".format(b=boundary, n=name, v=value).encode("utf-8")
        )
    file_name = os.path.basename(file_path)
    with open(file_path, "rb") as handle:
        content = handle.read()
    parts.append(
        (
            "--{b}\r\nContent-Disposition: form-data; name=\"{n}\"; filename=\"{f}\"\r\n"
            "Content-Type: application/octet-stream\r\n\r\n"
        ).format(b=boundary, n=file_field, f=file_name.replace('"', "")).encode("utf-8")
        + content
        + b"\r\n"
    )
    parts.append("--{b}--\r\n".format(b=boundary).encode("utf-8"))
    return b"".join(parts), "multipart/form-data; boundary=" + boundary
