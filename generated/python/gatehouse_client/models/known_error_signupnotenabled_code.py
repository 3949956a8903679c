from enum import StrEnum


class KnownErrorSIGNUPNOTENABLEDCode(StrEnum):
    SIGN_UP_NOT_ENABLED = "SIGN_UP_NOT_ENABLED"

    def __str__(self) -> str:
        return str(self.value)
