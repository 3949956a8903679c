from enum import StrEnum


class KnownErrorUNPARSABLEADMINACCESSTOKENCode(StrEnum):
    UNPARSABLE_ADMIN_ACCESS_TOKEN = "UNPARSABLE_ADMIN_ACCESS_TOKEN"

    def __str__(self) -> str:
        return str(self.value)
