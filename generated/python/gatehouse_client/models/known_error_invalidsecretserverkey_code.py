from enum import StrEnum


class KnownErrorINVALIDSECRETSERVERKEYCode(StrEnum):
    INVALID_SECRET_SERVER_KEY = "INVALID_SECRET_SERVER_KEY"

    def __str__(self) -> str:
        return str(self.value)
