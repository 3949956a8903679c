from enum import StrEnum


class KnownErrorUNPARSABLEACCESSTOKENCode(StrEnum):
    UNPARSABLE_ACCESS_TOKEN = "UNPARSABLE_ACCESS_TOKEN"

    def __str__(self) -> str:
        return str(self.value)
