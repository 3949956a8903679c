"""Gatehouse from Python, as the README shows it: sign up, sign in, refresh, read the user, read an
error code, and one server call. CI runs it against a live server and checks it with `mypy --strict`
(make smoke).

Needs: pip install ./generated/python, and in the environment GATEHOUSE_API_URL (e.g.
http://localhost:8102/api/v1), GATEHOUSE_PROJECT_ID, GATEHOUSE_CLIENT_KEY (pck_...) and
GATEHOUSE_SERVER_KEY (ssk_...).
"""

import os
import sys
import time
from typing import NoReturn

from gatehouse_client import gatehouse
from gatehouse_client.api.password import sign_in_with_password, sign_up_with_password
from gatehouse_client.api.sessions import refresh_current_session
from gatehouse_client.api.users import get_own_user, list_users
from gatehouse_client.models import ClientUser, SignInWithPasswordBody, SignUpWithPasswordBody

BASE_URL = os.environ["GATEHOUSE_API_URL"]
PROJECT_ID = os.environ["GATEHOUSE_PROJECT_ID"]
CLIENT_KEY = os.environ["GATEHOUSE_CLIENT_KEY"]
SERVER_KEY = os.environ["GATEHOUSE_SERVER_KEY"]


def fail(message: str) -> NoReturn:
    print(f"quickstart: {message}", file=sys.stderr)
    sys.exit(1)


def main() -> None:
    email = f"quickstart-{time.time_ns()}@example.com"
    password = "correct horse battery staple"
    app = gatehouse.client_access(BASE_URL, PROJECT_ID, publishable_client_key=CLIENT_KEY)

    signed_up = gatehouse.unwrap(
        sign_up_with_password.sync_detailed(client=app, body=SignUpWithPasswordBody(email=email, password=password))
    )
    print(f"signed up {email}: user {signed_up.user_id}")

    signed_in = gatehouse.unwrap(
        sign_in_with_password.sync_detailed(client=app, body=SignInWithPasswordBody(email=email, password=password))
    )
    if signed_in.user_id != signed_up.user_id:
        fail(f"sign-in returned user {signed_in.user_id}, sign-up {signed_up.user_id}")
    print("signed in")

    session = gatehouse.unwrap(
        refresh_current_session.sync_detailed(client=app, x_stack_refresh_token=signed_in.refresh_token)
    )
    if session.refresh_token == signed_in.refresh_token:
        fail("refresh did not rotate the refresh token")
    print("refreshed the session")

    as_user = gatehouse.client_access(
        BASE_URL, PROJECT_ID, publishable_client_key=CLIENT_KEY, access_token=session.access_token
    )
    me = gatehouse.unwrap(get_own_user.sync_detailed(client=as_user))
    if not isinstance(me, ClientUser):
        fail(f"client access should read the client view of the user, got {type(me).__name__}")
    if me.id != signed_up.user_id or me.primary_email != email:
        fail(f"GET /users/me returned {me.id} {me.primary_email}")
    print(f"read the user: {me.id} {me.primary_email}")

    try:
        gatehouse.unwrap(
            sign_in_with_password.sync_detailed(
                client=app, body=SignInWithPasswordBody(email=email, password="not the password")
            )
        )
        fail("a wrong password signed in")
    except gatehouse.GatehouseError as e:
        if e.code != "EMAIL_PASSWORD_MISMATCH" or e.status != 400:
            fail(f"a wrong password gave {e.status} {e.code}: {e.message}")
        print(f"wrong password: {e.code} (HTTP {e.status}): {e.message}")

    backend = gatehouse.server_access(BASE_URL, PROJECT_ID, secret_server_key=SERVER_KEY)
    page = gatehouse.unwrap(list_users.sync_detailed(client=backend, limit=20, desc=True, include_anonymous=False))
    newest = [user.id for user in page.items]
    if not newest or newest[0] != signed_up.user_id:
        fail(f"the newest user should be the one just signed up, got {newest[:3]}")
    print(f"server: {len(page.items)} users listed, newest first: {page.items[0].primary_email}")


if __name__ == "__main__":
    main()
