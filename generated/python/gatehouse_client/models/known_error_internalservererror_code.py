from enum import StrEnum


class KnownErrorINTERNALSERVERERRORCode(StrEnum):
    INTERNAL_SERVER_ERROR = "INTERNAL_SERVER_ERROR"

    def __str__(self) -> str:
        return str(self.value)
