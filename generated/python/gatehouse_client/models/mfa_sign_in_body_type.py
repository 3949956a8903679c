from enum import StrEnum


class MfaSignInBodyType(StrEnum):
    TOTP = "totp"

    def __str__(self) -> str:
        return str(self.value)
