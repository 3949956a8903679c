from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.purchase_session_mode import PurchaseSessionMode

T = TypeVar("T", bound="PurchaseSession")


@_attrs_define
class PurchaseSession:
    """
    Attributes:
        completed (bool): True: the product is granted (test mode). False: send the buyer to redirect_url (Stripe
            Checkout).
        mode (PurchaseSessionMode):
        redirect_url (None | str): Where the buyer goes next: Stripe Checkout, or the return URL after a test purchase
            (null: none given).
    """

    completed: bool
    mode: PurchaseSessionMode
    redirect_url: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        completed = self.completed

        mode = self.mode.value

        redirect_url: None | str
        redirect_url = self.redirect_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "completed": completed,
                "mode": mode,
                "redirect_url": redirect_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        completed = d.pop("completed")

        mode = PurchaseSessionMode(d.pop("mode"))

        def _parse_redirect_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        redirect_url = _parse_redirect_url(d.pop("redirect_url"))

        purchase_session = cls(
            completed=completed,
            mode=mode,
            redirect_url=redirect_url,
        )

        purchase_session.additional_properties = d
        return purchase_session

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
