from enum import StrEnum


class KnownErrorREFRESHTOKENNOTFOUNDOREXPIREDCode(StrEnum):
    REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED = "REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED"

    def __str__(self) -> str:
        return str(self.value)
