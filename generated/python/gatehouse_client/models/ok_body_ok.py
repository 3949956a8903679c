from enum import StrEnum


class OkBodyOk(StrEnum):
    OK = "ok"

    def __str__(self) -> str:
        return str(self.value)
