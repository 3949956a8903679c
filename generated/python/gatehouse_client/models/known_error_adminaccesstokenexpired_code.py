from enum import StrEnum


class KnownErrorADMINACCESSTOKENEXPIREDCode(StrEnum):
    ADMIN_ACCESS_TOKEN_EXPIRED = "ADMIN_ACCESS_TOKEN_EXPIRED"

    def __str__(self) -> str:
        return str(self.value)
