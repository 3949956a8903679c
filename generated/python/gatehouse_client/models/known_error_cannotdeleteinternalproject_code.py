from enum import StrEnum


class KnownErrorCANNOTDELETEINTERNALPROJECTCode(StrEnum):
    CANNOT_DELETE_INTERNAL_PROJECT = "CANNOT_DELETE_INTERNAL_PROJECT"

    def __str__(self) -> str:
        return str(self.value)
