from enum import StrEnum


class KnownErrorACCESSTOKENREVOKEDCode(StrEnum):
    ACCESS_TOKEN_REVOKED = "ACCESS_TOKEN_REVOKED"

    def __str__(self) -> str:
        return str(self.value)
