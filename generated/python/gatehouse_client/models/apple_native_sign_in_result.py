from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AppleNativeSignInResult")


@_attrs_define
class AppleNativeSignInResult:
    """
    Attributes:
        access_token (str):  Example: eyJhbGciOiJFUzI1NiIsImtpZCI6Imc3cDJ4In0.eyJzdWIiOiIzZjBiNmQ2ZS0zYzBlLTRhNTMtOWI1Yi
            0yYjRiMmYxZjZhMTAifQ.MEUCIQDx….
        is_new_user (bool): Whether this sign-in created the user.
        refresh_token (str):  Example: p3cqz0f6y5n8w1k4j7h2g9d6s3a0x5v8b1m4n7q2w5e8r1t4y7u0i3o6p9a2s5d8.
        user_id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
    """

    access_token: str
    is_new_user: bool
    refresh_token: str
    user_id: UUID
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        access_token = self.access_token

        is_new_user = self.is_new_user

        refresh_token = self.refresh_token

        user_id = str(self.user_id)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "access_token": access_token,
                "is_new_user": is_new_user,
                "refresh_token": refresh_token,
                "user_id": user_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        access_token = d.pop("access_token")

        is_new_user = d.pop("is_new_user")

        refresh_token = d.pop("refresh_token")

        user_id = UUID(d.pop("user_id"))

        apple_native_sign_in_result = cls(
            access_token=access_token,
            is_new_user=is_new_user,
            refresh_token=refresh_token,
            user_id=user_id,
        )

        apple_native_sign_in_result.additional_properties = d
        return apple_native_sign_in_result

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
