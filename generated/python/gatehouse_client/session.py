"""One signed-in user's session (hand-written, not generated): hands out an access token that stays
valid, refreshing it when needed and keeping the rotated refresh token.

The source is contract/python-extras/gatehouse_client/session.py; `make generate` copies it into
generated/python. Thread-safe, and like the TypeScript SDK's Session (sdk/src/session.ts)
concurrent refreshes share one request: the refresh token rotates on every refresh, so two
parallel refreshes with the same token would race and one would lose the session.
"""

from __future__ import annotations

import base64
import json
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass

from . import gatehouse
from .api.sessions import refresh_current_session
from .client import Client

__all__ = ["REFRESH_MARGIN_SECONDS", "REFRESH_TOKEN_ERROR_CODES", "Session", "Tokens"]

REFRESH_MARGIN_SECONDS = 20.0
"""access_token() refreshes a token that expires within this many seconds."""

REFRESH_TOKEN_ERROR_CODES = frozenset({"REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED"})
"""Answers to a refresh that end the session (the refresh token is dead); other failures raise."""


@dataclass(frozen=True)
class Tokens:
    access_token: str | None
    refresh_token: str | None


class Session:
    """A user's tokens with client access to the project (`app`, from gatehouse.client_access).

    `on_change` is called (outside the lock) with the new tokens after every refresh or sign-out:
    store the rotated refresh token there, the old one no longer works.
    """

    def __init__(
        self,
        app: Client,
        *,
        refresh_token: str,
        access_token: str | None = None,
        on_change: Callable[[Tokens], None] | None = None,
    ) -> None:
        self._app = app
        self._lock = threading.Lock()
        self._tokens = Tokens(access_token, refresh_token)
        self._pending: Future[str | None] | None = None
        self._on_change = on_change
        self.refresh_requests = 0
        """How many refresh requests this session sent (concurrent refreshes count once)."""

    @property
    def tokens(self) -> Tokens:
        with self._lock:
            return self._tokens

    @property
    def refresh_token(self) -> str | None:
        return self.tokens.refresh_token

    def access_token(self) -> str | None:
        """An access token valid for at least REFRESH_MARGIN_SECONDS, refreshing first when needed;
        None when signed out (no tokens, or the refresh token was refused)."""
        tokens = self.tokens
        if tokens.access_token and _expires_in(tokens.access_token) > REFRESH_MARGIN_SECONDS:
            return tokens.access_token
        return self.refresh()

    def refresh(self) -> str | None:
        """Forces a refresh and answers the new access token (None: the session is over). Callers
        arriving while a refresh runs wait for it and share its answer instead of sending their own."""
        with self._lock:
            pending = self._pending
            owner = pending is None
            if pending is None:
                if not self._tokens.refresh_token:
                    return None
                pending = self._pending = Future()
                refresh_token = self._tokens.refresh_token
        if not owner:
            return pending.result()
        try:
            result = self._run_refresh(refresh_token)
        except BaseException as e:
            pending.set_exception(e)
            raise
        finally:
            with self._lock:
                self._pending = None
        pending.set_result(result)
        return result

    def sign_out_locally(self) -> None:
        """Forgets both tokens (the server-side session stays until it is revoked or expires)."""
        self._write(Tokens(None, None))

    def _run_refresh(self, refresh_token: str) -> str | None:
        self.refresh_requests += 1
        try:
            answer = gatehouse.unwrap(
                refresh_current_session.sync_detailed(client=self._app, x_stack_refresh_token=refresh_token)
            )
        except gatehouse.GatehouseError as e:
            if e.code not in REFRESH_TOKEN_ERROR_CODES:
                raise
            self._write(Tokens(None, None), only_if_refresh_token=refresh_token)
            return None
        self._write(
            Tokens(answer.access_token, answer.refresh_token or refresh_token), only_if_refresh_token=refresh_token
        )
        return answer.access_token

    def _write(self, tokens: Tokens, *, only_if_refresh_token: str | None = None) -> None:
        with self._lock:
            # Someone signed out while the request ran: that wins over this refresh's answer.
            if only_if_refresh_token is not None and self._tokens.refresh_token != only_if_refresh_token:
                return
            changed = tokens != self._tokens
            self._tokens = tokens
        if changed and self._on_change is not None:
            self._on_change(tokens)


def _expires_in(access_token: str) -> float:
    """Seconds until the token's `exp`, read without verification (0 when unreadable)."""
    try:
        payload = access_token.split(".")[1]
        claims = json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
        exp = claims.get("exp") if isinstance(claims, dict) else None
    except (IndexError, ValueError):
        return 0.0
    return float(exp) - time.time() if isinstance(exp, int | float) else 0.0
