from enum import StrEnum


class KnownErrorPASSWORDTOOSHORTCode(StrEnum):
    PASSWORD_TOO_SHORT = "PASSWORD_TOO_SHORT"

    def __str__(self) -> str:
        return str(self.value)
