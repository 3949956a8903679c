from enum import StrEnum


class AuthorizeOAuthGrantType(StrEnum):
    AUTHORIZATION_CODE = "authorization_code"

    def __str__(self) -> str:
        return str(self.value)
