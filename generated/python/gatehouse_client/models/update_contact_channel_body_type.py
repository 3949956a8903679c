from enum import StrEnum


class UpdateContactChannelBodyType(StrEnum):
    EMAIL = "email"

    def __str__(self) -> str:
        return str(self.value)
