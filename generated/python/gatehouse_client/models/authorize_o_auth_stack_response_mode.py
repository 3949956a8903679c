from enum import StrEnum


class AuthorizeOAuthStackResponseMode(StrEnum):
    JSON = "json"
    REDIRECT = "redirect"

    def __str__(self) -> str:
        return str(self.value)
