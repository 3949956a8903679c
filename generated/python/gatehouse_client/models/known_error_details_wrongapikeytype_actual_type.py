from enum import StrEnum


class KnownErrorDetailsWRONGAPIKEYTYPEActualType(StrEnum):
    TEAM = "team"
    USER = "user"

    def __str__(self) -> str:
        return str(self.value)
