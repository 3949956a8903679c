from enum import StrEnum


class KnownErrorAPIKEYNOTFOUNDCode(StrEnum):
    API_KEY_NOT_FOUND = "API_KEY_NOT_FOUND"

    def __str__(self) -> str:
        return str(self.value)
