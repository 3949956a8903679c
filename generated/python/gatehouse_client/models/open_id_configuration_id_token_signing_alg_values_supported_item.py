from enum import StrEnum


class OpenIdConfigurationIdTokenSigningAlgValuesSupportedItem(StrEnum):
    ES256 = "ES256"

    def __str__(self) -> str:
        return str(self.value)
