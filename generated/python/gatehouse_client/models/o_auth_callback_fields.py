from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="OAuthCallbackFields")


@_attrs_define
class OAuthCallbackFields:
    """
    Attributes:
        code (str | Unset): The provider's authorization code.
        error (str | Unset): The provider's error, e.g. access_denied.
        error_description (str | Unset):
        state (str | Unset): The inner state Gatehouse gave the provider.
        user (str | Unset): Apple: the user's name as JSON (first sign-in only; read up to 2 KB).
    """

    code: str | Unset = UNSET
    error: str | Unset = UNSET
    error_description: str | Unset = UNSET
    state: str | Unset = UNSET
    user: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        error = self.error

        error_description = self.error_description

        state = self.state

        user = self.user

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if code is not UNSET:
            field_dict["code"] = code
        if error is not UNSET:
            field_dict["error"] = error
        if error_description is not UNSET:
            field_dict["error_description"] = error_description
        if state is not UNSET:
            field_dict["state"] = state
        if user is not UNSET:
            field_dict["user"] = user

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code", UNSET)

        error = d.pop("error", UNSET)

        error_description = d.pop("error_description", UNSET)

        state = d.pop("state", UNSET)

        user = d.pop("user", UNSET)

        o_auth_callback_fields = cls(
            code=code,
            error=error,
            error_description=error_description,
            state=state,
            user=user,
        )

        o_auth_callback_fields.additional_properties = d
        return o_auth_callback_fields

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
