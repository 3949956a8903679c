from enum import StrEnum


class KnownErrorCANNOTGETOWNUSERWITHOUTUSERCode(StrEnum):
    CANNOT_GET_OWN_USER_WITHOUT_USER = "CANNOT_GET_OWN_USER_WITHOUT_USER"

    def __str__(self) -> str:
        return str(self.value)
