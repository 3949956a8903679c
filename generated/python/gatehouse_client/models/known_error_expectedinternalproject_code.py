from enum import StrEnum


class KnownErrorEXPECTEDINTERNALPROJECTCode(StrEnum):
    EXPECTED_INTERNAL_PROJECT = "EXPECTED_INTERNAL_PROJECT"

    def __str__(self) -> str:
        return str(self.value)
