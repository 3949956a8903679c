from enum import StrEnum


class KnownErrorDATABASEUNAVAILABLECode(StrEnum):
    DATABASE_UNAVAILABLE = "DATABASE_UNAVAILABLE"

    def __str__(self) -> str:
        return str(self.value)
