from enum import StrEnum


class OAuthProviderConfigType(StrEnum):
    SHARED = "shared"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
