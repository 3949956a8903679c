from enum import StrEnum


class KnownErrorSESSIONNOTFOUNDCode(StrEnum):
    SESSION_NOT_FOUND = "SESSION_NOT_FOUND"

    def __str__(self) -> str:
        return str(self.value)
