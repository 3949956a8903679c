from enum import StrEnum


class CreatedUserApiKeyType(StrEnum):
    USER = "user"

    def __str__(self) -> str:
        return str(self.value)
