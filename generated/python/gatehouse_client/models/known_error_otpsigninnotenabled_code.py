from enum import StrEnum


class KnownErrorOTPSIGNINNOTENABLEDCode(StrEnum):
    OTP_SIGN_IN_NOT_ENABLED = "OTP_SIGN_IN_NOT_ENABLED"

    def __str__(self) -> str:
        return str(self.value)
