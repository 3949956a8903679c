from enum import StrEnum


class KnownErrorSERVERAUTHENTICATIONREQUIREDCode(StrEnum):
    SERVER_AUTHENTICATION_REQUIRED = "SERVER_AUTHENTICATION_REQUIRED"

    def __str__(self) -> str:
        return str(self.value)
