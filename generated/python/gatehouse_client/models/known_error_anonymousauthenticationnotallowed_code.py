from enum import StrEnum


class KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWEDCode(StrEnum):
    ANONYMOUS_AUTHENTICATION_NOT_ALLOWED = "ANONYMOUS_AUTHENTICATION_NOT_ALLOWED"

    def __str__(self) -> str:
        return str(self.value)
