from enum import StrEnum


class KnownErrorCLIENTUSERDELETIONNOTENABLEDCode(StrEnum):
    CLIENT_USER_DELETION_NOT_ENABLED = "CLIENT_USER_DELETION_NOT_ENABLED"

    def __str__(self) -> str:
        return str(self.value)
