from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.known_error_details_productdoesnotexist_context_type_1 import (
    KnownErrorDetailsPRODUCTDOESNOTEXISTContextType1,
)
from ..models.known_error_details_productdoesnotexist_context_type_2_type_1 import (
    KnownErrorDetailsPRODUCTDOESNOTEXISTContextType2Type1,
)
from ..models.known_error_details_productdoesnotexist_context_type_3_type_1 import (
    KnownErrorDetailsPRODUCTDOESNOTEXISTContextType3Type1,
)

T = TypeVar("T", bound="KnownErrorDetailsPRODUCTDOESNOTEXIST")


@_attrs_define
class KnownErrorDetailsPRODUCTDOESNOTEXIST:
    """The details of PRODUCT_DOES_NOT_EXIST.

    Attributes:
        context (KnownErrorDetailsPRODUCTDOESNOTEXISTContextType1 |
            KnownErrorDetailsPRODUCTDOESNOTEXISTContextType2Type1 | KnownErrorDetailsPRODUCTDOESNOTEXISTContextType3Type1 |
            None):
        product_id (str):  Example: pro-plan.
    """

    context: (
        KnownErrorDetailsPRODUCTDOESNOTEXISTContextType1
        | KnownErrorDetailsPRODUCTDOESNOTEXISTContextType2Type1
        | KnownErrorDetailsPRODUCTDOESNOTEXISTContextType3Type1
        | None
    )
    product_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        context: None | str
        if isinstance(self.context, KnownErrorDetailsPRODUCTDOESNOTEXISTContextType1):
            context = self.context.value
        elif isinstance(self.context, KnownErrorDetailsPRODUCTDOESNOTEXISTContextType2Type1):
            context = self.context.value
        elif isinstance(self.context, KnownErrorDetailsPRODUCTDOESNOTEXISTContextType3Type1):
            context = self.context.value
        else:
            context = self.context

        product_id = self.product_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "context": context,
                "product_id": product_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_context(
            data: object,
        ) -> (
            KnownErrorDetailsPRODUCTDOESNOTEXISTContextType1
            | KnownErrorDetailsPRODUCTDOESNOTEXISTContextType2Type1
            | KnownErrorDetailsPRODUCTDOESNOTEXISTContextType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                context_type_1 = KnownErrorDetailsPRODUCTDOESNOTEXISTContextType1(data)

                return context_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                context_type_2_type_1 = KnownErrorDetailsPRODUCTDOESNOTEXISTContextType2Type1(data)

                return context_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                context_type_3_type_1 = KnownErrorDetailsPRODUCTDOESNOTEXISTContextType3Type1(data)

                return context_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                KnownErrorDetailsPRODUCTDOESNOTEXISTContextType1
                | KnownErrorDetailsPRODUCTDOESNOTEXISTContextType2Type1
                | KnownErrorDetailsPRODUCTDOESNOTEXISTContextType3Type1
                | None,
                data,
            )

        context = _parse_context(d.pop("context"))

        product_id = d.pop("product_id")

        known_error_details_productdoesnotexist = cls(
            context=context,
            product_id=product_id,
        )

        known_error_details_productdoesnotexist.additional_properties = d
        return known_error_details_productdoesnotexist

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
