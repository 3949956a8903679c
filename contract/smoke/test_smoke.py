"""Python smoke test (make smoke): the generated client (generated/python, package gatehouse_client)
and its hand-written helper (gatehouse_client.gatehouse) against the live server that
contract/with-server.ts started: sign up, sign in, refresh, read /users/me, known errors by code
(also codes the client was not generated with), undocumented answers, base URLs and boolean flags."""

from __future__ import annotations

import json
import os
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from gatehouse_client import Client, errors, gatehouse
from gatehouse_client.api.o_auth import exchange_o_auth_token
from gatehouse_client.api.password import sign_in_with_password, sign_up_with_password
from gatehouse_client.api.sessions import refresh_current_session, sign_out
from gatehouse_client.api.users import get_own_user, list_users
from gatehouse_client.models import (
    ClientUser,
    KnownError,
    KnownErrorDetailsTOOMANYREQUESTS,
    OAuthTokenRequest,
    ServerUser,
    SignInWithPasswordBody,
    SignUpWithPasswordBody,
)

URL = os.environ["GATEHOUSE_URL"]
API_URL = os.environ["GATEHOUSE_API_URL"]
PROJECT = os.environ["GATEHOUSE_PROJECT_ID"]
CLIENT_KEY = os.environ["GATEHOUSE_CLIENT_KEY"]
SERVER_KEY = os.environ["GATEHOUSE_SERVER_KEY"]
PASSWORD = "smoke test password"


def app(**tokens: str) -> Client:
    return gatehouse.client_access(API_URL, PROJECT, publishable_client_key=CLIENT_KEY, **tokens)


def sign_up() -> tuple[str, str, str]:
    """A new user: (email, access token, refresh token)."""
    email = f"smoke-py-{time.time_ns()}@example.com"
    tokens = gatehouse.unwrap(
        sign_up_with_password.sync_detailed(client=app(), body=SignUpWithPasswordBody(email=email, password=PASSWORD))
    )
    return email, tokens.access_token, tokens.refresh_token


def test_sign_up_sign_in_refresh_and_read_me() -> None:
    email, _, _ = sign_up()
    signed_in = gatehouse.unwrap(
        sign_in_with_password.sync_detailed(client=app(), body=SignInWithPasswordBody(email=email, password=PASSWORD))
    )
    refreshed = gatehouse.unwrap(
        refresh_current_session.sync_detailed(client=app(), x_stack_refresh_token=signed_in.refresh_token)
    )
    assert refreshed.refresh_token != signed_in.refresh_token  # rotated

    token = gatehouse.unwrap(
        exchange_o_auth_token.sync_detailed(
            client=app(),
            body=OAuthTokenRequest.from_dict(
                {
                    "grant_type": "refresh_token",
                    "refresh_token": refreshed.refresh_token,
                    "client_id": PROJECT,
                    "client_secret": CLIENT_KEY,
                }
            ),
        )
    )

    me = gatehouse.unwrap(get_own_user.sync_detailed(client=app(access_token=token.access_token)))
    assert isinstance(me, ClientUser), me
    assert me.id == signed_in.user_id
    assert me.primary_email == email

    # Server access reads the server view of the same user (the union is told apart, not guessed).
    backend = gatehouse.server_access(API_URL, PROJECT, secret_server_key=SERVER_KEY, access_token=token.access_token)
    server_me = gatehouse.unwrap(get_own_user.sync_detailed(client=backend))
    assert isinstance(server_me, ServerUser), server_me
    assert server_me.id == signed_in.user_id


def test_a_host_only_base_url_works_through_the_helper() -> None:
    assert gatehouse.api_base_url(URL) == API_URL
    assert gatehouse.api_base_url(URL + "/") == API_URL
    assert gatehouse.api_base_url(API_URL + "/") == API_URL
    email, access_token, _ = sign_up()
    me = gatehouse.unwrap(
        get_own_user.sync_detailed(
            client=gatehouse.client_access(URL, PROJECT, publishable_client_key=CLIENT_KEY, access_token=access_token)
        )
    )
    assert isinstance(me, ClientUser) and me.primary_email == email
    with pytest.raises(ValueError, match="http"):
        gatehouse.client_access("localhost:8102", PROJECT)


def test_a_host_only_base_url_without_the_helper_fails_loudly() -> None:
    # The raw client sends /auth/password/sign-up to the host's root, which is not the API: the 404
    # is undocumented, so the generated function raises (raise_on_unexpected_status, as the README
    # shows) instead of returning None, and unwrap() raises too.
    headers = {"x-stack-project-id": PROJECT, "x-stack-access-type": "client"}
    body = SignUpWithPasswordBody(email="nobody@example.com", password=PASSWORD)
    strict = Client(base_url=URL, headers=headers, raise_on_unexpected_status=True)
    with pytest.raises(errors.UnexpectedStatus) as unexpected:
        sign_up_with_password.sync(client=strict, body=body)
    assert unexpected.value.status_code == 404
    with pytest.raises(gatehouse.GatehouseError) as caught:
        gatehouse.unwrap(sign_up_with_password.sync_detailed(client=Client(base_url=URL, headers=headers), body=body))
    assert (caught.value.status, caught.value.code) == (404, None)
    # Under /api/v1 a path that is no route is a known error the helper reads like any other.
    raw = Client(base_url=f"{API_URL}/v0", headers=headers)
    with pytest.raises(gatehouse.GatehouseError) as caught:
        gatehouse.unwrap(sign_up_with_password.sync_detailed(client=raw, body=body))
    assert (caught.value.status, caught.value.code) == (404, "ROUTE_NOT_FOUND")
    assert caught.value.details == {"method": "POST", "path": "/api/v1/v0/auth/password/sign-up"}
    assert "/api/v1/docs" in caught.value.message


def test_a_known_error_is_read_by_code() -> None:
    email, _, _ = sign_up()
    wrong = SignInWithPasswordBody(email=email, password="not the password")
    with pytest.raises(gatehouse.GatehouseError) as caught:
        gatehouse.unwrap(sign_in_with_password.sync_detailed(client=app(), body=wrong))
    e = caught.value
    assert (e.status, e.code, e.message, e.details) == (400, "EMAIL_PASSWORD_MISMATCH", "Wrong e-mail or password.", {})

    # Without the helper the generated function returns the one KnownError model.
    parsed = sign_in_with_password.sync(client=app(), body=wrong)
    assert isinstance(parsed, KnownError) and parsed.code == "EMAIL_PASSWORD_MISMATCH"

    # A 401 of the request pipeline, and a session that sign-out ended.
    with pytest.raises(gatehouse.GatehouseError) as caught:
        gatehouse.unwrap(sign_out.sync_detailed(client=app()))
    assert (caught.value.status, caught.value.code) == (401, "USER_AUTHENTICATION_REQUIRED")
    _, access_token, refresh_token = sign_up()
    gatehouse.unwrap(sign_out.sync_detailed(client=app(access_token=access_token)))
    with pytest.raises(gatehouse.GatehouseError) as caught:
        gatehouse.unwrap(refresh_current_session.sync_detailed(client=app(), x_stack_refresh_token=refresh_token))
    assert caught.value.code == "REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED", caught.value


class _Impostor(BaseHTTPRequestHandler):
    """Answers every request with the status and body named by the class attributes (a newer or a broken server)."""

    status = 400
    body = b""
    headers_out: dict[str, str] = {}

    def do_POST(self) -> None:  # noqa: N802 (http.server's naming)
        self.rfile.read(int(self.headers.get("content-length") or 0))
        self.send_response(self.status)
        for name, value in self.headers_out.items():
            self.send_header(name, value)
        self.send_header("content-length", str(len(self.body)))
        self.end_headers()
        self.wfile.write(self.body)

    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture
def impostor() -> Iterator[tuple[str, type[_Impostor]]]:
    handler = type("Handler", (_Impostor,), {"headers_out": {}})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", handler
    finally:
        server.shutdown()
        server.server_close()


def test_a_code_the_client_was_not_generated_with_does_not_crash_it(impostor: tuple[str, type[_Impostor]]) -> None:
    url, handler = impostor
    handler.status = 400
    handler.body = json.dumps({"code": "SOME_NEW_CODE", "details": {"hint": 1}, "error": "Something new."}).encode()
    handler.headers_out = {"content-type": "application/json", "x-stack-known-error": "SOME_NEW_CODE"}
    api = gatehouse.client_access(url, PROJECT)
    body = SignInWithPasswordBody(email="ada@example.com", password=PASSWORD)

    parsed = sign_in_with_password.sync(client=api, body=body)
    assert isinstance(parsed, KnownError) and parsed.code == "SOME_NEW_CODE"
    with pytest.raises(gatehouse.GatehouseError) as caught:
        gatehouse.unwrap(sign_in_with_password.sync_detailed(client=api, body=body))
    assert (caught.value.status, caught.value.code, caught.value.message) == (400, "SOME_NEW_CODE", "Something new.")
    assert caught.value.details == {"hint": 1}

    # Each code's details have a model too.
    details = KnownErrorDetailsTOOMANYREQUESTS.from_dict({"limit": "sign_ins_per_ip", "retry_after_seconds": 42})
    assert details.retry_after_seconds == 42


def test_an_answer_that_is_not_a_known_error_is_still_a_gatehouse_error(impostor: tuple[str, type[_Impostor]]) -> None:
    url, handler = impostor
    handler.status = 502
    handler.body = b"<html>Bad gateway</html>"
    handler.headers_out = {"content-type": "text/html"}
    with pytest.raises(gatehouse.GatehouseError) as caught:
        gatehouse.unwrap(
            sign_in_with_password.sync_detailed(
                client=gatehouse.client_access(url, PROJECT),
                body=SignInWithPasswordBody(email="ada@example.com", password=PASSWORD),
            )
        )
    assert (caught.value.status, caught.value.code, caught.value.message) == (502, None, "<html>Bad gateway</html>")


def test_boolean_query_flags_are_bools() -> None:
    ids = [sign_up()[0] for _ in range(2)]
    backend = gatehouse.server_access(API_URL, PROJECT, secret_server_key=SERVER_KEY)
    oldest_first = gatehouse.unwrap(list_users.sync_detailed(client=backend, desc=False, include_anonymous=True))
    newest_first = gatehouse.unwrap(list_users.sync_detailed(client=backend, desc=True, include_anonymous=True))
    assert [u.primary_email for u in newest_first.items] == [u.primary_email for u in reversed(oldest_first.items)]
    assert [u.primary_email for u in newest_first.items[:2]] == list(reversed(ids))
