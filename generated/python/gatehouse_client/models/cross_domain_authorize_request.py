from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.cross_domain_authorize_request_code_challenge_method import CrossDomainAuthorizeRequestCodeChallengeMethod
from ..types import UNSET, Unset

T = TypeVar("T", bound="CrossDomainAuthorizeRequest")


@_attrs_define
class CrossDomainAuthorizeRequest:
    """
    Attributes:
        code_challenge (str): PKCE: base64url(SHA-256(code_verifier)); the verifier is presented at the token exchange.
            Example: E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM.
        code_challenge_method (CrossDomainAuthorizeRequestCodeChallengeMethod): Only `S256` (`plain` is refused).
        redirect_uri (str): The other domain's callback URL; must be on a trusted domain. The code and state are added
            to it. Example: http://localhost:3000/handler/oauth-callback.
        state (str): The receiving app's own state, returned with the code. Example: x8dq2r5mFv.
        after_callback_redirect_url (str | Unset): Returned by the token exchange for the receiving app to go to; must
            be trusted. Example: http://localhost:3000/dashboard.
    """

    code_challenge: str
    code_challenge_method: CrossDomainAuthorizeRequestCodeChallengeMethod
    redirect_uri: str
    state: str
    after_callback_redirect_url: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        code_challenge = self.code_challenge

        code_challenge_method = self.code_challenge_method.value

        redirect_uri = self.redirect_uri

        state = self.state

        after_callback_redirect_url = self.after_callback_redirect_url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code_challenge": code_challenge,
                "code_challenge_method": code_challenge_method,
                "redirect_uri": redirect_uri,
                "state": state,
            }
        )
        if after_callback_redirect_url is not UNSET:
            field_dict["after_callback_redirect_url"] = after_callback_redirect_url

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code_challenge = d.pop("code_challenge")

        code_challenge_method = CrossDomainAuthorizeRequestCodeChallengeMethod(d.pop("code_challenge_method"))

        redirect_uri = d.pop("redirect_uri")

        state = d.pop("state")

        after_callback_redirect_url = d.pop("after_callback_redirect_url", UNSET)

        cross_domain_authorize_request = cls(
            code_challenge=code_challenge,
            code_challenge_method=code_challenge_method,
            redirect_uri=redirect_uri,
            state=state,
            after_callback_redirect_url=after_callback_redirect_url,
        )

        return cross_domain_authorize_request
