from enum import StrEnum


class PasskeyRegistrationOptionsExcludeCredentialsItemType(StrEnum):
    PUBLIC_KEY = "public-key"

    def __str__(self) -> str:
        return str(self.value)
