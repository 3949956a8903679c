from enum import StrEnum


class KnownErrorINVALIDPUBLISHABLECLIENTKEYCode(StrEnum):
    INVALID_PUBLISHABLE_CLIENT_KEY = "INVALID_PUBLISHABLE_CLIENT_KEY"

    def __str__(self) -> str:
        return str(self.value)
