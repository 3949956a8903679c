from enum import StrEnum


class KnownErrorTOOMANYREQUESTSCode(StrEnum):
    TOO_MANY_REQUESTS = "TOO_MANY_REQUESTS"

    def __str__(self) -> str:
        return str(self.value)
