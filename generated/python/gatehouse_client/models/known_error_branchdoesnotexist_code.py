from enum import StrEnum


class KnownErrorBRANCHDOESNOTEXISTCode(StrEnum):
    BRANCH_DOES_NOT_EXIST = "BRANCH_DOES_NOT_EXIST"

    def __str__(self) -> str:
        return str(self.value)
