from enum import StrEnum


class KnownErrorPASSWORDTOOLONGCode(StrEnum):
    PASSWORD_TOO_LONG = "PASSWORD_TOO_LONG"

    def __str__(self) -> str:
        return str(self.value)
