from enum import StrEnum


class KnownErrorINVALIDPROJECTFORADMINACCESSTOKENCode(StrEnum):
    INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN = "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN"

    def __str__(self) -> str:
        return str(self.value)
