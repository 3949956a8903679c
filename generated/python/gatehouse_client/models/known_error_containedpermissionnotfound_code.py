from enum import StrEnum


class KnownErrorCONTAINEDPERMISSIONNOTFOUNDCode(StrEnum):
    CONTAINED_PERMISSION_NOT_FOUND = "CONTAINED_PERMISSION_NOT_FOUND"

    def __str__(self) -> str:
        return str(self.value)
