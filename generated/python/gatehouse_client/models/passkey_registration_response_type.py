from enum import StrEnum


class PasskeyRegistrationResponseType(StrEnum):
    PUBLIC_KEY = "public-key"

    def __str__(self) -> str:
        return str(self.value)
