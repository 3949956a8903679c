"""Schemathesis hooks for `make contract` (loaded through SCHEMATHESIS_HOOKS=fuzz_hooks).

Authentication: every operation's `security` lists which access types may call it (client,
server, admin; with or without a user's access token). Each generated case gets real credentials
for one of them, cycling through the allowed types so every type is exercised. Credentials come from
contract/with-server.ts (GATEHOUSE_* variables): a project with all three keys, a signed-in user,
and a dashboard user of the internal project.

Fuzzing must not destroy the state later cases rely on, so calls that would run on throwaway
principals instead of the shared ones:
- a mutating call with a user's access token gets a freshly signed-up user of the project;
- a call that could disable the shared project (PATCH/DELETE /internal/projects/current, or a change
  to the shared project's own key set) runs on a freshly created project, administered through the
  dashboard user's admin access token.
Every other call runs on the shared project, so stateful chains (POST /users -> GET /users/{id},
POST /internal/api-keys -> GET /internal/api-keys/{id}, sign-up -> refresh) stay in one project.
The shared user's token is replaced when a call reports it unusable (e.g. a chain deleted the user).
"""

from __future__ import annotations

import itertools
import os
import re
import threading
import time
from typing import Any

import requests
from urllib.parse import urlencode
import schemathesis
from hypothesis.internal import lambda_sources


# CPython 3.11 before 3.11.8 (gh-106905) can raise SystemError "AST constructor recursion depth
# mismatch" from ast.parse once an earlier parse ran out of recursion depth. Hypothesis parses source
# only to print a lambda's description (a strategy's repr); a failure there aborted a whole
# operation's coverage phase as a "Runtime Error" of the tool, not a finding about the server. The
# description falls back to Hypothesis' own "<unknown>" form instead.
_describe_lambda = lambda_sources._lambda_description


def _lambda_description_tolerating_ast_bug(f: Any, *args: Any, **kwargs: Any) -> str:
    try:
        return _describe_lambda(f, *args, **kwargs)
    except (SystemError, RecursionError):
        return "lambda: <unknown>"


lambda_sources._lambda_description = _lambda_description_tolerating_ast_bug

API = os.environ["GATEHOUSE_API_URL"]
PROJECT = os.environ["GATEHOUSE_PROJECT_ID"]
KEYS = {
    "client": os.environ["GATEHOUSE_CLIENT_KEY"],
    "server": os.environ["GATEHOUSE_SERVER_KEY"],
    "admin": os.environ["GATEHOUSE_ADMIN_KEY"],
}
INTERNAL_KEYS = {
    "client": os.environ["GATEHOUSE_INTERNAL_CLIENT_KEY"],
    "server": os.environ["GATEHOUSE_INTERNAL_SERVER_KEY"],
    "admin": os.environ["GATEHOUSE_INTERNAL_ADMIN_KEY"],
}
KEY_SET = os.environ["GATEHOUSE_KEY_SET_ID"]
INTERNAL_TOKEN = os.environ["GATEHOUSE_INTERNAL_ACCESS_TOKEN"]
INTERNAL_TEAM = os.environ["GATEHOUSE_INTERNAL_TEAM_ID"]
KEY_HEADER = {
    "client": "x-stack-publishable-client-key",
    "server": "x-stack-secret-server-key",
    "admin": "x-stack-super-secret-admin-key",
}
SCHEME_TYPE = {
    "PublishableClientKey": "client",
    "SecretServerKey": "server",
    "SuperSecretAdminKey": "admin",
    "AdminAccessToken": "admin",
}
# The router appends this sentence to internal-only operations' descriptions (server/src/http/access-docs.ts).
INTERNAL_ONLY = "Only on the internal project."
MUTATING = {"POST", "PUT", "PATCH", "DELETE"}
# Operations that change or delete the project they are called on.
# The config writes belong here too: a fuzzed override on the shared project (turning a sign-in
# method off, dropping the payments catalogue) would make every later case of other operations
# answer 403/404 for a reason that has nothing to do with them.
PROJECT_WIDE = {
    "/internal/projects/current",
    "/internal/config/override/{level}",
    "/internal/config/override/{level}/reset-keys",
    "/internal/config/source",
}

_lock = threading.Lock()
_counters: dict[str, itertools.count] = {}
_shared_user = {"token": os.environ["GATEHOUSE_ACCESS_TOKEN"], "id": os.environ["GATEHOUSE_USER_ID"]}
_http = requests.Session()


def _project_headers(project: str, access: str, key: str) -> dict[str, str]:
    return {"x-stack-project-id": project, "x-stack-access-type": access, KEY_HEADER[access]: key}


def _post(path: str, headers: dict[str, str], body: dict[str, Any]) -> dict[str, Any]:
    res = _http.post(f"{API}{path}", json=body, headers=headers, timeout=30)
    if res.status_code not in (200, 201):
        raise RuntimeError(f"contract set-up: POST {path} answered {res.status_code}: {res.text[:300]}")
    return res.json()


def fresh_user() -> dict[str, str]:
    """Signs a new user up on the shared project (server access): its access token and id."""
    email = f"fuzz-{time.time_ns()}-{threading.get_ident()}@example.com"
    tokens = _post("/auth/password/sign-up", _project_headers(PROJECT, "server", KEYS["server"]), {"email": email, "password": "fuzzing password 1"})
    return {"token": tokens["access_token"], "id": tokens["user_id"], "refresh": tokens["refresh_token"]}


def fresh_user_token() -> str:
    return fresh_user()["token"]


def fresh_project() -> str:
    """Creates a project owned by the dashboard user's team; its admin access token administers it."""
    headers = _project_headers("internal", "client", INTERNAL_KEYS["client"]) | {"x-stack-access-token": INTERNAL_TOKEN}
    return _post("/internal/projects", headers, {"display_name": "fuzz throwaway", "owner_team_id": INTERNAL_TEAM})["id"]


def shared_user() -> dict[str, str]:
    with _lock:
        if _shared_user["token"]:
            return dict(_shared_user)
    user = fresh_user()
    with _lock:
        _shared_user.update(user)
    return user


def shared_user_token() -> str:
    return shared_user()["token"]


def allowed(operation: Any) -> list[tuple[str, bool]]:
    """(access type, with a user's access token) pairs the operation's security allows, in order."""
    security = operation.definition.raw.get("security")
    pairs: list[tuple[str, bool]] = []
    for alternative in security or []:
        access = next((SCHEME_TYPE[s] for s in alternative if s in SCHEME_TYPE), None)
        if access is None:
            continue
        pair = (access, "AccessToken" in alternative)
        if pair not in pairs:
            pairs.append(pair)
    return pairs


def endangers_shared_project(case: Any, operation: Any) -> bool:
    if operation.method.upper() not in MUTATING:
        return False
    if operation.path in PROJECT_WIDE:
        return True
    # Revoking or expiring the shared key set would lock every later case out.
    return KEY_SET in (str(v) for v in (case.path_parameters or {}).values())


_portal = {"token": "", "minted": 0.0}
# Portal tokens live an hour (server/src/modules/webhooks/portal-token.ts); a run may last longer.
_PORTAL_TOKEN_REUSE_SECONDS = 1800


def portal_token() -> str:
    """A webhooks portal token for the shared project, minted with its admin key."""
    with _lock:
        if _portal["token"] and time.time() - _portal["minted"] < _PORTAL_TOKEN_REUSE_SECONDS:
            return str(_portal["token"])
    token = _post("/webhooks/svix-token", _project_headers(PROJECT, "admin", KEYS["admin"]), {})["token"]
    with _lock:
        _portal.update(token=token, minted=time.time())
    return token


def _is_positive(case: Any) -> bool:
    """Whether schemathesis generated the case as valid input (cases without metadata, e.g. the
    stateful phase's steps, count as valid)."""
    meta = getattr(case, "meta", None)
    generation = getattr(meta, "generation", None)
    mode = getattr(generation, "mode", None)
    return mode is None or str(getattr(mode, "value", mode)) == "positive"


def portal_credentials(case: Any, operation: Any) -> dict[str, str] | None:
    """The portal's own routes take no x-stack headers, only x-webhooks-portal-token.

    Decided by the case itself, not by a turn counter, so a short run (make contract-short) covers
    the same ground as the full one: every VALID case with a generated non-empty token gets a real
    token, and on the first valid case of each operation and every other one after it, its
    well-formed endpoint_id/delivery_id become the shared endpoint's and its first delivery's
    (with-server.ts makes both), so each portal operation reaches its logic with a 2xx (a counter
    shared with other hooks could let one operation's valid cases always miss the real token or the
    real ids, and schemathesis then saw only 401s: missing_auth). Invalid cases keep the generated
    token (unknown-token 401), and missing or empty tokens stay negative cases; valid cases left
    with generated ids keep the unknown-endpoint 404 covered."""
    generated = (case.headers or {}).get("x-webhooks-portal-token")
    if not (isinstance(generated, str) and generated and _declares_header(operation, "x-webhooks-portal-token")):
        return None
    if not _is_positive(case):
        return None
    with _lock:
        n = next(_counters.setdefault(f"portal {operation.label}", itertools.count()))
    if n % 2 == 0:
        case.path_parameters = _with_real_webhook_ids(case.path_parameters)
    return {"x-webhooks-portal-token": portal_token()}


def credentials(case: Any, operation: Any) -> dict[str, str] | None:
    pairs = allowed(operation)
    if not pairs:
        # `types: 'none'`: the operation reads no x-stack headers (the webhooks portal has its own token)
        return portal_credentials(case, operation)
    with _lock:
        n = next(_counters.setdefault(operation.label, itertools.count()))
    access, with_token = pairs[n % len(pairs)]
    mutating = operation.method.upper() in MUTATING
    if INTERNAL_ONLY in operation.definition.raw.get("description", ""):
        headers = _project_headers("internal", access, INTERNAL_KEYS[access])
        if access != "admin":
            headers["x-stack-access-token"] = INTERNAL_TOKEN
        return headers
    if access == "admin":
        # Only admin access can change the project itself or its keys.
        if endangers_shared_project(case, operation):
            return {"x-stack-project-id": fresh_project(), "x-stack-access-type": "admin", "x-stack-admin-access-token": INTERNAL_TOKEN}
        return _project_headers(PROJECT, "admin", KEYS["admin"])
    headers = _project_headers(PROJECT, access, KEYS[access])
    if with_token and mutating:
        user = fresh_user()
        headers["x-stack-access-token"] = user["token"]
        # Routes that need the session's own refresh token as well (the cross-domain handoff): every
        # other case gets the real one, so the fuzzer reaches their logic instead of a 401. Only a
        # generated non-empty value is replaced: a missing or empty header stays a negative case.
        generated = (case.headers or {}).get("x-stack-refresh-token")
        if n % 2 == 0 and isinstance(generated, str) and generated and _declares_header(operation, "x-stack-refresh-token"):
            headers["x-stack-refresh-token"] = user["refresh"]
    elif with_token:
        headers["x-stack-access-token"] = shared_user_token()
    return headers


def _declares_header(operation: Any, name: str) -> bool:
    return any(p.get("in") == "header" and p.get("name") == name for p in operation.definition.raw.get("parameters", []))


@schemathesis.auth(refresh_interval=None)
class GatehouseAuth:
    """Real credentials per case (see the module docstring)."""

    def get(self, case: Any, context: Any) -> dict[str, str] | None:
        return credentials(case, context.operation)

    def set(self, case: Any, data: dict[str, str] | None, context: Any) -> None:
        if data:
            case.headers = {**(case.headers or {}), **data}


@schemathesis.hook
def after_call(context: Any, case: Any, response: Any) -> None:
    """Replaces the shared user when a call shows its token no longer works (revoked, user deleted,
    or restricted: a generated PATCH /users/{id} may set restricted_by_admin on the shared user, and
    a restriction applies to its tokens at once)."""
    restricted = response.status_code == 403 and response.headers.get("x-stack-known-error") == "RESTRICTED_USER_NOT_ALLOWED"
    if response.status_code == 401 or restricted:
        sent = (case.headers or {}).get("x-stack-access-token")
        with _lock:
            if sent and sent == _shared_user["token"]:
                _shared_user["token"] = ""
                _shared_user["id"] = ""


UUID = re.compile(r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$")
_user_id_uses = itertools.count()


def _with_real_user_id(values: dict[str, Any] | None) -> dict[str, Any] | None:
    """Every other generated user_id that is a well-formed UUID becomes the shared user's id, so
    operations on a user reach their logic instead of answering 404 for a random id. Malformed
    values (negative cases) are left alone: replacing them would make an invalid request valid."""
    if not values or not isinstance(values.get("user_id"), str) or not UUID.match(values["user_id"]):
        return values
    if next(_user_id_uses) % 2:
        return values
    return {**values, "user_id": shared_user()["id"]}


_WEBHOOK_IDS = {"endpoint_id": os.environ.get("GATEHOUSE_WEBHOOK_ENDPOINT_ID", ""), "delivery_id": os.environ.get("GATEHOUSE_WEBHOOK_DELIVERY_ID", "")}


def _with_real_webhook_ids(values: dict[str, Any] | None) -> dict[str, Any] | None:
    """The shared endpoint's and delivery's ids for the well-formed endpoint_id/delivery_id of a
    webhooks portal case (portal_credentials decides which cases, together with the token).
    Malformed values stay negative cases. The admin routes keep generated ids: a fuzzed DELETE
    there must not remove the shared endpoint."""
    if not values:
        return values
    out = dict(values)
    for name, real in _WEBHOOK_IDS.items():
        if real and isinstance(out.get(name), str) and UUID.match(out[name]):
            out[name] = real
    return out


def _with_real_customer(operation: Any, values: dict[str, Any] | None) -> dict[str, Any] | None:
    """Payments routes (/payments/items|products/{customer_type}/{customer_id}...): every other
    valid `user` customer becomes the shared user, and every other valid item id the project's
    `credits` item (contract/with-server.ts declares it), so the fuzzer reaches the ledger and the
    grants instead of USER_NOT_FOUND / ITEM_NOT_FOUND. Only valid values are replaced (1..256 and
    1..512 characters), so a negative case stays negative."""
    if not values or values.get("customer_type") != "user" or not isinstance(values.get("customer_id"), str):
        return values
    if not 1 <= len(values["customer_id"]) <= 256:
        return values
    # Counted per operation (the first case, then every other one): a counter shared by all the
    # payments routes let one route's cases always land on the odd turns, so it never reached a
    # real customer and schemathesis saw only 403s for it.
    with _lock:
        n = next(_counters.setdefault(f"customer {operation.label}", itertools.count()))
    if n % 2:
        return values
    out = {**values, "customer_id": shared_user()["id"]}
    if isinstance(out.get("item_id"), str) and 1 <= len(out["item_id"]) <= 512:
        out["item_id"] = "credits"
    # DELETE /payments/products/…/{product_id}: a product with-server.ts declares (stackable, so
    # fuzzed grants keep giving the revocation something to end).
    if isinstance(out.get("product_id"), str) and 1 <= len(out["product_id"]) <= 512:
        out["product_id"] = "credit-pack"
    return out


_store_uses = itertools.count()


def _with_real_store(operation: Any, values: dict[str, Any] | None) -> dict[str, Any] | None:
    """Data vault routes: every other valid store id (1..512 characters) becomes the store
    with-server.ts declares, so get/set reach the vault's logic; invalid ids stay negative cases."""
    if not values or not operation.path.startswith("/data-vault/stores/") or not isinstance(values.get("id"), str):
        return values
    if not 1 <= len(values["id"]) <= 512 or next(_store_uses) % 2:
        return values
    return {**values, "id": "contract"}


@schemathesis.hook
def map_path_parameters(context: Any, path_parameters: dict[str, Any]) -> dict[str, Any]:
    values = _with_real_user_id(path_parameters)
    return _with_real_store(context.operation, _with_real_customer(context.operation, values))


@schemathesis.hook
def map_query(context: Any, query: dict[str, Any]) -> dict[str, Any]:
    return _with_real_user_id(query)


_team_uses = itertools.count()


@schemathesis.hook
def map_body(context: Any, body: Any) -> Any:
    """Every other well-formed owner_team_id (POST /internal/projects) becomes the dashboard user's
    team, so project creation reaches its logic instead of TEAM_MEMBERSHIP_NOT_FOUND."""
    if isinstance(body, dict) and isinstance(body.get("owner_team_id"), str) and UUID.match(body["owner_team_id"]) and next(_team_uses) % 2 == 0:
        return {**body, "owner_team_id": INTERNAL_TEAM}
    return body


# Node's HTTP parser answers a bodiless 431 to a request head over 16 KB before Gatehouse sees the
# request (SECURITY.md, limits), so a query that long tests Node, not the API: such cases are not
# generated. Shorter over-long values still reach the schema and must be refused with 400.
_MAX_QUERY_BYTES = 12_000


@schemathesis.hook
def filter_query(context: Any, query: Any) -> bool:
    if not isinstance(query, dict):
        return True
    try:
        encoded = urlencode({k: v if isinstance(v, (str, list)) else str(v) for k, v in query.items()}, doseq=True)
    except Exception:
        return True
    return len(encoded) < _MAX_QUERY_BYTES
