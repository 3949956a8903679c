"""Hand-written helpers for the generated Gatehouse client: a client for a project and access type,
and one exception for every error answer.

Not generated: the source is contract/python-extras/gatehouse_client/gatehouse.py, which
`make generate` copies into generated/python (so regenerating never loses it).

    from gatehouse_client import gatehouse
    from gatehouse_client.api.users import get_own_user

    api = gatehouse.client_access("http://localhost:8102", project_id, publishable_client_key="pck_...",
                                  access_token=tokens.access_token)
    try:
        me = gatehouse.unwrap(get_own_user.sync_detailed(client=api))
    except gatehouse.GatehouseError as e:
        print(e.status, e.code, e.message, e.details)
"""

from __future__ import annotations

import json
from collections.abc import MutableMapping
from http import HTTPStatus
from typing import Any, Literal, Protocol, TypeVar, overload
from urllib.parse import urlsplit, urlunsplit

import httpx

from .client import Client
from .models import (
    CheckVersionAnswerType0,
    CheckVersionAnswerType1,
    ClientTeam,
    ClientTeamMemberProfile,
    ClientUser,
    CliPollPending,
    CliPollSuccess,
    CompleteCliResultType0,
    CompleteCliResultType1,
    CompleteCliResultType2,
    KnownError,
    OAuthProviderLinkClient,
    OAuthProviderLinkServer,
    ServerTeam,
    ServerTeamMemberProfile,
    ServerUser,
)
from .types import Response

__all__ = [
    "API_PATH",
    "AccessType",
    "Answer",
    "GatehouseError",
    "admin_access",
    "api_base_url",
    "client_access",
    "client_team",
    "client_user",
    "project_client",
    "server_access",
    "server_team",
    "server_user",
    "unwrap",
]

API_PATH = "/api/v1"
"""Every operation is under this path; the generated functions' paths are relative to it."""

AccessType = Literal["client", "server", "admin"]

T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)


class Answer(Protocol[T_co]):
    """What generated `sync_detailed()` calls return (gatehouse_client.types.Response), read-only.

    Read-only makes it covariant, so unwrap() can take `Response[ClientUser | ServerUser | KnownError]`
    and give `ClientUser | ServerUser` (the invariant Response leaves mypy unable to infer that).
    """

    @property
    def status_code(self) -> HTTPStatus: ...
    @property
    def content(self) -> bytes: ...
    @property
    def headers(self) -> MutableMapping[str, str]: ...
    @property
    def parsed(self) -> T_co | None: ...


_KEY_HEADER: dict[AccessType, str] = {
    "client": "x-stack-publishable-client-key",
    "server": "x-stack-secret-server-key",
    "admin": "x-stack-super-secret-admin-key",
}


def api_base_url(url: str) -> str:
    """The API's base URL from the server's address, with or without /api/v1.

    `http://localhost:8102`, `http://localhost:8102/` and `http://localhost:8102/api/v1` all give
    `http://localhost:8102/api/v1` (a path prefix of a reverse proxy is kept). Anything that is not an
    http(s) URL raises ValueError.
    """
    parts = urlsplit(url.strip())
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise ValueError(f"base_url must be an http(s) URL such as http://localhost:8102, not {url!r}")
    if parts.query or parts.fragment:
        raise ValueError(f"base_url must not have a query or fragment: {url!r}")
    path = parts.path.rstrip("/")
    if not path.endswith(API_PATH):
        path += API_PATH
    return urlunsplit((parts.scheme, parts.netloc, path, "", ""))


def project_client(
    base_url: str,
    project_id: str,
    access_type: AccessType,
    *,
    key: str | None = None,
    access_token: str | None = None,
    admin_access_token: str | None = None,
    timeout: float = 10.0,
    headers: dict[str, str] | None = None,
) -> Client:
    """A generated `Client` that sends the x-stack-* headers of one project and access type.

    `key` is the key of that access type: the publishable client key (`pck_...`, optional unless the
    project requires it), the secret server key (`ssk_...`) or the super secret admin key (`sak_...`).
    `access_token` acts as a signed-in user (x-stack-access-token); `admin_access_token` is the
    dashboard's alternative to an admin key. Prefer client_access, server_access or admin_access,
    which name the key. The refresh token is not a client setting: only the refresh operation reads
    it (its `x_stack_refresh_token` argument), and sending it with every call would spread a
    long-lived secret for nothing.
    """
    if access_type not in _KEY_HEADER:
        raise ValueError(f"access_type must be 'client', 'server' or 'admin', not {access_type!r}")
    if not project_id:
        raise ValueError("project_id must not be empty (a project UUID, or 'internal')")
    sent = {"x-stack-project-id": project_id, "x-stack-access-type": access_type}
    optional = {
        _KEY_HEADER[access_type]: key,
        "x-stack-access-token": access_token,
        "x-stack-admin-access-token": admin_access_token,
    }
    for name, value in optional.items():
        if value:
            sent[name] = value
    sent.update(headers or {})
    # raise_on_unexpected_status stays off: an answer the operation does not document (e.g. 404
    # ROUTE_NOT_FOUND from a server older than this client) reaches unwrap(), which raises it as a
    # GatehouseError with its code instead of the generator's bare UnexpectedStatus.
    return Client(base_url=api_base_url(base_url), headers=sent, timeout=httpx.Timeout(timeout))


def client_access(
    base_url: str,
    project_id: str,
    *,
    publishable_client_key: str | None = None,
    access_token: str | None = None,
    timeout: float = 10.0,
) -> Client:
    """Client access (apps, browsers): the project's publishable client key, optionally a user."""
    return project_client(
        base_url,
        project_id,
        "client",
        key=publishable_client_key,
        access_token=access_token,
        timeout=timeout,
    )


def server_access(
    base_url: str,
    project_id: str,
    *,
    secret_server_key: str,
    access_token: str | None = None,
    timeout: float = 10.0,
) -> Client:
    """Server access (your backend): the project's secret server key, optionally acting as a user."""
    if not secret_server_key:
        raise ValueError("server access needs the secret server key (ssk_...)")
    return project_client(
        base_url,
        project_id,
        "server",
        key=secret_server_key,
        access_token=access_token,
        timeout=timeout,
    )


def admin_access(
    base_url: str,
    project_id: str,
    *,
    super_secret_admin_key: str | None = None,
    admin_access_token: str | None = None,
    timeout: float = 10.0,
) -> Client:
    """Admin access (project settings, keys): the super secret admin key or a dashboard admin access token."""
    if not super_secret_admin_key and not admin_access_token:
        raise ValueError("admin access needs super_secret_admin_key (sak_...) or admin_access_token")
    return project_client(
        base_url,
        project_id,
        "admin",
        key=super_secret_admin_key,
        admin_access_token=admin_access_token,
        timeout=timeout,
    )


class GatehouseError(Exception):
    """Gatehouse answered with an error. Switch on `code`; it is never an unknown-code crash.

    - `status`: the HTTP status (the real one, also when x-stack-override-error-status hid it);
    - `code`: the known-error code, e.g. "EMAIL_PASSWORD_MISMATCH" (codes are never renamed, but new
      ones appear: handle the ones you know and treat the rest by `status`). None when the answer was
      not a Gatehouse known error at all (e.g. an HTML page from a proxy): see `body`;
    - `message`: the human-readable text (`error` on the wire); never parse it;
    - `details`: the code's machine-readable facts (`KnownErrorDetails_<CODE>` in the API reference),
      empty for codes without details, e.g. {"retry_after_seconds": 42} for TOO_MANY_REQUESTS;
    - `body`: the raw response body.
    """

    def __init__(
        self,
        status: int,
        code: str | None,
        message: str,
        details: dict[str, Any] | None = None,
        body: bytes = b"",
    ) -> None:
        super().__init__(f"{code or 'HTTP error'} (HTTP {status}): {message}")
        self.status = status
        self.code = code
        self.message = message
        self.details: dict[str, Any] = details or {}
        self.body = body

    @classmethod
    def from_response(cls, response: Answer[object]) -> GatehouseError:
        """The error an answer carries: its known error (from the body, whatever the code), else its status and text."""
        actual = response.headers.get("x-stack-actual-status", "")
        status = int(actual) if actual.isdigit() else int(response.status_code)
        parsed = response.parsed
        if isinstance(parsed, KnownError):
            return cls(status, parsed.code, parsed.error, _details_of(parsed), response.content)
        try:
            data = json.loads(response.content)
        except ValueError:
            data = None
        if isinstance(data, dict) and isinstance(data.get("code"), str) and isinstance(data.get("error"), str):
            details = data.get("details")
            return cls(
                status, data["code"], data["error"], details if isinstance(details, dict) else None, response.content
            )
        text = response.content.decode("utf-8", errors="replace").strip()[:500]
        return cls(status, None, text or f"HTTP {status} without a body", None, response.content)


def _details_of(error: KnownError) -> dict[str, Any] | None:
    details = error.to_dict().get("details")
    return details if isinstance(details, dict) else None


# unwrap's overloads. For an answer of one type, `Answer[T | KnownError] -> T` is enough. For the
# operations whose answer has two views (client and server) or several shapes, mypy would solve T as
# the *join* of the members, `object`, so each such union gets its own overload, on the invariant
# Response so that it matches only that exact union. The unions are the generated code's: a new one
# that is missing here gives `object`, which the smoke tests' mypy --strict would show.
@overload
def unwrap(  # type: ignore[overload-overlap]  # the unions below share no member; only Response[Never] overlaps
    response: Response[ClientUser | ServerUser | KnownError],
) -> ClientUser | ServerUser: ...
@overload
def unwrap(  # type: ignore[overload-overlap]
    response: Response[ClientTeam | ServerTeam | KnownError],
) -> ClientTeam | ServerTeam: ...
@overload
def unwrap(  # type: ignore[overload-overlap]
    response: Response[ClientTeamMemberProfile | ServerTeamMemberProfile | KnownError],
) -> ClientTeamMemberProfile | ServerTeamMemberProfile: ...
@overload
def unwrap(  # type: ignore[overload-overlap]
    response: Response[KnownError | OAuthProviderLinkClient | OAuthProviderLinkServer],
) -> OAuthProviderLinkClient | OAuthProviderLinkServer: ...
@overload
def unwrap(  # type: ignore[overload-overlap]
    response: Response[CliPollPending | CliPollSuccess | KnownError],
) -> CliPollPending | CliPollSuccess: ...
@overload
def unwrap(  # type: ignore[overload-overlap]
    response: Response[CheckVersionAnswerType0 | CheckVersionAnswerType1 | KnownError],
) -> CheckVersionAnswerType0 | CheckVersionAnswerType1: ...
@overload
def unwrap(
    response: Response[CompleteCliResultType0 | CompleteCliResultType1 | CompleteCliResultType2 | KnownError],
) -> CompleteCliResultType0 | CompleteCliResultType1 | CompleteCliResultType2: ...
@overload
def unwrap(response: Answer[T | KnownError]) -> T: ...
def unwrap(response: Answer[object]) -> object:
    """The success value of a generated `sync_detailed` / `asyncio_detailed` call, or GatehouseError.

    Raises GatehouseError for every error answer: documented ones (parsed as KnownError, whatever
    their code), undocumented statuses and bodies that are not Gatehouse errors. For an answer with a
    client and a server view, client_user()/server_user()/client_team()/server_team() give the one view.
    """
    parsed = response.parsed
    failed = response.status_code >= 400 or "x-stack-known-error" in response.headers
    if failed or isinstance(parsed, KnownError):
        raise GatehouseError.from_response(response)
    # A success without a body (no schema) parses to None; the operation's return type says so.
    return parsed


# The operations that answer either view of a user or a team (GET/PATCH /users/me, the team
# operations) are typed `ClientUser | ServerUser` by the generator: the access type decides which
# view comes back. These unwrap to the view the caller's access type gets, so nothing is left for
# the caller to narrow. Asking for the other view (a server view with client access) is a bug in
# the caller and raises TypeError.


def client_user(response: Answer[ClientUser | ServerUser | KnownError]) -> ClientUser:
    """unwrap() for GET/PATCH /users/me with client access: the client view of the user."""
    return _view(unwrap(response), ClientUser)


def server_user(response: Answer[ClientUser | ServerUser | KnownError]) -> ServerUser:
    """unwrap() for GET/PATCH /users/me with server or admin access: the server view of the user."""
    return _view(unwrap(response), ServerUser)


def client_team(response: Answer[ClientTeam | ServerTeam | KnownError]) -> ClientTeam:
    """unwrap() for a team operation with client access: the client view of the team."""
    return _view(unwrap(response), ClientTeam)


def server_team(response: Answer[ClientTeam | ServerTeam | KnownError]) -> ServerTeam:
    """unwrap() for a team operation with server or admin access: the server view of the team."""
    return _view(unwrap(response), ServerTeam)


V = TypeVar("V")


def _view(value: object, view: type[V]) -> V:
    if not isinstance(value, view):
        raise TypeError(
            f"expected the {view.__name__} view, got {type(value).__name__}: "
            "client access answers client views, server and admin access server views"
        )
    return value
