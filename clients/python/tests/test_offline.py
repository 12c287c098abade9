"""What the client does on its own: settings, multipart encoding, error mapping."""

import os
import tempfile
import unittest
from pathlib import Path
from unittest import mock

import madang
from madang.errors import error_from_body
from madang.multipart import encode_multipart
from madang.settings import base_url_from_env, token_from_env


class Settings(unittest.TestCase):
    def test_token_comes_from_the_environment_then_the_home_file(self):
        with tempfile.TemporaryDirectory() as home:
            Path(home, ".madang").mkdir()
            Path(home, ".madang", "token").write_text("mdg_from_file\n", encoding="utf-8")
            with mock.patch.dict(os.environ, {"MADANG_TOKEN": "", "HOME": home}):
                self.assertEqual(token_from_env(), "mdg_from_file")
            with mock.patch.dict(os.environ, {"MADANG_TOKEN": "mdg_from_env", "HOME": home}):
                self.assertEqual(token_from_env(), "mdg_from_env")

    def test_no_token_at_all_is_a_clear_error(self):
        with tempfile.TemporaryDirectory() as home, mock.patch.dict(os.environ, {"MADANG_TOKEN": "", "HOME": home}):
            with self.assertRaises(madang.MadangError) as caught:
                madang.Client()
            self.assertIn("MADANG_TOKEN", caught.exception.detail)

    def test_base_url_defaults_to_localhost(self):
        with mock.patch.dict(os.environ, {}, clear=True):
            self.assertEqual(base_url_from_env(), "http://localhost:3000")
        with mock.patch.dict(os.environ, {"MADANG_BASE_URL": "https://madang.example/"}):
            self.assertEqual(base_url_from_env(), "https://madang.example")


class Encoding(unittest.TestCase):
    def test_fields_come_before_the_file(self):
        with tempfile.NamedTemporaryFile("wb", suffix=".csv", delete=False) as handle:
            handle.write(b"id,target\n1,0.5\n")
        try:
            body, content_type = encode_multipart({"cpt_id": "3", "memo": "메모"}, "file", handle.name)
        finally:
            os.unlink(handle.name)
        boundary = content_type.split("boundary=")[1]
        self.assertLess(body.index(b'name="cpt_id"'), body.index(b'name="file"'))
        self.assertIn("메모".encode("utf-8"), body)
        self.assertTrue(body.endswith(("--" + boundary + "--\r\n").encode()))


class Errors(unittest.TestCase):
    def test_message_keys_become_typed_exceptions(self):
        cases = {
            "daily_limit_exceeded": madang.SubmissionLimitError,
            "submission_limit_exceeded": madang.SubmissionLimitError,
            "check_file_name": madang.FileNameError,
            "wrong_extension": madang.FileExtensionError,
            "no_access": madang.AccessError,
            "invalid_api_token": madang.AuthenticationError,
            "rate_limited": madang.RateLimitError,
            "submission.duplicate_id": madang.FileRejectedError,
        }
        for key, cls in cases.items():
            error = error_from_body(400, {"message": key, "detail": "text of " + key})
            self.assertIsInstance(error, cls, key)
            self.assertEqual(error.detail, "text of " + key)
            self.assertEqual(error.key, key)

    def test_an_unknown_401_is_still_an_authentication_error(self):
        self.assertIsInstance(error_from_body(401, {"message": "whatever"}), madang.AuthenticationError)


if __name__ == "__main__":
    unittest.main()
