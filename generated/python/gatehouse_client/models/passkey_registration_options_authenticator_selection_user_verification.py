from enum import StrEnum


class PasskeyRegistrationOptionsAuthenticatorSelectionUserVerification(StrEnum):
    PREFERRED = "preferred"

    def __str__(self) -> str:
        return str(self.value)
