from enum import StrEnum


class KnownErrorEMAILDRAFTNOTFOUNDCode(StrEnum):
    EMAIL_DRAFT_NOT_FOUND = "EMAIL_DRAFT_NOT_FOUND"

    def __str__(self) -> str:
        return str(self.value)
