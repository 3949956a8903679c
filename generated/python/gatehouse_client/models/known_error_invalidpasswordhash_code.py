from enum import StrEnum


class KnownErrorINVALIDPASSWORDHASHCode(StrEnum):
    INVALID_PASSWORD_HASH = "INVALID_PASSWORD_HASH"

    def __str__(self) -> str:
        return str(self.value)
