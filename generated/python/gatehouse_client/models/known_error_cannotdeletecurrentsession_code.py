from enum import StrEnum


class KnownErrorCANNOTDELETECURRENTSESSIONCode(StrEnum):
    CANNOT_DELETE_CURRENT_SESSION = "CANNOT_DELETE_CURRENT_SESSION"

    def __str__(self) -> str:
        return str(self.value)
