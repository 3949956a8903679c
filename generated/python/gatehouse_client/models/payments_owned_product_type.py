from enum import StrEnum


class PaymentsOwnedProductType(StrEnum):
    ONE_TIME = "one_time"
    SUBSCRIPTION = "subscription"

    def __str__(self) -> str:
        return str(self.value)
