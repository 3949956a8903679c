from enum import StrEnum


class CreateContactChannelBodyType(StrEnum):
    EMAIL = "email"

    def __str__(self) -> str:
        return str(self.value)
