from enum import StrEnum


class KnownErrorINVALIDPROJECTFORACCESSTOKENCode(StrEnum):
    INVALID_PROJECT_FOR_ACCESS_TOKEN = "INVALID_PROJECT_FOR_ACCESS_TOKEN"

    def __str__(self) -> str:
        return str(self.value)
