from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.payments_transaction_type_type_1 import PaymentsTransactionTypeType1
from ..models.payments_transaction_type_type_2_type_1 import PaymentsTransactionTypeType2Type1
from ..models.payments_transaction_type_type_3_type_1 import PaymentsTransactionTypeType3Type1

if TYPE_CHECKING:
    from ..models.payments_transaction_adjusted_by_item import PaymentsTransactionAdjustedByItem
    from ..models.payments_transaction_entry import PaymentsTransactionEntry


T = TypeVar("T", bound="PaymentsTransaction")


@_attrs_define
class PaymentsTransaction:
    """
    Attributes:
        adjusted_by (list[PaymentsTransactionAdjustedByItem]):
        created_at_millis (int):
        effective_at_millis (int):
        entries (list[PaymentsTransactionEntry]):
        id (str):
        test_mode (bool):
        type_ (None | PaymentsTransactionTypeType1 | PaymentsTransactionTypeType2Type1 |
            PaymentsTransactionTypeType3Type1):
    """

    adjusted_by: list[PaymentsTransactionAdjustedByItem]
    created_at_millis: int
    effective_at_millis: int
    entries: list[PaymentsTransactionEntry]
    id: str
    test_mode: bool
    type_: None | PaymentsTransactionTypeType1 | PaymentsTransactionTypeType2Type1 | PaymentsTransactionTypeType3Type1
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        adjusted_by = []
        for adjusted_by_item_data in self.adjusted_by:
            adjusted_by_item = adjusted_by_item_data.to_dict()
            adjusted_by.append(adjusted_by_item)

        created_at_millis = self.created_at_millis

        effective_at_millis = self.effective_at_millis

        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)

        id = self.id

        test_mode = self.test_mode

        type_: None | str
        if isinstance(self.type_, PaymentsTransactionTypeType1):
            type_ = self.type_.value
        elif isinstance(self.type_, PaymentsTransactionTypeType2Type1):
            type_ = self.type_.value
        elif isinstance(self.type_, PaymentsTransactionTypeType3Type1):
            type_ = self.type_.value
        else:
            type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "adjusted_by": adjusted_by,
                "created_at_millis": created_at_millis,
                "effective_at_millis": effective_at_millis,
                "entries": entries,
                "id": id,
                "test_mode": test_mode,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.payments_transaction_adjusted_by_item import PaymentsTransactionAdjustedByItem  # noqa: PLC0415
        from ..models.payments_transaction_entry import PaymentsTransactionEntry  # noqa: PLC0415

        d = dict(src_dict)
        adjusted_by = []
        _adjusted_by = d.pop("adjusted_by")
        for adjusted_by_item_data in _adjusted_by:
            adjusted_by_item = PaymentsTransactionAdjustedByItem.from_dict(adjusted_by_item_data)

            adjusted_by.append(adjusted_by_item)

        created_at_millis = d.pop("created_at_millis")

        effective_at_millis = d.pop("effective_at_millis")

        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:
            entries_item = PaymentsTransactionEntry.from_dict(entries_item_data)

            entries.append(entries_item)

        id = d.pop("id")

        test_mode = d.pop("test_mode")

        def _parse_type_(
            data: object,
        ) -> (
            None | PaymentsTransactionTypeType1 | PaymentsTransactionTypeType2Type1 | PaymentsTransactionTypeType3Type1
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_1 = PaymentsTransactionTypeType1(data)

                return type_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_2_type_1 = PaymentsTransactionTypeType2Type1(data)

                return type_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_3_type_1 = PaymentsTransactionTypeType3Type1(data)

                return type_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PaymentsTransactionTypeType1
                | PaymentsTransactionTypeType2Type1
                | PaymentsTransactionTypeType3Type1,
                data,
            )

        type_ = _parse_type_(d.pop("type"))

        payments_transaction = cls(
            adjusted_by=adjusted_by,
            created_at_millis=created_at_millis,
            effective_at_millis=effective_at_millis,
            entries=entries,
            id=id,
            test_mode=test_mode,
            type_=type_,
        )

        payments_transaction.additional_properties = d
        return payments_transaction

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
