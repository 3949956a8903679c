from enum import StrEnum


class KnownErrorACCESSTOKENEXPIREDCode(StrEnum):
    ACCESS_TOKEN_EXPIRED = "ACCESS_TOKEN_EXPIRED"

    def __str__(self) -> str:
        return str(self.value)
