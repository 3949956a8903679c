from enum import StrEnum


class KnownErrorREQUIRESCUSTOMEMAILSERVERCode(StrEnum):
    REQUIRES_CUSTOM_EMAIL_SERVER = "REQUIRES_CUSTOM_EMAIL_SERVER"

    def __str__(self) -> str:
        return str(self.value)
