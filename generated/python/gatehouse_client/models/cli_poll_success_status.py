from enum import StrEnum


class CliPollSuccessStatus(StrEnum):
    SUCCESS = "success"

    def __str__(self) -> str:
        return str(self.value)
