"""Verifying Gatehouse access tokens locally, against the project's JWKS (hand-written, not generated).

The source is contract/python-extras/gatehouse_client/verify.py; `make generate` copies it into
generated/python. It mirrors the TypeScript SDK's createAccessTokenChecker (sdk/src/verify.ts):
ES256 only, issuer from the project's discovery document, audience = the project id, 30 s clock
tolerance, keys and issuer cached 300 s, and a reason for every refusal. A local check cannot see
revocation: a revoked session's access token stays valid until its `exp`.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Literal
from urllib.parse import quote

import httpx
import jwt
from jwt import PyJWK

from .gatehouse import api_base_url

__all__ = [
    "CLOCK_TOLERANCE_SECONDS",
    "JWKS_CACHE_MAX_AGE_SECONDS",
    "UNKNOWN_KID_REFETCH_SECONDS",
    "AccessTokenClaims",
    "AccessTokenRefused",
    "AccessTokenVerifier",
    "Headers",
    "Refusal",
    "TokenCheck",
    "Refused",
    "Verified",
    "access_token_from_headers",
]

JWKS_CACHE_MAX_AGE_SECONDS = 300.0
"""The JWKS and the discovery document's issuer are reused this long before they are fetched again."""
CLOCK_TOLERANCE_SECONDS = 30
"""Tokens are accepted this far past `exp` (and before `iat`/`nbf`)."""
UNKNOWN_KID_REFETCH_SECONDS = 10.0
"""A token with a `kid` not in the cached JWKS fetches it again (the key was rotated) at most this
often: forged tokens with random kids cannot make the verifier hammer Gatehouse."""

Refusal = Literal[
    "missing",
    "malformed",
    "signature",
    "unknown_kid",
    "issuer",
    "audience",
    "expired",
    "not_yet_valid",
    "claims",
    "keys_unavailable",
]
"""Why a token was refused:

- `missing`: no token (authenticate_request: the request carries none);
- `malformed`: not a compact JWS/JWT;
- `signature`: not an ES256 signature of the project's key named by its `kid` (forged, other algorithm);
- `unknown_kid`: its `kid` names no key of the project's JWKS, even freshly fetched;
- `issuer`: `iss` is not the project's issuer (the discovery document's, or the `issuer` argument);
- `audience`: `aud` is not the project id (an anonymous or restricted user's token, another project's);
- `expired` / `not_yet_valid`: outside `exp` / `iat`, beyond the 30 s tolerance;
- `claims`: a Gatehouse claim is missing, of the wrong type, or names another project;
- `keys_unavailable`: the JWKS or the discovery document could not be fetched from Gatehouse.
"""

Headers = Mapping[str, str] | Iterable[tuple[str, str]]
"""Request headers: a mapping (FastAPI/Starlette `request.headers`, Django `request.headers`, a
dict) or (name, value) pairs (Flask/Werkzeug `request.headers`). Names are matched case-insensitively."""


@dataclass(frozen=True)
class AccessTokenClaims:
    """The claims of a verified Gatehouse access token (wire contract §6.1)."""

    user_id: str
    """`sub`: the user's id."""
    project_id: str
    issuer: str
    issued_at: int
    expires_at: int
    refresh_token_id: str
    """The session this token belongs to."""
    name: str | None
    email: str | None
    email_verified: bool
    selected_team_id: str | None
    is_anonymous: bool
    is_restricted: bool
    requires_totp_mfa: bool


@dataclass(frozen=True)
class Verified:
    claims: AccessTokenClaims
    ok: Literal[True] = True


@dataclass(frozen=True)
class Refused:
    reason: Refusal
    message: str
    ok: Literal[False] = False


TokenCheck = Verified | Refused
"""What AccessTokenVerifier.check answers: `if result.ok: result.claims` else `result.reason`."""


class AccessTokenRefused(Exception):
    """AccessTokenVerifier.verify refused the token; `reason` says why (see Refusal)."""

    def __init__(self, reason: Refusal, message: str) -> None:
        super().__init__(f"{reason}: {message}")
        self.reason: Refusal = reason
        self.message = message


class _KeysUnavailable(Exception):
    pass


class AccessTokenVerifier:
    """Checks access tokens of one project locally. Thread-safe; share one per process.

    `base_url` is the Gatehouse server as this backend reaches it (with or without /api/v1). The
    issuer tokens must carry is the `issuer` of the project's discovery document unless `issuer` is
    given (a server without that document is taken to use `<base_url>/api/v1/projects/<id>`).
    `clock` answers the current Unix time for the `exp`/`iat`/`nbf` checks (a test can move it).
    """

    def __init__(
        self,
        base_url: str,
        project_id: str,
        *,
        issuer: str | None = None,
        timeout: float = 5.0,
        http: httpx.Client | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        if not project_id:
            raise ValueError("project_id must not be empty")
        self.project_id = project_id
        project_path = f"{api_base_url(base_url)}/projects/{quote(project_id, safe='')}"
        self._jwks_url = f"{project_path}/.well-known/jwks.json"
        self._discovery_url = f"{project_path}/.well-known/openid-configuration"
        self._fallback_issuer = f"{api_base_url(base_url)}/projects/{project_id}"
        self._fixed_issuer = issuer
        self._clock = clock
        self._http = http or httpx.Client(timeout=timeout)
        self._lock = threading.Lock()
        self._keys: dict[str, PyJWK] = {}
        self._keys_at = float("-inf")
        self._issuer: str | None = None
        self._issuer_at = float("-inf")

    def check(self, token: str | None) -> TokenCheck:
        """The token's claims, or why it was refused. Never raises."""
        if not token:
            return Refused("missing", "No access token was given.")
        try:
            header = jwt.get_unverified_header(token)
        except jwt.PyJWTError as e:
            return Refused("malformed", f"The access token is malformed: {e}.")
        if header.get("alg") != "ES256":
            return Refused("signature", f"The access token is not signed with ES256 (alg {header.get('alg')!r}).")
        kid = header.get("kid")
        if not isinstance(kid, str) or not kid:
            return Refused("unknown_kid", "The access token names no key (kid).")
        try:
            key = self._key(kid)
            issuer = self._current_issuer()
        except _KeysUnavailable as e:
            return Refused("keys_unavailable", f"The project's keys could not be fetched: {e}.")
        if key is None:
            return Refused("unknown_kid", f"The access token's key {kid!r} is not one of the project's keys.")
        try:
            payload = jwt.decode(
                token,
                key=key.key,
                algorithms=["ES256"],
                audience=self.project_id,
                issuer=issuer,
                leeway=CLOCK_TOLERANCE_SECONDS,
                # exp/iat/nbf are checked below against `clock`.
                options={
                    "require": ["sub", "exp", "iat", "iss", "aud"],
                    "verify_exp": False,
                    "verify_iat": False,
                    "verify_nbf": False,
                },
            )
        except jwt.InvalidIssuerError as e:
            return Refused("issuer", f"The access token's issuer is not this project's: {e}.")
        except jwt.InvalidAudienceError as e:
            return Refused("audience", f"The access token is not for this project (audience): {e}.")
        except jwt.MissingRequiredClaimError as e:
            return Refused("claims", f"The access token is missing a claim: {e}.")
        except jwt.InvalidSignatureError:
            return Refused("signature", "The access token is not signed by this project's key.")
        except jwt.PyJWTError as e:
            return Refused("malformed", f"The access token is malformed: {e}.")
        claims = _claims_of(payload, issuer)
        now = self._clock()
        nbf = payload.get("nbf")
        if claims is not None and now > claims.expires_at + CLOCK_TOLERANCE_SECONDS:
            return Refused("expired", "The access token has expired.")
        if claims is not None and (
            claims.issued_at > now + CLOCK_TOLERANCE_SECONDS
            or (isinstance(nbf, int) and nbf > now + CLOCK_TOLERANCE_SECONDS)
        ):
            return Refused("not_yet_valid", "The access token is not valid yet (iat or nbf in the future).")
        if claims is None or claims.project_id != self.project_id:
            return Refused(
                "claims", "The access token does not carry the claims of a Gatehouse token for this project."
            )
        return Verified(claims)

    def verify(self, token: str | None) -> AccessTokenClaims:
        """The token's claims; raises AccessTokenRefused (with `reason`) when it is refused."""
        result = self.check(token)
        if isinstance(result, Refused):
            raise AccessTokenRefused(result.reason, result.message)
        return result.claims

    def authenticate_request(self, headers: Headers) -> AccessTokenClaims | None:
        """The verified claims of the request's token (x-stack-access-token or Authorization: Bearer), else None."""
        result = self.check(access_token_from_headers(headers))
        return result.claims if isinstance(result, Verified) else None

    def authenticate_request_result(self, headers: Headers) -> TokenCheck:
        """As authenticate_request, with the reason (`missing` for a request without a token)."""
        return self.check(access_token_from_headers(headers))

    def _key(self, kid: str) -> PyJWK | None:
        with self._lock:
            now = time.monotonic()
            stale = now - self._keys_at >= JWKS_CACHE_MAX_AGE_SECONDS
            unknown = kid not in self._keys and now - self._keys_at >= UNKNOWN_KID_REFETCH_SECONDS
            if stale or unknown:
                self._keys = self._fetch_keys()
                self._keys_at = now
            return self._keys.get(kid)

    def _fetch_keys(self) -> dict[str, PyJWK]:
        try:
            answer = self._http.get(self._jwks_url, headers={"accept": "application/json"})
        except httpx.HTTPError as e:
            raise _KeysUnavailable(f"{self._jwks_url}: {e}") from e
        if answer.status_code != 200:
            raise _KeysUnavailable(f"{self._jwks_url} answered HTTP {answer.status_code}")
        try:
            keys = answer.json()["keys"]
        except (ValueError, KeyError, TypeError) as e:
            raise _KeysUnavailable(f"{self._jwks_url} is not a JWKS") from e
        found: dict[str, PyJWK] = {}
        for jwk in keys if isinstance(keys, list) else []:
            if not isinstance(jwk, dict) or not isinstance(jwk.get("kid"), str):
                continue
            try:
                found[jwk["kid"]] = PyJWK(jwk, algorithm="ES256")
            except jwt.PyJWTError:
                continue  # a key of another type or algorithm: tokens naming it are refused
        return found

    def _current_issuer(self) -> str:
        if self._fixed_issuer is not None:
            return self._fixed_issuer
        with self._lock:
            now = time.monotonic()
            if self._issuer is None or now - self._issuer_at >= JWKS_CACHE_MAX_AGE_SECONDS:
                self._issuer = self._fetch_issuer()
                self._issuer_at = now
            return self._issuer

    def _fetch_issuer(self) -> str:
        try:
            answer = self._http.get(self._discovery_url, headers={"accept": "application/json"})
        except httpx.HTTPError as e:
            raise _KeysUnavailable(f"{self._discovery_url}: {e}") from e
        if answer.status_code == 404:
            return self._fallback_issuer  # a server older than the discovery document
        try:
            issuer = answer.json().get("issuer") if answer.status_code == 200 else None
        except ValueError:
            issuer = None
        if not isinstance(issuer, str) or not issuer:
            raise _KeysUnavailable(f"{self._discovery_url} answered HTTP {answer.status_code} without an issuer")
        return issuer


def _claims_of(payload: Mapping[str, object], issuer: str) -> AccessTokenClaims | None:
    def text(name: str) -> str | None:
        value = payload.get(name)
        return value if isinstance(value, str) else None

    def flag(name: str) -> bool:
        return payload.get(name) is True

    sub, project_id, refresh_token_id = text("sub"), text("project_id"), text("refresh_token_id")
    iat, exp = payload.get("iat"), payload.get("exp")
    if not sub or not project_id or not refresh_token_id or not isinstance(iat, int) or not isinstance(exp, int):
        return None
    return AccessTokenClaims(
        user_id=sub,
        project_id=project_id,
        issuer=issuer,
        issued_at=iat,
        expires_at=exp,
        refresh_token_id=refresh_token_id,
        name=text("name"),
        email=text("email"),
        email_verified=flag("email_verified"),
        selected_team_id=text("selected_team_id"),
        is_anonymous=flag("is_anonymous"),
        is_restricted=flag("is_restricted"),
        requires_totp_mfa=flag("requires_totp_mfa"),
    )


def access_token_from_headers(headers: Headers) -> str | None:
    """The token a request carries: `x-stack-access-token`, else `Authorization: Bearer <token>`."""
    pairs = headers.items() if isinstance(headers, Mapping) else headers
    found: dict[str, str] = {}
    for name, value in pairs:
        found.setdefault(name.lower(), value)
    direct = found.get("x-stack-access-token", "").strip()
    if direct:
        return direct
    scheme, _, token = found.get("authorization", "").strip().partition(" ")
    token = token.strip()
    return token if scheme.lower() == "bearer" and token and " " not in token else None
