"""Python smoke test (make smoke): sign up, sign in, refresh and read /users/me through the generated
client only (generated/python, package gatehouse_client), against the live server that
contract/with-server.ts started."""

import os
import time

from gatehouse_client import AuthenticatedClient
from gatehouse_client.api.o_auth import exchange_o_auth_token
from gatehouse_client.api.password import sign_in_with_password, sign_up_with_password
from gatehouse_client.api.sessions import refresh_current_session
from gatehouse_client.api.users import get_own_user
from gatehouse_client.models import (
    ClientUser,
    OAuthTokenRequest,
    OAuthTokenResponse,
    RefreshedSession,
    SignInTokens,
    SignInWithPasswordBody,
    SignUpWithPasswordBody,
)


def client() -> AuthenticatedClient:
    # The project's credential is the publishable client key; the other x-stack headers are fixed.
    return AuthenticatedClient(
        base_url=os.environ["GATEHOUSE_API_URL"],
        token=os.environ["GATEHOUSE_CLIENT_KEY"],
        auth_header_name="x-stack-publishable-client-key",
        prefix="",
        headers={"x-stack-project-id": os.environ["GATEHOUSE_PROJECT_ID"], "x-stack-access-type": "client"},
        raise_on_unexpected_status=True,
    )


def test_sign_up_sign_in_refresh_and_read_me() -> None:
    api = client()
    email = f"smoke-py-{time.time_ns()}@example.com"
    password = "smoke test password"

    signed_up = sign_up_with_password.sync(client=api, body=SignUpWithPasswordBody(email=email, password=password))
    assert isinstance(signed_up, SignInTokens), signed_up

    signed_in = sign_in_with_password.sync(client=api, body=SignInWithPasswordBody(email=email, password=password))
    assert isinstance(signed_in, SignInTokens), signed_in
    assert signed_in.user_id == signed_up.user_id

    refreshed = refresh_current_session.sync(client=api, x_stack_refresh_token=signed_in.refresh_token)
    assert isinstance(refreshed, RefreshedSession), refreshed

    token = exchange_o_auth_token.sync(
        client=api,
        body=OAuthTokenRequest.from_dict(
            {
                "grant_type": "refresh_token",
                "refresh_token": refreshed.refresh_token,
                "client_id": os.environ["GATEHOUSE_PROJECT_ID"],
                "client_secret": os.environ["GATEHOUSE_CLIENT_KEY"],
            }
        ),
    )
    assert isinstance(token, OAuthTokenResponse), token

    me = get_own_user.sync(client=api.with_headers({"x-stack-access-token": token.access_token}))
    assert isinstance(me, ClientUser), me
    assert me.id == signed_up.user_id
    assert me.primary_email == email
