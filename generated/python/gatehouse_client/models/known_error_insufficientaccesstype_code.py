from enum import StrEnum


class KnownErrorINSUFFICIENTACCESSTYPECode(StrEnum):
    INSUFFICIENT_ACCESS_TYPE = "INSUFFICIENT_ACCESS_TYPE"

    def __str__(self) -> str:
        return str(self.value)
