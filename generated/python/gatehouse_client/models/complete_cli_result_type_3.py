from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.complete_cli_result_type_3_login_state import CompleteCliResultType3LoginState

T = TypeVar("T", bound="CompleteCliResultType3")


@_attrs_define
class CompleteCliResultType3:
    """
    Attributes:
        login_state (CompleteCliResultType3LoginState): `pending`: waiting for confirmation; `completed`: confirmed (the
            CLI has or will get its session); `expired`: neither, and it can no longer be.
        user_code (str): The code the CLI printed for this login. Example: K7QX-M3PA.
    """

    login_state: CompleteCliResultType3LoginState
    user_code: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        login_state = self.login_state.value

        user_code = self.user_code

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "login_state": login_state,
                "user_code": user_code,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        login_state = CompleteCliResultType3LoginState(d.pop("login_state"))

        user_code = d.pop("user_code")

        complete_cli_result_type_3 = cls(
            login_state=login_state,
            user_code=user_code,
        )

        complete_cli_result_type_3.additional_properties = d
        return complete_cli_result_type_3

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
