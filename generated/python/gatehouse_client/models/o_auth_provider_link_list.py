from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.o_auth_provider_link_client import OAuthProviderLinkClient
    from ..models.o_auth_provider_link_server import OAuthProviderLinkServer


T = TypeVar("T", bound="OAuthProviderLinkList")


@_attrs_define
class OAuthProviderLinkList:
    """
    Attributes:
        is_paginated (bool):
        items (list[OAuthProviderLinkClient | OAuthProviderLinkServer]):
    """

    is_paginated: bool
    items: list[OAuthProviderLinkClient | OAuthProviderLinkServer]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.o_auth_provider_link_server import OAuthProviderLinkServer  # noqa: PLC0415

        is_paginated = self.is_paginated

        items = []
        for items_item_data in self.items:
            items_item: dict[str, Any]
            if isinstance(items_item_data, OAuthProviderLinkServer):
                items_item = items_item_data.to_dict()
            else:
                items_item = items_item_data.to_dict()

            items.append(items_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "is_paginated": is_paginated,
                "items": items,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.o_auth_provider_link_client import OAuthProviderLinkClient  # noqa: PLC0415
        from ..models.o_auth_provider_link_server import OAuthProviderLinkServer  # noqa: PLC0415

        d = dict(src_dict)
        is_paginated = d.pop("is_paginated")

        items = []
        _items = d.pop("items")
        for items_item_data in _items:

            def _parse_items_item(data: object) -> OAuthProviderLinkClient | OAuthProviderLinkServer:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    items_item_type_0 = OAuthProviderLinkServer.from_dict(data)

                    return items_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                items_item_type_1 = OAuthProviderLinkClient.from_dict(data)

                return items_item_type_1

            items_item = _parse_items_item(items_item_data)

            items.append(items_item)

        o_auth_provider_link_list = cls(
            is_paginated=is_paginated,
            items=items,
        )

        o_auth_provider_link_list.additional_properties = d
        return o_auth_provider_link_list

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
