from enum import StrEnum


class KnownErrorUSEREMAILALREADYEXISTSCode(StrEnum):
    USER_EMAIL_ALREADY_EXISTS = "USER_EMAIL_ALREADY_EXISTS"

    def __str__(self) -> str:
        return str(self.value)
