from enum import StrEnum


class PasskeyRegistrationOptionsAuthenticatorSelectionResidentKey(StrEnum):
    REQUIRED = "required"

    def __str__(self) -> str:
        return str(self.value)
