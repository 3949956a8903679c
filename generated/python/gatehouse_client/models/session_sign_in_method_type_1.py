from enum import StrEnum


class SessionSignInMethodType1(StrEnum):
    ANONYMOUS = "anonymous"
    CLI = "cli"
    IMPERSONATION = "impersonation"
    OAUTH = "oauth"
    OTP = "otp"
    PASSKEY = "passkey"
    PASSWORD = "password"
    SERVER = "server"

    def __str__(self) -> str:
        return str(self.value)
