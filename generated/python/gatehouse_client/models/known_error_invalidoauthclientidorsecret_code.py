from enum import StrEnum


class KnownErrorINVALIDOAUTHCLIENTIDORSECRETCode(StrEnum):
    INVALID_OAUTH_CLIENT_ID_OR_SECRET = "INVALID_OAUTH_CLIENT_ID_OR_SECRET"

    def __str__(self) -> str:
        return str(self.value)
