from enum import StrEnum


class KnownErrorEMAILTEMPLATENOTFOUNDCode(StrEnum):
    EMAIL_TEMPLATE_NOT_FOUND = "EMAIL_TEMPLATE_NOT_FOUND"

    def __str__(self) -> str:
        return str(self.value)
