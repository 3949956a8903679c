from enum import StrEnum


class KnownErrorNOTIFICATIONCATEGORYNOTFOUNDCode(StrEnum):
    NOTIFICATION_CATEGORY_NOT_FOUND = "NOTIFICATION_CATEGORY_NOT_FOUND"

    def __str__(self) -> str:
        return str(self.value)
