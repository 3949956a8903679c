from enum import StrEnum


class KnownErrorPERMISSIONNOTFOUNDCode(StrEnum):
    PERMISSION_NOT_FOUND = "PERMISSION_NOT_FOUND"

    def __str__(self) -> str:
        return str(self.value)
