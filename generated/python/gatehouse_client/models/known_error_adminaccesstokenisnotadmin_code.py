from enum import StrEnum


class KnownErrorADMINACCESSTOKENISNOTADMINCode(StrEnum):
    ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN = "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN"

    def __str__(self) -> str:
        return str(self.value)
