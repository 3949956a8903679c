from enum import StrEnum


class KnownErrorADMINAUTHENTICATIONREQUIREDCode(StrEnum):
    ADMIN_AUTHENTICATION_REQUIRED = "ADMIN_AUTHENTICATION_REQUIRED"

    def __str__(self) -> str:
        return str(self.value)
