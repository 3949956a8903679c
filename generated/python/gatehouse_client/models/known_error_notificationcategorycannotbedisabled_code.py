from enum import StrEnum


class KnownErrorNOTIFICATIONCATEGORYCANNOTBEDISABLEDCode(StrEnum):
    NOTIFICATION_CATEGORY_CANNOT_BE_DISABLED = "NOTIFICATION_CATEGORY_CANNOT_BE_DISABLED"

    def __str__(self) -> str:
        return str(self.value)
