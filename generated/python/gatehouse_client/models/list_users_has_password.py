from enum import StrEnum


class ListUsersHasPassword(StrEnum):
    FALSE = "false"
    TRUE = "true"

    def __str__(self) -> str:
        return str(self.value)
