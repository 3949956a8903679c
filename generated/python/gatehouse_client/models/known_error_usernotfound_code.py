from enum import StrEnum


class KnownErrorUSERNOTFOUNDCode(StrEnum):
    USER_NOT_FOUND = "USER_NOT_FOUND"

    def __str__(self) -> str:
        return str(self.value)
