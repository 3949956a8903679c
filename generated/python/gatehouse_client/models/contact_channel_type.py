from enum import StrEnum


class ContactChannelType(StrEnum):
    EMAIL = "email"

    def __str__(self) -> str:
        return str(self.value)
