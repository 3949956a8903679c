from enum import StrEnum


class AuthorizeOAuthResponseType(StrEnum):
    CODE = "code"

    def __str__(self) -> str:
        return str(self.value)
