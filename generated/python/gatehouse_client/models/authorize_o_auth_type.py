from enum import StrEnum


class AuthorizeOAuthType(StrEnum):
    AUTHENTICATE = "authenticate"
    LINK = "link"

    def __str__(self) -> str:
        return str(self.value)
