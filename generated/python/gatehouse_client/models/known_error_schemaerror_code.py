from enum import StrEnum


class KnownErrorSCHEMAERRORCode(StrEnum):
    SCHEMA_ERROR = "SCHEMA_ERROR"

    def __str__(self) -> str:
        return str(self.value)
