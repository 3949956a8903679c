from enum import StrEnum


class OpenIdConfigurationTokenEndpointAuthMethodsSupportedItem(StrEnum):
    CLIENT_SECRET_POST = "client_secret_post"

    def __str__(self) -> str:
        return str(self.value)
