from enum import StrEnum


class KnownErrorADMINACCESSTOKENREVOKEDCode(StrEnum):
    ADMIN_ACCESS_TOKEN_REVOKED = "ADMIN_ACCESS_TOKEN_REVOKED"

    def __str__(self) -> str:
        return str(self.value)
