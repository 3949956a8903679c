from enum import StrEnum


class KnownErrorUSERIDDOESNOTEXISTCode(StrEnum):
    USER_ID_DOES_NOT_EXIST = "USER_ID_DOES_NOT_EXIST"

    def __str__(self) -> str:
        return str(self.value)
