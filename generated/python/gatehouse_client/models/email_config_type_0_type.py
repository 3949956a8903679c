from enum import StrEnum


class EmailConfigType0Type(StrEnum):
    SHARED = "shared"

    def __str__(self) -> str:
        return str(self.value)
