from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.payments_included_item_expires import PaymentsIncludedItemExpires
from ..models.payments_included_item_repeat_type_0_item_type_1 import PaymentsIncludedItemRepeatType0ItemType1
from ..models.payments_included_item_repeat_type_1 import PaymentsIncludedItemRepeatType1
from ..types import UNSET, Unset

T = TypeVar("T", bound="PaymentsIncludedItem")


@_attrs_define
class PaymentsIncludedItem:
    """Quantity of the item granted with the product; `repeat` grants it again every interval; `expires` says when a grant
    of it stops counting.

        Attributes:
            expires (PaymentsIncludedItemExpires | Unset):  Default: PaymentsIncludedItemExpires.NEVER.
            quantity (int | Unset):  Default: 0.
            repeat (list[int | PaymentsIncludedItemRepeatType0ItemType1] | PaymentsIncludedItemRepeatType1 | Unset):
    """

    expires: PaymentsIncludedItemExpires | Unset = PaymentsIncludedItemExpires.NEVER
    quantity: int | Unset = 0
    repeat: list[int | PaymentsIncludedItemRepeatType0ItemType1] | PaymentsIncludedItemRepeatType1 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        expires: str | Unset = UNSET
        if not isinstance(self.expires, Unset):
            expires = self.expires.value

        quantity = self.quantity

        repeat: list[int | str] | str | Unset
        if isinstance(self.repeat, Unset):
            repeat = UNSET
        elif isinstance(self.repeat, list):
            repeat = []
            for repeat_type_0_item_data in self.repeat:
                repeat_type_0_item: int | str
                if isinstance(repeat_type_0_item_data, PaymentsIncludedItemRepeatType0ItemType1):
                    repeat_type_0_item = repeat_type_0_item_data.value
                else:
                    repeat_type_0_item = repeat_type_0_item_data
                repeat.append(repeat_type_0_item)

        else:
            repeat = self.repeat.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if expires is not UNSET:
            field_dict["expires"] = expires
        if quantity is not UNSET:
            field_dict["quantity"] = quantity
        if repeat is not UNSET:
            field_dict["repeat"] = repeat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _expires = d.pop("expires", UNSET)
        expires: PaymentsIncludedItemExpires | Unset
        if isinstance(_expires, Unset):
            expires = UNSET
        else:
            expires = PaymentsIncludedItemExpires(_expires)

        quantity = d.pop("quantity", UNSET)

        def _parse_repeat(
            data: object,
        ) -> list[int | PaymentsIncludedItemRepeatType0ItemType1] | PaymentsIncludedItemRepeatType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                repeat_type_0 = []
                _repeat_type_0 = data
                for repeat_type_0_item_data in _repeat_type_0:

                    def _parse_repeat_type_0_item(data: object) -> int | PaymentsIncludedItemRepeatType0ItemType1:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            repeat_type_0_item_type_1 = PaymentsIncludedItemRepeatType0ItemType1(data)

                            return repeat_type_0_item_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(int | PaymentsIncludedItemRepeatType0ItemType1, data)

                    repeat_type_0_item = _parse_repeat_type_0_item(repeat_type_0_item_data)

                    repeat_type_0.append(repeat_type_0_item)

                return repeat_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            repeat_type_1 = PaymentsIncludedItemRepeatType1(data)

            return repeat_type_1

        repeat = _parse_repeat(d.pop("repeat", UNSET))

        payments_included_item = cls(
            expires=expires,
            quantity=quantity,
            repeat=repeat,
        )

        return payments_included_item
