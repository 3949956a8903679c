from enum import StrEnum


class KnownErrorUSERAUTHENTICATIONREQUIREDCode(StrEnum):
    USER_AUTHENTICATION_REQUIRED = "USER_AUTHENTICATION_REQUIRED"

    def __str__(self) -> str:
        return str(self.value)
