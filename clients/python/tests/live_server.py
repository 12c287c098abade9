"""A real Madang server on a free port with a fresh data directory, and a member ready to submit."""

import json
import os
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.parse
import urllib.request
from http.cookiejar import CookieJar
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class LiveServer:
    def __init__(self):
        self.port = free_port()
        self.base_url = "http://localhost:{}".format(self.port)
        self.data_dir = tempfile.mkdtemp(prefix="madang-py-")
        env = dict(os.environ, PORT=str(self.port), DATA_DIR=self.data_dir, PUBLIC_URL=self.base_url, LOG_LEVEL="warn", NODE_ENV="test")
        self.process = subprocess.Popen(["node", "scripts/start.mjs"], cwd=str(REPO), env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError("server exited: " + self.process.stderr.read().decode("utf-8", "replace"))
            try:
                with urllib.request.urlopen(self.base_url + "/healthz", timeout=2) as response:
                    if response.status == 200:
                        return
            except OSError:
                time.sleep(0.3)
        raise RuntimeError("server did not answer within 120 s")

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.data_dir, ignore_errors=True)


class Browser:
    """What a person does in the web app, through the same API calls, keeping the session cookie."""

    def __init__(self, base_url: str):
        self.base_url = base_url
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(CookieJar()))

    def call(self, method: str, path: str, payload=None):
        data = json.dumps(payload).encode("utf-8") if payload is not None else None
        request = urllib.request.Request(self.base_url + path, data=data, method=method)
        if data is not None:
            request.add_header("Content-Type", "application/json")
        with self.opener.open(request, timeout=30) as response:
            raw = response.read()
        return json.loads(raw.decode("utf-8")) if raw[:1] in (b"{", b"[") else raw

    def sign_up_and_log_in(self, email: str, password: str, name: str):
        self.call("POST", "/api/signup/simple", {"email": email, "password": password, "name": name, "terms": True, "privacy": True})
        outbox = self.call("GET", "/api/dev/outbox?to=" + urllib.parse.quote(email))
        link = next(word for word in outbox["data"][0]["text"].split() if "verify_mail" in word)
        query = urllib.parse.urlparse(link).query
        self.call("GET", "/api/signup/verify?" + query)
        self.call("POST", "/api/login/self_login", {"mail": email, "password": password})

    def join(self, competition: str):
        self.call("POST", "/api/v1/competitions/{}/agreement".format(competition))
        return self.call("POST", "/api/competition/join_alone", {"cpt_id": competition})["data"]

    def download_sample(self, competition: str, target: Path) -> Path:
        files = self.call("GET", "/api/competition/data?cpt_id=" + competition)["data"]["files"]
        sample = next(f for f in files if "sample" in f["name"].lower())
        links = self.call("POST", "/api/competition/download", {"cpt_id": competition, "file_id": sample["id"]})["data"]
        url = links[0]["url"] if isinstance(links, list) else links["url"]
        # Links to the platform's own files are paths on it; object storage gives whole addresses.
        with urllib.request.urlopen(urllib.parse.urljoin(self.base_url + "/", url), timeout=30) as response:
            target.write_bytes(response.read())
        return target

    def issue_token(self) -> dict:
        return self.call("POST", "/api/myinfo/token/create", {"name": "python tests"})["data"]

    def revoke_token(self, token_id: int):
        self.call("POST", "/api/myinfo/token/expire", {"id": token_id})

    def my_submissions(self, competition: str):
        return self.call("GET", "/api/competition/submission_list?cpt_id=" + competition)["data"]["items"]
