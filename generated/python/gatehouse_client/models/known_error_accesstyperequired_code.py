from enum import StrEnum


class KnownErrorACCESSTYPEREQUIREDCode(StrEnum):
    ACCESS_TYPE_REQUIRED = "ACCESS_TYPE_REQUIRED"

    def __str__(self) -> str:
        return str(self.value)
