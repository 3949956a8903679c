from enum import StrEnum


class KnownErrorPASSWORDAUTHENTICATIONNOTENABLEDCode(StrEnum):
    PASSWORD_AUTHENTICATION_NOT_ENABLED = "PASSWORD_AUTHENTICATION_NOT_ENABLED"

    def __str__(self) -> str:
        return str(self.value)
