from enum import StrEnum


class KnownErrorINVALIDSUPERSECRETADMINKEYCode(StrEnum):
    INVALID_SUPER_SECRET_ADMIN_KEY = "INVALID_SUPER_SECRET_ADMIN_KEY"

    def __str__(self) -> str:
        return str(self.value)
