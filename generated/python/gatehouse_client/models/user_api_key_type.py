from enum import StrEnum


class UserApiKeyType(StrEnum):
    USER = "user"

    def __str__(self) -> str:
        return str(self.value)
