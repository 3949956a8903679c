"""Live tests of the Python server layer (gatehouse_client.verify, .server, .session) against the
server contract/with-server.ts started (make smoke): a real access token verified, expired and
forged ones refused with their reason, has_permission, check_api_key (None for unknown and revoked
keys) and a session whose concurrent refreshes share one request."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterator
from uuid import uuid4

import httpx
from attrs import evolve
import jwt
import pytest
from cryptography.hazmat.primitives.asymmetric import ec

from gatehouse_client import gatehouse
from gatehouse_client.api.internal_projects import update_admin_project
from gatehouse_client.api.password import sign_up_with_password
from gatehouse_client.api.permission_definitions import create_team_permission_definition
from gatehouse_client.api.user_api_keys import create_user_api_key
from gatehouse_client.models import (
    CreatePermissionDefinitionBody,
    CreateUserApiKeyBody,
    ProjectConfigUpdate,
    SignInTokens,
    SignUpWithPasswordBody,
    UpdateProjectBody,
)
from gatehouse_client.server import GatehouseServer
from gatehouse_client.session import Session, Tokens
from gatehouse_client.verify import CLOCK_TOLERANCE_SECONDS, AccessTokenVerifier, Refused, Verified

URL = os.environ["GATEHOUSE_URL"]
PROJECT = os.environ["GATEHOUSE_PROJECT_ID"]
CLIENT_KEY = os.environ["GATEHOUSE_CLIENT_KEY"]
SERVER_KEY = os.environ["GATEHOUSE_SERVER_KEY"]
ADMIN_KEY = os.environ["GATEHOUSE_ADMIN_KEY"]


def sign_up(prefix: str) -> SignInTokens:
    app = gatehouse.client_access(URL, PROJECT, publishable_client_key=CLIENT_KEY)
    body = SignUpWithPasswordBody(email=f"{prefix}-{time.time_ns()}@example.com", password="correct horse battery")
    return gatehouse.unwrap(sign_up_with_password.sync_detailed(client=app, body=body))


@pytest.fixture(scope="module")
def server() -> GatehouseServer:
    return GatehouseServer(URL, PROJECT, secret_server_key=SERVER_KEY)


def forge(claims: dict[str, object], kid: str, *, algorithm: str = "ES256") -> str:
    key: ec.EllipticCurvePrivateKey | str = ec.generate_private_key(ec.SECP256R1()) if algorithm == "ES256" else "a guessed secret, long enough for HS256 keys"
    return jwt.encode(claims, key, algorithm=algorithm, headers={"kid": kid})


def test_a_real_token_verifies_and_others_are_refused_with_the_reason(server: GatehouseServer) -> None:
    user = sign_up("py-verify")
    result = server.verifier.check(user.access_token)
    assert isinstance(result, Verified), result
    assert result.claims.user_id == str(user.user_id) and result.claims.project_id == PROJECT
    assert server.authenticate_request({"Authorization": f"Bearer {user.access_token}"}) == result.claims
    assert server.authenticate_request([("X-Stack-Access-Token", user.access_token)]) == result.claims

    claims = jwt.decode(user.access_token, options={"verify_signature": False})
    kid = jwt.get_unverified_header(user.access_token)["kid"]
    header, payload, _ = user.access_token.split(".")
    other_signature = forge(claims, kid).split(".")[2]
    expired = AccessTokenVerifier(URL, PROJECT, clock=lambda: result.claims.expires_at + CLOCK_TOLERANCE_SECONDS + 1)
    other_issuer = AccessTokenVerifier(URL, PROJECT, issuer="https://elsewhere.example")
    cases: list[tuple[str, AccessTokenVerifier, str | None, str]] = [
        ("no token", server.verifier, None, "missing"),
        ("not a JWT", server.verifier, "not.a.jwt", "malformed"),
        ("real payload, forged signature", server.verifier, f"{header}.{payload}.{other_signature}", "signature"),
        ("own key under the project's kid", server.verifier, forge(claims, kid), "signature"),
        ("own key under an unknown kid", server.verifier, forge(claims, "not-a-project-key"), "unknown_kid"),
        ("HS256 with a guessed secret", server.verifier, forge(claims, kid, algorithm="HS256"), "signature"),
        ("real token past exp", expired, user.access_token, "expired"),
        ("real token, other issuer expected", other_issuer, user.access_token, "issuer"),
    ]
    for name, verifier, token, reason in cases:
        refused = verifier.check(token)
        assert isinstance(refused, Refused) and refused.reason == reason, (name, refused)
    missing = server.authenticate_request_result({})
    assert isinstance(missing, Refused) and missing.reason == "missing"


def test_has_permission_in_a_team_and_in_the_project(server: GatehouseServer) -> None:
    member, outsider = sign_up("py-perm"), sign_up("py-outsider")
    admin = gatehouse.admin_access(URL, PROJECT, super_secret_admin_key=ADMIN_KEY)
    permission = f"py_read_{time.time_ns()}"
    gatehouse.unwrap(
        create_team_permission_definition.sync_detailed(client=admin, body=CreatePermissionDefinitionBody(id=permission))
    )
    team = server.create_team("Python permissions", creator_user_id=str(member.user_id))
    server.add_team_member(team.id, str(outsider.user_id))
    server.grant_permission(str(member.user_id), team.id, permission)

    assert server.has_permission(str(member.user_id), team.id, permission) is True
    assert server.has_permission(str(outsider.user_id), team.id, permission) is False
    assert server.has_permission(str(member.user_id), team.id, permission + "_other") is False
    assert server.has_permission(str(member.user_id), None, permission) is False  # a team permission only
    assert server.has_permission(str(member.user_id), uuid4(), permission) is False
    assert server.has_permission(str(member.user_id), "../../users", permission) is False


def test_check_api_key_answers_the_user_or_none(server: GatehouseServer) -> None:
    user = sign_up("py-key")
    admin = gatehouse.admin_access(URL, PROJECT, super_secret_admin_key=ADMIN_KEY)
    enable = UpdateProjectBody(config=ProjectConfigUpdate(allow_user_api_keys=True))
    gatehouse.unwrap(update_admin_project.sync_detailed(client=admin, body=enable))
    created = gatehouse.unwrap(
        create_user_api_key.sync_detailed(
            client=server.api,
            body=CreateUserApiKeyBody(user_id=str(user.user_id), description="py test", expires_at_millis=None),
        )
    )
    owner = server.check_api_key(created.value)
    assert owner is not None and owner.id == user.user_id
    for unknown in ["", "not a key", created.value + "x"]:
        assert server.check_api_key(unknown) is None, unknown
    server.revoke_user_api_key(created.id)
    assert server.check_api_key(created.value) is None


class CountingTransport(httpx.HTTPTransport):
    """Counts the refresh requests that reach the server, holding each open while others arrive."""

    def __init__(self) -> None:
        super().__init__()
        self.refreshes = 0

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        if request.url.path.endswith("/auth/sessions/current/refresh"):
            self.refreshes += 1
            time.sleep(0.05)
        return super().handle_request(request)


@pytest.fixture
def counting() -> Iterator[CountingTransport]:
    transport = CountingTransport()
    yield transport
    transport.close()


def test_concurrent_refreshes_share_one_request(counting: CountingTransport, server: GatehouseServer) -> None:
    user = sign_up("py-session")
    app = evolve(gatehouse.client_access(URL, PROJECT, publishable_client_key=CLIENT_KEY), httpx_args={"transport": counting})
    stored: list[Tokens] = []
    session = Session(app, refresh_token=user.refresh_token, on_change=stored.append)

    callers = 8
    tokens: list[str | None] = [None] * callers
    start = threading.Barrier(callers)

    def call(i: int) -> None:
        start.wait()
        tokens[i] = session.access_token()

    threads = [threading.Thread(target=call, args=(i,)) for i in range(callers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert counting.refreshes == 1, f"{callers} callers sent {counting.refreshes} refresh requests"
    assert tokens[0] and all(t == tokens[0] for t in tokens), tokens
    rotated = session.refresh_token
    assert rotated and rotated != user.refresh_token and stored[-1].refresh_token == rotated
    assert server.verifier.verify(tokens[0]).user_id == str(user.user_id)
    # The kept token refreshes again; a valid access token is handed out without a request.
    assert session.refresh() and counting.refreshes == 2
    assert session.access_token() and counting.refreshes == 2
    # A refresh token that died ends the session (None), it does not raise.
    dead = Session(app, refresh_token=user.refresh_token)
    assert dead.access_token() is None and dead.tokens == Tokens(None, None)


class JwksCounter(httpx.HTTPTransport):
    def __init__(self) -> None:
        super().__init__()
        self.jwks = 0

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        if request.url.path.endswith("/.well-known/jwks.json"):
            self.jwks += 1
        return super().handle_request(request)


def test_unknown_kids_cannot_make_the_verifier_hammer_the_jwks() -> None:
    user = sign_up("py-kid")
    transport = JwksCounter()
    verifier = AccessTokenVerifier(URL, PROJECT, http=httpx.Client(transport=transport))
    assert isinstance(verifier.check(user.access_token), Verified)
    claims = jwt.decode(user.access_token, options={"verify_signature": False})
    for i in range(20):
        refused = verifier.check(forge(claims, f"random-kid-{i}"))
        assert isinstance(refused, Refused) and refused.reason == "unknown_kid"
    # One fetch for the real token; the forged kids within UNKNOWN_KID_REFETCH_SECONDS fetch nothing.
    assert transport.jwks == 1
    assert isinstance(verifier.check(user.access_token), Verified) and transport.jwks == 1
