from enum import StrEnum


class KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECTCode(StrEnum):
    PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT = "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT"

    def __str__(self) -> str:
        return str(self.value)
