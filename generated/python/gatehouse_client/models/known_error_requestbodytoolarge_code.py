from enum import StrEnum


class KnownErrorREQUESTBODYTOOLARGECode(StrEnum):
    REQUEST_BODY_TOO_LARGE = "REQUEST_BODY_TOO_LARGE"

    def __str__(self) -> str:
        return str(self.value)
