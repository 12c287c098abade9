"""The client against a real server: a member makes a token, submits from Python and sees it graded."""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

import madang
from madang import Client, submit_api

from .live_server import Browser, LiveServer

COMPETITION = "spring-hackathon"


class ClientAgainstServer(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.server = LiveServer()
        cls.work = Path(tempfile.mkdtemp(prefix="madang-py-files-"))
        cls.browser = Browser(cls.server.base_url)
        cls.browser.sign_up_and_log_in("python@example.com", "python password", "pythonista")
        cls.team = cls.browser.join(COMPETITION)
        cls.submission = cls.browser.download_sample(COMPETITION, cls.work / "submission.csv")
        issued = cls.browser.issue_token()
        cls.token, cls.token_id = issued["token"], issued["item"]["id"]

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()
        shutil.rmtree(cls.work, ignore_errors=True)

    def client(self, token=None):
        return Client(token or self.token, self.server.base_url, language="en")

    def test_submit_waits_for_the_score_and_the_web_list_shows_it(self):
        result = self.client().submit(COMPETITION, self.submission, memo="from python")
        self.assertEqual(result["status"], "scored")
        self.assertIsInstance(result["public_score"], float)
        self.assertEqual(result["memo"], "from python")
        listed = {item["id"]: item for item in self.browser.my_submissions(COMPETITION)}
        self.assertEqual(listed[result["id"]]["status"], "scored")
        self.assertEqual(listed[result["id"]]["public_score"], result["public_score"])

    def test_without_waiting_the_submission_can_be_read_later(self):
        accepted = self.client().submit(COMPETITION, self.submission, wait=False)
        self.assertIn(accepted["status"], ("pending", "ready", "grading", "scored"))
        graded = self.client().wait(accepted["id"], timeout=60)
        self.assertEqual(graded["id"], accepted["id"])

    def test_bad_file_names_and_extensions_are_clear_exceptions(self):
        bad_name = self.work / "제출 파일.csv"
        shutil.copy(self.submission, bad_name)
        with self.assertRaises(madang.FileNameError) as caught:
            self.client().submit(COMPETITION, bad_name)
        self.assertEqual(caught.exception.key, "check_file_name")
        wrong_extension = self.work / "submission.txt"
        shutil.copy(self.submission, wrong_extension)
        with self.assertRaises(madang.FileExtensionError) as caught:
            self.client().submit(COMPETITION, wrong_extension)
        self.assertIn("csv", caught.exception.detail)

    def test_a_competition_without_access_is_refused(self):
        with self.assertRaises(madang.MadangError) as caught:
            self.client().submit("housing-price-2025", self.submission)
        self.assertIn(caught.exception.key, ("agreement_required", "join_required"))
        self.assertIsInstance(caught.exception, madang.AccessError)

    def test_the_command_line_reads_the_token_from_the_environment(self):
        env = dict(os.environ, MADANG_TOKEN=self.token, MADANG_BASE_URL=self.server.base_url, PYTHONPATH=str(Path(madang.__file__).parents[1]))
        done = subprocess.run(
            [sys.executable, "-m", "madang", "submit", "-c", COMPETITION, "-f", str(self.submission), "-m", "cli"],
            env=env, capture_output=True, text=True, timeout=120,
        )
        self.assertEqual(done.returncode, 0, done.stderr)
        printed = json.loads(done.stdout)
        self.assertEqual(printed["status"], "scored")

    def test_the_dacon_style_call_answers_with_is_submitted(self):
        os.environ["MADANG_BASE_URL"] = self.server.base_url
        try:
            ok = submit_api.post_submission_file(str(self.submission), self.token, COMPETITION, self.team["team_name"], "dacon style")
            self.assertEqual(ok, {"isSubmitted": True, "detail": "Success"})
            refused = submit_api.post_submission_file(str(self.submission), "mdg_not-a-real-token", COMPETITION, "", "")
            self.assertFalse(refused["isSubmitted"])
            self.assertIn("API", refused["detail"])
        finally:
            del os.environ["MADANG_BASE_URL"]

    def test_zz_a_revoked_token_fails_at_once_with_a_clear_message(self):
        fresh = self.browser.issue_token()
        self.client(fresh["token"]).submit(COMPETITION, self.submission, wait=False)
        self.browser.revoke_token(fresh["item"]["id"])
        with self.assertRaises(madang.AuthenticationError) as caught:
            self.client(fresh["token"]).submit(COMPETITION, self.submission)
        self.assertEqual(caught.exception.status, 401)
        self.assertIn("revoked", caught.exception.detail)


if __name__ == "__main__":
    unittest.main()
