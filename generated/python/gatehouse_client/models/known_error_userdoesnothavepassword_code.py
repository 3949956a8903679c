from enum import StrEnum


class KnownErrorUSERDOESNOTHAVEPASSWORDCode(StrEnum):
    USER_DOES_NOT_HAVE_PASSWORD = "USER_DOES_NOT_HAVE_PASSWORD"

    def __str__(self) -> str:
        return str(self.value)
