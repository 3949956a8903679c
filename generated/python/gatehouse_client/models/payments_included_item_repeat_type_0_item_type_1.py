from enum import StrEnum


class PaymentsIncludedItemRepeatType0ItemType1(StrEnum):
    DAY = "day"
    MONTH = "month"
    WEEK = "week"
    YEAR = "year"

    def __str__(self) -> str:
        return str(self.value)
