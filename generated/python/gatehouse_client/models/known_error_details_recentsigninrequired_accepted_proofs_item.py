from enum import StrEnum


class KnownErrorDetailsRECENTSIGNINREQUIREDAcceptedProofsItem(StrEnum):
    PASSWORD = "password"
    TOTP_CODE = "totp_code"

    def __str__(self) -> str:
        return str(self.value)
