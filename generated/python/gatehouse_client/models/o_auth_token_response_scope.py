from enum import StrEnum


class OAuthTokenResponseScope(StrEnum):
    LEGACY = "legacy"

    def __str__(self) -> str:
        return str(self.value)
