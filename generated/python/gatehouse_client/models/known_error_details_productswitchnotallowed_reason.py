from enum import StrEnum


class KnownErrorDetailsPRODUCTSWITCHNOTALLOWEDReason(StrEnum):
    NOT_IN_SAME_CATALOG = "not_in_same_catalog"
    NOT_RECURRING = "not_recurring"
    PAYMENT_REQUIRED = "payment_required"
    SAME_PRODUCT = "same_product"
    STACKABLE = "stackable"

    def __str__(self) -> str:
        return str(self.value)
