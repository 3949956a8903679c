from enum import StrEnum


class ListUsersOrderBy(StrEnum):
    SIGNED_UP_AT = "signed_up_at"

    def __str__(self) -> str:
        return str(self.value)
