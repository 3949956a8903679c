from enum import StrEnum


class CliPollPendingStatus(StrEnum):
    EXPIRED = "expired"
    USED = "used"
    WAITING = "waiting"

    def __str__(self) -> str:
        return str(self.value)
