from enum import StrEnum


class EmailConfigType1Type(StrEnum):
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
