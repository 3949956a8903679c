from enum import StrEnum


class KnownErrorEMAILRENDERINGERRORCode(StrEnum):
    EMAIL_RENDERING_ERROR = "EMAIL_RENDERING_ERROR"

    def __str__(self) -> str:
        return str(self.value)
