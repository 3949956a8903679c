from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TrustedDomain")


@_attrs_define
class TrustedDomain:
    """
    Attributes:
        domain (str): An origin your app runs on (e.g. https://app.example.com, or a pattern with * such as
            https://*.example.com). Redirects after sign-in, e-mailed links and OAuth callbacks may only go to trusted
            domains. Example: https://app.example.com.
        handler_path (str | Unset): Where the hosted auth pages live on that domain (sign-in, e-mail verification,
            password reset links point there). Default /handler. Default: '/handler'.
    """

    domain: str
    handler_path: str | Unset = "/handler"

    def to_dict(self) -> dict[str, Any]:
        domain = self.domain

        handler_path = self.handler_path

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "domain": domain,
            }
        )
        if handler_path is not UNSET:
            field_dict["handler_path"] = handler_path

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        domain = d.pop("domain")

        handler_path = d.pop("handler_path", UNSET)

        trusted_domain = cls(
            domain=domain,
            handler_path=handler_path,
        )

        return trusted_domain
