from enum import StrEnum


class KnownErrorBODYPARSINGERRORCode(StrEnum):
    BODY_PARSING_ERROR = "BODY_PARSING_ERROR"

    def __str__(self) -> str:
        return str(self.value)
