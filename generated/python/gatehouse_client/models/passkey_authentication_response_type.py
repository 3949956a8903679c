from enum import StrEnum


class PasskeyAuthenticationResponseType(StrEnum):
    PUBLIC_KEY = "public-key"

    def __str__(self) -> str:
        return str(self.value)
