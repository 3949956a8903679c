from enum import StrEnum


class KnownErrorPROJECTNOTFOUNDCode(StrEnum):
    PROJECT_NOT_FOUND = "PROJECT_NOT_FOUND"

    def __str__(self) -> str:
        return str(self.value)
