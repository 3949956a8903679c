from enum import StrEnum


class PaymentsIncludedItemRepeatType1(StrEnum):
    NEVER = "never"

    def __str__(self) -> str:
        return str(self.value)
