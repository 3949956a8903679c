from enum import StrEnum


class KnownErrorINVALIDACCESSTYPECode(StrEnum):
    INVALID_ACCESS_TYPE = "INVALID_ACCESS_TYPE"

    def __str__(self) -> str:
        return str(self.value)
