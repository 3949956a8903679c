from enum import StrEnum


class KnownErrorCURRENTPROJECTNOTFOUNDCode(StrEnum):
    CURRENT_PROJECT_NOT_FOUND = "CURRENT_PROJECT_NOT_FOUND"

    def __str__(self) -> str:
        return str(self.value)
