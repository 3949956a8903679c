from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.complete_cli_result_type_1_cli_session_state import CompleteCliResultType1CliSessionState

T = TypeVar("T", bound="CompleteCliResultType1")


@_attrs_define
class CompleteCliResultType1:
    """
    Attributes:
        cli_session_state (CompleteCliResultType1CliSessionState):
        user_code (str): Gatehouse addition: the code the CLI printed for this login; the page shows it for the user to
            compare. Example: K7QX-M3PA.
    """

    cli_session_state: CompleteCliResultType1CliSessionState
    user_code: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cli_session_state = self.cli_session_state.value

        user_code = self.user_code

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cli_session_state": cli_session_state,
                "user_code": user_code,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cli_session_state = CompleteCliResultType1CliSessionState(d.pop("cli_session_state"))

        user_code = d.pop("user_code")

        complete_cli_result_type_1 = cls(
            cli_session_state=cli_session_state,
            user_code=user_code,
        )

        complete_cli_result_type_1.additional_properties = d
        return complete_cli_result_type_1

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
