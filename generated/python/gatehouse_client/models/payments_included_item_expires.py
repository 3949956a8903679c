from enum import StrEnum


class PaymentsIncludedItemExpires(StrEnum):
    NEVER = "never"
    WHEN_PURCHASE_EXPIRES = "when-purchase-expires"
    WHEN_REPEATED = "when-repeated"

    def __str__(self) -> str:
        return str(self.value)
